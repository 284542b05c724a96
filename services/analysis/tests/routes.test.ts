import { mountedApiRoutes, operationRoutesOf, routesTestDeps, unusedDependency } from '@uniform/service-kit';
import { buildApp } from '../src/app';

describe('the analysis routes', () => {
  test('When the app is built, then it mounts every operation the routing table gives it under /api and nothing else', () => {
    const app = buildApp({
      ...routesTestDeps('analysis'),
      model: null,
      cache: unusedDependency('cache'),
      personalBrandTtlSeconds: 60,
      fetchPage: null,
    });

    expect(mountedApiRoutes(app)).toEqual(operationRoutesOf('analysis'));
  });
});
