import { createModelClient } from '@uniform/ai';
import { checkRedis, createRedisCache, runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadCommunityConfig } from './config';

runService({
  name: 'community',
  config: loadCommunityConfig,
  start: ({ config, logger, redis }) => {
    const cache = redis(config.REDIS_URL);
    const model = createModelClient(config);
    const app = buildApp({
      logger,
      readiness: { redis: () => checkRedis(cache) },
      model,
      cache: createRedisCache(cache, { prefix: 'community:recommendations:', logger }),
      ttlSeconds: config.COMMUNITY_TTL_SECONDS,
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app, info: { engine: model ? `model ${model.model}` : 'built-in (no OPENAI_API_KEY)' } };
  },
});
