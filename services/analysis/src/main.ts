import { createModelClient } from '@uniform/ai';
import { checkRedis, createRedisCache, runService, safeFetchPage } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadAnalysisConfig } from './config';

runService({
  name: 'analysis',
  config: loadAnalysisConfig,
  start: ({ config, logger, redis }) => {
    const cache = redis(config.REDIS_URL);
    const model = createModelClient(config);
    const app = buildApp({
      logger,
      readiness: { redis: () => checkRedis(cache) },
      model,
      cache: createRedisCache(cache, { prefix: 'analysis:personal-brand:', logger }),
      personalBrandTtlSeconds: config.PERSONAL_BRAND_TTL_SECONDS,
      fetchPage: config.CUSTOM_ITEM_FETCH === 'on' ? (url) => safeFetchPage(url) : null,
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app, info: { engine: model ? `model ${model.model}` : 'built-in (no OPENAI_API_KEY)' } };
  },
});
