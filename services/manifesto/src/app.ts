import type { ModelClient } from '@uniform/ai';
import { buildServiceApp, type ServiceAppDeps } from '@uniform/service-kit';
import { manifestoRoutes } from './routes/manifesto.routes';

export interface ManifestoAppDeps extends ServiceAppDeps {
  /** The model, or null to run the interview on the built-in engine. */
  model: ModelClient | null;
  now?: () => Date;
}

export function buildApp(deps: ManifestoAppDeps) {
  const domain = { logger: deps.logger, model: deps.model, now: deps.now ?? (() => new Date()) };
  return buildServiceApp('manifesto', deps, (app) => app.use(manifestoRoutes(domain)));
}
