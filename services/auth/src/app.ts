import { createServiceApp, type Logger, type ReadinessCheck } from '@uniform/service-kit';
import type { Accounts } from './domain/accounts.use-case';
import { accountsRoutes } from './routes/accounts.routes';

export interface AuthAppDeps {
  logger: Logger;
  accounts: Accounts;
  readiness: Record<string, ReadinessCheck>;
  bodyLimitKb?: number;
}

export function buildApp(deps: AuthAppDeps) {
  return createServiceApp({
    name: 'auth',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    routes: (app) => {
      app.use(accountsRoutes(deps.accounts));
    },
  }).app;
}
