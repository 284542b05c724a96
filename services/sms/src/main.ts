import { checkDatabase } from '@uniform/db';
import { runService } from '@uniform/service-kit';
import { createCarrierAdapters } from './adapters/carrier';
import { buildApp } from './app';
import { loadSmsConfig } from './config';
import { prismaDeliveriesRepository } from './data/deliveries.repository';
import { prismaOutboxRepository } from './data/outbox.repository';
import { createSmsPrisma } from './data/sms-database';
import { prismaSubscribersRepository } from './data/subscribers.repository';

runService({
  name: 'sms',
  config: loadSmsConfig,
  start: ({ config, logger, own }) => {
    const prisma = own(createSmsPrisma(config.DATABASE_URL), (p) => p.$disconnect());
    const outbox = prismaOutboxRepository(prisma);
    const carrier = createCarrierAdapters(config, outbox, logger);
    const app = buildApp({
      logger,
      readiness: { database: () => checkDatabase(prisma) },
      bodyLimitKb: config.BODY_LIMIT_KB,
      subscribers: prismaSubscribersRepository(prisma),
      deliveries: prismaDeliveriesRepository(prisma),
      outbox,
      validator: carrier.validator,
      transport: carrier.transport,
      webhookAuthToken: carrier.webhookAuthToken,
      publicUrl: config.SMS_PUBLIC_URL,
      adminToken: config.SMS_ADMIN_TOKEN,
    });
    return { app, info: { transport: carrier.transport.name, validation: carrier.validator.name } };
  },
});
