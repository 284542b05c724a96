import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { Redis } from 'ioredis';
import { createPgAdapter } from '@uniform/db';
import { startHttpServer, type RunningServer } from '@uniform/service-kit';
import {
  createTestDatabase,
  createTestRedis,
  describeWithInfra,
  readJson,
  type TestDatabase,
  type TestRedis,
} from '@uniform/test-kit';
import { buildApp } from '../src/app';
import { prismaAuthRepository } from '../src/data/auth.repository';
import { createAccounts } from '../src/domain/accounts.use-case';
import { createSignInThrottle } from '../src/domain/sign-in-throttle';
import { PrismaClient } from '../src/generated/prisma/client';

jest.setTimeout(30_000);

describeWithInfra('accounts', () => {
  let database: TestDatabase;
  let testRedis: TestRedis;
  let redis: Redis;
  let prisma: PrismaClient;
  let server: RunningServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(path.join(__dirname, '..'));
    testRedis = await createTestRedis();
    redis = new Redis(testRedis.url);
    prisma = new PrismaClient({
      adapter: createPgAdapter({ databaseUrl: database.databaseUrl, schema: 'auth' }),
    });
    const sink = new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) });
    const logger = pino({ level: 'debug' }, sink);
    const accounts = createAccounts({
      repository: prismaAuthRepository(prisma),
      throttle: createSignInThrottle(redis, `${testRedis.keyPrefix}auth:`),
    });
    server = await startHttpServer(buildApp({ logger, accounts, readiness: {} }), { port: 0, logger });
  });
  afterEach(async () => {
    await database.truncate();
  });
  afterAll(async () => {
    await server?.close();
    await prisma?.$disconnect();
    await redis?.quit();
    await testRedis?.cleanup();
    await database?.drop();
  });

  const call = (
    method: string,
    route: string,
    body?: unknown,
    cookie?: string,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const signUp = (overrides: Record<string, unknown> = {}) =>
    call('POST', '/api/simple-auth/signup', {
      email: 'Ada@Example.com ',
      password: 'tailored-navy-blazer',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dataRetentionConsent: true,
      ...overrides,
    });

  test('When someone signs up, then 201 with the user and an HttpOnly SameSite=Lax session cookie; the cookie signs them in', async () => {
    const res = await signUp();

    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const me = await call('GET', '/api/simple-auth/user', undefined, cookieOf(res));
    expect(await readJson(me)).toEqual({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const nav = await call('GET', '/api/auth/user', undefined, cookieOf(res));
    expect(await readJson(nav)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null });
  });

  test('When the e-mail is taken in any letter case, then 409 with the spec message', async () => {
    await signUp();
    const res = await signUp({ email: 'ADA@example.COM' });

    expect(res.status).toBe(409);
    expect(await readJson(res)).toEqual({
      message: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
  });

  test('When consent is not given, then 400 and no account exists', async () => {
    const res = await signUp({ dataRetentionConsent: false });

    expect(res.status).toBe(400);
    expect((await readJson(res)).issues[0]).toEqual({
      path: 'dataRetentionConsent',
      message: 'Email, password, and consent are required',
    });
    expect(await prisma.user.count()).toBe(0);
  });

  test('When the password is short or common, then 400 says why and no account exists', async () => {
    const short = await signUp({ password: 'navy1' });
    const common = await signUp({ password: 'Password123' });

    expect((await readJson(short)).issues[0].message).toBe('Use at least 8 characters');
    expect((await readJson(common)).issues[0].message).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(await prisma.user.count()).toBe(0);
  });

  test('When the password is wrong or the account does not exist, then the same 401 message', async () => {
    await signUp();
    const wrong = await call('POST', '/api/simple-auth/signin', {
      email: 'ada@example.com',
      password: 'not-the-password',
    });
    const unknown = await call('POST', '/api/simple-auth/signin', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });

    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await readJson(wrong)).toEqual({
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(await readJson(unknown)).toEqual({
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
    const right = await call('POST', '/api/simple-auth/signin', {
      email: ' ADA@example.com',
      password: 'tailored-navy-blazer',
    });
    expect(right.status).toBe(200);
    expect(cookieOf(right)).toMatch(/^sid=/);
  });

  test('When an account fails to sign in 5 times, then the 6th attempt is refused with 429 and when to retry, even with the right password', async () => {
    await signUp({ email: 'grace@example.com' });
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call('POST', '/api/simple-auth/signin', {
            email: 'grace@example.com',
            password: `wrong-${i}-password`,
          })
        ).status,
      ).toBe(401);
    }
    const blocked = await call('POST', '/api/simple-auth/signin', {
      email: 'grace@example.com',
      password: 'tailored-navy-blazer',
    });

    expect(blocked.status).toBe(429);
    expect((await readJson(blocked)).message).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
  });

  test('When one IP fails 20 sign-ins across accounts, then that IP is refused while others still get through', async () => {
    const fromIp = (ip: string, i: number) =>
      call(
        'POST',
        '/api/simple-auth/signin',
        { email: `guess-${i}@example.com`, password: 'guessing-password' },
        undefined,
        { 'x-forwarded-for': ip },
      );
    for (let i = 0; i < 20; i++) expect((await fromIp('198.51.100.9', i)).status).toBe(401);

    const blocked = await fromIp('198.51.100.9', 99);
    const other = await fromIp('198.51.100.10', 99);

    expect(blocked.status).toBe(429);
    expect((await readJson(blocked)).message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(other.status).toBe(401);
  });

  test('When someone signs out, then the session is deleted server-side and the old cookie no longer works', async () => {
    const cookie = cookieOf(await signUp());
    const out = await call('POST', '/api/simple-auth/logout', undefined, cookie);

    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await prisma.session.count()).toBe(0);
    const replay = await call('GET', '/api/simple-auth/user', undefined, cookie);
    expect(replay.status).toBe(401);
    expect((await readJson(replay)).code).toBe('UNAUTHENTICATED');
  });

  test('When signed out or with a made-up cookie, then both user calls answer 401 JSON', async () => {
    for (const cookie of [undefined, 'sid=made-up-token']) {
      for (const route of ['/api/simple-auth/user', '/api/auth/user']) {
        const res = await call('GET', route, undefined, cookie);
        expect(res.status).toBe(401);
        expect((await readJson(res)).message).toBe('Please sign in to continue.');
      }
    }
  });

  test('When accounts are created and used, then no password or session token appears in any log line', async () => {
    const res = await signUp({ email: 'secret@example.com', password: 'my-very-secret-phrase' });
    const token = cookieOf(res).slice('sid='.length);
    await call('GET', '/api/simple-auth/user', undefined, `sid=${token}`);
    await call('POST', '/api/simple-auth/signin', {
      email: 'secret@example.com',
      password: 'my-very-secret-phrase',
    });

    const logs = logLines.join('');
    expect(logLines.length).toBeGreaterThan(2);
    expect(logs).not.toContain('my-very-secret-phrase');
    expect(logs).not.toContain(token);
  });
});
