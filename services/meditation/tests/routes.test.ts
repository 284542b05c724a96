import { mountedApiRoutes, operationRoutesOf, routesTestDeps, unusedDependency } from '@uniform/service-kit';
import { buildApp } from '../src/app';

describe('the meditation routes', () => {
  test('When the app is built, then it mounts every operation the routing table gives it under /api and nothing else', () => {
    const app = buildApp({
      ...routesTestDeps('meditation'),
      repository: unusedDependency('repository'),
      cipher: unusedDependency('cipher'),
      model: null,
      cache: unusedDependency('cache'),
      dailyTtlSeconds: 60,
    });

    expect(mountedApiRoutes(app)).toEqual(operationRoutesOf('meditation'));
  });
});
