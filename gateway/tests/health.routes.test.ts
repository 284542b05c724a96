import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
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
      await fetch(`${stale.url}/api/privacy-inquiry?y=1`, { method: 'POST' });
      await fetch(`${stale.url}/api/no-such`);
      await fetch(`${stale.url}/api/privacy-inquiry/x`);
      await fetch(`${stale.url}/terms`, { headers: { accept: 'text/html' } });

      const text = await (await fetch(`${stale.url}/metrics`)).text();

      expect(text).toMatch(
        /http_requests_total\{method="POST",route="\/api\/privacy-inquiry",status="200"[^}]*\} 1/,
      );
      expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"[^}]*\} 2/);
      expect(text).toMatch(
        /http_request_duration_seconds_count\{[^}]*method="POST",route="\/api\/privacy-inquiry",status="200"[^}]*\} 1/,
      );
      expect(text).toContain('# TYPE gateway_upstream_errors_total counter');
      expect(text).toContain('# TYPE gateway_rate_limited_total counter');
      expect(text).toContain('# TYPE gateway_rate_limiter_fail_open_total counter');
      expect(text).not.toContain('/api/privacy-inquiry/x');
      expect(text).not.toContain('y=1');
    } finally {
      await stale.close();
    }
  });

  describe('who may read /metrics', () => {
    const TOKEN = 'a-metrics-token-of-at-least-24-chars';
    /** This machine's own non-loopback IPv4 address: a peer that is not 127.0.0.1. */
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

    /** The gateway's listener on every interface, reached through `outward`. */
    async function listenOutward(app: TestGateway['app']): Promise<{ url: string; server: Server }> {
      const server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
      return { url: `http://${outward}:${(server.address() as AddressInfo).port}`, server };
    }

    test('When there is no ADMIN_TOKEN, then this machine reads the metrics and any other peer gets a JSON 404', async () => {
      expect(outward).toBeDefined();
      expect((await fetch(`${gateway.url}/metrics`)).status).toBe(200);

      const { url, server } = await listenOutward(gateway.app);
      try {
        const res = await fetch(`${url}/metrics`);
        expect(res.status).toBe(404);
        expect(await readJson(res)).toEqual({ message: 'Nothing at /metrics.', code: 'NOT_FOUND' });
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
      } finally {
        server.close();
      }
    });

    test('When ADMIN_TOKEN is set, then a scrape needs it as a Bearer token, from anywhere', async () => {
      const guarded = await startTestGateway({ fake, env: { ADMIN_TOKEN: TOKEN } });
      const { url, server } = await listenOutward(guarded.app);
      try {
        for (const base of [guarded.url, url]) {
          const refused = await fetch(`${base}/metrics`, {
            headers: { authorization: 'Bearer not-the-token' },
          });
          expect(refused.status).toBe(401);
          expect(await readJson(refused)).toEqual({
            message: 'Reading the metrics needs the admin token.',
            code: 'UNAUTHENTICATED',
          });
          const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
          expect(scraped.status).toBe(200);
          expect(await scraped.text()).toContain('# TYPE http_requests_total counter');
        }
      } finally {
        server.close();
        await guarded.close();
      }
    });
  });
});
