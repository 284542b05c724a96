import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createPgAdapter } from '@uniform/db';
import {
  createLogger,
  emailDigestOf,
  signIdentity,
  startHttpServer,
  USER_DATA_PATH,
  type RunningServer,
} from '@uniform/service-kit';
import {
  createTestDatabase,
  describeWithInfra,
  readJson,
  startAccountDeletionJobs,
  useStarted,
  type AccountDeletionJobs,
  type TestDatabase,
} from '@uniform/test-kit';
import { buildApp } from '../src/app';
import { prismaPrivacyInquiryRepository } from '../src/data/privacy-inquiry.repository';
import { eraseUserData } from '../src/domain/erase-user-data.use-case';
import { PrismaClient } from '../src/generated/prisma/client';

jest.setTimeout(60_000);

const logger = createLogger('privacy-deletion-test', 'silent');
const SECRET = 'privacy-test-signing-secret-0123456789abc';

describeWithInfra('The account-deleted consumer of the privacy service', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let server: RunningServer;
  let deletions: AccountDeletionJobs;

  // The real app and the consumer as main.ts starts it, on a queue of this test's own.
  useStarted(async () => {
    database = await createTestDatabase(path.join(__dirname, '..'));
    prisma = new PrismaClient({
      adapter: createPgAdapter({ databaseUrl: database.databaseUrl, schema: 'privacy' }),
    });
    const repository = prismaPrivacyInquiryRepository(prisma);
    server = await startHttpServer(
      buildApp({ logger, identitySecret: SECRET, inquiries: repository, readiness: {} }),
      { port: 0, logger },
    );
    deletions = await startAccountDeletionJobs('privacy', { erase: (job) => eraseUserData(repository, job) });
    return {
      async close() {
        await deletions.close();
        await server.close();
        await prisma.$disconnect();
        await database.drop();
      },
    };
  });
  afterEach(() => database.truncate());

  const send = async (email: string, message: string) => {
    const res = await fetch(`${server.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, subject: 'deletion', message }),
    });
    expect(res.status).toBe(201);
  };
  const addresses = async () =>
    (
      await prisma.$queryRaw<{ email: string }[]>`SELECT email FROM privacy.privacy_inquiries ORDER BY email`
    ).map((row) => row.email);
  const account = (email: string) => ({ id: randomUUID(), email, firstName: 'Ada', lastName: null });
  // The account's e-mail as the auth service keeps it (lower-cased); the job carries only its digest.
  const jobFor = (email: string) => ({ userId: randomUUID(), emailDigest: emailDigestOf(email) });

  test('When the account is deleted, then every inquiry from its e-mail in any letter case goes, look-alikes and others stay, and a rerun finds nothing', async () => {
    // Arrange: Ada's address as typed three ways (the form trims it), two look-alikes, and Grace.
    await send('Ada_B@Example.com', 'What do you keep about me?');
    await send('ada_b@example.com', 'Please delete my journal.');
    await send('  ADA_B@EXAMPLE.COM ', 'And my profiles.');
    await send('adaxb@example.com', 'Not Ada: only looks like her address to a LIKE pattern.');
    await send('ada_b@example.co', 'Not Ada either.');
    await send('grace@example.com', 'Grace asks about her own data.');

    // Act
    const first = await deletions.publish(jobFor('ada_b@example.com'));

    // Assert
    expect(await first.finished).toEqual({ inquiries: 3 });
    expect(await addresses()).toEqual(['ada_b@example.co', 'adaxb@example.com', 'grace@example.com']);
    // The export, which finds inquiries by the account's e-mail, has nothing of hers left.
    const exported = await fetch(`${server.url}${USER_DATA_PATH}`, {
      headers: signIdentity(account('ada_b@example.com'), SECRET),
    });
    expect(exported.status).toBe(200);
    expect(await readJson(exported)).toEqual([]);
    expect(await deletions.queue.getJob(first.jobId)).toBeUndefined();

    // Act again: the same deletion delivered twice (at-least-once) finds nothing and still completes.
    const rerun = await deletions.publish(jobFor('ada_b@example.com'));
    expect(await rerun.finished).toEqual({ inquiries: 0 });
    expect(await addresses()).toHaveLength(3);
  });

  test('When the job holds no valid user id or digest, then it fails at once without retries and deletes nothing', async () => {
    await send('ada@example.com', 'What do you keep about me?');
    const digest = emailDigestOf('ada@example.com');

    for (const data of [
      { userId: 'not-a-uuid', emailDigest: digest },
      { userId: randomUUID(), emailDigest: digest.toUpperCase() },
      // An SQL pattern or the address itself is never taken for a digest.
      { userId: randomUUID(), emailDigest: '%' },
      { userId: randomUUID(), emailDigest: 'ada@example.com' },
      { userId: randomUUID() },
    ]) {
      const { jobId, finished } = await deletions.publish(data, 3);

      await expect(finished).rejects.toThrow('The account-deleted job holds no valid user id');
      const failed = await deletions.queue.getJob(jobId);
      expect(failed!.attemptsMade).toBe(1);
      expect(await failed!.getState()).toBe('failed');
    }
    expect(await addresses()).toEqual(['ada@example.com']);
  });
});
