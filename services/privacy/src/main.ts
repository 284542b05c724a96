import { checkDatabase, createPgAdapter } from '@uniform/db';
import { accountDeletionSettingsOf, runService, startAccountDeletionConsumer } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadPrivacyConfig } from './config';
import { prismaPrivacyInquiryRepository } from './data/privacy-inquiry.repository';
import { eraseUserData } from './domain/erase-user-data.use-case';
import { PrismaClient } from './generated/prisma/client';

runService({
  name: 'privacy',
  config: loadPrivacyConfig,
  start: ({ config, logger, own }) => {
    const adapter = createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: 'privacy' });
    const prisma = own(new PrismaClient({ adapter }), (client) => client.$disconnect());
    const inquiries = prismaPrivacyInquiryRepository(prisma);
    // Opened after Prisma, so on SIGTERM it stops (finishing its job) before the database goes.
    own(
      startAccountDeletionConsumer({
        ...accountDeletionSettingsOf(config),
        owner: 'privacy',
        logger,
        erase: (job) => eraseUserData(inquiries, job),
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
