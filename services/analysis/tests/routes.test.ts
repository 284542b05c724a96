import { describeOperationRoutes, unusedDependency as unused } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('analysis', (deps) =>
  buildApp({ ...deps, model: null, cache: unused('cache'), personalBrandTtlSeconds: 60, fetchPage: null }),
);
