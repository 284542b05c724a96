import { emailDigestOf } from '@uniform/service-kit';
import {
  describeWithInfra,
  startAccountDeletionJobs,
  useStarted,
  type AccountDeletionJobs,
  type SignedInUser,
} from '@uniform/test-kit';
import { prismaEntriesRepository } from '../src/data/entries.repository';
import { createMeditationPrisma } from '../src/data/meditation-database';
import { eraseUserData } from '../src/domain/erase-user-data.use-case';
import { startMeditation, type MeditationContext } from './support/meditation-context';

jest.setTimeout(60_000);

/** The 1,000-entry journal of issue 21's deletion check. */
const LONG_JOURNAL = 1_000;

describeWithInfra('The account-deleted consumer of the meditation service', () => {
  let ctx: MeditationContext;
  let deletions: AccountDeletionJobs;

  // The consumer as main.ts starts it, on a queue of this test's own.
  useStarted(async () => {
    ctx = await startMeditation();
    const prisma = createMeditationPrisma(ctx.database.databaseUrl);
    const repository = prismaEntriesRepository(prisma);
    deletions = await startAccountDeletionJobs('meditation', {
      erase: (job) => eraseUserData(repository, job),
    });
    return {
      async close() {
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
    const first = await deletions.publish(jobFor(ada));

    // Assert
    expect(await first.finished).toEqual({ entries: 4 });
    expect(await entriesOf(ada.id)).toBe(0);
    expect(await entriesOf(grace.id)).toBe(2);
    const history = await ctx.get('/api/meditation-history', grace.headers());
    expect(history.status).toBe(200);
    expect(await deletions.queue.getJob(first.jobId)).toBeUndefined();

    // Act again: the same deletion delivered twice (at-least-once) finds nothing and still completes.
    const rerun = await deletions.publish(jobFor(ada));
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

    const { finished } = await deletions.publish(jobFor(ada));

    expect(await finished).toEqual({ entries: LONG_JOURNAL });
    expect(await entriesOf(ada.id)).toBe(0);
  });

  test('When the job holds no valid user id, then it fails at once without retries and deletes nothing', async () => {
    const grace = ctx.newUser();
    await saveEntry(grace, '2026-11-20');

    for (const data of [{ userId: 'not-a-uuid', emailDigest: 'x' }, { emailDigest: '0'.repeat(64) }, null]) {
      const { jobId, finished } = await deletions.publish(data, 3);

      await expect(finished).rejects.toThrow('The account-deleted job holds no valid user id');
      const failed = await deletions.queue.getJob(jobId);
      expect(failed!.attemptsMade).toBe(1);
      expect(await failed!.getState()).toBe('failed');
    }
    expect(await entriesOf(grace.id)).toBe(1);
  });
});
