import type { ModelClient } from '@uniform/ai';
import { createServiceApp, type JsonCache, type Logger, type ReadinessCheck } from '@uniform/service-kit';
import { communityRoutes } from './routes/community.routes';

export interface CommunityAppDeps {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** The model, or null for the built-in recommendations. */
  model: ModelClient | null;
  cache: JsonCache;
  /** How long recommendations are kept (spec 2 §9: 1 hour). */
  ttlSeconds: number;
  bodyLimitKb?: number;
}

export function buildApp(deps: CommunityAppDeps) {
  return createServiceApp({
    name: 'community',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    routes: (app) => {
      app.use(
        communityRoutes({
          logger: deps.logger,
          model: deps.model,
          cache: deps.cache,
          ttlSeconds: deps.ttlSeconds,
        }),
      );
    },
  }).app;
}
