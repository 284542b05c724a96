import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { createLogger, startHttpServer, type RunningServer } from '@uniform/service-kit';
import { createTestRedis, describeWithInfra, readJson, type TestRedis } from '@uniform/test-kit';
import { buildGatewayApp } from '../src/app';
import { gatewayEnvSchema } from '../src/config';
import { createRedisRateLimiter } from '../src/rate-limiter';
import { createSessionResolver } from '../src/session-resolver';
import { verifyIdentity } from '@uniform/service-kit';

const SECRET = 'a-test-signing-secret-of-at-least-32-chars';
const ADA = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

const logger = createLogger('gateway-test', 'silent');

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

/** A loopback upstream that records what reached it; a few paths behave specially. */
async function startUpstream() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      if (req.url === '/internal/session') {
        const signedIn = req.headers.cookie === 'sid=good-token';
        res.writeHead(signedIn ? 200 : 401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            signedIn ? ADA : { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
          ),
        );
        return;
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes });
      if (req.url?.startsWith('/api/chat-stylist')) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write('data: first\n\n');
        setTimeout(() => res.end('data: last\n\n'), 300);
        return;
      }
      if (req.url?.startsWith('/api/generate-personal-brand')) return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ upstream: true, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    url,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function makeDist() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'uniform-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

