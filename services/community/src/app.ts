import type { ModelClient } from '@uniform/ai';
import { buildServiceApp, type JsonCache, type ServiceAppDeps } from '@uniform/service-kit';
import { communityRoutes } from './routes/community.routes';

export interface CommunityAppDeps extends ServiceAppDeps {
  /** The model, or null for the built-in recommendations. */
  model: ModelClient | null;
  cache: JsonCache;
  /** How long recommendations are kept (spec 2 §9: 1 hour). */
  ttlSeconds: number;
}

export function buildApp(deps: CommunityAppDeps) {
  const { logger, model, cache, ttlSeconds } = deps;
  return buildServiceApp('community', deps, (app) =>
    app.use(communityRoutes({ logger, model, cache, ttlSeconds })),
  );
}
