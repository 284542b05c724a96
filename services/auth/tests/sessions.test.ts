import { describeWithInfra, readJson } from '@uniform/test-kit';
import {
  PASSWORD,
  SESSION_LIFETIME,
  cookiesOf,
  useAuthHarness,
  type AuthHarness,
} from './support/auth-harness';

jest.setTimeout(30_000);

const ADA = 'ada@example.com';
const HTTPS = { 'x-forwarded-proto': 'https' };
const USER_ROUTES = ['/api/simple-auth/user', '/api/auth/user', '/internal/session'];

describeWithInfra('sessions and their cookies', () => {
  let auth: AuthHarness;
  useAuthHarness((started) => (auth = started));

  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const me = (cookie: string, headers: Record<string, string> = {}) =>
    auth.call('GET', '/api/simple-auth/user', { cookie, headers });

  test('When a cookie is malformed, oversized, duplicated or holds odd bytes, then every user call answers 401 JSON, never 500', async () => {
    const valid = cookiesOf(await auth.signUp()).sid!;
    const cookies = [
      'sid=%',
      'sid=%E0%A4%A',
      `sid=${'a'.repeat(10 * 1024)}`,
      `${valid}; sid=another-token`,
      `${valid}; ${valid}`,
      'sid=\u00ff\u00fe\u0080',
      'sid="unterminated',
      'sid',
      '=; ;;sid=',
      'sid=%00%0A',
    ];

    for (const cookie of cookies) {
      for (const route of USER_ROUTES) {
        const res = await auth.rawGet(route, { cookie });
        expect({ cookie: cookie.slice(0, 40), route, status: res.status }).toEqual({
          cookie: cookie.slice(0, 40),
          route,
          status: 401,
        });
        expect(JSON.parse(res.body)).toEqual({
          message: 'Please sign in to continue.',
          code: 'UNAUTHENTICATED',
        });
      }
      expect((await auth.rawGet('/api/simple-auth/user', { cookie: `${cookie}; x=1` })).status).toBe(401);
    }
    expect((await me(valid)).status).toBe(200);
  });

  test('When a malformed cookie comes with sign-out, then 204 and nothing breaks', async () => {
    const res = await auth.call('POST', '/api/simple-auth/logout', { cookie: 'sid=%' });

    expect(res.status).toBe(204);
  });

  test('When the browser came over HTTPS, then the session is a __Host-sid cookie (Secure, Path=/, no Domain) and only that name is read', async () => {
    const signedUp = await auth.signUp({}, HTTPS);
    const [line = ''] = signedUp.headers.getSetCookie().filter((l) => l.startsWith('__Host-sid='));
    const hostCookie = cookiesOf(signedUp)['__Host-sid']!;
    const token = tokenOf(hostCookie);

    expect(line).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; /);
    expect(line).toMatch(/; Path=\/;/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).not.toMatch(/Domain/i);
    expect(cookiesOf(signedUp).sid).toBeUndefined();
    expect(cookiesOf(signedUp)['__Host-device']).toBeDefined();
    // Over HTTPS a plain `sid` (which a sibling subdomain could plant) does not count.
    expect((await me(`sid=${token}`, HTTPS)).status).toBe(401);
    expect((await me(hostCookie, HTTPS)).status).toBe(200);
    // Over plain http the __Host- name is not ours to read.
    expect((await me(hostCookie)).status).toBe(401);
    expect((await me(`sid=${token}`)).status).toBe(200);
  });

  test('When signing out over HTTPS, then the __Host-sid cookie is cleared', async () => {
    const hostCookie = cookiesOf(await auth.signUp({}, HTTPS))['__Host-sid']!;

    const out = await auth.call('POST', '/api/simple-auth/logout', { cookie: hostCookie, headers: HTTPS });

    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-sid=;.*Expires=Thu, 01 Jan 1970.*Secure/);
    expect((await me(hostCookie, HTTPS)).status).toBe(401);
  });

  test('When a session is used every few days, then it still ends at its absolute lifetime', async () => {
    const signedUp = await auth.signUp();
    const cookie = cookiesOf(signedUp).sid!;
    const cookieExpiry = Date.parse(/Expires=([^;]+)/.exec(signedUp.headers.getSetCookie()[0]!)![1]!);
    const lifetimeMs = SESSION_LIFETIME.absoluteDays * 24 * 60 * 60 * 1000;
    expect(Math.abs(cookieExpiry - Date.now() - lifetimeMs)).toBeLessThan(60 * 60 * 1000);

    const step = SESSION_LIFETIME.idleDays - 1;
    let used = 0;
    while (used + step < SESSION_LIFETIME.absoluteDays) {
      auth.advanceDays(step);
      used += step;
      expect((await me(cookie)).status).toBe(200);
    }
    auth.advanceDays(SESSION_LIFETIME.absoluteDays - used);

    const expired = await me(cookie);
    expect(expired.status).toBe(401);
    expect((await readJson(expired)).code).toBe('UNAUTHENTICATED');
  });

  test('When a session is left unused longer than the idle limit, then it ends', async () => {
    const cookie = cookiesOf(await auth.signUp()).sid!;
    auth.advanceDays(SESSION_LIFETIME.idleDays - 1);
    expect((await me(cookie)).status).toBe(200);

    auth.advanceDays(SESSION_LIFETIME.idleDays + 1);

    expect((await me(cookie)).status).toBe(401);
  });

  test('When anything personal is answered, then it says Cache-Control: no-store', async () => {
    const signedUp = await auth.signUp();
    const cookie = cookiesOf(signedUp).sid!;
    const answers = [
      signedUp,
      await auth.signIn(ADA, PASSWORD),
      await auth.signIn(ADA, 'not-the-password'),
      await me(cookie),
      await auth.call('GET', '/api/auth/user', { cookie }),
      await auth.call('GET', '/api/auth/user'),
      await auth.call('GET', '/internal/session', { cookie }),
      await auth.call('POST', '/api/simple-auth/logout', { cookie }),
    ];

    expect(answers.map((res) => [res.status, res.headers.get('cache-control')])).toEqual([
      [201, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [200, 'no-store'],
      [204, 'no-store'],
    ]);
  });
});
