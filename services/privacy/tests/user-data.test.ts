import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createPgAdapter } from '@uniform/db';
import { privacyInquiriesExportSchema } from '@uniform/contracts';
import {
  createLogger,
  signIdentity,
  startHttpServer,
  USER_DATA_PATH,
  type RunningServer,
} from '@uniform/service-kit';
import { createTestDatabase, describeWithInfra, readJson, type TestDatabase } from '@uniform/test-kit';
import { buildApp } from '../src/app';
import { prismaPrivacyInquiryRepository } from '../src/data/privacy-inquiry.repository';
import { PrismaClient } from '../src/generated/prisma/client';

const logger = createLogger('privacy-test', 'silent');
const SECRET = 'privacy-test-signing-secret-0123456789abc';

describeWithInfra('GET /internal/user-data (the privacy part of "Download my data")', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(path.join(__dirname, '..'));
    prisma = new PrismaClient({
      adapter: createPgAdapter({ databaseUrl: database.databaseUrl, schema: 'privacy' }),
    });
    const app = buildApp({
      logger,
      identitySecret: SECRET,
      inquiries: prismaPrivacyInquiryRepository(prisma),
      readiness: {},
    });
    server = await startHttpServer(app, { port: 0, logger });
  });
  afterEach(() => database.truncate());
  afterAll(async () => {
    await server?.close();
    await prisma?.$disconnect();
    await database?.drop();
  });

  const account = (email: string) => ({ id: randomUUID(), email, firstName: 'Ada', lastName: null });
  const send = async (email: string, message: string, requestId = `req-${randomUUID()}`) => {
    const res = await fetch(`${server.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ email, subject: 'access', message }),
    });
    expect(res.status).toBe(201);
    return (await readJson(res)) as { id: string; receivedAt: string };
  };
  const userData = (headers: Record<string, string>) => fetch(`${server.url}${USER_DATA_PATH}`, { headers });

  test('When the account asks, then the inquiries sent from its e-mail (in any letter case) come back with every stored field, newest first, and no others', async () => {
    // Arrange: two from Ada's address as typed in the form, one from a look-alike, one from Grace.
    const first = await send('Ada_B@Example.com', 'What do you keep about me?', 'req-first');
    const second = await send('ada_b@example.com', 'Please delete my journal.', 'req-second');
    await send('adaxb@example.com', 'Not Ada: only looks like her address to a LIKE pattern.');
    await send('grace@example.com', 'Grace asks about her own data.');

    // Act
    const res = await userData(signIdentity(account('ada_b@example.com'), SECRET));

    // Assert
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const part = privacyInquiriesExportSchema.parse(await readJson(res));
    expect(part).toEqual([
      {
        id: second.id,
        email: 'ada_b@example.com',
        subject: 'access',
        message: 'Please delete my journal.',
        requestId: 'req-second',
        receivedAt: second.receivedAt,
      },
      {
        id: first.id,
        email: 'Ada_B@Example.com',
        subject: 'access',
        message: 'What do you keep about me?',
        requestId: 'req-first',
        receivedAt: first.receivedAt,
      },
    ]);
  });

  test('When no inquiry came from the account’s e-mail, then the part is an empty list', async () => {
    await send('grace@example.com', 'Grace asks about her own data.');

    const res = await userData(signIdentity(account('ada@example.com'), SECRET));

    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual([]);
  });

  test('When nobody is signed in or the identity is forged, then 401 JSON', async () => {
    await send('ada@example.com', 'What do you keep about me?');
    const forged = signIdentity(account('ada@example.com'), 'not-the-internal-signing-secret-0123456789');

    for (const headers of [{}, forged]) {
      const res = await userData(headers);
      expect(res.status).toBe(401);
      expect((await readJson(res)).code).toBe('UNAUTHENTICATED');
    }
  });
});
