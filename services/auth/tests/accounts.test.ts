import { readJson, describeWithInfra } from '@uniform/test-kit';
import { PASSWORD, cookiesOf, useAuthHarness, type AuthHarness } from './support/auth-harness';

jest.setTimeout(30_000);

describeWithInfra('accounts', () => {
  let auth: AuthHarness;
  useAuthHarness((started) => (auth = started));

  const call = (
    method: string,
    route: string,
    body?: unknown,
    cookie?: string,
    headers: Record<string, string> = {},
  ) => auth.call(method, route, { body, cookie, headers });
  const cookieOf = (res: Response) => cookiesOf(res).sid ?? '';
  const signUp = (overrides: Record<string, unknown> = {}) => auth.signUp(overrides);

  test('When someone signs up, then 201 with the user and an HttpOnly SameSite=Lax session cookie; the cookie signs them in', async () => {
    const res = await signUp();

    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
    });
    const [setCookie = ''] = res.headers.getSetCookie().filter((line) => line.startsWith('sid='));
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure|Domain/);
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
    expect(await auth.prisma.user.count()).toBe(0);
  });

  test('When the password is short or common, then 400 says why and no account exists', async () => {
    const short = await signUp({ password: 'navy1' });
    const common = await signUp({ password: 'Password123' });

    expect((await readJson(short)).issues[0].message).toBe('Use at least 8 characters');
    expect((await readJson(common)).issues[0].message).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(await auth.prisma.user.count()).toBe(0);
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
      password: PASSWORD,
    });
    expect(right.status).toBe(200);
    expect(cookieOf(right)).toMatch(/^sid=/);
  });

  test('When a browser without a device cookie fails 5 times for an account, then its 6th attempt is refused with 429, Retry-After and when to retry, even with the right password', async () => {
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
      password: PASSWORD,
    });

    expect(blocked.status).toBe(429);
    expect(await readJson(blocked)).toEqual({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
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
    expect(await auth.prisma.session.count()).toBe(0);
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

  test('When accounts are created and used, then no password, session token or device cookie appears in any log line', async () => {
    const res = await signUp({ email: 'secret@example.com', password: 'my-very-secret-phrase' });
    const token = cookieOf(res).slice('sid='.length);
    const device = cookiesOf(res).device!;
    await call('GET', '/api/simple-auth/user', undefined, `sid=${token}`);
    await call(
      'POST',
      '/api/simple-auth/signin',
      { email: 'secret@example.com', password: 'my-very-secret-phrase' },
      device,
    );

    const logs = auth.logLines.join('');
    expect(auth.logLines.length).toBeGreaterThan(2);
    expect(logs).not.toContain('my-very-secret-phrase');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(device.slice('device='.length));
  });
});
