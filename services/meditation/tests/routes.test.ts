import { describeOperationRoutes, unusedDependency as unused } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('meditation', (deps) =>
  buildApp({
    ...deps,
    repository: unused('repository'),
    cipher: unused('cipher'),
    model: null,
    cache: unused('cache'),
    dailyTtlSeconds: 60,
  }),
);
