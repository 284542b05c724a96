import { checkDatabase, createPgAdapter } from '@uniform/db';
import { runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadPrivacyConfig } from './config';
import { prismaPrivacyInquiryRepository } from './data/privacy-inquiry.repository';
import { PrismaClient } from './generated/prisma/client';
import { startPrivacyAccountDeletionConsumer } from './workers/account-deletion.worker';

runService({
  name: 'privacy',
  config: loadPrivacyConfig,
  start: ({ config, logger, own }) => {
    const adapter = createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: 'privacy' });
    const prisma = own(new PrismaClient({ adapter }), (client) => client.$disconnect());
    const inquiries = prismaPrivacyInquiryRepository(prisma);
    // Opened after Prisma, so on SIGTERM it stops (finishing its job) before the database goes.
    own(
      startPrivacyAccountDeletionConsumer({
        repository: inquiries,
        redisUrl: config.REDIS_URL,
        prefix: config.ACCOUNT_DELETION_QUEUE_PREFIX,
        lockMs: config.ACCOUNT_DELETION_LOCK_MS,
        logger,
      }),
      (worker) => worker.close(),
    );
    const app = buildApp({
      logger,
      inquiries,
      readiness: { database: () => checkDatabase(prisma) },
      identitySecret: config.INTERNAL_SIGNING_SECRET,
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app };
  },
});
