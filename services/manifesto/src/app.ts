import type { ModelClient } from '@uniform/ai';
import { createServiceApp, type Logger, type ReadinessCheck } from '@uniform/service-kit';
import { manifestoRoutes } from './routes/manifesto.routes';

export interface ManifestoAppDeps {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** The model, or null to run the interview on the built-in engine. */
  model: ModelClient | null;
  now?: () => Date;
  bodyLimitKb?: number;
}

export function buildApp(deps: ManifestoAppDeps) {
  const domain = { logger: deps.logger, model: deps.model, now: deps.now ?? (() => new Date()) };
  return createServiceApp({
    name: 'manifesto',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    routes: (app) => {
      app.use(manifestoRoutes(domain));
    },
  }).app;
}
