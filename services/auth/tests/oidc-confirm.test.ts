import { FRESH_SIGN_IN_MINUTES } from '@uniform/contracts';
import { describeWithInfra, readJson, type OidcTestAccount } from '@uniform/test-kit';
import { startOidcHarness, type OidcHarness } from './support/oidc-harness';

jest.setTimeout(60_000);

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const ADA: OidcTestAccount = { sub: 'google-ada-1815', email: 'ada@example.com', emailVerified: true };
const GRACE: OidcTestAccount = { sub: 'google-grace-1906', email: 'grace@example.com', emailVerified: true };
/** A Google account linked to nobody, with Ada's address. */
const STRANGER: OidcTestAccount = {
  sub: 'google-someone-else',
  email: 'ada@example.com',
  emailVerified: true,
};

/** The `name=value` pair a response sets for this cookie (not a clearing one). */
const cookiePair = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);

describeWithInfra('confirming it is you with Google (intent=confirm, the real openid-client)', () => {
  let h: OidcHarness;
  beforeAll(async () => {
    h = await startOidcHarness();
  });
  afterEach(async () => {
    await h?.reset();
  });
  afterAll(async () => {
    await h?.close();
  });

  const get = (route: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${h.url}${route}`, { redirect: 'manual', headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const put = (route: string, body: unknown, cookie: string) =>
    fetch(`${h.url}${route}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

  /** The browser's trip: start (with its session cookie, if any), the provider's login as `account`, back. */
  async function viaGoogle(account: OidcTestAccount, query: string, session?: string) {
    const start = await get(`/api/auth/oidc/google/start${query}`, session);
    expect(start.status).toBe(302);
    const flow = cookiePair(start, 'oidc_flow');
    if (!flow) return { start, location: start.headers.get('location') };
    const back = await h.providers.signIn(start.headers.get('location')!, account);
    const res = await get(`${back.pathname}${back.search}`, [flow, session].filter(Boolean).join('; '), {
      'user-agent': CHROME_MAC,
    });
    return { start, res, location: res.headers.get('location'), session: cookiePair(res, 'sid') };
  }

  /** Signs in (creating the account) with Google: the session cookie. */
  async function signedIn(account: OidcTestAccount) {
    const { location, session } = await viaGoogle(account, '');
    expect(location).toBe('/?signin=google');
    return session!;
  }

  const confirmedAt = async () =>
    (await h.prisma.session.findMany({ select: { confirmedAt: true } })).map((s) => s.confirmedAt);

  test('When Ada confirms with her linked Google account, then only her session is confirmed, the page says until when, and she changes her e-mail and sets a password without one', async () => {
    const session = await signedIn(ADA);
    const before = await h.counts();
    expect((await readJson(await get('/api/account', session))).confirmedUntil).toBeNull();

    const {
      res,
      location,
      session: newSession,
    } = await viaGoogle(ADA, '?intent=confirm&returnTo=/dashboard', session);

    expect(res!.status).toBe(302);
    expect(location).toBe('/account?confirmed=google');
    expect(newSession).toBeUndefined();
    expect(await h.counts()).toEqual(before);
    const page = await readJson(await get('/api/account', session));
    const until = Date.parse(page.confirmedUntil);
    expect(until).toBeGreaterThan(Date.now() + (FRESH_SIGN_IN_MINUTES - 1) * 60 * 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + FRESH_SIGN_IN_MINUTES * 60 * 1000);
    expect(page).toMatchObject({
      hasPassword: false,
      signInProviders: [{ provider: 'google', email: 'ada@example.com' }],
      sessions: [{ current: true, device: 'Chrome on macOS' }],
    });

    const email = await put('/api/account/email', { email: 'countess@example.com' }, session);
    expect(email.status).toBe(200);
    expect((await readJson(email)).email).toBe('countess@example.com');
    const password = await put('/api/account/password', { newPassword: 'velvet-lapel-houndstooth' }, session);
    expect(password.status).toBe(200);
    expect((await readJson(password)).hasPassword).toBe(true);
  });

  test.each([
    ['a Google account linked to no account', STRANGER],
    ["another user's Google account", GRACE],
  ])(
    'When Ada confirms with %s, then not_linked and nothing changes: no sign-in, no link, no confirmation',
    async (_case, account) => {
      await signedIn(GRACE);
      const session = await signedIn(ADA);
      const before = await h.counts();

      const { location, session: newSession } = await viaGoogle(account, '?intent=confirm', session);

      expect(location).toBe('/account?signin_error=not_linked');
      expect(newSession).toBeUndefined();
      expect(await h.counts()).toEqual(before);
      expect(await confirmedAt()).toEqual([null, null]);
      expect((await readJson(await get('/api/account', session))).confirmedUntil).toBeNull();
      expect((await put('/api/account/email', { email: 'countess@example.com' }, session)).status).toBe(403);
      // Still Ada's own session, not Grace's.
      expect((await readJson(await get('/api/simple-auth/user', session))).email).toBe('ada@example.com');
    },
  );

  test('When a confirmation is started signed out, then no flow starts and the browser goes back to /account with signin_error=expired', async () => {
    const { start, location } = await viaGoogle(ADA, '?intent=confirm');

    expect(cookiePair(start, 'oidc_flow')).toBeUndefined();
    expect(location).toBe('/account?signin_error=expired');
    expect(await h.counts()).toEqual({ users: 0, identities: 0, sessions: 0 });
  });

  test('When the session signed out before the provider answered, then expired and nothing is confirmed or signed in', async () => {
    const session = await signedIn(ADA);
    const start = await get('/api/auth/oidc/google/start?intent=confirm', session);
    const flow = cookiePair(start, 'oidc_flow')!;
    const back = await h.providers.signIn(start.headers.get('location')!, ADA);
    await fetch(`${h.url}/api/simple-auth/logout`, { method: 'POST', headers: { cookie: session } });

    const res = await get(`${back.pathname}${back.search}`, flow);

    expect(res.headers.get('location')).toBe('/account?signin_error=expired');
    expect(cookiePair(res, 'sid')).toBeUndefined();
    expect(await h.counts()).toMatchObject({ sessions: 0 });
  });
});
