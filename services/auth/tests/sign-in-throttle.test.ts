import { createRedis } from '@uniform/service-kit';
import { describeWithInfra, readJson } from '@uniform/test-kit';
import { createSignInThrottle } from '../src/adapters/sign-in-throttle.redis';
import { SIGN_IN_LIMITS, networkOf } from '../src/domain/sign-in-throttle';
import { PASSWORD, cookiesOf, useAuthHarness, type AuthHarness } from './support/auth-harness';

jest.setTimeout(60_000);

const ADA = 'ada@example.com';
const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

describeWithInfra('sign-in throttling with device cookies', () => {
  let auth: AuthHarness;
  useAuthHarness((started) => (auth = started));

  /** Ada's account, and the device cookie her browser got from signing up. */
  const adaWithDevice = async () => cookiesOf(await auth.signUp()).device!;
  const guess = (email: string, ip: string, cookie?: string) =>
    auth.signIn(email, 'not-the-password', { cookie, headers: fromIp(ip) });
  /** A stranger spends the whole budget of untrusted clients for Ada, from several networks. */
  const exhaustAccount = async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.account; i++) {
      expect((await guess(ADA, `203.0.113.${Math.floor(i / SIGN_IN_LIMITS.accountNetwork)}`)).status).toBe(
        401,
      );
    }
    expect((await guess(ADA, '203.0.113.200')).status).toBe(429);
  };

  test('When 30 wrong passwords arrive at once, then exactly the limit are checked (401) and the rest are refused (429)', async () => {
    await auth.signUp();

    const answers = await Promise.all(Array.from({ length: 30 }, () => guess(ADA, '198.51.100.7')));

    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.accountNetwork);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - SIGN_IN_LIMITS.accountNetwork);
    const refused = answers.find((res) => res.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(refused)).code).toBe('TOO_MANY_ATTEMPTS');
  });

  test('When strangers have exhausted the account, then the owner’s browser with its sign-up device cookie still signs in, from the attackers’ own address too', async () => {
    const device = await adaWithDevice();
    await exhaustAccount();

    const stranger = await auth.signIn(ADA, PASSWORD, { headers: fromIp('192.0.2.55') });
    const owner = await auth.signIn(ADA, PASSWORD, { cookie: device, headers: fromIp('203.0.113.0') });

    expect(stranger.status).toBe(429);
    expect(owner.status).toBe(200);
    expect(cookiesOf(owner).sid).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
  });

  test('When the owner signed in before (not at sign-up), then that sign-in’s device cookie keeps working during an attack', async () => {
    await auth.signUp();
    const signedIn = await auth.signIn(ADA, PASSWORD, { headers: fromIp('192.0.2.10') });
    const device = cookiesOf(signedIn).device!;
    await exhaustAccount();

    const owner = await auth.signIn(ADA, PASSWORD, { cookie: device, headers: fromIp('192.0.2.10') });

    expect(owner.status).toBe(200);
  });

  test('When the device cookie is altered, forged or made for another account, then it gets no privilege', async () => {
    const device = await adaWithDevice();
    const mallorys = cookiesOf(await auth.signUp({ email: 'mallory@example.com' })).device!;
    await exhaustAccount();
    const [name, value] = [device.slice(0, device.indexOf('=')), device.slice(device.indexOf('=') + 1)];
    const [nonce, mac] = value.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;

    for (const cookie of [
      `${name}=${nonce}.${flipped}`,
      `${name}=${'A'.repeat(22)}.${mac}`,
      `${name}=${nonce}`,
      `${name}=%`,
      mallorys,
    ]) {
      const res = await auth.signIn(ADA, PASSWORD, { cookie, headers: fromIp('192.0.2.77') });
      expect(res.status).toBe(429);
    }
  });

  test('When the owner’s browser itself keeps failing, then its own budget runs out and it is treated like any other client', async () => {
    const device = await adaWithDevice();
    for (let i = 0; i < SIGN_IN_LIMITS.device; i++) {
      expect((await guess(ADA, '192.0.2.20', device)).status).toBe(401);
    }
    // Its own budget is spent: these count against the untrusted budgets now.
    for (let i = 0; i < SIGN_IN_LIMITS.accountNetwork; i++) {
      expect((await guess(ADA, '192.0.2.20', device)).status).toBe(401);
    }

    const refused = await auth.signIn(ADA, PASSWORD, { cookie: device, headers: fromIp('192.0.2.20') });
    const elsewhere = await auth.signIn(ADA, PASSWORD, { headers: fromIp('192.0.2.21') });

    expect(refused.status).toBe(429);
    expect(elsewhere.status).toBe(200);
  });

  test('When the right password follows some failures, then that client’s failures are forgiven', async () => {
    await auth.signUp();
    for (let i = 0; i < SIGN_IN_LIMITS.accountNetwork - 1; i++) {
      expect((await guess(ADA, '192.0.2.30')).status).toBe(401);
    }
    expect((await auth.signIn(ADA, PASSWORD, { headers: fromIp('192.0.2.30') })).status).toBe(200);

    for (let i = 0; i < SIGN_IN_LIMITS.accountNetwork - 1; i++) {
      expect((await guess(ADA, '192.0.2.30')).status).toBe(401);
    }
    expect((await auth.signIn(ADA, PASSWORD, { headers: fromIp('192.0.2.30') })).status).toBe(200);
  });

  test('When one address guesses across many accounts, then it is refused after the per-network limit while another address is not', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.network; i++) {
      expect((await guess(`victim-${i}@example.com`, '198.51.100.9')).status).toBe(401);
    }

    expect((await guess('one-more@example.com', '198.51.100.9')).status).toBe(429);
    expect((await guess('one-more@example.com', '198.51.100.10')).status).toBe(401);
  });

  test('When guesses rotate through one IPv6 /64, then they share one budget; the next /64 has its own', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.network; i++) {
      expect((await guess(`victim-${i}@example.com`, `2001:db8:0:1::${(i + 1).toString(16)}`)).status).toBe(
        401,
      );
    }

    expect((await guess('one-more@example.com', '2001:db8:0:1:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await guess('one-more@example.com', '2001:db8:0:2::1')).status).toBe(401);
  });
});

describe('sign-in throttle network keys', () => {
  test('When addresses are IPv4, IPv4-mapped or IPv6, then the network is the address, the IPv4 address or the /64', () => {
    expect(networkOf('198.51.100.9')).toBe('198.51.100.9');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(networkOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('sign-in throttle without Redis', () => {
  test('When Redis is unreachable, then the in-process insurance limiter still refuses after the limit', async () => {
    // A port nothing listens on: every Redis command fails at once (no offline queue).
    const deadRedis = createRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
    deadRedis.on('error', () => undefined);
    const throttle = createSignInThrottle(deadRedis, 'unreachable:');
    try {
      const gates = [];
      for (let i = 0; i <= SIGN_IN_LIMITS.accountNetwork; i++) {
        gates.push(await throttle.begin({ email: ADA, ip: '192.0.2.40' }));
      }

      expect(gates.slice(0, -1).every((gate) => gate.allowed)).toBe(true);
      expect(gates.at(-1)).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    } finally {
      deadRedis.disconnect();
    }
  });
});
