import { createHash, randomBytes } from 'node:crypto';
import { QueueEvents, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { USER_DATA_OWNERS, type UserDataOwner } from '@uniform/contracts';
import {
  ACCOUNT_DELETED_QUEUE,
  ERASE_FAILED,
  emailDigestOf,
  queueConnection,
  startAccountDeletionConsumer,
  type AccountDeletedJob,
} from '@uniform/service-kit';
import { describeWithInfra, readJson, waitFor } from '@uniform/test-kit';
import { prismaAuthRepository } from '../src/data/auth.repository';
import { failureNote } from '../src/domain/account-deletion.use-case';
import { newSessionToken } from '../src/domain/credentials';
import {
  PASSWORD,
  cookiesOf,
  useAuthHarness,
  type AccountDeletionHarnessOptions,
  type AuthHarness,
} from './support/auth-harness';

jest.setTimeout(30_000);

const EMAIL = 'ada@example.com';
/** BullMQ's own attempts per service in these tests, before the sweep takes over. */
const ATTEMPTS = 2;

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}
const deferred = (): Deferred => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

/**
 * Each service's real consumer (service-kit's startAccountDeletionConsumer) on the test's queues,
 * with an erase that records its calls, waits at a gate the test opens, and fails when told to.
 */
function useConsumers(prefix: string) {
  const redisUrl = process.env.REDIS_URL!;
  const state = {
    calls: new Map<UserDataOwner, AccountDeletedJob[]>(),
    gate: deferred(),
    /** Per service: how many of its next calls fail. */
    failures: new Map<UserDataOwner, number>(),
    /** Called when a service's call starts after its failures ran out. */
    onRecovered: new Map<UserDataOwner, () => void>(),
  };
  let workers: Worker[] = [];
  let events: QueueEvents | undefined;
  const completed = new Set<string>();
  const waiting = new Map<string, () => void>();

  beforeAll(async () => {
    workers = USER_DATA_OWNERS.map((owner) =>
      startAccountDeletionConsumer({
        owner,
        redisUrl,
        prefix,
        lockMs: 5_000,
        logger: pino({ level: 'silent' }),
        erase: async (job) => {
          state.calls.set(owner, [...(state.calls.get(owner) ?? []), job]);
          const failing = state.failures.get(owner) ?? 0;
          if (failing > 0) {
            state.failures.set(owner, failing - 1);
            // A service's message naming the user: the tombstone must not keep it.
            throw new Error(`${owner} store unavailable while deleting ${job.userId}`);
          }
          state.onRecovered.get(owner)?.();
          await state.gate.promise;
          return { rows: 1 };
        },
      }),
    );
    events = new QueueEvents(ACCOUNT_DELETED_QUEUE, {
      connection: queueConnection(redisUrl, 'worker'),
      prefix,
    });
    events.on('completed', ({ jobId }) => {
      completed.add(jobId);
      waiting.get(jobId)?.();
    });
    await events.waitUntilReady();
    await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  });
  beforeEach(() => {
    state.calls.clear();
    state.gate = deferred();
    state.failures.clear();
    state.onRecovered.clear();
  });
  afterEach(() => state.gate.resolve());
  afterAll(async () => {
    state.gate.resolve();
    await Promise.all(workers.map((worker) => worker.close()));
    await events?.close();
  });

  return {
    state,
    /** Resolves once the deletion's parent job completed: every service confirmed, the tombstone dropped. */
    finished: (deletionId: string) =>
      completed.has(deletionId)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.set(deletionId, resolve)),
  };
}

/** Every key under the patterns, with its value whatever its type, as one text to search. */
async function redisText(redis: Redis, patterns: string[]): Promise<string> {
  const parts: string[] = [];
  for (const pattern of patterns) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      for (const key of keys) {
        parts.push(key);
        const type = await redis.type(key);
        if (type === 'string') parts.push(String(await redis.get(key)));
        else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, 0, -1)));
        else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      }
      cursor = next;
    } while (cursor !== '0');
  }
  return parts.join('\n');
}

const sidOf = (res: Response) => cookiesOf(res).sid ?? '';
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

