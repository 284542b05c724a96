import { mountedApiRoutes, operationRoutesOf, routesTestDeps, unusedDependency } from '@uniform/service-kit';
import { buildApp } from '../src/app';

describe('the sms routes', () => {
  test('When the app is built, then it mounts every operation the routing table gives it under /api and nothing else', () => {
    const app = buildApp({
      ...routesTestDeps('sms'),
      subscribers: unusedDependency('subscribers'),
      deliveries: unusedDependency('deliveries'),
      outbox: unusedDependency('outbox'),
      validator: unusedDependency('validator'),
      transport: unusedDependency('transport'),
      publicUrl: 'http://127.0.0.1',
    });

    // The carrier's webhooks and the operators' outbox are not operations (UNDOCUMENTED_API_PATHS).
    expect(mountedApiRoutes(app)).toEqual(
      [
        ...operationRoutesOf('sms'),
        'POST /api/sms/inbound',
        'POST /api/sms/status',
        'GET /api/sms/admin/outbox',
      ].sort(),
    );
  });
});
