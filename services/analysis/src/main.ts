import { createModelClient } from '@uniform/ai';
import {
  checkRedis,
  createLogger,
  createRedis,
  createRedisCache,
  handleShutdown,
  safeFetchPage,
  startHttpServer,
} from '@uniform/service-kit';
import { buildApp } from './app';
import { loadAnalysisConfig } from './config';

async function main() {
  const config = loadAnalysisConfig();
  const logger = createLogger('analysis', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL);
  const model = createModelClient(config);
  const app = buildApp({
    logger,
    readiness: { redis: () => checkRedis(redis) },
    model,
    cache: createRedisCache(redis, { prefix: 'analysis:personal-brand:', logger }),
    personalBrandTtlSeconds: config.PERSONAL_BRAND_TTL_SECONDS,
    fetchPage: config.CUSTOM_ITEM_FETCH === 'on' ? (url) => safeFetchPage(url) : null,
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
    'analysis service listening',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `analysis service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
