import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, FRESH_SIGN_IN_MINUTES } from '@uniform/contracts';
import { describeWithInfra, readJson } from '@uniform/test-kit';
import { SIGN_IN_LIMITS } from '../src/domain/sign-in-throttle';
import { PASSWORD, cookiesOf, useAuthHarness, type AuthHarness } from './support/auth-harness';

jest.setTimeout(60_000);

const ADA = 'ada@example.com';
const NEW_PASSWORD = 'velvet-lapel-houndstooth';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SIGNED_OUT = { message: ACCOUNT_MESSAGES.signInRequired, code: 'UNAUTHENTICATED' };

describeWithInfra('the account page (names, e-mail, password, sessions)', () => {
  let auth: AuthHarness;
  useAuthHarness((started) => (auth = started));

  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  /** Ada signs up in one browser: its session and device cookies, as a Cookie header. */
  const adaBrowser = async (userAgent = CHROME_MAC) => {
    const cookies = cookiesOf(await auth.signUp({}, { 'user-agent': userAgent }));
    return `${cookies.sid!}; ${cookies.device!}`;
  };
  /** Ada signs in again in another browser (no device cookie): its session cookie. */
  const anotherBrowser = async (email = ADA, password = PASSWORD, userAgent = FIREFOX_WINDOWS) => {
    const res = await auth.signIn(email, password, { headers: { 'user-agent': userAgent } });
    expect(res.status).toBe(200);
    return cookiesOf(res).sid!;
  };
  const sidOf = (cookie: string) => cookie.split('; ').find((pair) => pair.startsWith('sid='))!;
  const account = (cookie?: string) => auth.call('GET', '/api/account', { cookie });
  const put = (what: 'names' | 'email' | 'password', body: unknown, cookie?: string) =>
    auth.call('PUT', `/api/account/${what}`, { body, cookie });
  const internalSession = (cookie: string) =>
    auth.call('GET', '/internal/session', { cookie: sidOf(cookie) });
  /** What the gateway would have cached for this browser's session. */
  const cacheInGateway = (cookie: string) =>
    auth.redis.set(auth.gatewaySessionKey(tokenOf(sidOf(cookie))), '{"id":"cached"}', 'EX', 60);
  const inGatewayCache = async (cookie: string) =>
    (await auth.redis.exists(auth.gatewaySessionKey(tokenOf(sidOf(cookie))))) === 1;
  const userRow = () => auth.prisma.user.findUniqueOrThrow({ where: { email: ADA } });

  test('When nobody is signed in, then every account call answers 401 JSON and is not cached', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/account', undefined],
      ['PUT', '/api/account/names', { firstName: 'Eve' }],
      ['PUT', '/api/account/email', { email: 'eve@example.com', password: PASSWORD }],
      ['PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }],
      ['DELETE', '/api/account/sessions', undefined],
    ];
    await adaBrowser();

    for (const [method, route, body] of calls) {
      for (const cookie of [undefined, 'sid=not-a-session-token-of-anyone-at-all-0123456']) {
        const res = await auth.call(method, route, { body, cookie });
        expect({ method, route, status: res.status }).toEqual({ method, route, status: 401 });
        expect(await readJson(res)).toEqual(SIGNED_OUT);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect((await userRow()).firstName).toBe('Ada');
    expect(await auth.prisma.session.count()).toBe(1);
  });

  test('When Ada opens the account page, then it shows her names, e-mail, password, providers and each live session with its device, hers marked', async () => {
    const first = await adaBrowser();
    const second = await anotherBrowser();

    const res = await account(first);

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await readJson(res);
    expect(body).toEqual({
      email: ADA,
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: expect.any(String),
      hasPassword: true,
      signInProviders: [],
      confirmedUntil: null,
      sessions: [
        {
          id: expect.any(String),
          current: false,
          device: 'Firefox on Windows',
          signedInAt: expect.any(String),
          lastSeenAt: expect.any(String),
        },
        {
          id: expect.any(String),
          current: true,
          device: 'Chrome on macOS',
          signedInAt: expect.any(String),
          lastSeenAt: expect.any(String),
        },
      ],
    });
    const fromSecond = await readJson(await account(second));
    expect(fromSecond.sessions.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
    // Only the label is kept, never the header.
    const devices = (await auth.prisma.session.findMany({ select: { device: true } })).map((s) => s.device);
    expect(devices.sort()).toEqual(['Chrome on macOS', 'Firefox on Windows']);
  });

  test('When a browser sent no User-Agent we know, then its session shows no device', async () => {
    await adaBrowser('curl/8.5.0');

    const row = await auth.prisma.session.findFirstOrThrow();

    expect(row.device).toBeNull();
  });

  test('When a session has gone idle, then the page lists only the live ones', async () => {
    const active = await adaBrowser();
    const stale = await anotherBrowser();
    auth.advanceDays(10);
    expect((await account(active)).status).toBe(200); // seen: slides its expiry
    auth.advanceDays(5); // the other one was last seen 15 days ago (idle after 14)

    const body = await readJson(await account(active));

    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ current: true, device: 'Chrome on macOS' });
    expect((await account(stale)).status).toBe(401);
  });

  test('When Ada changes her names, then they are trimmed, empty clears one, and the gateway forgets what it cached', async () => {
    const cookie = await adaBrowser();
    await cacheInGateway(cookie);

    const res = await put('names', { firstName: '  Augusta ', lastName: '' }, cookie);

    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ firstName: 'Augusta', lastName: null, email: ADA });
    expect(await inGatewayCache(cookie)).toBe(false);
    const cleared = await readJson(await put('names', {}, cookie));
    expect(cleared).toMatchObject({ firstName: null, lastName: null });
    const tooLong = await put('names', { firstName: 'x'.repeat(81) }, cookie);
    expect(tooLong.status).toBe(400);
    expect((await readJson(tooLong)).code).toBe('VALIDATION_FAILED');
  });

  describe('changing the e-mail', () => {
    test('When the password is wrong, then 401 and the e-mail stays', async () => {
      const cookie = await adaBrowser();

      const res = await put('email', { email: 'countess@example.com', password: 'not-my-password' }, cookie);

      expect(res.status).toBe(401);
      expect(await readJson(res)).toEqual({
        message: ACCOUNT_MESSAGES.wrongPassword,
        code: 'INVALID_CREDENTIALS',
      });
      expect((await userRow()).email).toBe(ADA);
    });

    test('When no password is given and no provider confirmed the session, then 403 and nothing changes', async () => {
      const cookie = await adaBrowser();

      const res = await put('email', { email: 'countess@example.com' }, cookie);

      expect(res.status).toBe(403);
      expect(await readJson(res)).toEqual({
        message: ACCOUNT_MESSAGES.confirmationRequired,
        code: 'FORBIDDEN',
      });
      expect((await userRow()).email).toBe(ADA);
    });

    test('When the address is malformed, then 400 and nothing changes', async () => {
      const cookie = await adaBrowser();

      for (const email of ['not-an-address', '', 'a'.repeat(400) + '@example.com', 42]) {
        const res = await put('email', { email, password: PASSWORD }, cookie);
        expect({ email, status: res.status }).toEqual({ email, status: 400 });
        expect((await readJson(res)).code).toBe('VALIDATION_FAILED');
      }
      expect((await userRow()).email).toBe(ADA);
    });

    test('When another account has the address (any letter case), then 409 EMAIL_TAKEN and nothing changes', async () => {
      await auth.signUp({ email: 'grace@example.com' });
      const cookie = await adaBrowser();

      const res = await put('email', { email: ' Grace@Example.COM', password: PASSWORD }, cookie);

      expect(res.status).toBe(409);
      expect(await readJson(res)).toEqual({ message: ACCOUNT_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
      expect((await userRow()).email).toBe(ADA);
    });

    test('When two accounts take the same new address at once, then one gets it and the other 409, never 500', async () => {
      const ada = await adaBrowser();
      const grace = cookiesOf(await auth.signUp({ email: 'grace@example.com' })).sid!;

      const answers = await Promise.all(
        [ada, grace].map((cookie) =>
          put('email', { email: 'shared@example.com', password: PASSWORD }, cookie),
        ),
      );

      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(await auth.prisma.user.count({ where: { email: 'shared@example.com' } })).toBe(1);
    });

    test('When the address is her own, then 200 and nothing changes', async () => {
      const cookie = await adaBrowser();

      const res = await put('email', { email: 'ADA@example.com', password: PASSWORD }, cookie);

      expect(res.status).toBe(200);
      expect((await readJson(res)).email).toBe(ADA);
    });

    test('When the password is right, then the e-mail changes, the gateway forgets it, and she signs in with the new one (even if strangers had exhausted it), not the old', async () => {
      const cookie = await adaBrowser();
      await cacheInGateway(cookie);
      // Strangers guessed at the new address before it was hers: its untrusted budget is spent.
      for (let i = 0; i < SIGN_IN_LIMITS.account; i++)
        await auth.signIn('countess@example.com', 'guess', {
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });

      const res = await put('email', { email: ' Countess@Example.com ', password: PASSWORD }, cookie);

      expect(res.status).toBe(200);
      expect((await readJson(res)).email).toBe('countess@example.com');
      expect(await inGatewayCache(cookie)).toBe(false);
      const device = cookiesOf(res).device!;
      expect(device).toBeDefined();
      const withNew = await auth.signIn('countess@example.com', PASSWORD, { cookie: device });
      expect(withNew.status).toBe(200);
      // Without that cookie the new address is as exhausted as the strangers left it.
      expect((await auth.signIn('countess@example.com', PASSWORD)).status).toBe(429);
      expect((await auth.signIn(ADA, PASSWORD)).status).toBe(401);
      expect((await account(cookie)).status).toBe(200);
    });
  });

  describe('changing the password', () => {
    test('When the current password is right, then the new one works, every other session ends (and leaves the gateway cache) and this one stays', async () => {
      const here = await adaBrowser();
      const elsewhere = await anotherBrowser();
      await Promise.all([cacheInGateway(here), cacheInGateway(elsewhere)]);

      const res = await put('password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, here);

      expect(res.status).toBe(200);
      const body = await readJson(res);
      expect(body.sessions).toEqual([expect.objectContaining({ current: true })]);
      expect((await internalSession(elsewhere)).status).toBe(401);
      expect(await inGatewayCache(elsewhere)).toBe(false);
      expect(await inGatewayCache(here)).toBe(true);
      expect((await internalSession(here)).status).toBe(200);
      expect((await auth.signIn(ADA, PASSWORD)).status).toBe(401);
      expect((await auth.signIn(ADA, NEW_PASSWORD)).status).toBe(200);
    });

    test('When the current password is wrong, then 401 and nothing changes: the old password and the other session still work', async () => {
      const here = await adaBrowser();
      const elsewhere = await anotherBrowser();

      const res = await put(
        'password',
        { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
        here,
      );

      expect(res.status).toBe(401);
      expect((await readJson(res)).code).toBe('INVALID_CREDENTIALS');
      expect((await internalSession(elsewhere)).status).toBe(200);
      expect((await auth.signIn(ADA, PASSWORD)).status).toBe(200);
    });

    test('When the new password is the current one, then 400 with the message, and nothing changes', async () => {
      const here = await adaBrowser();
      const elsewhere = await anotherBrowser();

      const res = await put('password', { currentPassword: PASSWORD, newPassword: PASSWORD }, here);

      expect(res.status).toBe(400);
      expect(await readJson(res)).toEqual({
        message: ACCOUNT_MESSAGES.samePassword,
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'newPassword', message: ACCOUNT_MESSAGES.samePassword }],
      });
      expect((await internalSession(elsewhere)).status).toBe(200);
    });

    test('When the new password is too short or common, then 400 and nothing changes', async () => {
      const here = await adaBrowser();

      for (const newPassword of ['short', 'password123', 'x'.repeat(1000)]) {
        const res = await put('password', { currentPassword: PASSWORD, newPassword }, here);
        expect({ newPassword: newPassword.slice(0, 12), status: res.status }).toEqual({
          newPassword: newPassword.slice(0, 12),
          status: 400,
        });
      }
      expect((await auth.signIn(ADA, PASSWORD)).status).toBe(200);
    });

    test('When wrong current passwords are guessed again and again, then the sign-in limits stop them with 429 and Retry-After', async () => {
      const here = await adaBrowser();
      const guess = () => put('password', { currentPassword: 'guess', newPassword: NEW_PASSWORD }, here);

      // The browser's own budget first, then (as an untrusted one) its network's for the account.
      for (let i = 0; i < SIGN_IN_LIMITS.device + SIGN_IN_LIMITS.accountNetwork; i++)
        expect((await guess()).status).toBe(401);
      const refused = await guess();

      expect(refused.status).toBe(429);
      expect((await readJson(refused)).code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Refused before the check: the right password is refused too, and nothing changed.
      expect(
        (await put('password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, here)).status,
      ).toBe(429);
      expect(
        (await auth.signIn(ADA, PASSWORD, { headers: { 'x-forwarded-for': '198.51.100.9' } })).status,
      ).toBe(200);
    });
  });

  describe('an account made through Google or Microsoft (no password)', () => {
    /** The account and a browser signed in to it, made through the tables (the provider flow is tested in oidc-confirm.test.ts). */
    async function providerAccount(confirmedMinutesAgo?: number) {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await auth.prisma.user.create({
        data: {
          email: ADA,
          firstName: 'Ada',
          identities: {
            create: { provider: 'google', subject: 'google-ada', email: ADA, emailVerified: true },
          },
          sessions: {
            create: {
              tokenHash: createHash('sha256').update(token).digest('hex'),
              expiresAt: new Date(now + 24 * 60 * 60 * 1000),
              confirmedAt:
                confirmedMinutesAgo === undefined ? null : new Date(now - confirmedMinutesAgo * 60 * 1000),
            },
          },
        },
      });
      return `sid=${token}`;
    }

    test('When no provider confirmed the session, then setting a password is refused with 403, and a guessed one with 401', async () => {
      const cookie = await providerAccount();

      const unconfirmed = await put('password', { newPassword: NEW_PASSWORD }, cookie);
      const guessed = await put(
        'password',
        { currentPassword: 'anything', newPassword: NEW_PASSWORD },
        cookie,
      );

      expect(unconfirmed.status).toBe(403);
      expect(guessed.status).toBe(401);
      expect((await userRow()).passwordHash).toBeNull();
    });

    test(`When the confirmation is older than ${FRESH_SIGN_IN_MINUTES} minutes, then 403 and the page shows none`, async () => {
      const cookie = await providerAccount(FRESH_SIGN_IN_MINUTES + 1);

      const res = await put('email', { email: 'countess@example.com' }, cookie);

      expect(res.status).toBe(403);
      expect((await readJson(await account(cookie))).confirmedUntil).toBeNull();
    });

    test('When a provider confirmed the session a minute ago, then the page says until when, and a password can be set without one', async () => {
      const cookie = await providerAccount(1);

      const page = await readJson(await account(cookie));
      const res = await put('password', { newPassword: NEW_PASSWORD }, cookie);

      expect(page).toMatchObject({
        hasPassword: false,
        signInProviders: [{ provider: 'google', email: ADA, linkedAt: expect.any(String) }],
      });
      const until = Date.parse(page.confirmedUntil);
      expect(until).toBeGreaterThan(Date.now() + (FRESH_SIGN_IN_MINUTES - 2) * 60 * 1000);
      expect(until).toBeLessThanOrEqual(Date.now() + FRESH_SIGN_IN_MINUTES * 60 * 1000);
      expect(res.status).toBe(200);
      expect((await readJson(res)).hasPassword).toBe(true);
      expect((await auth.signIn(ADA, NEW_PASSWORD)).status).toBe(200);
    });
  });

  test('When Ada signs out everywhere, then every session ends, this one too, the gateway forgets them all and the cookie is cleared', async () => {
    const here = await adaBrowser();
    const elsewhere = await anotherBrowser();
    const grace = cookiesOf(await auth.signUp({ email: 'grace@example.com' })).sid!;
    await Promise.all([here, elsewhere, grace].map(cacheInGateway));

    const res = await auth.call('DELETE', '/api/account/sessions', { cookie: here });

    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((line) => /^sid=;.*Expires=Thu, 01 Jan 1970/.test(line))).toBe(
      true,
    );
    for (const cookie of [here, elsewhere]) {
      expect((await internalSession(cookie)).status).toBe(401);
      expect(await inGatewayCache(cookie)).toBe(false);
    }
    // Another account is untouched.
    expect((await internalSession(grace)).status).toBe(200);
    expect(await inGatewayCache(grace)).toBe(true);
    expect((await auth.signIn(ADA, PASSWORD)).status).toBe(200);
  });
});
