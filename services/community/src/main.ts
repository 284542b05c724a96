import { createModelClient } from '@uniform/ai';
import {
  checkRedis,
  createLogger,
  createRedis,
  createRedisCache,
  handleShutdown,
  startHttpServer,
} from '@uniform/service-kit';
import { buildApp } from './app';
import { loadCommunityConfig } from './config';

async function main() {
  const config = loadCommunityConfig();
  const logger = createLogger('community', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL);
  const model = createModelClient(config);
  const app = buildApp({
    logger,
    readiness: { redis: () => checkRedis(redis) },
    model,
    cache: createRedisCache(redis, { prefix: 'community:recommendations:', logger }),
    ttlSeconds: config.COMMUNITY_TTL_SECONDS,
    bodyLimitKb: config.BODY_LIMIT_KB,
  });
  const running = await startHttpServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [() => redis.quit().then(() => undefined)],
  });
  handleShutdown(running, logger);
  logger.info(
    { url: running.url, engine: model ? `model ${model.model}` : 'built-in (no OPENAI_API_KEY)' },
    'community service listening',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `community service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
