import { mountedApiRoutes, operationRoutesOf, routesTestDeps } from '@uniform/service-kit';
import { buildApp } from '../src/app';

describe('the manifesto routes', () => {
  test('When the app is built, then it mounts every operation the routing table gives it under /api and nothing else', () => {
    const app = buildApp({ ...routesTestDeps('manifesto'), model: null });

    expect(mountedApiRoutes(app)).toEqual(operationRoutesOf('manifesto'));
  });
});
