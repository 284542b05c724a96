import { checkDatabase } from '@uniform/db';
import { createLogger, startHttpServer, type ReadinessCheck } from '@uniform/service-kit';
import { describeWithInfra, liveProbes, probe, requireInfra } from '@uniform/test-kit';
import { buildApp } from '../src/app';
import { offlinePhoneValidator } from '../src/domain/phone-validator';
import { outboxTransport } from '../src/adapters/outbox.carrier';
import { prismaAccountDataRepository } from '../src/data/account-data.repository';
import { prismaDeliveriesRepository } from '../src/data/deliveries.repository';
import { prismaOutboxRepository } from '../src/data/outbox.repository';
import { createSmsPrisma } from '../src/data/sms-database';
import { prismaSubscribersRepository } from '../src/data/subscribers.repository';

/** The app with main.ts's readiness map (the database) over the given database address. */
async function startSms(databaseUrl: string) {
  const logger = createLogger('sms-test', 'silent');
  const prisma = createSmsPrisma(databaseUrl);
  const readiness: Record<string, ReadinessCheck> = { database: () => checkDatabase(prisma) };
  const app = buildApp({
    logger,
    readiness,
    subscribers: prismaSubscribersRepository(prisma),
    deliveries: prismaDeliveriesRepository(prisma),
    accountData: prismaAccountDataRepository(prisma),
    outbox: prismaOutboxRepository(prisma),
    validator: offlinePhoneValidator,
    transport: outboxTransport(prismaOutboxRepository(prisma), logger),
    publicUrl: 'http://localhost:8080',
  });
  const server = await startHttpServer(app, { port: 0, logger });
  return {
    url: server.url,
    async close() {
      await server.close();
      await prisma.$disconnect();
    },
  };
}

describeWithInfra('The sms service health', () => {
  test('When its database answers, then it is live and ready', async () => {
    const sms = await startSms((await requireInfra()).databaseUrl);
    try {
      expect(await probe(sms.url)).toEqual(liveProbes('sms', { database: 'ok' }));
      const validation = await fetch(`${sms.url}/api/sms/validate-phone`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: '(212) 555-0123' }),
      });
      expect(await validation.json()).toMatchObject({
        isValid: true,
        canReceiveSMS: true,
        e164: '+12125550123',
      });
    } finally {
      await sms.close();
    }
  });

  test('When its database is unreachable, then it is live but /readyz answers 503 naming the database', async () => {
    // Nothing listens on port 1: every connection is refused.
    const sms = await startSms('postgresql://nobody@127.0.0.1:1/none');
    try {
      expect(await probe(sms.url)).toEqual(liveProbes('sms', { database: 'failing' }));
    } finally {
      await sms.close();
    }
  });
});
