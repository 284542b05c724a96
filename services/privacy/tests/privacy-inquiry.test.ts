import path from 'node:path';
import pg from 'pg';
import { createPgAdapter } from '@uniform/db';
import { createLogger, startHttpServer, type RunningServer } from '@uniform/service-kit';
import { createTestDatabase, describeWithInfra, readJson, type TestDatabase } from '@uniform/test-kit';
import { buildApp } from '../src/app';
import { prismaPrivacyInquiryRepository } from '../src/data/privacy-inquiry.repository';
import { PrismaClient } from '../src/generated/prisma/client';

const logger = createLogger('privacy-test', 'silent');

describeWithInfra('POST /api/privacy-inquiry', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let server: RunningServer;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase(path.join(__dirname, '..'));
    prisma = new PrismaClient({
      adapter: createPgAdapter({ databaseUrl: database.databaseUrl, schema: 'privacy' }),
    });
    const app = buildApp({
      logger,
      inquiries: prismaPrivacyInquiryRepository(prisma),
      readiness: { database: () => prisma.$queryRaw`SELECT 1` },
    });
    server = await startHttpServer(app, { port: 0, logger });
    sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
  });
  afterEach(() => database.truncate());
  afterAll(async () => {
    await server?.close();
    await prisma?.$disconnect();
    await sql?.end();
    await database?.drop();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const storedRows = async () =>
    (
      await sql.query(
        'SELECT email, subject, message, request_id FROM privacy.privacy_inquiries ORDER BY created_at',
      )
    ).rows;

  const valid = {
    email: 'Ada@Example.com',
    subject: 'access',
    message: 'Please send me a copy of my saved profile.',
  };

  test('When a valid inquiry is posted, then it answers 201 with an id and stores the inquiry with the request id', async () => {
    const res = await post(valid, { 'x-request-id': 'req-privacy-1' });

    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.receivedAt))).toBe(false);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'access', message: valid.message, request_id: 'req-privacy-1' });
    expect(rows[0].email.toLowerCase()).toBe('ada@example.com');
  });

  test('When fields are missing or wrong, then 400 names each field and nothing is stored', async () => {
    const res = await post({ email: 'not-an-email', subject: 'gossip', message: '   ' });

    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'email',
      'message',
      'subject',
    ]);
    expect(await storedRows()).toEqual([]);
  });

  test('When the message is longer than 5,000 characters, then 400 and nothing is stored', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(5001) });

    expect(res.status).toBe(400);
    expect((await readJson(res)).issues[0].path).toBe('message');
    expect(await storedRows()).toEqual([]);
  });

  test('When each of the six subjects is sent, then each is accepted', async () => {
    for (const subject of ['general', 'access', 'deletion', 'correction', 'complaint', 'other']) {
      expect((await post({ ...valid, subject })).status).toBe(201);
    }
    expect((await storedRows()).map((row) => row.subject)).toEqual([
      'general',
      'access',
      'deletion',
      'correction',
      'complaint',
      'other',
    ]);
  });

  test('When the body is over 100 kB, then 413 JSON and nothing is stored', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(120_000) });

    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({
      message: 'The request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await storedRows()).toEqual([]);
  });

  test('When the body is not JSON, then 415 or 400 JSON and nothing is stored', async () => {
    const form = await post('email=a@b.co', { 'content-type': 'application/x-www-form-urlencoded' });
    const broken = await post('{"email":');

    expect(form.status).toBe(415);
    expect(broken.status).toBe(400);
    expect((await readJson(broken)).code).toBe('MALFORMED_JSON');
    expect(await storedRows()).toEqual([]);
  });

  test('When the database answers, then the service reports ready', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect((await readJson(res)).checks).toEqual({ database: 'ok' });
  });
});

describe('privacy service without its database', () => {
  test('When PostgreSQL is unreachable, then /readyz answers 503 and a submission answers 503 naming the database, with Retry-After and no internals', async () => {
    const prisma = new PrismaClient({
      adapter: createPgAdapter({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/none', schema: 'privacy' }),
    });
    const app = buildApp({
      logger,
      inquiries: prismaPrivacyInquiryRepository(prisma),
      readiness: { database: () => prisma.$queryRaw`SELECT 1` },
    });
    const server = await startHttpServer(app, { port: 0, logger });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      const res = await fetch(`${server.url}/api/privacy-inquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', subject: 'other', message: 'hello' }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const body = await readJson(res);
      expect(body.code).toBe('DEPENDENCY_UNAVAILABLE');
      expect(body.message).toMatch(/database did not answer/);
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|prisma/i);
    } finally {
      await server.close();
      await prisma.$disconnect();
    }
  });
});