describeWithInfra('gateway', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let testRedis: TestRedis;
  let gateway: RunningServer;
  let downPort: number;

  const build = (overrides: Record<string, string>, redisUrl: string, keyPrefix: string) => {
    const config = gatewayEnvSchema.parse({ ...overrides });
    const redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const app = buildGatewayApp({
      config,
      logger,
      rateLimiter: createRedisRateLimiter({
        redis,
        keyPrefix,
        windowSeconds: 60,
        limits: { default: 1000, ai: 1000, auth: 3 },
      }),
      sessions: createSessionResolver({
        redis,
        authServiceUrl: config.AUTH_SERVICE_URL,
        keyPrefix: `${keyPrefix}session:`,
      }),
      checkRedis: () => redis.ping(),
    });
    return { app, redis };
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    testRedis = await createTestRedis();
    // A port nothing listens on: bind, note it, close.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    downPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const { app, redis } = build(
      {
        PRIVACY_SERVICE_URL: upstream.url,
        CHAT_SERVICE_URL: upstream.url,
        AUTH_SERVICE_URL: upstream.url,
        ANALYSIS_SERVICE_URL: upstream.url,
        SMS_SERVICE_URL: `http://127.0.0.1:${downPort}`,
        UPSTREAM_TIMEOUT_MS: '500',
        INTERNAL_SIGNING_SECRET: SECRET,
        FRONTEND_DIST: makeDist(),
      },
      testRedis.url,
      testRedis.keyPrefix,
    );
    gateway = await startHttpServer(app, { port: 0, logger, onClose: [() => redis.quit()] });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await testRedis?.cleanup();
  });

  const url = (p: string) => `${gateway.url}${p}`;

  test('When a request matches a prefix, then it reaches its service with the full path and query', async () => {
    const res = await fetch(url('/api/privacy-inquiry?x=1'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ upstream: true, url: '/api/privacy-inquiry?x=1' });
  });

  test('When a path only starts like a prefix, then it is not routed and answers 404 JSON', async () => {
    const res = await fetch(url('/api/privacy-inquiryx'));
    expect(res.status).toBe(404);
    expect(await readJson(res)).toEqual({
      message: 'No API endpoint GET /api/privacy-inquiryx.',
      code: 'NOT_FOUND',
    });
  });

  test('When a 1 MB body is sent, then the gateway passes it through unparsed', async () => {
    const before = upstream.seen.length;
    const body = 'x'.repeat(1024 * 1024);
    const res = await fetch(url('/api/privacy-inquiry'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(res.status).toBe(200);
    expect(upstream.seen[before]?.bodyBytes).toBe(body.length);
  });

  test('When no request id is sent, then one is made, forwarded and returned; a sent one is kept', async () => {
    const before = upstream.seen.length;
    const made = await fetch(url('/api/privacy-inquiry'));
    const id = made.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.seen[before]?.headers['x-request-id']).toBe(id);
    const kept = await fetch(url('/api/privacy-inquiry'), { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
  });

  test('When a client sends identity headers, then the service never sees them', async () => {
    const before = upstream.seen.length;
    await fetch(url('/api/privacy-inquiry'), {
      headers: { 'x-user-id': 'admin', 'X-Internal-Signature': 'forged', 'x-other': 'kept' },
    });
    const headers = upstream.seen[before]!.headers;
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-internal-signature']).toBeUndefined();
    expect(headers['x-other']).toBe('kept');
    expect(headers['x-forwarded-for']).toBeDefined();
  });

  test('When a valid session cookie comes in, then the service receives a signed identity it can verify', async () => {
    const before = upstream.seen.length;
    await fetch(url('/api/privacy-inquiry'), { headers: { cookie: 'sid=good-token' } });
    await fetch(url('/api/privacy-inquiry'), { headers: { cookie: 'sid=stolen-or-expired' } });

    expect(verifyIdentity(upstream.seen[before]!.headers, SECRET)).toEqual(ADA);
    expect(verifyIdentity(upstream.seen[before + 1]!.headers, SECRET)).toBeUndefined();
    expect(upstream.seen[before + 1]!.headers['x-user']).toBeUndefined();
  });

  test('When a client forges the identity headers, then they are removed before the service sees them', async () => {
    const before = upstream.seen.length;
    await fetch(url('/api/privacy-inquiry'), {
      headers: { 'x-user': 'eyJpZCI6ImFkbWluIn0', 'x-internal-signature': 'forged' },
    });

    expect(upstream.seen[before]!.headers['x-user']).toBeUndefined();
    expect(upstream.seen[before]!.headers['x-internal-signature']).toBeUndefined();
  });

  test('When a write comes from another site, then 403 and the service never sees it; same-site writes pass', async () => {
    const before = upstream.seen.length;
    const foreign = await fetch(url('/api/privacy-inquiry'), {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    const same = await fetch(url('/api/privacy-inquiry'), {
      method: 'POST',
      headers: { origin: gateway.url },
    });

    expect(foreign.status).toBe(403);
    expect((await readJson(foreign)).code).toBe('FORBIDDEN_ORIGIN');
    expect(same.status).toBe(200);
    expect(upstream.seen.length).toBe(before + 1);
  });

  test('When someone signs out, then the cached session is dropped at once', async () => {
    await fetch(url('/api/privacy-inquiry'), { headers: { cookie: 'sid=good-token' } });
    const keys = () => testRedis.client.keys(`${testRedis.keyPrefix}session:*`);
    const cached = await keys();
    expect(cached.length).toBeGreaterThan(0);
    await fetch(url('/api/simple-auth/logout'), { method: 'POST', headers: { cookie: 'sid=good-token' } });
    expect((await keys()).length).toBe(cached.length - 1);
  });

  test('When the service is down, then 503 JSON names it within 2 seconds and other paths still work', async () => {
    const started = Date.now();
    const res = await fetch(url('/api/sms/subscribe'), { method: 'POST' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(await readJson(res)).toEqual({
      message: 'Getup is temporarily unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect((await fetch(url('/api/privacy-inquiry'))).status).toBe(200);
  });

  test('When the service accepts but never answers, then 504 JSON after the upstream timeout', async () => {
    const res = await fetch(url('/api/generate-personal-brand'), { method: 'POST' });
    expect(res.status).toBe(504);
    expect((await readJson(res)).code).toBe('UPSTREAM_TIMEOUT');
  });

  test('When a service streams server-sent events, then the first event arrives before the stream ends', async () => {
    const res = await fetch(url('/api/chat-stylist'), {
      method: 'POST',
      headers: { accept: 'text/event-stream' },
    });
    const reader = res.body!.getReader();
    const started = Date.now();
    const first = await reader.read();
    const firstAfter = Date.now() - started;
    expect(new TextDecoder().decode(first.value)).toContain('data: first');
    expect(firstAfter).toBeLessThan(250);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('data: last');
  });

  test('When an IP exceeds the auth limit, then 429 JSON with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await fetch(url('/api/simple-auth/signin'), {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await readJson(last!);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
  });

  test('When an app route is opened, then the app is served uncached with the CSP; unknown paths get it with 404', async () => {
    const page = await fetch(url('/privacy'), { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<div id="root">');
    const unknown = await fetch(url('/no-such-page'), { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
  });

  test('When a hashed asset is fetched, then it is cached for a year as immutable', async () => {
    const res = await fetch(url('/assets/index-abc123.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('When /api/docs is opened, then Swagger UI and the OpenAPI document with 27 operations are served', async () => {
    const html = await fetch(url('/api/docs/'));
    expect(await html.text()).toContain('swagger-ui');
    const doc = await readJson(await fetch(url('/api/docs/openapi.json')));
    const count = Object.values(doc.paths as Record<string, object>).reduce(
      (n, methods) => n + Object.keys(methods).length,
      0,
    );
    expect(count).toBe(27);
    expect((await fetch(url('/api/docs/ui/swagger-ui-bundle.js'))).status).toBe(200);
  });

  test('When metrics are read, then requests are counted by route prefix and upstream errors by service', async () => {
    const text = await (await fetch(url('/metrics'))).text();
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/api\/privacy-inquiry",status="200",service="gateway"\}/,
    );
    expect(text).toMatch(
      /gateway_upstream_errors_total\{service="sms",kind="unavailable",service="gateway"\}|gateway_upstream_errors_total\{service="sms",kind="unavailable"\}/,
    );
  });
});

describeWithInfra('gateway with Redis unreachable', () => {
  test('When Redis does not answer, then requests are served (rate limits fail open) and readiness says not ready', async () => {
    const upstream = await startUpstream();
    const config = gatewayEnvSchema.parse({ PRIVACY_SERVICE_URL: upstream.url, FRONTEND_DIST: makeDist() });
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    redis.on('error', () => undefined);
    const app = buildGatewayApp({
      config,
      logger,
      rateLimiter: createRedisRateLimiter({
        redis,
        windowSeconds: 60,
        limits: { default: 1, ai: 1, auth: 1 },
      }),
      sessions: createSessionResolver({ redis, authServiceUrl: upstream.url }),
      checkRedis: () => redis.ping(),
    });
    const gateway = await startHttpServer(app, { port: 0, logger });
    try {
      for (let i = 0; i < 3; i++)
        expect((await fetch(`${gateway.url}/api/privacy-inquiry`)).status).toBe(200);
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(503);
      expect(await (await fetch(`${gateway.url}/metrics`)).text()).toMatch(
        /gateway_rate_limiter_fail_open_total\S* 3/,
      );
    } finally {
      await gateway.close();
      await upstream.close();
      redis.disconnect();
    }
  });
});
