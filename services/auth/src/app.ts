import { buildServiceApp, type ServiceAppDeps } from '@uniform/service-kit';
import type { AccountDeletion } from './domain/account-deletion.use-case';
import type { AccountExporter } from './domain/account-export.use-case';
import type { Accounts } from './domain/accounts.use-case';
import type { OidcSignIn } from './domain/oidc-sign-in.use-case';
import type { AccountSettings } from './domain/account-settings.use-case';
import { accountDeletionRoutes } from './routes/account-deletion.routes';
import { accountExportRoutes } from './routes/account-export.routes';
import { accountSettingsRoutes } from './routes/account-settings.routes';
import { accountsRoutes } from './routes/accounts.routes';
import { oidcRoutes } from './routes/oidc.routes';

export interface AuthAppDeps extends ServiceAppDeps {
  accounts: Accounts;
  oidc: OidcSignIn;
  accountExport: AccountExporter;
  accountSettings: AccountSettings;
  accountDeletion: AccountDeletion;
}

export function buildApp(deps: AuthAppDeps) {
  return buildServiceApp('auth', deps, (app) => {
    app.use(accountsRoutes(deps.accounts));
    app.use(oidcRoutes(deps.oidc, deps.logger));
    app.use(accountExportRoutes(deps.accounts, deps.accountExport));
    app.use(accountSettingsRoutes(deps.accounts, deps.accountSettings));
    app.use(accountDeletionRoutes(deps.accounts, deps.accountDeletion));
  });
}
