import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { Redis } from 'ioredis';
import { startHttpServer, type RunningServer } from '@uniform/service-kit';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@uniform/test-kit';
import { buildApp } from '../../src/app';
import { prismaAuthRepository } from '../../src/data/auth.repository';
import { createAccounts, type SessionLifetime } from '../../src/domain/accounts.use-case';
import { createDeviceCookies } from '../../src/domain/device-cookie';
import { createSignInThrottle } from '../../src/adapters/sign-in-throttle.redis';
import { createOidcFlowStore } from '../../src/adapters/oidc-flow-store.redis';
import { createOidcSignIn } from '../../src/domain/oidc-sign-in.use-case';
import { createAccountExport, type UserDataServices } from '../../src/domain/account-export.use-case';
import { createAccountSettings } from '../../src/domain/account-settings.use-case';
import {
  createAccountDeletionPublisher,
  startAccountDeletionWorker,
  type AccountDeletionWorker,
} from '../../src/adapters/account-deletion.queue';
import { createSessionCache } from '../../src/adapters/session-cache.redis';
import { prismaAccountDeletionRepository } from '../../src/data/account-deletion.repository';
import { createAccountDeletion } from '../../src/domain/account-deletion.use-case';
import type { PrismaClient } from '../../src/generated/prisma/client';
import { createAuthPrisma } from '../../src/data/auth-database';

export const PASSWORD = 'tailored-navy-blazer';
export const SESSION_LIFETIME: SessionLifetime = { idleDays: 14, absoluteDays: 30 };
const DEVICE_KEY = Buffer.alloc(32, 7);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The INTERNAL_SIGNING_SECRET the export signs with; stand-in services check it. */
export const INTERNAL_SECRET = 'auth-test-internal-signing-secret-012345';

export interface AuthHarnessOptions {
  /** Where "Download my data" asks for each service's part (loopback stand-ins); by default nowhere that answers. */
  userDataServices?: UserDataServices;
  userDataTimeoutMs?: number;
  /** "Delete my account": its queues, and the auth worker with its sweep when `sweepEveryMs` is set. */
  accountDeletion?: AccountDeletionHarnessOptions;
}

