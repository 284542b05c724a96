import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { ErrorCode, SERVICES, type RateLimitClass } from '@uniform/contracts';
import { createLogger, createRedis, startHttpServer, type RunningServer } from '@uniform/service-kit';
import { buildGatewayApp, type GatewayApp } from '../../src/app';
import { gatewayEnvSchema } from '../../src/config';
import { createRedisRateLimiter } from '../../src/rate-limiter';
import { createSessionResolver } from '../../src/session-resolver';

/** The gateway's only outside dependency in tests is a real Redis (REDIS_URL, default local). */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const silentLogger = createLogger('gateway-test', 'silent');

/** The INTERNAL_SIGNING_SECRET of identity tests, so a test can verify what the gateway signed. */
export const SECRET = 'a-test-signing-secret-of-at-least-32-chars';

/** The signed-in user of identity tests. */
export const ADA = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

/** The auth service's session lookup: `sid=good-token` is Ada, anything else is signed out. */
export const authService = (req: http.IncomingMessage, res: http.ServerResponse): void => {
  const signedIn = req.headers.cookie === 'sid=good-token';
  res.writeHead(signedIn ? 200 : 401, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(
      signedIn ? ADA : { message: 'Please sign in to continue.', code: ErrorCode.UNAUTHENTICATED },
    ),
  );
};

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
  bodySha256: string;
}

export type FakeHandler = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void;

/** A loopback stand-in for one service: records every request and, by default, echoes what it saw. */
export interface FakeService {
  name: string;
  url: string;
  port: number;
  seen: SeenRequest[];
  /** Replace the echo for one test; `reset()` restores it. */
  handle: FakeHandler | undefined;
  reset(): void;
  /** Stops listening and cuts every open connection, as a crashed service would. */
  close(): Promise<void>;
}

const echo =
  (name: string): FakeHandler =>
  (req, res, body) => {
    const text = JSON.stringify({ service: name, method: req.method, url: req.url, bodyBytes: body.length });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

export async function startFakeService(name = 'fake'): Promise<FakeService> {
  const fake: FakeService = {
    name,
    url: '',
    port: 0,
    seen: [],
    handle: undefined,
    reset: () => {
      fake.handle = undefined;
    },
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      fake.seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyBytes: body.length,
        bodySha256: createHash('sha256').update(body).digest('hex'),
      });
      (fake.handle ?? echo(name))(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}

/**
 * The privacy service as identity tests see it: the auth service's session lookup on
 * /internal/session (`sid=good-token` is Ada), and `{ ok, bodyBytes }` for every other request.
 */
export async function startSignedInService(): Promise<FakeService> {
  const service = await startFakeService('privacy');
  service.handle = (req, res, body) => {
    if (req.url === '/internal/session') return authService(req, res);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true, bodyBytes: body.length }));
  };
  return service;
}

/** A port nothing listens on: bind, note it, close. */
export async function unusedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A throwaway frontend build: index.html, a hashed script big enough to be compressed, a favicon. */
export function makeDist(): { dist: string; script: string; scriptBody: string; cleanup(): void } {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'gateway-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const scriptBody = `export const palette = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `colour-${i}`))};\n`;
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), scriptBody);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {
    dist,
    script: '/assets/index-abc123.js',
    scriptBody,
    cleanup: () => rmSync(dist, { recursive: true, force: true }),
  };
}

export interface TestGateway {
  url: string;
  app: GatewayApp;
  server: RunningServer;
  redis: Redis;
  /** Every Redis key this gateway writes starts with it; close() deletes exactly those. */
  keyPrefix: string;
  close(): Promise<void>;
}

export interface TestGatewayOptions {
  /** Env overrides; by default every service URL points at `fake` (never at a real local service). */
  env?: Record<string, string>;
  fake?: FakeService;
  limits?: Record<RateLimitClass, number>;
  redisUrl?: string;
}

/** The real gateway app on 127.0.0.1:0 with real Redis, as main.ts wires it. */
export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const serviceUrls = options.fake
    ? Object.fromEntries(SERVICES.map((service) => [service.urlEnv, options.fake!.url]))
    : {};
  const config = gatewayEnvSchema.parse({
    LOG_LEVEL: 'silent',
    // One Redis round trip can take longer than the production 100 ms on a loaded test machine; the
    // limiter would then fail open and a test expecting 429 would see 200. Fail-open has its own tests.
    RATE_LIMIT_TIMEOUT_MS: '5000',
    ...serviceUrls,
    ...options.env,
  });
  const redisUrl = options.redisUrl ?? REDIS_URL;
  const redis = createRedis(redisUrl, { retryStrategy: () => null });
  redis.on('error', () => undefined);
  // Connected (or given up) before the first request, so no test races the connection.
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('end', resolve);
  });
  const keyPrefix = `test:gateway:${randomBytes(4).toString('hex')}:`;
  const app = buildGatewayApp({
    config,
    logger: silentLogger,
    rateLimiter: createRedisRateLimiter({
      redis,
      keyPrefix: `${keyPrefix}ratelimit:`,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      limits: options.limits ?? { default: 1000, ai: 1000, auth: 1000, webhook: 1000 },
      timeoutMs: config.RATE_LIMIT_TIMEOUT_MS,
    }),
    sessions: createSessionResolver({
      redis,
      authServiceUrl: config.AUTH_SERVICE_URL,
      keyPrefix: `${keyPrefix}session:`,
    }),
    checkRedis: () => redis.ping(),
    queueRedis: redis,
  });
  const server = await startHttpServer(app, { port: 0, logger: silentLogger, onClose: [app.close] });
  return {
    url: server.url,
    app,
    server,
    redis,
    keyPrefix,
    close: async () => {
      await server.close();
      if (redis.status === 'ready') {
        const keys = await scanKeys(redis, keyPrefix);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      } else {
        redis.disconnect();
      }
    },
  };
}

export async function scanKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** Plain node http for what fetch hides: hop-by-hop headers, aborting mid-stream, raw bodies. */
export function rawRequest(
  url: string,
  options: http.RequestOptions & { body?: Buffer | string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Whatever a test opens and must close: a fake service, a gateway, a temporary site. */
export interface Closable {
  close(): unknown;
}

/**
 * The servers of the enclosing describe block: `start` opens them before its tests, handing each to
 * `own`; after all the tests they close, last opened first (also those opened before `start` failed).
 */
export function useServers(start: (own: <T extends Closable>(server: T) => T) => Promise<void>): void {
  const opened: Closable[] = [];
  beforeAll(() =>
    start((server) => {
      opened.push(server);
      return server;
    }),
  );
  afterAll(async () => {
    for (const server of opened.splice(0).reverse()) await server.close();
  });
}
