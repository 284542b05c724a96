import { checkDatabase, createPgAdapter } from '@uniform/db';
import { runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadPrivacyConfig } from './config';
import { prismaPrivacyInquiryRepository } from './data/privacy-inquiry.repository';
import { PrismaClient } from './generated/prisma/client';

runService({
  name: 'privacy',
  config: loadPrivacyConfig,
  start: ({ config, logger, own }) => {
    const adapter = createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: 'privacy' });
    const prisma = own(new PrismaClient({ adapter }), (client) => client.$disconnect());
    const app = buildApp({
      logger,
      inquiries: prismaPrivacyInquiryRepository(prisma),
      readiness: { database: () => checkDatabase(prisma) },
      identitySecret: config.INTERNAL_SIGNING_SECRET,
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app };
  },
});
