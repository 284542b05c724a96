import { buildServiceApp, type Logger, type ServiceAppDeps } from '@uniform/service-kit';
import { createCarrierAdapters, type CarrierAdapters } from './adapters/carrier';
import type { SmsConfig } from './config';
import { prismaAccountDataRepository } from './data/account-data.repository';
import { prismaDeliveriesRepository } from './data/deliveries.repository';
import { prismaOutboxRepository, type OutboxRepository } from './data/outbox.repository';
import { prismaSubscribersRepository } from './data/subscribers.repository';
import type { SmsTransport } from './domain/carrier';
import type { PhoneValidator } from './domain/phone-validator';
import type { AccountDataRepository, DeliveriesRepository, SubscribersRepository } from './domain/ports';
import type { PrismaClient } from './generated/prisma/client';
import { smsRoutes } from './routes/sms.routes';

export interface SmsAppDeps extends ServiceAppDeps {
  subscribers: SubscribersRepository;
  deliveries: DeliveriesRepository;
  accountData: AccountDataRepository;
  outbox: OutboxRepository;
  validator: PhoneValidator;
  transport: SmsTransport;
  webhookAuthToken?: string;
  publicUrl: string;
  adminToken?: string;
  now?: () => Date;
}

/**
 * The app's repositories on one database client and the carrier the config picks (Twilio, or the
 * outbox), so main.ts and the tests wire the app alike; workers send through the same `carrier`.
 */
export function smsAdapters(
  prisma: PrismaClient,
  config: SmsConfig,
  logger: Logger,
): {
  carrier: CarrierAdapters;
  deps: Pick<
    SmsAppDeps,
    'subscribers' | 'deliveries' | 'accountData' | 'outbox' | 'validator' | 'transport' | 'webhookAuthToken'
  >;
} {
  const outbox = prismaOutboxRepository(prisma);
  const carrier = createCarrierAdapters(config, outbox, logger);
  return {
    carrier,
    deps: {
      subscribers: prismaSubscribersRepository(prisma),
      deliveries: prismaDeliveriesRepository(prisma),
      accountData: prismaAccountDataRepository(prisma),
      outbox,
      validator: carrier.validator,
      transport: carrier.transport,
      webhookAuthToken: carrier.webhookAuthToken,
    },
  };
}

export function buildApp(deps: SmsAppDeps) {
  const now = deps.now ?? (() => new Date());
  return buildServiceApp('sms', deps, (app) => app.use(smsRoutes({ ...deps, now })));
}
