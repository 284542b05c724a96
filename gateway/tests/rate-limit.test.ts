import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { readJson } from '@uniform/test-kit';
import { createRedisRateLimiter } from '../src/rate-limiter';
import {
  REDIS_URL,
  scanKeys,
  startFakeService,
  startTestGateway,
  unusedPort,
  type FakeService,
  type TestGateway,
} from './support/gateway-harness';

const LIMITS = { default: 5, ai: 3, auth: 2, webhook: 4 };

describe('gateway: per-IP rate limits in Redis', () => {
  let fake: FakeService;

  beforeAll(async () => {
    fake = await startFakeService();
  });
  afterAll(async () => {
    await fake?.close();
  });

  describe('with Redis up', () => {
    let gateway: TestGateway;
    let trustingGateway: TestGateway;

    beforeEach(async () => {
      gateway = await startTestGateway({ fake, limits: LIMITS });
      trustingGateway = await startTestGateway({ fake, limits: LIMITS, env: { TRUST_PROXY: 'loopback' } });
    });
    afterEach(async () => {
      await gateway.close();
      await trustingGateway.close();
    });

    const hit = (base: string, path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { method: 'POST', headers });

    test('When an IP exceeds the auth limit, then 429 JSON with Retry-After and RateLimit headers', async () => {
      // Arrange
      const statuses: number[] = [];
      let last: Response | undefined;

      // Act
      for (let i = 0; i < LIMITS.auth + 1; i++) {
        last = await hit(gateway.url, '/api/simple-auth/signin');
        statuses.push(last.status);
      }

      // Assert
      expect(statuses).toEqual([200, 200, 429]);
      const retryAfter = Number(last!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(last!.headers.get('ratelimit-limit')).toBe('2');
      expect(last!.headers.get('ratelimit-remaining')).toBe('0');
      expect(last!.headers.get('ratelimit-reset')).toBe(String(retryAfter));
      expect(last!.headers.get('ratelimit-policy')).toBe('2;w=60');
      expect(await readJson(last!)).toEqual({
        message: `Too many requests. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        code: 'RATE_LIMITED',
      });
    });

    test('When a request is refused, then the service never sees it', async () => {
      for (let i = 0; i < LIMITS.auth; i++) await hit(gateway.url, '/api/simple-auth/signin');
      const before = fake.seen.length;

      const res = await hit(gateway.url, '/api/simple-auth/signup');

      expect(res.status).toBe(429);
      expect(fake.seen.length).toBe(before);
    });

    test('When the auth bucket is used up, then AI and ordinary paths still have their own budgets', async () => {
      for (let i = 0; i < LIMITS.auth + 1; i++) await hit(gateway.url, '/api/simple-auth/signin');

      const ai = [];
      for (let i = 0; i < LIMITS.ai + 1; i++) ai.push((await hit(gateway.url, '/api/chat-stylist')).status);
      const ordinary = await hit(gateway.url, '/api/privacy-inquiry');

      expect(ai).toEqual([200, 200, 200, 429]);
      expect(ordinary.status).toBe(200);
      expect(ordinary.headers.get('ratelimit-remaining')).toBe(String(LIMITS.default - 1));
    });

    test('When the paths that call the model or a paid API are used, then they share the costly budget, not the ordinary one', async () => {
      // Act: one each of the brand update (the model on a miss), Twilio Lookup and a text sent.
      const costly = [];
      for (const path of ['/api/update-personal-brand', '/api/sms/validate-phone', '/api/sms/subscribe'])
        costly.push(await hit(gateway.url, path));
      const fourth = await hit(gateway.url, '/api/sms/subscribe');
      const ordinary = await hit(gateway.url, '/api/sms/unsubscribe');

      // Assert
      expect(costly.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(costly.map((res) => res.headers.get('ratelimit-policy'))).toEqual(
        costly.map(() => `${LIMITS.ai};w=60`),
      );
      expect(fourth.status).toBe(429);
      expect(ordinary.status).toBe(200);
      expect(ordinary.headers.get('ratelimit-remaining')).toBe(String(LIMITS.default - 1));
    });

    test("When the carrier's webhooks use up their budget, then a browser at the same address keeps its own", async () => {
      const webhooks = [];
      for (let i = 0; i < LIMITS.webhook + 1; i++)
        webhooks.push(await hit(gateway.url, i % 2 === 0 ? '/api/sms/inbound' : '/api/sms/status'));

      const browser = await hit(gateway.url, '/api/privacy-inquiry');

      expect(webhooks.map((res) => res.status)).toEqual([200, 200, 200, 200, 429]);
      expect(webhooks[0]!.headers.get('ratelimit-policy')).toBe(`${LIMITS.webhook};w=60`);
      expect(browser.status).toBe(200);
      expect(browser.headers.get('ratelimit-remaining')).toBe(String(LIMITS.default - 1));
    });

    test("When browsers use up the ordinary budget, then the carrier's webhooks from that address still get through", async () => {
      for (let i = 0; i < LIMITS.default; i++) await hit(gateway.url, '/api/privacy-inquiry');
      const refused = await hit(gateway.url, '/api/sms/unsubscribe');

      const webhook = await hit(gateway.url, '/api/sms/status');

      expect(refused.status).toBe(429);
      expect(webhook.status).toBe(200);
      expect(webhook.headers.get('ratelimit-remaining')).toBe(String(LIMITS.webhook - 1));
    });

    test('When the signed-in user is read on every page load, then it does not use up the sign-in budget', async () => {
      const reads = [];
      for (let i = 0; i < LIMITS.auth + 2; i++)
        reads.push((await fetch(`${gateway.url}/api/simple-auth/user`)).status);

      const signIn = await hit(gateway.url, '/api/simple-auth/signin');

      expect(reads.every((status) => status === 200)).toBe(true);
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('ratelimit-remaining')).toBe(String(LIMITS.auth - 1));
    });

    test('When a client varies X-Forwarded-For without a trusted proxy, then it still shares one bucket', async () => {
      const statuses = [];
      for (let i = 0; i < LIMITS.auth + 1; i++)
        statuses.push(
          (await hit(gateway.url, '/api/simple-auth/signin', { 'x-forwarded-for': `203.0.113.${i}` })).status,
        );

      expect(statuses).toEqual([200, 200, 429]);
    });

    test('When TRUST_PROXY trusts the peer, then each forwarded client address has its own bucket', async () => {
      for (let i = 0; i < LIMITS.auth + 1; i++)
        await hit(trustingGateway.url, '/api/simple-auth/signin', { 'x-forwarded-for': '203.0.113.7' });

      const other = await hit(trustingGateway.url, '/api/simple-auth/signin', {
        'x-forwarded-for': '198.51.100.9',
      });
      const same = await hit(trustingGateway.url, '/api/simple-auth/signin', {
        'x-forwarded-for': '203.0.113.7',
      });

      expect(other.status).toBe(200);
      expect(same.status).toBe(429);
    });

    test("When a client's first request is counted, then its window starts there and its key expires a whole window later", async () => {
      await hit(gateway.url, '/api/privacy-inquiry');

      const keys = await scanKeys(gateway.redis, `${gateway.keyPrefix}ratelimit:`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/ratelimit:default:127\.0\.0\.1$/);
      // Not the rest of a clock-aligned minute (anywhere from 0 to 60 s): the full window, less the
      // moments since the request.
      const ttl = await gateway.redis.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(60_000 - 5_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });

    test('When requests were refused, then the refusals are counted by bucket', async () => {
      for (let i = 0; i < LIMITS.auth + 2; i++) await hit(gateway.url, '/api/simple-auth/signin');

      const metrics = await (await fetch(`${gateway.url}/metrics`)).text();

      expect(metrics).toMatch(/gateway_rate_limited_total\{bucket="auth"[^}]*\} 2/);
    });
  });

  describe('with Redis unreachable', () => {
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await startTestGateway({
        fake,
        limits: { default: 1, ai: 1, auth: 1, webhook: 1 },
        redisUrl: `redis://127.0.0.1:${await unusedPort()}`,
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    test('When Redis does not answer, then requests are served without limits, quickly, and counted as fail-open', async () => {
      // Act
      const statuses = [];
      const durations = [];
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        statuses.push((await fetch(`${gateway.url}/api/simple-auth/signin`, { method: 'POST' })).status);
        durations.push(Date.now() - started);
      }

      // Assert: none of them sat out the Redis connect timeout (2 s) before being let through.
      expect(statuses).toEqual([200, 200, 200]);
      for (const ms of durations) expect(ms).toBeLessThan(2_000);
      const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
      expect(metrics).toMatch(/gateway_rate_limiter_fail_open_total\S* 3/);
    });

    test('When Redis does not answer, then the gateway reports not ready (but stays alive)', async () => {
      const ready = await fetch(`${gateway.url}/readyz`);
      const live = await fetch(`${gateway.url}/healthz`);

      expect(ready.status).toBe(503);
      expect(await readJson(ready)).toMatchObject({ status: 'not ready', checks: { redis: 'failing' } });
      expect(live.status).toBe(200);
    });
  });

  describe('with a busy event loop', () => {
    test('When the process stalls past the timeout while Redis has answered, then the answer counts (no fail-open)', async () => {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      const warnings: string[] = [];
      const limiter = createRedisRateLimiter({
        redis,
        keyPrefix: `test:gateway:stall:${process.pid}:${Date.now()}:`,
        windowSeconds: 60,
        limits: { default: 1, ai: 1, auth: 1, webhook: 1 },
        timeoutMs: 50,
        onFailOpen: (reason) => warnings.push(reason),
      });
      try {
        // Arrange: the script is loaded (no NOSCRIPT round trip) and the connection is up.
        expect((await limiter.hit('default', 'warm-up'))?.allowed).toBe(true);

        // Act: the command is written, then the process is busy well past the timeout, long enough
        // for Redis's answer to arrive on the socket before the timer can fire.
        const decision = limiter.hit('default', 'stalled');
        const busyUntil = Date.now() + 200;
        while (Date.now() < busyUntil) {
          // a synchronous stall, as a long GC pause or a busy handler would be
        }

        // Assert
        expect(await decision).toMatchObject({ allowed: true, limit: 1, remaining: 0 });
        expect(warnings).toEqual([]);
      } finally {
        await redis.quit();
      }
    });
  });

  describe('with Redis hanging', () => {
    test('When Redis accepts but never answers, then a request waits at most the timeout and the next ones skip Redis', async () => {
      // Arrange: a "Redis" that takes connections and never replies.
      const sockets = new Set<net.Socket>();
      const hanging = net.createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const redis = new Redis({
        port: (hanging.address() as AddressInfo).port,
        host: '127.0.0.1',
        enableReadyCheck: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      const warnings: string[] = [];
      const limiter = createRedisRateLimiter({
        redis,
        windowSeconds: 60,
        limits: { default: 1, ai: 1, auth: 1, webhook: 1 },
        // Long enough that "waited for Redis" and "skipped Redis" are 1 s apart, whatever the load.
        timeoutMs: 1_000,
        backoffMs: 60_000,
        onFailOpen: (reason) => warnings.push(reason),
      });

      try {
        // Act
        const started = Date.now();
        const first = await limiter.hit('default', '127.0.0.1');
        const firstMs = Date.now() - started;
        const second = await limiter.hit('default', '127.0.0.1');
        const totalMs = Date.now() - started;

        // Assert
        expect(first).toBeUndefined();
        expect(second).toBeUndefined();
        expect(firstMs).toBeGreaterThanOrEqual(1_000 - 10);
        expect(totalMs - firstMs).toBeLessThan(1_000);
        expect(warnings).toEqual(['Redis did not answer within 1000 ms']);
      } finally {
        redis.disconnect();
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => hanging.close(() => resolve()));
      }
    });
  });
});
