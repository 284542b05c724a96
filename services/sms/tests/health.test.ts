import { createPgAdapter } from '@uniform/db';
import { createLogger, startHttpServer } from '@uniform/service-kit';
import { buildApp } from '../src/app';
import { offlinePhoneValidator } from '../src/domain/phone-validator';
import { PrismaClient } from '../src/generated/prisma/client';
import { outboxTransport } from '../src/transport/outbox';

test('When the sms service starts, then it is live and ready', async () => {
  const logger = createLogger('sms-test', 'silent');
  // Never connected: health and readiness (with no checks) do not touch the database.
  const prisma = new PrismaClient({
    adapter: createPgAdapter({ databaseUrl: 'postgresql://nobody@127.0.0.1:1/none', schema: 'sms' }),
  });
  const app = buildApp({
    logger,
    readiness: {},
    prisma,
    validator: offlinePhoneValidator,
    transport: outboxTransport(prisma, logger),
    publicUrl: 'http://localhost:8080',
  });
  const server = await startHttpServer(app, { port: 0, logger });
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const validation = await fetch(`${server.url}/api/sms/validate-phone`, {
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
    await server.close();
  }
});
