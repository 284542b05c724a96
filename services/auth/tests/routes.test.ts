import { describeOperationRoutes, unusedDependency as unused } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('auth', (deps) =>
  buildApp({
    ...deps,
    accounts: unused('accounts'),
    oidc: unused('oidc'),
    accountExport: unused('accountExport'),
    accountSettings: unused('accountSettings'),
    accountDeletion: unused('accountDeletion'),
  }),
);
