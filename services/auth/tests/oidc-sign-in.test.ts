import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { describeWithInfra, readJson, type OidcTestAccount } from '@uniform/test-kit';
import { PASSWORD, useAuthHarness, type AuthHarness } from './support/auth-harness';
import { startOidcHarness, type OidcHarness } from './support/oidc-harness';

jest.setTimeout(60_000);

type Provider = 'google' | 'microsoft';

/** The first `name=value` pair of a Set-Cookie list for this cookie name, if set (and not cleared). */
const cookiePair = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);

const ADA: OidcTestAccount = {
  sub: 'google-ada-1815',
  email: 'Ada@Example.com',
  emailVerified: true,
  givenName: 'Ada',
  familyName: 'Lovelace',
};

describeWithInfra(
  'sign-in with Google and Microsoft (the real openid-client against a loopback provider)',
  () => {
    let h: OidcHarness;
    let redis: Redis;
    beforeAll(async () => {
      h = await startOidcHarness();
      redis = new Redis(process.env.REDIS_URL!);
    });
    afterEach(async () => {
      await h?.reset();
    });
    afterAll(async () => {
      await redis?.quit();
      await h?.close();
    });

    const get = (route: string, cookie?: string) =>
      fetch(`${h.url}${route}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

    /** The browser's part: start, the provider's login as `account`, and the way back to the service. */
    async function signInWith(
      provider: Provider,
      account: OidcTestAccount,
      options: { query?: string; tamper?: (back: URL) => void } = {},
    ) {
      const start = await get(`/api/auth/oidc/${provider}/start${options.query ?? ''}`);
      expect(start.status).toBe(302);
      const flowCookie = cookiePair(start, 'oidc_flow')!;
      const back = await h.providers.signIn(start.headers.get('location')!, account);
      options.tamper?.(back);
      const res = await get(`${back.pathname}${back.search}`, flowCookie);
      return {
        res,
        back,
        flowCookie,
        location: res.headers.get('location'),
        session: cookiePair(res, 'sid'),
      };
    }

    /** The service's last "oidc sign-in refused" log line: why, in the operator's words. */
    const lastRefusal = () =>
      h
        .output()
        .split('\n')
        .flatMap((line) => {
          try {
            const record = JSON.parse(line) as { msg?: string; code?: string; reason?: string };
            return record.msg === 'oidc sign-in refused' ? [record] : [];
          } catch {
            return [];
          }
        })
        .at(-1);

    const signUpWithPassword = (email: string) =>
      fetch(`${h.url}/api/simple-auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          firstName: 'Existing',
          dataRetentionConsent: true,
        }),
      });

    test('When the providers are listed, then both configured ones are, in order', async () => {
      const res = await get('/api/auth/oidc/providers');

      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({
        providers: [
          { id: 'google', name: 'Google' },
          { id: 'microsoft', name: 'Microsoft' },
        ],
      });
    });

    test('When a sign-in starts, then 302 to the provider with PKCE S256, state and nonce, kept server-side for 10 minutes behind an HttpOnly SameSite=Lax cookie', async () => {
      const res = await get('/api/auth/oidc/google/start');

      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${h.providers.issuers.google}/auth`);
      const params = location.searchParams;
      expect(params.get('response_type')).toBe('code');
      expect(params.get('client_id')).toBe('uniform-test-google');
      expect(params.get('redirect_uri')).toBe('http://uniform.test/api/auth/oidc/google/callback');
      expect(params.get('scope')).toBe('openid email profile');
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const [line = ''] = res.headers.getSetCookie().filter((l) => l.startsWith('oidc_flow='));
      expect(line).toMatch(/^oidc_flow=[A-Za-z0-9_-]{43};/);
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Max-Age=600/);
      const flowId = line.slice('oidc_flow='.length, line.indexOf(';'));
      const stored = JSON.parse((await redis.get(`auth:oidc-flow:${flowId}`))!);
      expect(stored).toMatchObject({
        provider: 'google',
        state: params.get('state'),
        nonce: params.get('nonce'),
      });
      // The verifier never leaves the server; the browser sees only its S256 challenge.
      expect(location.href).not.toContain(stored.codeVerifier);
      const ttl = await redis.ttl(`auth:oidc-flow:${flowId}`);
      expect(ttl).toBeGreaterThan(590);
      expect(ttl).toBeLessThanOrEqual(600);
    });

    test('When someone new signs in with Google, then an account without a password is created, linked, and signed in with the session cookie', async () => {
      // A new address each run: the service in its own process counts failed password sign-ins in the
      // shared Redis, unprefixed, for 15 minutes.
      const email = `ada-${Date.now()}@example.com`;
      const { res, location, session } = await signInWith('google', { ...ADA, email });

      expect(res.status).toBe(302);
      expect(location).toBe('/?signin=google');
      expect(res.headers.getSetCookie().join('\n')).toMatch(
        /^sid=[A-Za-z0-9_-]{43}; .*HttpOnly; SameSite=Lax$/m,
      );
      const me = await get('/api/simple-auth/user', session);
      expect(await readJson(me)).toEqual({ email, firstName: 'Ada', lastName: 'Lovelace' });
      const user = await h.prisma.user.findUniqueOrThrow({ where: { email }, include: { identities: true } });
      expect(user.passwordHash).toBeNull();
      expect(user.dataRetentionConsentAt).toBeNull();
      expect(user.identities).toEqual([
        expect.objectContaining({ provider: 'google', subject: ADA.sub, email }),
      ]);
      // No password: a password sign-in fails exactly like a wrong one.
      const password = await fetch(`${h.url}/api/simple-auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(password.status).toBe(401);
      expect(await readJson(password)).toEqual({
        message: 'Invalid email or password.',
        code: 'INVALID_CREDENTIALS',
      });
    });

    test('When "Save my style profile" was ticked and a page given, then consent is recorded and the browser goes back to that page', async () => {
      const before = Date.now();
      const { location } = await signInWith('google', ADA, { query: '?consent=1&returnTo=/dashboard' });

      expect(location).toBe('/dashboard?signin=google');
      const user = await h.prisma.user.findUniqueOrThrow({ where: { email: 'ada@example.com' } });
      expect(user.dataRetentionConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    test('When the same Google user comes back, then the same account signs in and nothing new is created', async () => {
      await signInWith('google', ADA);
      const again = await signInWith('google', { ...ADA, email: 'ada.new@example.com' });

      expect(again.location).toBe('/?signin=google');
      expect(await h.counts()).toEqual({ users: 1, identities: 1, sessions: 2 });
      const me = await get('/api/simple-auth/user', again.session);
      expect((await readJson(me)).email).toBe('ada@example.com');
    });

    /** What the gateway asks for a session cookie: 200 with the user while it lives, 401 once ended. */
    const internalSession = (sessionCookie: string | undefined) => get('/internal/session', sessionCookie);
    const signInWithPassword = (email: string) =>
      fetch(`${h.url}/api/simple-auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
    /** The gateway's cache key for a session cookie (`sid=<token>`), as the gateway writes it. */
    const gatewayKey = (sessionCookie: string) =>
      `gw:session:${createHash('sha256').update(sessionCookie.slice('sid='.length)).digest('hex')}`;

    test('When an e-mail account exists and Google says the e-mail is verified, then Google is linked to it, its password removed and its sessions ended, and the owner signed in and told', async () => {
      // Mallory signed up first with Ada's address and stays signed in, her session cached by the gateway.
      const signUp = await signUpWithPassword('ada@example.com');
      expect(signUp.status).toBe(201);
      const mallory = cookiePair(signUp, 'sid')!;
      expect((await internalSession(mallory)).status).toBe(200);
      await redis.set(gatewayKey(mallory), '{"id":"cached"}', 'EX', 60);

      const { location, session } = await signInWith('google', ADA);

      expect(location).toBe('/?signin=google&linked=1');
      expect(await h.counts()).toEqual({ users: 1, identities: 1, sessions: 1 });
      const me = await get('/api/simple-auth/user', session);
      expect(await readJson(me)).toEqual({ email: 'ada@example.com', firstName: 'Existing', lastName: null });
      const user = await h.prisma.user.findUniqueOrThrow({
        where: { email: 'ada@example.com' },
        include: { identities: true },
      });
      expect(user.passwordHash).toBeNull();
      expect(user.identities.map((i) => [i.provider, i.subject])).toEqual([['google', ADA.sub]]);
      // Mallory is out: her session is refused, at the gateway too, and her password no longer works.
      expect((await internalSession(mallory)).status).toBe(401);
      expect(await redis.exists(gatewayKey(mallory))).toBe(0);
      const password = await signInWithPassword('ada@example.com');
      expect(password.status).toBe(401);
      expect(await readJson(password)).toEqual({
        message: 'Invalid email or password.',
        code: 'INVALID_CREDENTIALS',
      });
      expect((await internalSession(session)).status).toBe(200);
    });

    test('When an account without a password has a verified sign-in and another identity links with the same verified e-mail, then its sessions stay and no notice is given', async () => {
      const first = await signInWith('google', ADA);
      expect(first.location).toBe('/?signin=google');

      // The loopback Microsoft, like the real one, never says verified: a second Google identity stands in.
      const { location, session } = await signInWith('google', { ...ADA, sub: 'google-ada-second' });

      expect(location).toBe('/?signin=google');
      expect(await h.counts()).toEqual({ users: 1, identities: 2, sessions: 2 });
      expect((await internalSession(first.session)).status).toBe(200);
      expect((await internalSession(session)).status).toBe(200);
    });

    test.each([
      ['Google says it is not verified', 'google', { ...ADA, emailVerified: false }],
      ['Microsoft does not say it is verified', 'microsoft', { sub: 'ms-ada', email: 'ada@example.com' }],
    ] as const)(
      'When an e-mail account exists and %s, then the link is refused with the reason and nothing changes',
      async (_case, provider, account) => {
        const signUp = await signUpWithPassword('ada@example.com');
        expect(signUp.status).toBe(201);
        const before = await h.counts();

        const { location, session } = await signInWith(provider, account);

        expect(location).toBe('/?signin_error=unverified_email');
        expect(session).toBeUndefined();
        expect(await h.counts()).toEqual(before);
        // The account keeps its password and its session.
        expect((await internalSession(cookiePair(signUp, 'sid'))).status).toBe(200);
        expect((await signInWithPassword('ada@example.com')).status).toBe(200);
      },
    );

    test('When an account was made through Microsoft with an e-mail it did not verify, then a verified Google sign-in of that e-mail is not linked to it and nothing changes', async () => {
      await signInWith('microsoft', { sub: 'ms-mallory', email: 'ada@example.com' });
      const before = await h.counts();
      expect(before).toMatchObject({ users: 1, identities: 1 });

      const { location, session } = await signInWith('google', ADA);

      expect(location).toBe('/?signin_error=unverified_email');
      expect(session).toBeUndefined();
      expect(await h.counts()).toEqual(before);
      expect(lastRefusal()?.reason).toMatch(/did not verify/);
    });

    test('When the state coming back is not the one sent, then the sign-in is refused and nothing changes', async () => {
      const before = await h.counts();

      const { location, session } = await signInWith('google', ADA, {
        tamper: (back) => back.searchParams.set('state', 'forged-state-value'),
      });

      expect(location).toBe('/?signin_error=failed');
      expect(session).toBeUndefined();
      expect(await h.counts()).toEqual(before);
      expect(lastRefusal()?.reason).toMatch(/unexpected "state" response parameter value/);
    });

    test('When a callback is replayed with its code, then the second is refused (the flow was used) and nothing more is written', async () => {
      const first = await signInWith('google', ADA);
      expect(first.location).toBe('/?signin=google');
      const after = await h.counts();

      const replay = await get(`${first.back.pathname}${first.back.search}`, first.flowCookie);

      expect(replay.status).toBe(302);
      expect(replay.headers.get('location')).toBe('/?signin_error=expired');
      expect(cookiePair(replay, 'sid')).toBeUndefined();
      expect(await h.counts()).toEqual(after);
    });

    test('When the ID token is for another client (wrong audience), then the sign-in is refused and nothing changes', async () => {
      const before = await h.counts();

      const { location, session } = await signInWith('google', { ...ADA, idTokenAudience: 'another-client' });

      expect(location).toBe('/?signin_error=failed');
      expect(session).toBeUndefined();
      expect(await h.counts()).toEqual(before);
      expect(lastRefusal()?.reason).toMatch(/unexpected JWT "aud" \(audience\) claim value/);
    });

    test.each([
      ['signed by a key the provider does not publish', { idTokenForeignKey: true }, /signature/i],
      ['past its expiry (an hour ago)', { idTokenExpired: true }, /"exp"|timestamp/i],
      [
        'for another sign-in (its nonce is not the one sent)',
        { idTokenNonce: 'someone-elses-nonce' },
        /"nonce"/,
      ],
    ] as const)(
      'When the ID token is %s, then the sign-in is refused and nothing changes',
      async (_case, spoil, reason) => {
        const before = await h.counts();

        const { location, session } = await signInWith('google', { ...ADA, ...spoil });

        expect(location).toBe('/?signin_error=failed');
        expect(session).toBeUndefined();
        expect(await h.counts()).toEqual(before);
        expect(lastRefusal()?.reason).toMatch(reason);
      },
    );

    test('When someone signs in with multi-tenant Microsoft, then the token of the tenant issuer is accepted and the account created', async () => {
      const { location, session } = await signInWith('microsoft', {
        sub: 'ms-grace',
        email: 'grace@example.com',
        givenName: 'Grace',
        familyName: 'Hopper',
      });

      expect(location).toBe('/?signin=microsoft');
      const me = await get('/api/auth/user', session);
      expect(await readJson(me)).toEqual({ firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null });
      expect(await h.prisma.identity.findMany({ select: { provider: true, subject: true } })).toEqual([
        { provider: 'microsoft', subject: 'ms-grace' },
      ]);
    });

    test.each([
      ['names another tenant than its issuer', '72f988bf-86f1-41af-91ab-2d7cd011db47'],
      ['is not a tenant id', 'not-a-guid'],
    ])(
      'When a Microsoft ID token tid %s, then the sign-in is refused and nothing changes',
      async (_case, tid) => {
        const before = await h.counts();

        const { location, session } = await signInWith('microsoft', {
          sub: 'ms-eve',
          email: 'eve@example.com',
          tid,
        });

        expect(location).toBe('/?signin_error=failed');
        expect(session).toBeUndefined();
        expect(await h.counts()).toEqual(before);
        expect(lastRefusal()?.reason).toMatch(/"iss"|tid/);
      },
    );

    test('When the provider shares no e-mail, then the sign-in is refused with that reason and nothing changes', async () => {
      const { location } = await signInWith('google', { sub: 'google-no-mail' });

      expect(location).toBe('/?signin_error=no_email');
      expect(await h.counts()).toEqual({ users: 0, identities: 0, sessions: 0 });
    });

    test('When the user cancels at the provider, then the app says so and nothing changes', async () => {
      const start = await get('/api/auth/oidc/microsoft/start');
      const back = await h.providers.cancel(start.headers.get('location')!);

      const res = await get(`${back.pathname}${back.search}`, cookiePair(start, 'oidc_flow'));

      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(res.headers.get('location')).toBe('/?signin_error=canceled');
      expect(await h.counts()).toEqual({ users: 0, identities: 0, sessions: 0 });
    });

    test('When the callback comes without the flow cookie, then the sign-in is refused as expired and nothing changes', async () => {
      const start = await get('/api/auth/oidc/google/start');
      const back = await h.providers.signIn(start.headers.get('location')!, ADA);

      const res = await get(`${back.pathname}${back.search}`);

      expect(res.headers.get('location')).toBe('/?signin_error=expired');
      expect(await h.counts()).toEqual({ users: 0, identities: 0, sessions: 0 });
    });

    test('When signed in through providers, then no authorization code exchange secret, ID token or provider token is stored', async () => {
      await signInWith('google', ADA);

      const users = await h.prisma.user.findMany();
      const identities = await h.prisma.identity.findMany();
      expect(Object.keys(identities[0]!).sort()).toEqual([
        'createdAt',
        'email',
        'emailVerified',
        'id',
        'provider',
        'subject',
        'userId',
      ]);
      expect(JSON.stringify({ users, identities })).not.toMatch(/eyJ/);
    });
  },
);

describeWithInfra('sign-in with a provider that cannot be reached', () => {
  let h: OidcHarness;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    h = await startOidcHarness({ env: { OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9/google' } });
  });
  afterAll(async () => {
    await h?.close();
  });

  test('When the provider cannot be reached at the start, then the browser goes back to its page with the reason and no sign-in is started', async () => {
    const res = await fetch(`${h.url}/api/auth/oidc/google/start?returnTo=/dashboard`, {
      redirect: 'manual',
    });

    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard?signin_error=unavailable');
    expect(cookiePair(res, 'oidc_flow')).toBeUndefined();
    expect(await h.counts()).toEqual({ users: 0, identities: 0, sessions: 0 });
  });
});

describeWithInfra('sign-in with a provider that has no settings', () => {
  let auth: AuthHarness;
  useAuthHarness((started) => (auth = started));

  test('When no provider is set up, then none is listed and their paths answer 404 JSON', async () => {
    const list = await auth.call('GET', '/api/auth/oidc/providers');
    expect(await readJson(list)).toEqual({ providers: [] });

    for (const route of ['/api/auth/oidc/google/start', '/api/auth/oidc/google/callback?code=x&state=y']) {
      const res = await auth.call('GET', route);
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({
        message: 'Sign-in with Google is not set up here.',
        code: 'NOT_FOUND',
      });
    }
    const microsoft = await auth.call('GET', '/api/auth/oidc/microsoft/start?consent=1');
    expect(await readJson(microsoft)).toEqual({
      message: 'Sign-in with Microsoft is not set up here.',
      code: 'NOT_FOUND',
    });
  });

  test('When the provider is not one we know, then 404 JSON names that', async () => {
    const res = await auth.call('GET', '/api/auth/oidc/github/start');

    expect(res.status).toBe(404);
    expect(await readJson(res)).toEqual({ message: 'There is no such sign-in provider.', code: 'NOT_FOUND' });
  });
});
