import { randomBytes, randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import {
  accountDeletedQueueOf,
  createLogger,
  emailDigestOf,
  queueConnection,
  type ErasedCounts,
} from '@uniform/service-kit';
import { describeWithInfra, useStarted, type SignedInUser } from '@uniform/test-kit';
import { prismaEntriesRepository } from '../src/data/entries.repository';
import { createMeditationPrisma } from '../src/data/meditation-database';
import { startMeditationAccountDeletionConsumer } from '../src/workers/account-deletion.worker';
import { startMeditation, type MeditationContext } from './support/meditation-context';

jest.setTimeout(60_000);

/** The 1,000-entry journal of issue 21's deletion check. */
const LONG_JOURNAL = 1_000;

describeWithInfra('The account-deleted consumer of the meditation service', () => {
  let ctx: MeditationContext;
  let deletions: Queue;
  /** Adds one account-deleted job; `finished` is what the consumer returned. */
  let publish: (
    data: unknown,
    attempts?: number,
  ) => Promise<{ jobId: string; finished: Promise<ErasedCounts> }>;

  // The real consumer on a queue prefix of this test's own, so no other consumer takes its jobs.
  useStarted(async () => {
    ctx = await startMeditation();
    const prefix = `test-del-${randomBytes(4).toString('hex')}`;
    const prisma = createMeditationPrisma(ctx.database.databaseUrl);
    const consumer = startMeditationAccountDeletionConsumer({
      repository: prismaEntriesRepository(prisma),
      redisUrl: ctx.redis.url,
      prefix,
      lockMs: 5_000,
      logger: createLogger('meditation-deletion-test', 'silent'),
    });
    const connection = queueConnection(ctx.redis.url, 'worker');
    deletions = new Queue(accountDeletedQueueOf('meditation'), { connection, prefix });
    const events = new QueueEvents(accountDeletedQueueOf('meditation'), { connection, prefix });
    await events.waitUntilReady();
    await consumer.waitUntilReady();
    publish = async (data, attempts = 1) => {
      // As the auth service publishes: a random job id, never the user's, and gone once done.
      const job = await deletions.add('account-deleted', data, {
        jobId: randomUUID(),
        attempts,
        backoff: 100,
        removeOnComplete: true,
      });
      return { jobId: job.id!, finished: job.waitUntilFinished(events, 20_000) as Promise<ErasedCounts> };
    };
    return {
      async close() {
        await consumer.close();
        await events.close();
        await deletions.obliterate({ force: true });
        await deletions.close();
        await prisma.$disconnect();
        await ctx.close();
      },
    };
  });
  afterEach(() => ctx.database.truncate());

  const saveEntry = async (user: SignedInUser, entryDate: string) => {
    const res = await ctx.post(
      '/api/meditation-entry',
      { entryDate, theme: `Theme of ${entryDate}`, journalResponse: `Only ${user.id} wrote this.` },
      user.headers(),
    );
    expect(res.status).toBe(200);
  };
  /** `count` consecutive dates from 2024-01-01. */
  const dates = (count: number) =>
    Array.from({ length: count }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
  const entriesOf = async (userId: string) => {
    const [row] = await ctx.sql<{ count: string }>(
      'SELECT count(*) FROM meditation.entries WHERE user_id = $1',
      [userId],
    );
    return Number(row!.count);
  };
  const jobFor = (user: SignedInUser) => ({ userId: user.id, emailDigest: emailDigestOf(user.email) });

  test('When one of two users is deleted, then every journal entry of hers goes, the other’s stay, and a rerun finds nothing', async () => {
    // Arrange: entries on the same dates for Ada and Grace, saved (sealed) through the API.
    const ada = ctx.newUser();
    const grace = ctx.newUser();
    for (const date of dates(4)) await saveEntry(ada, date);
    for (const date of dates(2)) await saveEntry(grace, date);

    // Act
    const first = await publish(jobFor(ada));

    // Assert
    expect(await first.finished).toEqual({ entries: 4 });
    expect(await entriesOf(ada.id)).toBe(0);
    expect(await entriesOf(grace.id)).toBe(2);
    const history = await ctx.get('/api/meditation-history', grace.headers());
    expect(history.status).toBe(200);
    expect(await deletions.getJob(first.jobId)).toBeUndefined();

    // Act again: the same deletion delivered twice (at-least-once) finds nothing and still completes.
    const rerun = await publish(jobFor(ada));
    expect(await rerun.finished).toEqual({ entries: 0 });
    expect(await entriesOf(grace.id)).toBe(2);
  });

  test('When a user has a 1,000-entry journal, then one job deletes all of it', async () => {
    const ada = ctx.newUser();
    const all = dates(LONG_JOURNAL);
    // Saved in batches of 50 at once: each is one sealed upsert of its own date.
    for (let i = 0; i < all.length; i += 50)
      await Promise.all(all.slice(i, i + 50).map((date) => saveEntry(ada, date)));
    expect(await entriesOf(ada.id)).toBe(LONG_JOURNAL);

    const { finished } = await publish(jobFor(ada));

    expect(await finished).toEqual({ entries: LONG_JOURNAL });
    expect(await entriesOf(ada.id)).toBe(0);
  });

  test('When the job holds no valid user id, then it fails at once without retries and deletes nothing', async () => {
    const grace = ctx.newUser();
    await saveEntry(grace, '2026-11-20');

    for (const data of [{ userId: 'not-a-uuid', emailDigest: 'x' }, { emailDigest: '0'.repeat(64) }, null]) {
      const { jobId, finished } = await publish(data, 3);

      await expect(finished).rejects.toThrow('The account-deleted job holds no valid user id');
      const failed = await deletions.getJob(jobId);
      expect(failed!.attemptsMade).toBe(1);
      expect(await failed!.getState()).toBe('failed');
    }
    expect(await entriesOf(grace.id)).toBe(1);
  });
});
