import { spawnSync } from 'node:child_process';
import { expect, request, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { buildAnalysisFixture } from '@uniform/contracts';
import {
  startPrivatePostgres,
  startPrivateProduct,
  startPrivateRedis,
  type PrivateDependency,
  type PrivateProduct,
} from './support/private-product';

/**
 * Fault test: the whole built product on its OWN PostgreSQL and Redis (never the shared ones other
 * suites use), each stopped and started again under it. While one is down, every call that needs it
 * answers 503 DEPENDENCY_UNAVAILABLE with Retry-After (never a bare 500), calls that do not need it
 * still succeed, /readyz of each service that uses it says so; once it is back, everything recovers
 * by itself: no service is restarted.
 */

const analysis = buildAnalysisFixture();
const PASSWORD = 'outage-drill-password';
const ENTRY_DATE = '2026-11-20';
const PRODUCT_START_MS = 90_000;
/** Reconnect backoffs are at most 2 s (createRedis, queueConnection, the pg pool reconnects per query). */
const RECOVERY_MS = 20_000;

type Outcome = { status: number; code?: string; retryAfter?: string | null };

async function outcome(response: APIResponse): Promise<Outcome> {
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return {
    status: response.status(),
    code: body.code,
    retryAfter: response.headers()['retry-after'] ?? null,
  };
}

const DEPENDENCY_DOWN = {
  status: 503,
  code: 'DEPENDENCY_UNAVAILABLE',
  retryAfter: expect.stringMatching(/^\d+$/),
};

interface Actors {
  /** A signed-in member (its cookie jar holds the session). */
  member: APIRequestContext;
  /** A visitor with no session. */
  visitor: APIRequestContext;
}

let phoneSuffix = 10;
/** Fictional 555-01xx numbers the offline validator accepts as mobile; a new one per call. */
const nextPhone = () => `(212) 555-01${String((phoneSuffix += 1) % 100).padStart(2, '0')}`;

/** Every call the fault test makes, each by what it needs. */
const calls = {
  signIn: ({ visitor }: Actors, email: string) =>
    visitor.post('/api/simple-auth/signin', { data: { email, password: PASSWORD } }),
  signUp: ({ visitor }: Actors) =>
    visitor.post('/api/simple-auth/signup', {
      data: {
        email: `outage-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
        password: PASSWORD,
        dataRetentionConsent: true,
      },
    }),
  privacyInquiry: ({ visitor }: Actors) =>
    visitor.post('/api/privacy-inquiry', {
      data: { email: 'outage@example.com', subject: 'general', message: 'Is my data kept during an outage?' },
    }),
  journalRead: ({ member }: Actors) => member.get(`/api/meditation-entry?date=${ENTRY_DATE}`),
  journalWrite: ({ member }: Actors) =>
    member.post('/api/meditation-entry', {
      data: {
        entryDate: ENTRY_DATE,
        theme: 'Steadiness',
        journalResponse: 'Calm while a database restarts.',
      },
    }),
  getupSubscribe: ({ visitor }: Actors) =>
    visitor.post('/api/sms/subscribe', { data: { phoneNumber: nextPhone(), analysis } }),
  fallbackArchetypes: ({ visitor }: Actors) => visitor.get('/api/fallback-archetypes'),
  chat: ({ visitor }: Actors) =>
    visitor.post('/api/chat-stylist', { data: { message: 'What should I wear to a keynote?', analysis } }),
  community: ({ visitor }: Actors) =>
    visitor.post('/api/generate-community-recommendations', { data: { analysis } }),
  personalBrand: ({ visitor }: Actors) =>
    visitor.post('/api/generate-personal-brand', { data: { analysis } }),
  dailyMeditation: ({ visitor }: Actors) => visitor.get(`/api/daily-meditation?date=${ENTRY_DATE}`),
  brandGuidePdf: ({ visitor }: Actors) =>
    visitor.post('/api/generate-pdf', { data: { analysis }, headers: { accept: 'application/pdf' } }),
};

/** Calls that compute their answer: no database, and Redis only as a cache they can do without. */
const STATELESS_CALLS = [
  'fallbackArchetypes',
  'chat',
  'community',
  'personalBrand',
  'dailyMeditation',
] as const;

/** Which process uses which dependency: each must say so on /readyz while it is down. */
const USES_POSTGRES = ['auth', 'meditation', 'privacy', 'sms', 'getup worker'];
const USES_REDIS = ['auth', 'analysis', 'community', 'meditation', 'pdf', 'getup worker', 'gateway'];
const ALL_PROCESSES = [
  'auth',
  'analysis',
  'chat',
  'community',
  'sms',
  'pdf',
  'manifesto',
  'meditation',
  'privacy',
  'getup worker',
  'gateway',
];

const hasRedisServer = !spawnSync('redis-server', ['--version']).error;

test.describe('dependency outages', () => {
  test.describe.configure({ mode: 'serial' });
  // Redis has no npm binary: a machine without the system one cannot stop and start a private Redis.
  test.skip(
    !hasRedisServer,
    'needs redis-server (Debian: apt-get install redis-server; macOS: brew install redis)',
  );
  let postgres: PrivateDependency | undefined;
  let redis: PrivateDependency | undefined;
  let product: PrivateProduct | undefined;
  let actors: Actors;
  let memberEmail: string;

  const readyzUrl = (process: string) =>
    process === 'gateway'
      ? `${product!.gatewayUrl}/readyz`
      : process === 'getup worker'
        ? `${product!.getupWorkerUrl}/readyz`
        : `${product!.serviceUrl(process)}/readyz`;

  async function readiness(): Promise<Record<string, { status: number; checks?: Record<string, string> }>> {
    const answers = await Promise.all(
      ALL_PROCESSES.map(async (name) => {
        const res = await actors.visitor.get(readyzUrl(name));
        const body = (await res.json().catch(() => ({}))) as { checks?: Record<string, string> };
        return [name, { status: res.status(), checks: body.checks }] as const;
      }),
    );
    return Object.fromEntries(answers);
  }

  /** Everything answers as in normal operation (what "recovered" means). */
  async function expectAllWell() {
    const ready = await readiness();
    for (const name of ALL_PROCESSES) expect(ready[name]!.status, `${name} /readyz`).toBe(200);
    expect((await outcome(await calls.signIn(actors, memberEmail))).status).toBe(200);
    expect((await outcome(await calls.privacyInquiry(actors))).status).toBe(201);
    expect((await outcome(await calls.journalWrite(actors))).status).toBe(200);
    expect((await outcome(await calls.journalRead(actors))).status).toBe(200);
    expect((await outcome(await calls.getupSubscribe(actors))).status).toBe(200);
  }

  test.beforeAll(async () => {
    test.setTimeout(PRODUCT_START_MS + 30_000);
    // Assigned one by one, so afterAll stops whichever started even when the other one failed.
    const started = await Promise.allSettled([
      startPrivatePostgres().then((pg) => (postgres = pg)),
      startPrivateRedis().then((r) => (redis = r)),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    product = await startPrivateProduct({
      databaseUrl: postgres!.url,
      redisUrl: redis!.url,
      timeoutMs: PRODUCT_START_MS,
      env: { RATE_LIMIT_DEFAULT: '100000', RATE_LIMIT_AI: '100000', RATE_LIMIT_AUTH: '100000' },
    });
    actors = {
      member: await request.newContext({ baseURL: product.gatewayUrl }),
      visitor: await request.newContext({ baseURL: product.gatewayUrl }),
    };
    memberEmail = `outage-member-${Date.now()}@example.com`;
    const signUp = await actors.member.post('/api/simple-auth/signup', {
      data: { email: memberEmail, password: PASSWORD, dataRetentionConsent: true },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
  });

  test.afterAll(async () => {
    // Whatever failed above: every process this test started is stopped and its data deleted.
    await actors?.member.dispose().catch(() => undefined);
    await actors?.visitor.dispose().catch(() => undefined);
    await product?.stop();
    await Promise.all([postgres?.dispose(), redis?.dispose()]);
  });

  test('When the product starts on its own PostgreSQL and Redis, then every call and every /readyz succeed', async () => {
    await expectAllWell();
  });

  test('When PostgreSQL stops, then its users answer 503 with Retry-After and say so on /readyz; the rest still work; when it returns, all recover', async () => {
    test.setTimeout(60_000);
    await postgres!.stop();

    expect(await outcome(await calls.signIn(actors, memberEmail)), 'sign-in').toEqual(DEPENDENCY_DOWN);
    expect(await outcome(await calls.signUp(actors)), 'sign-up').toEqual(DEPENDENCY_DOWN);
    expect(await outcome(await calls.privacyInquiry(actors)), 'privacy inquiry').toEqual(DEPENDENCY_DOWN);
    expect(await outcome(await calls.journalRead(actors)), 'journal read').toEqual(DEPENDENCY_DOWN);
    expect(await outcome(await calls.journalWrite(actors)), 'journal write').toEqual(DEPENDENCY_DOWN);
    expect(await outcome(await calls.getupSubscribe(actors)), 'Getup subscribe').toEqual(DEPENDENCY_DOWN);
    for (const name of STATELESS_CALLS)
      expect((await outcome(await calls[name](actors))).status, `${name} needs no database`).toBe(200);

    const ready = await readiness();
    for (const name of ALL_PROCESSES) {
      if (USES_POSTGRES.includes(name)) {
        expect(ready[name], `${name} /readyz`).toMatchObject({
          status: 503,
          checks: { database: 'failing' },
        });
      } else {
        expect(ready[name]!.status, `${name} /readyz`).toBe(200);
      }
    }

    await postgres!.start();
    await expect(expectAllWell).toPass({ timeout: RECOVERY_MS, intervals: [250, 500, 1_000] });
    expect(product!.output(), 'no process stopped or restarted').not.toMatch(/\[launcher\] .* stopped \(/);
  });

  test('When Redis stops, then calls carry on without it (caches and limits fail over) and its users say so on /readyz; when it returns, all recover', async () => {
    test.setTimeout(60_000);
    await redis!.stop();

    // The journal and the privacy inquiry need only PostgreSQL; rate limits and caches fail open.
    expect((await outcome(await calls.privacyInquiry(actors))).status, 'privacy inquiry').toBe(201);
    expect((await outcome(await calls.journalWrite(actors))).status, 'journal write').toBe(200);
    expect((await outcome(await calls.journalRead(actors))).status, 'journal read').toBe(200);
    expect((await outcome(await calls.getupSubscribe(actors))).status, 'Getup subscribe').toBe(200);
    for (const name of STATELESS_CALLS)
      expect((await outcome(await calls[name](actors))).status, `${name} computes without its cache`).toBe(
        200,
      );
    // The brand guide is rendered through the BullMQ queue: without Redis it cannot be.
    expect(await outcome(await calls.brandGuidePdf(actors)), 'brand guide PDF').toEqual({
      ...DEPENDENCY_DOWN,
      code: 'PDF_QUEUE_UNAVAILABLE',
    });
    // Sign-in counts attempts in Redis; while it is down the auth service limits in memory instead.
    expect((await outcome(await calls.signIn(actors, memberEmail))).status, 'sign-in').toBe(200);

    const ready = await readiness();
    for (const name of ALL_PROCESSES) {
      if (USES_REDIS.includes(name)) {
        expect(ready[name], `${name} /readyz`).toMatchObject({ status: 503, checks: { redis: 'failing' } });
      } else {
        expect(ready[name]!.status, `${name} /readyz`).toBe(200);
      }
    }

    await redis!.start();
    await expect(expectAllWell).toPass({ timeout: RECOVERY_MS, intervals: [250, 500, 1_000] });
    // The queue's producer, its events and the render worker reconnected: a brand guide renders again.
    const pdf = await calls.brandGuidePdf(actors);
    expect(pdf.status(), await pdf.text().catch(() => '')).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(product!.output(), 'no process stopped or restarted').not.toMatch(/\[launcher\] .* stopped \(/);
  });
});
