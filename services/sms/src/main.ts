import { checkDatabase } from '@uniform/db';
import { runService } from '@uniform/service-kit';
import { buildApp, smsAdapters } from './app';
import { loadSmsConfig } from './config';
import { createSmsPrisma } from './data/sms-database';

runService({
  name: 'sms',
  config: loadSmsConfig,
  start: ({ config, logger, own }) => {
    const prisma = own(createSmsPrisma(config.DATABASE_URL), (p) => p.$disconnect());
    const { carrier, deps } = smsAdapters(prisma, config, logger);
    const app = buildApp({
      logger,
      readiness: { database: () => checkDatabase(prisma) },
      bodyLimitKb: config.BODY_LIMIT_KB,
      // The signed-in user: who a web subscribe links the number to, and whose data the export reads.
      identitySecret: config.INTERNAL_SIGNING_SECRET,
      ...deps,
      publicUrl: config.SMS_PUBLIC_URL,
      adminToken: config.SMS_ADMIN_TOKEN,
    });
    return { app, info: { transport: carrier.transport.name, validation: carrier.validator.name } };
  },
});
