import { describeOperationRoutes, unusedDependency as unused } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('profiles', (deps) =>
  buildApp({ ...deps, repository: unused('repository'), cipher: unused('cipher') }),
);
