import { emailDigestOf } from '@uniform/service-kit';
import {
  describeWithInfra,
  startAccountDeletionJobs,
  useStarted,
  type AccountDeletionJobs,
  type SignedInUser,
} from '@uniform/test-kit';
import { createProfilesPrisma } from '../src/data/profiles-database';
import { prismaProfilesRepository } from '../src/data/profiles.repository';
import { eraseUserData } from '../src/domain/erase-user-data.use-case';
import { PROFILE, profileContent, startProfiles, type ProfilesContext } from './support/profiles-context';

jest.setTimeout(60_000);

describeWithInfra('The account-deleted consumer of the profiles service', () => {
  let ctx: ProfilesContext;
  let deletions: AccountDeletionJobs;

  // The consumer as main.ts starts it, on a queue of this test's own.
  useStarted(async () => {
    ctx = await startProfiles();
    const prisma = createProfilesPrisma(ctx.database.databaseUrl);
    const repository = prismaProfilesRepository(prisma);
    deletions = await startAccountDeletionJobs('profiles', {
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

  const save = async (user: SignedInUser, n: number) => {
    const res = await ctx.put(PROFILE, profileContent(n), user.headers());
    expect(res.status).toBe(200);
  };
  const rowsOf = async (table: 'consents' | 'profiles', userId: string) => {
    const [row] = await ctx.sql<{ count: string }>(
      `SELECT count(*) FROM profiles.${table} WHERE user_id = $1`,
      [userId],
    );
    return Number(row!.count);
  };
  const jobFor = (user: SignedInUser) => ({ userId: user.id, emailDigest: emailDigestOf(user.email) });

  test('When one of two users is deleted, then her consent and every saved profile go, the other’s stay, and a rerun finds nothing', async () => {
    // Arrange: three analyses saved by Ada, one by Grace, both consented through the API.
    const ada = await ctx.consentedUser();
    const grace = await ctx.consentedUser();
    for (const n of [1, 2, 3]) await save(ada, n);
    await save(grace, 9);
    expect(await rowsOf('profiles', ada.id)).toBe(3);

    // Act
    const first = await deletions.publish(jobFor(ada));

    // Assert: what went, by kind, and nothing of Ada's is left.
    expect(await first.finished).toEqual({ consents: 1, profiles: 3 });
    expect(await rowsOf('consents', ada.id)).toBe(0);
    expect(await rowsOf('profiles', ada.id)).toBe(0);
    // Grace's are untouched, and still open for her.
    expect(await rowsOf('consents', grace.id)).toBe(1);
    expect(await rowsOf('profiles', grace.id)).toBe(1);
    const graces = await ctx.get(PROFILE, grace.headers());
    expect(graces.status).toBe(200);
    // The job left Redis with its payload once done.
    expect(await deletions.queue.getJob(first.jobId)).toBeUndefined();

    // Act again: the same deletion delivered twice (at-least-once) finds nothing and still completes.
    const rerun = await deletions.publish(jobFor(ada));
    expect(await rerun.finished).toEqual({ consents: 0, profiles: 0 });
    expect(await rowsOf('profiles', grace.id)).toBe(1);
  });

  test('When the user never consented, then the job completes with nothing to delete', async () => {
    const { finished } = await deletions.publish(jobFor(ctx.newUser()));

    expect(await finished).toEqual({ consents: 0, profiles: 0 });
  });

  test('When the job holds no valid user id, then it fails at once without retries and deletes nothing', async () => {
    const grace = await ctx.consentedUser();
    await save(grace, 1);

    for (const data of [{ userId: 'not-a-uuid', emailDigest: 'x' }, { emailDigest: '0'.repeat(64) }, null]) {
      const { jobId, finished } = await deletions.publish(data, 3);

      await expect(finished).rejects.toThrow('The account-deleted job holds no valid user id');
      const failed = await deletions.queue.getJob(jobId);
      expect(failed!.attemptsMade).toBe(1);
      expect(await failed!.getState()).toBe('failed');
    }
    expect(await rowsOf('consents', grace.id)).toBe(1);
    expect(await rowsOf('profiles', grace.id)).toBe(1);
  });
});
