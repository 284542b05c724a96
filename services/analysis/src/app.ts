import type { ModelClient } from '@uniform/ai';
import {
  buildServiceApp,
  type JsonCache,
  type SafeFetchResult,
  type ServiceAppDeps,
} from '@uniform/service-kit';
import { analysisRoutes } from './routes/analysis.routes';
import { engineRoutes } from './routes/engine.routes';
import { guidanceRoutes } from './routes/guidance.routes';
import { personalBrandRoutes } from './routes/personal-brand.routes';

export interface AnalysisAppDeps extends ServiceAppDeps {
  /** The model, or null to answer everything with the built-in engine. */
  model: ModelClient | null;
  /** Personal brands (Redis, 30 minutes, single-flight). */
  cache: JsonCache;
  personalBrandTtlSeconds: number;
  /** The SSRF-safe page fetch for custom items, or null to never fetch. */
  fetchPage: ((url: string) => Promise<SafeFetchResult>) | null;
  now?: () => Date;
  /** How the engine's own answers are checked against the contract (default 'full'; see AnalysisDeps). */
  engineCheck?: 'full' | 'structural';
}

export function buildApp(deps: AnalysisAppDeps) {
  const domain = {
    logger: deps.logger,
    model: deps.model,
    now: deps.now ?? (() => new Date()),
    engineCheck: deps.engineCheck ?? 'full',
    cache: deps.cache,
    ttlSeconds: deps.personalBrandTtlSeconds,
    fetchPage: deps.fetchPage,
  };
  return buildServiceApp('analysis', deps, (app) => {
    app.use(analysisRoutes(domain));
    app.use(personalBrandRoutes(domain));
    app.use(guidanceRoutes(domain));
    app.use(engineRoutes(domain));
  });
}
