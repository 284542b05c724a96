import { mountedApiRoutes, operationRoutesOf, routesTestDeps, unusedDependency } from '@uniform/service-kit';
import { buildApp } from '../src/app';

describe('the privacy routes', () => {
  test('When the app is built, then it mounts every operation the routing table gives it under /api and nothing else', () => {
    const app = buildApp({ ...routesTestDeps('privacy'), inquiries: unusedDependency('inquiries') });

    expect(mountedApiRoutes(app)).toEqual(operationRoutesOf('privacy'));
  });
});
