import { createModelClient, modelEngineInfo } from '@uniform/ai';
import { runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadCommunityConfig } from './config';

runService({
  name: 'community',
  config: loadCommunityConfig,
  start: ({ config, logger, cache }) => {
    const recommendations = cache(config.REDIS_URL, 'community:recommendations:');
    const model = createModelClient(config);
    const app = buildApp({
      logger,
      readiness: { redis: recommendations.ready },
      model,
      cache: recommendations.cache,
      ttlSeconds: config.COMMUNITY_TTL_SECONDS,
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app, info: modelEngineInfo(model) };
  },
});
