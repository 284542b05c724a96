import { readJson } from '@uniform/test-kit';
import {
  startFakeService,
  startTestGateway,
  type FakeService,
  type TestGateway,
} from './support/gateway-harness';

describe('gateway: health, readiness and metrics', () => {
  let fake: FakeService;
  let gateway: TestGateway;

  beforeAll(async () => {
    fake = await startFakeService();
    gateway = await startTestGateway({ fake });
  });
  afterAll(async () => {
    await gateway?.close();
    await fake?.close();
  });

  test('When /healthz is asked, then ok — answered by the gateway itself, never proxied', async () => {
    const res = await fetch(`${gateway.url}/healthz`);

    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ status: 'ok', service: 'gateway' });
    expect(fake.seen).toHaveLength(0);
  });

  test('When Redis answers, then ready — even though no service is required to be up', async () => {
    await fake.close();

    const res = await fetch(`${gateway.url}/readyz`);

    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ status: 'ready', service: 'gateway', checks: { redis: 'ok' } });
    fake = await startFakeService();
  });

  test('When requests went through, then /metrics counts them by routing-table prefix and status with latency', async () => {
    const stale = await startTestGateway({ fake });
    try {
      await fetch(`${stale.url}/api/privacy-inquiry/x?y=1`, { method: 'POST' });
      await fetch(`${stale.url}/api/no-such`);
      await fetch(`${stale.url}/terms`, { headers: { accept: 'text/html' } });

      const text = await (await fetch(`${stale.url}/metrics`)).text();

      expect(text).toMatch(
        /http_requests_total\{method="POST",route="\/api\/privacy-inquiry",status="200"[^}]*\} 1/,
      );
      expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"[^}]*\} 1/);
      expect(text).toMatch(
        /http_request_duration_seconds_count\{[^}]*method="POST",route="\/api\/privacy-inquiry",status="200"[^}]*\} 1/,
      );
      expect(text).toContain('# TYPE gateway_upstream_errors_total counter');
      expect(text).toContain('# TYPE gateway_rate_limited_total counter');
      expect(text).toContain('# TYPE gateway_rate_limiter_fail_open_total counter');
      expect(text).not.toContain('/api/privacy-inquiry/x');
    } finally {
      await stale.close();
    }
  });
});