function deletionSuite(options: Omit<AccountDeletionHarnessOptions, 'prefix'>) {
  const prefix = `test-del-${randomBytes(4).toString('hex')}`;
  let auth: AuthHarness;
  useAuthHarness((started) => (auth = started), {
    accountDeletion: { prefix, sweepEveryMs: 500, attempts: ATTEMPTS, backoffMs: 50, ...options },
  });
  const consumers = useConsumers(prefix);
  return {
    prefix,
    consumers,
    auth: () => auth,
  };
}

async function signedUp(auth: AuthHarness, email = EMAIL) {
  const res = await auth.signUp({ email });
  expect(res.status).toBe(201);
  const user = await auth.prisma.user.findUniqueOrThrow({ where: { email } });
  return { cookie: sidOf(res), userId: user.id };
}

const deleteAccount = (
  auth: AuthHarness,
  cookie: string | undefined,
  body: unknown = { password: PASSWORD },
) => auth.call('DELETE', '/api/account', { body, ...(cookie ? { cookie } : {}) });

async function tombstoneOf(auth: AuthHarness, userId: string) {
  return auth.prisma.accountDeletion.findUnique({
    where: { userId },
    include: { consumers: { orderBy: { consumer: 'asc' } } },
  });
}

describeWithInfra('DELETE /api/account', () => {
  const suite = deletionSuite({});
  const { consumers } = suite;
  let auth: AuthHarness;
  beforeAll(() => {
    auth = suite.auth();
  });

  test('When nobody is signed in, then 401 JSON', async () => {
    const res = await deleteAccount(auth, undefined);

    expect(res.status).toBe(401);
    expect(await readJson(res)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test('When the password is wrong, then 401 and nothing changed', async () => {
    const { cookie, userId } = await signedUp(auth);

    const res = await deleteAccount(auth, cookie, { password: 'not-the-password' });

    expect(res.status).toBe(401);
    expect(await readJson(res)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await auth.prisma.user.count({ where: { id: userId } })).toBe(1);
    expect(await auth.prisma.accountDeletion.count()).toBe(0);
    expect((await auth.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  test('When an account without a password gives none and has no fresh provider sign-in, then 403 and nothing changed', async () => {
    const repository = prismaAuthRepository(auth.prisma);
    const user = await repository.createUserWithIdentity(
      { email: 'grace@example.com', firstName: 'Grace', lastName: null, consentAt: new Date() },
      { provider: 'google', subject: 'google-grace', email: 'grace@example.com', emailVerified: true },
    );
    const { token, tokenHash } = newSessionToken();
    const now = new Date();
    await repository.createSession({
      userId: user!.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      device: null,
    });

    const res = await deleteAccount(auth, `sid=${token}`, {});

    expect(res.status).toBe(403);
    expect(await readJson(res)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await auth.prisma.user.count({ where: { id: user!.id } })).toBe(1);
    expect(await auth.prisma.identity.count({ where: { userId: user!.id } })).toBe(1);
    expect(await auth.prisma.accountDeletion.count()).toBe(0);
  });

  test('When the body is not what the operation takes, then 400 and nothing changed', async () => {
    const { cookie, userId } = await signedUp(auth);

    const res = await deleteAccount(auth, cookie, { password: 42 });

    expect(res.status).toBe(400);
    expect(await auth.prisma.user.count({ where: { id: userId } })).toBe(1);
  });

  test('When the password is right, then 204, every session and cached session and sign-in counter is gone, a tombstone waits for 4 services, each deletes, and nothing of the user is left', async () => {
    const { cookie, userId } = await signedUp(auth);
    const other = await signedUp(auth, 'grace@example.com');
    const secondBrowser = sidOf(await auth.signIn(EMAIL, PASSWORD));
    // A failed sign-in leaves the account's throttle counters in Redis, keyed by the e-mail's hash.
    expect((await auth.signIn(EMAIL, 'wrong-password-here')).status).toBe(401);
    const accountHash = createHash('sha256').update(EMAIL).digest('base64url');
    const counters = () => auth.redis.keys(`${auth.redisKeyPrefix}auth:*${accountHash}*`);
    expect((await counters()).length).toBeGreaterThan(0);
    // What the gateway caches for the second browser once it resolved it.
    const cached = auth.gatewaySessionKey(tokenOf(secondBrowser));
    await auth.redis.set(cached, JSON.stringify({ id: userId, email: EMAIL }), 'EX', 60);

    const res = await deleteAccount(auth, cookie);

    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().find((line) => line.startsWith('sid='))).toMatch(
      /^sid=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await auth.call('GET', '/api/auth/user', { cookie: secondBrowser })).status).toBe(401);
    expect((await auth.call('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect(await auth.prisma.user.count({ where: { id: userId } })).toBe(0);
    expect(await auth.prisma.session.count({ where: { userId } })).toBe(0);
    expect(await auth.redis.exists(cached)).toBe(0);
    expect(await counters()).toEqual([]);
    const tombstone = await tombstoneOf(auth, userId);
    expect(tombstone).toMatchObject({ emailDigest: emailDigestOf(EMAIL) });
    expect(tombstone!.consumers.map((row) => [row.consumer, row.confirmedAt])).toEqual(
      [...USER_DATA_OWNERS].sort().map((owner) => [owner, null]),
    );

    consumers.state.gate.resolve();
    await consumers.finished(tombstone!.id);

    for (const owner of USER_DATA_OWNERS)
      expect(consumers.state.calls.get(owner)).toEqual([{ userId, emailDigest: emailDigestOf(EMAIL) }]);
    expect(await auth.prisma.accountDeletion.count()).toBe(0);
    expect(await auth.prisma.accountDeletionConsumer.count()).toBe(0);
    // Another user is untouched.
    expect((await auth.call('GET', '/api/auth/user', { cookie: other.cookie })).status).toBe(200);
    expect((await auth.signIn('grace@example.com', PASSWORD)).status).toBe(200);
    // Redis: nothing under the queues' or this harness's keys names the user.
    const text = await redisText(auth.redis, [`${suite.prefix}:*`, `${auth.redisKeyPrefix}*`]);
    expect(text).toContain(tombstone!.id);
    expect(text).not.toContain(userId);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(accountHash);
    // The logs name the deletion, never the user.
    const logs = auth.logLines.join('');
    expect(logs).toContain(tombstone!.id);
    expect(logs).not.toContain(userId);
    expect(logs).not.toContain(EMAIL);
  });

  test('When a service fails past its attempts, then the sweep retries it (counted, reason without the user) and it confirms', async () => {
    const { cookie, userId } = await signedUp(auth);
    consumers.state.failures.set('sms', ATTEMPTS);
    const recovered = deferred();
    consumers.state.onRecovered.set('sms', () => {
      // sms's retried call waits at a new gate, so what follows reads the deletion while it works.
      consumers.state.gate = deferred();
      recovered.resolve();
    });

    expect((await deleteAccount(auth, cookie)).status).toBe(204);
    const { id } = (await tombstoneOf(auth, userId))!;
    consumers.state.gate.resolve();
    await recovered.promise;

    const pending = await tombstoneOf(auth, userId);
    const sms = pending!.consumers.find((row) => row.consumer === 'sms')!;
    expect(sms.confirmedAt).toBeNull();
    expect(sms.retries).toBeGreaterThanOrEqual(1);
    // The service's own error (it quotes the user) stays in its log; the job records a fixed reason.
    expect(sms.lastError).toBe(ERASE_FAILED);
    expect(
      pending!.consumers.filter((row) => row.consumer !== 'sms').every((row) => row.confirmedAt !== null),
    ).toBe(true);
    consumers.state.gate.resolve();
    await consumers.finished(id);
    expect(consumers.state.calls.get('sms')).toHaveLength(ATTEMPTS + 1);
    expect(await auth.prisma.accountDeletion.count()).toBe(0);
    // The failures' event-stream entries included: nothing in Redis names the user.
    expect(await redisText(auth.redis, [`${suite.prefix}:*`])).not.toContain(userId);
  });

  test('When Redis took the job but the request gave up waiting for it (not marked published), then the sweep marks it published without sending the user to the services again', async () => {
    const { cookie, userId } = await signedUp(auth);
    // sms keeps failing, so the parent job waits for it while the other services finish and leave.
    consumers.state.failures.set('sms', Number.MAX_SAFE_INTEGER);
    expect((await deleteAccount(auth, cookie)).status).toBe(204);
    const { id } = (await tombstoneOf(auth, userId))!;
    consumers.state.gate.resolve();
    const others = USER_DATA_OWNERS.filter((owner) => owner !== 'sms');
    await waitFor(
      async () => {
        const pending = await tombstoneOf(auth, userId);
        return others.every((owner) => pending!.consumers.find((row) => row.consumer === owner)!.confirmedAt);
      },
      20_000,
      'the other services to confirm',
    );
    // As when the request's publish timed out although Redis had taken the flow.
    await auth.prisma.accountDeletion.update({ where: { id }, data: { publishedAt: null } });

    await waitFor(
      async () => Boolean((await tombstoneOf(auth, userId))!.publishedAt),
      20_000,
      'the sweep to mark it published',
    );
    consumers.state.failures.set('sms', 0);
    await consumers.finished(id);

    for (const owner of others) expect(consumers.state.calls.get(owner)).toHaveLength(1);
    expect(auth.logLines.join('')).not.toMatch(/"why":"unpublished".*published by the sweep/);
    expect(await redisText(auth.redis, [`${suite.prefix}:*`])).not.toContain(userId);
  });

  test('When two deletions of the account arrive at once, then one 204, the other 401, and one tombstone', async () => {
    const { cookie, userId } = await signedUp(auth);

    const answers = await Promise.all([deleteAccount(auth, cookie), deleteAccount(auth, cookie)]);

    expect(answers.map((res) => res.status).sort()).toEqual([204, 401]);
    const tombstone = await tombstoneOf(auth, userId);
    expect(await auth.prisma.accountDeletion.count()).toBe(1);
    consumers.state.gate.resolve();
    await consumers.finished(tombstone!.id);
    for (const owner of USER_DATA_OWNERS) expect(consumers.state.calls.get(owner)).toHaveLength(1);
  });
});

describeWithInfra('DELETE /api/account while Redis is unreachable for publishing', () => {
  // Port 9 (discard) refuses connections, as Redis does when it is down.
  const suite = deletionSuite({ publisherRedisUrl: 'redis://127.0.0.1:9' });
  const { consumers } = suite;

  test('When the job cannot be published, then the account is deleted all the same (204) and the sweep publishes it', async () => {
    const auth = suite.auth();
    const { cookie, userId } = await signedUp(auth);

    const res = await deleteAccount(auth, cookie);

    expect(res.status).toBe(204);
    expect(await auth.prisma.user.count({ where: { id: userId } })).toBe(0);
    const tombstone = await tombstoneOf(auth, userId);
    expect(auth.logLines.join('')).toContain('account-deleted job not published yet');
    consumers.state.gate.resolve();
    await consumers.finished(tombstone!.id);
    for (const owner of USER_DATA_OWNERS)
      expect(consumers.state.calls.get(owner)).toEqual([{ userId, emailDigest: emailDigestOf(EMAIL) }]);
    expect(auth.logLines.join('')).toMatch(/"why":"unpublished".*published by the sweep/);
    expect(await auth.prisma.accountDeletion.count()).toBe(0);
    const text = await redisText(auth.redis, [`${suite.prefix}:*`, `${auth.redisKeyPrefix}*`]);
    expect(text).not.toContain(userId);
  });
});

describe('failureNote', () => {
  test('When a reason names the user, an id, an e-mail or a digest, then none of them is kept, and at most 500 characters', () => {
    const userId = '0b6f0c1e-8f0a-4c1b-9a55-2f4f3b2f0c11';
    const note = failureNote(
      `row ${userId} of ada@example.com (${emailDigestOf(EMAIL)}) and ${randomBytes(16)
        .toString('hex')
        .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')} failed ${'x'.repeat(600)}`,
      userId,
    );

    expect(note).toMatch(/^row <user> of <email> \(<digest>\) and <id> failed x+$/);
    expect(note).toHaveLength(500);
  });
});
