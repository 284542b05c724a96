import cluster from 'node:cluster';
import { checkRedis, createLogger, createRedis, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildGatewayApp } from './app';
import { runPrimary } from './cluster';
import { loadGatewayConfig } from './config';
import { createRedisRateLimiter } from './rate-limiter';
import { createSessionResolver } from './session-resolver';

/**
 * Idle timeouts, ordered so that whoever closes an idle keep-alive connection is the side that will
 * not send on it next:
 *   load balancer idle (commonly 60 s) < gateway keepAliveTimeout 75 s < headersTimeout 76 s
 *   gateway's pooled upstream sockets 30 s (AGENT_FREE_SOCKET_TIMEOUT_MS) < services' 65 s
 *   (UPSTREAM_KEEP_ALIVE_TIMEOUT_MS).
 * Browsers and load balancers reuse their idle connections to us, so we outwait them (75 s) and they
 * close first; towards the services we are the client, so we drop idle sockets (30 s) before a
 * service could close one under a request we are writing. headersTimeout must exceed keepAliveTimeout
 * or Node may cut a reused connection while its next request's headers are arriving (startHttpServer
 * sets it to keepAliveTimeout + 1 s).
 */
const CLIENT_KEEP_ALIVE_TIMEOUT_MS = 75_000;

async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  if (config.GATEWAY_WORKERS > 1 && cluster.isPrimary) {
    runPrimary({ workers: config.GATEWAY_WORKERS, logger, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
    return;
  }

  // Auto-pipelining sends the rate-limit scripts of concurrent requests in one write.
  const redis = createRedis(config.REDIS_URL, { enableAutoPipelining: true });
  redis.on('error', (err) => logger.debug({ err: err.message }, 'redis connection error'));
  const app = buildGatewayApp({
    config,
    logger,
    rateLimiter: createRedisRateLimiter({
      redis,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      limits: { default: config.RATE_LIMIT_DEFAULT, ai: config.RATE_LIMIT_AI, auth: config.RATE_LIMIT_AUTH },
      timeoutMs: config.RATE_LIMIT_TIMEOUT_MS,
      onFailOpen: (reason) => logger.warn({ reason }, 'rate limits are failing open: Redis is not answering'),
    }),
    sessions: createSessionResolver({ redis, authServiceUrl: config.AUTH_SERVICE_URL }),
    checkRedis: () => checkRedis(redis),
    queueRedis: redis,
    clusterWorker: cluster.isWorker,
  });
  const running = await startHttpServer(app, {
    port: config.GATEWAY_PORT,
    host: config.HOST,
    logger,
    keepAliveTimeoutMs: CLIENT_KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [app.close, () => redis.quit()],
  });
  handleShutdown(running, logger);
  if (cluster.isPrimary) logger.info({ url: `http://localhost:${running.port}` }, 'gateway listening');
  else
    logger.info(
      { url: `http://localhost:${running.port}`, worker: cluster.worker?.id },
      'gateway worker listening',
    );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `gateway failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
