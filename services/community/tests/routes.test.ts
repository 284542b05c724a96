import { describeOperationRoutes, unusedDependency as unused } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('community', (deps) =>
  buildApp({ ...deps, model: null, cache: unused('cache'), ttlSeconds: 60 }),
);