export interface AccountDeletionHarnessOptions {
  /** ACCOUNT_DELETION_QUEUE_PREFIX; by default a fresh `test-del-<hex>`. */
  prefix?: string;
  /** Starts the auth worker with its sweep this often; without it nothing consumes the parent jobs. */
  sweepEveryMs?: number;
  /** Where DELETE /api/account publishes (an unreachable address to test the sweep); the sweep uses the test Redis. */
  publisherRedisUrl?: string;
  /** BullMQ's attempts per service before the sweep takes over, and their first backoff. */
  attempts?: number;
  backoffMs?: number;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * The real auth app on a free port, with a real PostgreSQL and Redis and a clock tests can move. No
 * Google or Microsoft settings here (openid-client is an ES module jest cannot load): sign-in with
 * them is tested against the service in its own process (oidc-harness.ts).
 */
export interface AuthHarness {
  url: string;
  prisma: PrismaClient;
  /** The test Redis, and the prefix every key of this harness starts with (the gateway cache's too). */
  redis: Redis;
  redisKeyPrefix: string;
  /** The account-deleted queues' prefix. */
  deletionPrefix: string;
  /** The gateway cache key of a session (what the gateway stores under the token's hash). */
  gatewaySessionKey(token: string): string;
  logLines: string[];
  advanceDays(days: number): void;
  call(
    method: string,
    route: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** A GET through node:http, which (unlike fetch) sends any Latin-1 bytes in a header. */
  rawGet(route: string, headers: Record<string, string>): Promise<RawAnswer>;
  signUp(overrides?: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
  signIn(
    email: string,
    password: string,
    options?: { cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Empties the tables and the throttle counters between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** `name=value` pairs from a response's Set-Cookie headers, by cookie name. */
export function cookiesOf(res: Response): Record<string, string> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0]!;
      return [pair.slice(0, pair.indexOf('=')), pair];
    }),
  );
}

export async function startAuthHarness(options: AuthHarnessOptions = {}): Promise<AuthHarness> {
  const database: TestDatabase = await createTestDatabase(path.join(__dirname, '..', '..'));
  const testRedis: TestRedis = await createTestRedis();
  const redis = new Redis(testRedis.url);
  const prisma = createAuthPrisma(database.databaseUrl);
  const logLines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) });
  let offsetMs = 0;
  const repository = prismaAuthRepository(prisma);
  const throttle = createSignInThrottle(redis, `${testRedis.keyPrefix}auth:`);
  const accounts = createAccounts({
    repository,
    throttle,
    deviceCookies: createDeviceCookies(DEVICE_KEY),
    sessionLifetime: SESSION_LIFETIME,
    now: () => new Date(Date.now() + offsetMs),
  });
  const logger = pino({ level: 'debug' }, sink);
  const oidc = createOidcSignIn({
    providers: new Map(),
    flows: createOidcFlowStore(redis, `${testRedis.keyPrefix}auth:oidc-flow:`),
    repository,
    sessionCache: createSessionCache(redis, `${testRedis.keyPrefix}gw:session:`),
    openSession: accounts.openSession,
    currentSession: accounts.currentSession,
    logger,
  });
  // Port 9 (discard) refuses connections: without stand-ins, an export fails as when the services are down.
  const nowhere = 'http://127.0.0.1:9';
  const accountExport = createAccountExport({
    repository,
    services: options.userDataServices ?? {
      profiles: nowhere,
      meditation: nowhere,
      privacy: nowhere,
      sms: nowhere,
    },
    identitySecret: INTERNAL_SECRET,
    logger,
    timeoutMs: options.userDataTimeoutMs,
    now: () => new Date(Date.now() + offsetMs),
  });
  const deletion = options.accountDeletion ?? {};
  const deletionPrefix = deletion.prefix ?? `test-del-${randomBytes(4).toString('hex')}`;
  const gatewayCachePrefix = `${testRedis.keyPrefix}gw:session:`;
  const deletionRepository = prismaAccountDeletionRepository(prisma);
  const publisherOf = (redisUrl: string) =>
    createAccountDeletionPublisher({ redisUrl, prefix: deletionPrefix, ...deletion, timeoutMs: 1_000 });
  const publisher = publisherOf(deletion.publisherRedisUrl ?? testRedis.url);
  const sweepPublisher = deletion.publisherRedisUrl ? publisherOf(testRedis.url) : publisher;
  const deletionWorker: AccountDeletionWorker | undefined =
    deletion.sweepEveryMs === undefined
      ? undefined
      : startAccountDeletionWorker({
          redisUrl: testRedis.url,
          prefix: deletionPrefix,
          lockMs: 5_000,
          sweepEveryMs: deletion.sweepEveryMs,
          repository: deletionRepository,
          publisher: sweepPublisher,
          logger,
        });
  const accountDeletion = createAccountDeletion({
    accounts,
    repository: deletionRepository,
    sessionCache: createSessionCache(redis, gatewayCachePrefix),
    throttle,
    publisher,
    logger,
  });
  const server: RunningServer = await startHttpServer(
    buildApp({
      logger,
      accounts,
      oidc,
      accountExport,
      accountDeletion,
      accountSettings: createAccountSettings({
        accounts,
        repository,
        sessionCache: createSessionCache(redis, gatewayCachePrefix),
        now: () => new Date(Date.now() + offsetMs),
      }),
      readiness: {},
    }),
    { port: 0, logger },
  );

  const call: AuthHarness['call'] = (method, route, { body, cookie, headers = {} } = {}) =>
    fetch(`${server.url}${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  return {
    url: server.url,
    prisma,
    redis,
    redisKeyPrefix: testRedis.keyPrefix,
    deletionPrefix,
    gatewaySessionKey: (token) => `${gatewayCachePrefix}${createHash('sha256').update(token).digest('hex')}`,
    logLines,
    advanceDays: (days) => {
      offsetMs += days * DAY_MS;
    },
    call,
    rawGet: (route, headers) =>
      new Promise((resolve, reject) => {
        const req = http.get(`${server.url}${route}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        });
        req.on('error', reject);
      }),
    signUp: (overrides = {}, headers = {}) =>
      call('POST', '/api/simple-auth/signup', {
        body: {
          email: 'Ada@Example.com ',
          password: PASSWORD,
          firstName: 'Ada',
          lastName: 'Lovelace',
          dataRetentionConsent: true,
          ...overrides,
        },
        headers,
      }),
    signIn: (email, password, options = {}) =>
      call('POST', '/api/simple-auth/signin', { body: { email, password }, ...options }),
    async reset() {
      offsetMs = 0;
      await database.truncate();
      const keys = await redis.keys(`${testRedis.keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    },
    async close() {
      await server.close();
      await deletionWorker?.close();
      await Promise.all([...new Set([publisher, sweepPublisher])].map((opened) => opened.close()));
      await deleteKeys(redis, `${deletionPrefix}:*`);
      await prisma.$disconnect();
      await redis.quit();
      await testRedis.cleanup();
      await database.drop();
    },
  };
}

async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * One harness for the enclosing describe block: started before all tests, emptied after each,
 * closed after all. `use` receives it once started (assign it to the block's `auth`).
 */
export function useAuthHarness(
  use: (harness: AuthHarness) => void,
  options: AuthHarnessOptions | (() => AuthHarnessOptions) = {},
): void {
  let harness: AuthHarness | undefined;
  beforeAll(async () => {
    harness = await startAuthHarness(typeof options === 'function' ? options() : options);
    use(harness);
  });
  afterEach(async () => {
    await harness?.reset();
  });
  afterAll(async () => {
    await harness?.close();
  });
}
