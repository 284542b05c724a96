import { createModelClient, modelEngineInfo } from '@uniform/ai';
import { runService, safeFetchPage } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadAnalysisConfig } from './config';

runService({
  name: 'analysis',
  config: loadAnalysisConfig,
  workers: (config) => config.ANALYSIS_WORKERS,
  start: ({ config, logger, cache }) => {
    const brands = cache(config.REDIS_URL, 'analysis:personal-brand:');
    const model = createModelClient(config);
    const app = buildApp({
      logger,
      readiness: { redis: brands.ready },
      model,
      cache: brands.cache,
      personalBrandTtlSeconds: config.PERSONAL_BRAND_TTL_SECONDS,
      fetchPage: config.CUSTOM_ITEM_FETCH === 'on' ? (url) => safeFetchPage(url) : null,
      bodyLimitKb: config.BODY_LIMIT_KB,
      // Production writes the engine's answers with the compiled contract check only (see withNarrative).
      engineCheck: config.NODE_ENV === 'production' ? 'structural' : 'full',
    });
    return { app, info: modelEngineInfo(model) };
  },
});
