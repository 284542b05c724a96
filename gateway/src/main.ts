import { checkRedis, createLogger, createRedis, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildGatewayApp } from './app';
import { loadGatewayConfig } from './config';
import { createRedisRateLimiter } from './rate-limiter';
import { createSessionResolver } from './session-resolver';

/**
 * Browsers and load balancers hold idle connections to the gateway; 75 s outlasts common LB idle
 * timeouts (60 s) so the LB, not the gateway, closes idle sockets. (Upstream, the order is reversed:
 * the gateway's pooled sockets idle out at 30 s, before the services' 65 s; see proxy.ts.)
 */
const CLIENT_KEEP_ALIVE_TIMEOUT_MS = 75_000;

async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis unavailable; rate limits fail open'));
  const app = buildGatewayApp({
    config,
    logger,
    rateLimiter: createRedisRateLimiter({
      redis,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      limits: { default: config.RATE_LIMIT_DEFAULT, ai: config.RATE_LIMIT_AI, auth: config.RATE_LIMIT_AUTH },
    }),
    sessions: createSessionResolver({ redis, authServiceUrl: config.AUTH_SERVICE_URL }),
    checkRedis: () => checkRedis(redis),
  });
  const running = await startHttpServer(app, {
    port: config.GATEWAY_PORT,
    host: config.HOST,
    logger,
    keepAliveTimeoutMs: CLIENT_KEEP_ALIVE_TIMEOUT_MS,
    onClose: [() => redis.quit()],
  });
  handleShutdown(running, logger);
  logger.info({ url: `http://localhost:${running.port}` }, 'gateway listening');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `gateway failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
