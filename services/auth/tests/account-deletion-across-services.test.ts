import { createHash, randomInt } from 'node:crypto';
import { Queue } from 'bullmq';
import {
  accountExportSchema,
  buildAnalysisFixture,
  SESSION_COOKIE_NAME,
  USER_DATA_OWNERS,
  type AccountExport,
} from '@uniform/contracts';
import {
  accountDeletedQueueOf,
  emailDigestOf,
  queueConnection,
  sessionCacheKey,
  type AuthenticatedUser,
} from '@uniform/service-kit';
import { describeWithInfra, readJson } from '@uniform/test-kit';
import { DELETION_LOCK_MS, startSystem, type SystemHarness } from './support/system-harness';
import { findInRedis, snapshotTables, sweepDatabase, type TableSnapshot } from './support/system-sweep';

jest.setTimeout(180_000);

const PASSWORD = 'tailored-navy-blazer';
const MANY_ENTRIES = 1_000;
const FEW_ENTRIES = 5;
const PROFILES_EACH = 5;
const SEED_CONCURRENCY = 20;

/** A person of the test: how they signed up, and who the services are told they are. */
interface Person {
  /** As typed at sign-up (the account keeps it lower-cased). */
  typedEmail: string;
  phone: string;
  cookie: string;
  token: string;
  user: AuthenticatedUser;
}

/** Runs `task` for 0..count-1, `width` at a time. */
async function inBatches(count: number, width: number, task: (index: number) => Promise<void>) {
  for (let from = 0; from < count; from += width)
    await Promise.all(Array.from({ length: Math.min(width, count - from) }, (_, i) => task(from + i)));
}

const sessionTokenOf = (res: Response): string => {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!line) throw new Error('no session cookie was set');
  return line.slice(SESSION_COOKIE_NAME.length + 1, line.indexOf(';'));
};

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

