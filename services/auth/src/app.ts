import { buildServiceApp, type ServiceAppDeps } from '@uniform/service-kit';
import type { Accounts } from './domain/accounts.use-case';
import { accountsRoutes } from './routes/accounts.routes';

export interface AuthAppDeps extends ServiceAppDeps {
  accounts: Accounts;
}

export function buildApp(deps: AuthAppDeps) {
  return buildServiceApp('auth', deps, (app) => app.use(accountsRoutes(deps.accounts)));
}