describeWithInfra(
  'Delete my account across every service, each in its own process on one database and one Redis',
  () => {
    let system: SystemHarness;
    const people: Person[] = [];
    const queues: Queue[] = [];
    /** For the closing note of issue 21, printed on one line once both runs are done. */
    const timings: string[] = [];

    beforeAll(async () => {
      system = await startSystem();
    }, 120_000);
    afterAll(async () => {
      // Nothing is asserted about speed: these are measured for the record.
      if (timings.length > 0) console.log(`[issue 21 timings] ${timings.join('; ')}`);
      await Promise.all(queues.map((queue) => queue.close()));
      if (!system) return;
      // What the run left in Redis under no prefix of its own: the gateway cache entries it wrote and
      // the sign-in counters of its accounts.
      for (const person of people) {
        for (const { key } of await findInRedis(system.redis, needlesOf(person)))
          await system.redis.unlink(key);
        await system.redis.unlink(sessionCacheKey(tokenHash(person.token)));
      }
      await system.close();
    });

    /** Waits, polling, for state other processes write (a database row, a queue's state). */
    async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > deadline)
          throw new Error(
            `Timed out waiting for ${what}; the services' last warnings:\n${system.problems()}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    const auth = (route: string, init: RequestInit = {}) => fetch(`${system.url('auth')}${route}`, init);
    const call = (
      service: 'profiles' | 'meditation' | 'privacy' | 'sms',
      method: string,
      route: string,
      person?: Person,
      body?: unknown,
    ) =>
      fetch(`${system.url(service)}${route}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(person ? system.identity(person.user) : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const expectStatus = async (res: Promise<Response>, status: number) => {
      const answer = await res;
      if (answer.status !== status)
        throw new Error(`${answer.url} answered ${answer.status}, not ${status}: ${await answer.text()}`);
      return answer;
    };

    /**
     * Who holds this cookie, asked of the auth service as the gateway asks it; and the gateway's
     * cache entry for it, written as the gateway writes it, so the deletion must forget it.
     */
    async function sessionOf(cookie: string, token: string): Promise<AuthenticatedUser> {
      const res = await expectStatus(auth('/internal/session', { headers: { cookie } }), 200);
      const user = (await readJson(res)) as AuthenticatedUser;
      await system.redis.set(sessionCacheKey(tokenHash(token)), JSON.stringify(user), 'EX', 60);
      return user;
    }

    async function signUp(name: string, typedEmail: string, phone: string): Promise<Person> {
      const res = await expectStatus(
        auth('/api/simple-auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: typedEmail,
            password: PASSWORD,
            firstName: name,
            lastName: 'Tester',
            dataRetentionConsent: true,
          }),
        }),
        201,
      );
      const token = sessionTokenOf(res);
      const cookie = `${SESSION_COOKIE_NAME}=${token}`;
      const person = { typedEmail, phone, cookie, token, user: await sessionOf(cookie, token) };
      people.push(person);
      return person;
    }

    /** Data in every service, each through its own HTTP API as the signed-in person. */
    async function seed(person: Person, entries: number, inquiryEmail: string) {
      await expectStatus(
        call('profiles', 'PUT', '/api/style-profile/consent', person, { consent: true }),
        200,
      );
      // Five different analyses (another generation time each): five profiles in the history.
      for (let i = 0; i < PROFILES_EACH; i += 1) {
        const analysis = buildAnalysisFixture({
          styleArchetype: `The ${person.user.firstName} Archetype ${i + 1}`,
          generatedAt: new Date(Date.UTC(2026, 10, 1 + i, 7)).toISOString(),
        });
        await expectStatus(call('profiles', 'PUT', '/api/style-profile', person, { analysis }), 200);
      }
      await inBatches(entries, SEED_CONCURRENCY, async (i) => {
        const entryDate = new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10);
        await expectStatus(
          call('meditation', 'POST', '/api/meditation-entry', person, {
            entryDate,
            theme: 'Stillness Before Strategy',
            journalResponse: `Entry ${i + 1} of ${person.user.firstName}: steady, prepared, warm.`,
          }),
          200,
        );
      });
      await expectStatus(
        call('privacy', 'POST', '/api/privacy-inquiry', undefined, {
          email: inquiryEmail,
          subject: 'access',
          message: 'What do you keep about me?',
        }),
        201,
      );
      // The number becomes the account's with its own YES, through Twilio's signed webhook.
      await expectStatus(
        call('sms', 'POST', '/api/sms/subscribe', person, {
          phoneNumber: person.phone,
          analysis: buildAnalysisFixture(),
          zipCode: '94103',
        }),
        200,
      );
      await expectStatus(system.twilioWebhook('/api/sms/inbound', { From: person.phone, Body: 'YES' }), 200);
    }

    async function exportOf(person: Person): Promise<{ file: AccountExport; ms: number }> {
      const started = performance.now();
      const res = await expectStatus(
        auth('/api/account/export', { headers: { cookie: person.cookie } }),
        200,
      );
      const file = accountExportSchema.parse(await readJson(res));
      return { file, ms: performance.now() - started };
    }

    /** "Delete my account", confirmed with the password; the time until it answered. */
    async function deleteAccount(person: Person): Promise<{ started: number; answeredMs: number }> {
      const started = performance.now();
      const res = await auth('/api/account', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', cookie: person.cookie },
        body: JSON.stringify({ password: PASSWORD }),
      });
      const answeredMs = performance.now() - started;
      expect(res.status).toBe(204);
      // Every session of the account ended at once.
      expect((await auth('/internal/session', { headers: { cookie: person.cookie } })).status).toBe(401);
      return { started, answeredMs };
    }

    /** auth drops a deletion's tombstone once every service has confirmed its part. */
    const everyServiceConfirmed = (person: Person) =>
      until(
        `every service to confirm the deletion of ${person.user.firstName}`,
        async () =>
          (await system.sql('SELECT 1 FROM auth.account_deletions WHERE user_id = $1', [person.user.id]))
            .length === 0,
      );

    /** Nothing of the person in any table of any schema, nor in any Redis key; the gateway's cache forgot them. */
    async function expectNothingLeftOf(person: Person) {
      expect(await entriesOf(person.user.id)).toBe(0);
      expect(await sweepDatabase(system, needlesOf(person))).toEqual([]);
      expect(await findInRedis(system.redis, needlesOf(person))).toEqual([]);
      expect(await system.redis.exists(sessionCacheKey(tokenHash(person.token)))).toBe(0);
    }

    const entriesOf = async (userId: string) =>
      Number(
        (
          await system.sql<{ count: string }>('SELECT count(*) FROM meditation.entries WHERE user_id = $1', [
            userId,
          ])
        )[0]!.count,
      );
    const confirmedConsumers = async (userId: string) =>
      (
        await system.sql<{ consumer: string }>(
          `SELECT c.consumer FROM auth.account_deletion_consumers c
           JOIN auth.account_deletions d ON d.id = c.deletion_id
          WHERE d.user_id = $1 AND c.confirmed_at IS NOT NULL ORDER BY c.consumer`,
          [userId],
        )
      ).map((row) => row.consumer);

    test('When a user with 1,000 journal entries and 5 profiles deletes the account while the meditation service is killed mid-way, then after its restart every service confirms, no schema and no Redis key holds anything of them, and the other user is untouched', async () => {
      // Arrange: B first, and a picture of every table while only B's data is there.
      const run = Date.now().toString(36);
      const b = await signUp('Grace', `grace-${run}@example.com`, `+1415555${randomInt(1000, 10_000)}`);
      await seed(b, FEW_ENTRIES, `grace-${run}@example.com`);
      const beforeA: TableSnapshot = await snapshotTables(system);
      const a = await signUp('Ada', `Ada-${run}@Example.com`, `+1646555${randomInt(1000, 10_000)}`);
      // Mixed case and spaces: the privacy service must still find it by the e-mail's digest.
      await seed(a, MANY_ENTRIES, ` ADA-${run}@example.COM `);

      // Act 1: A downloads their data.
      const exported = await exportOf(a);

      // Assert 1: everything of A, from every service.
      expect(exported.file.account.email).toBe(a.user.email);
      expect(exported.file.journal).toHaveLength(MANY_ENTRIES);
      expect(new Set(exported.file.journal.map((entry) => entry.entryDate)).size).toBe(MANY_ENTRIES);
      expect(exported.file.styleProfiles.profiles).toHaveLength(PROFILES_EACH);
      expect(exported.file.privacyInquiries).toHaveLength(1);
      // Found by the digest of the account's e-mail, though typed another way.
      expect(exported.file.privacyInquiries[0]!.email).toBe(`ADA-${run}@example.COM`);
      expect(exported.file.getup.subscriptions.map((s) => s.phone)).toEqual([a.phone]);

      // Act 2: the meditation service's delete will wait on a row this test holds; A deletes the account.
      const lock = await system.connect();
      await lock.query('BEGIN');
      await lock.query(
        'SELECT id FROM meditation.entries WHERE user_id = $1 ORDER BY entry_date LIMIT 1 FOR UPDATE',
        [a.user.id],
      );
      const lockHolder = (await lock.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const blockedByUs = async () =>
        Number(
          (
            await system.sql<{ count: string }>(
              'SELECT count(*) FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
              [lockHolder],
            )
          )[0]!.count,
        );
      const deletion = await deleteAccount(a);

      // The meditation job is taken and its delete waits on the lock; the other three have confirmed.
      const meditationQueue = new Queue(accountDeletedQueueOf('meditation'), {
        connection: queueConnection(system.redisUrl, 'producer'),
        prefix: system.deletionPrefix,
      });
      queues.push(meditationQueue);
      await until(
        'the meditation job to be taken',
        async () => (await meditationQueue.getActive()).length === 1,
      );
      await until('the meditation delete to wait on the lock', async () => (await blockedByUs()) > 0);
      const others = USER_DATA_OWNERS.filter((owner) => owner !== 'meditation').sort();
      await until(
        'the other services to confirm',
        async () => (await confirmedConsumers(a.user.id)).join() === others.join(),
      );

      // The meditation process dies mid-way; its delete dies with it.
      await system.kill('meditation');
      await until('the killed delete to end', async () => (await blockedByUs()) === 0, 10_000);
      await lock.query('ROLLBACK');
      expect(await entriesOf(a.user.id)).toBe(MANY_ENTRIES);
      expect(await confirmedConsumers(a.user.id)).toEqual(others);

      // It starts again; its job is taken over once the dead one's lock lapses.
      const restarted = performance.now();
      await system.restart('meditation');
      await everyServiceConfirmed(a);
      const allConfirmed = performance.now();

      // Assert 2: nothing of A anywhere; B's rows, table by table, exactly as before A existed.
      await expectNothingLeftOf(a);
      expect(await system.sql('SELECT 1 FROM auth.account_deletions')).toEqual([]);
      expect(await snapshotTables(system)).toEqual(beforeA);

      // B signs in again and finds the journal and the profile as they were.
      const signedIn = await expectStatus(
        auth('/api/simple-auth/signin', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: b.typedEmail, password: PASSWORD }),
        }),
        200,
      );
      const bToken = sessionTokenOf(signedIn);
      const bAgain: Person = { ...b, token: bToken, cookie: `${SESSION_COOKIE_NAME}=${bToken}` };
      people.push(bAgain);
      bAgain.user = await sessionOf(bAgain.cookie, bToken);
      expect(bAgain.user).toEqual(b.user);
      const history = await readJson(
        await expectStatus(call('meditation', 'GET', '/api/meditation-history', bAgain), 200),
      );
      expect(history).toHaveLength(FEW_ENTRIES);
      const profile = await readJson(
        await expectStatus(call('profiles', 'GET', '/api/style-profile', bAgain), 200),
      );
      expect(profile.analysis.styleArchetype).toBe(`The Grace Archetype ${PROFILES_EACH}`);
      const bExport = (await exportOf(bAgain)).file;
      expect(bExport.journal).toHaveLength(FEW_ENTRIES);
      expect(bExport.styleProfiles.profiles).toHaveLength(PROFILES_EACH);
      expect(bExport.privacyInquiries).toHaveLength(1);
      expect(bExport.getup.subscriptions.map((s) => s.phone)).toEqual([b.phone]);

      timings.push(
        `a user with ${MANY_ENTRIES} journal entries and ${PROFILES_EACH} profiles, with meditation held, killed and restarted: export ${ms(exported.ms)}, DELETE answered in ` +
          `${ms(deletion.answeredMs)}, every service confirmed ${ms(allConfirmed - deletion.started)} after ` +
          `the DELETE (${ms(allConfirmed - restarted)} after meditation's restart began, up to ` +
          `${ms(DELETION_LOCK_MS)} of it the dead consumer's lock lapsing)`,
      );
    });

    test('When a user with 1,000 journal entries and 5 profiles deletes the account with every service up, then every service confirms and nothing of them is left', async () => {
      // Arrange
      const before = await snapshotTables(system);
      const c = await signUp(
        'Mary',
        `mary-${Date.now().toString(36)}@example.com`,
        `+1212555${randomInt(1000, 10_000)}`,
      );
      await seed(c, MANY_ENTRIES, c.typedEmail);
      const exported = await exportOf(c);
      expect(exported.file.journal).toHaveLength(MANY_ENTRIES);
      expect(exported.file.styleProfiles.profiles).toHaveLength(PROFILES_EACH);

      // Act
      const deletion = await deleteAccount(c);
      await everyServiceConfirmed(c);
      const allConfirmed = performance.now();

      // Assert
      await expectNothingLeftOf(c);
      expect(await snapshotTables(system)).toEqual(before);
      timings.push(
        `with every service up: export ${ms(exported.ms)}, DELETE answered in ${ms(deletion.answeredMs)}, ` +
          `every service confirmed ${ms(allConfirmed - deletion.started)} after the DELETE`,
      );
    });
  },
);

const ms = (value: number) => `${Math.round(value)} ms`;

/** What identifies a person anywhere: the user id, the e-mail, its digests, the phone number. */
function needlesOf(person: Person): string[] {
  const email = person.user.email.toLowerCase();
  return [
    person.user.id,
    person.user.id.replace(/-/g, ''),
    email,
    emailDigestOf(email),
    // The sign-in throttle keys accounts by the e-mail's SHA-256 in base64url.
    createHash('sha256').update(email).digest('base64url'),
    // The digits alone: found with or without the plus.
    person.phone.replace(/^\+/, ''),
  ];
}
