import { verifyIdentity } from '@uniform/service-kit';
import { readJson } from '@uniform/test-kit';
import {
  ADA,
  SECRET,
  rawRequest,
  scanKeys,
  startSignedInService,
  startTestGateway,
  useServers,
} from './support/gateway-harness';
import type { FakeService, TestGateway } from './support/gateway-harness';

describe('gateway: who is signed in', () => {
  let service: FakeService;
  let gateway: TestGateway;

  useServers(async (own) => {
    service = own(await startSignedInService());
    gateway = own(await startTestGateway({ fake: service, env: { INTERNAL_SIGNING_SECRET: SECRET } }));
  });

  const proxied = () => service.seen.filter((seen) => seen.url !== '/internal/session');

  test('When a valid session cookie comes in, then the service receives a signed identity it can verify', async () => {
    const before = proxied().length;

    await fetch(`${gateway.url}/api/privacy-inquiry`, { headers: { cookie: 'sid=good-token' } });
    await fetch(`${gateway.url}/api/privacy-inquiry`, { headers: { cookie: 'sid=stolen-or-expired' } });

    const [signedIn, signedOut] = proxied().slice(before);
    expect(verifyIdentity(signedIn!.headers, SECRET)).toEqual(ADA);
    expect(verifyIdentity(signedOut!.headers, SECRET)).toBeUndefined();
    expect(signedOut!.headers['x-user']).toBeUndefined();
  });

  test('When a client forges the identity headers, then they are removed before the service sees them', async () => {
    const before = proxied().length;

    await fetch(`${gateway.url}/api/privacy-inquiry`, {
      headers: { 'x-user': 'eyJpZCI6ImFkbWluIn0', 'x-internal-signature': 'forged' },
    });

    const [seen] = proxied().slice(before);
    expect(seen!.headers['x-user']).toBeUndefined();
    expect(seen!.headers['x-internal-signature']).toBeUndefined();
  });

  test('When a signed-in client also forges headers, then only the gateway-signed identity arrives', async () => {
    const before = proxied().length;

    await fetch(`${gateway.url}/api/privacy-inquiry`, {
      headers: { cookie: 'sid=good-token', 'x-user-id': 'admin', 'x-internal-signature': 'forged' },
    });

    const [seen] = proxied().slice(before);
    expect(verifyIdentity(seen!.headers, SECRET)).toEqual(ADA);
    expect(seen!.headers['x-user-id']).toBeUndefined();
  });

  test('When a write comes from another site, then 403 and the service never sees it; same-site writes pass', async () => {
    const before = proxied().length;

    const foreign = await fetch(`${gateway.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    const same = await fetch(`${gateway.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { origin: gateway.url },
    });

    expect(foreign.status).toBe(403);
    expect((await readJson(foreign)).code).toBe('FORBIDDEN_ORIGIN');
    expect(same.status).toBe(200);
    expect(proxied().length).toBe(before + 1);
  });

  test.each([
    ['our host over another scheme', () => gateway.url.replace('http://', 'https://')],
    ['our host on another port', () => gateway.url.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`)],
    ['a look-alike host', () => `${gateway.url}.evil.example`],
    ['a sandboxed frame (null)', () => 'null'],
  ])('When a write comes from %s, then 403 and the service never sees it', async (_name, origin) => {
    const before = proxied().length;

    const res = await fetch(`${gateway.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { origin: origin() },
    });

    expect(res.status).toBe(403);
    expect((await readJson(res)).code).toBe('FORBIDDEN_ORIGIN');
    expect(proxied().length).toBe(before);
  });

  test('When a trusted proxy says the browser came over HTTPS, then only the https origin of our host may write', async () => {
    const behindProxy = await startTestGateway({
      fake: service,
      env: { INTERNAL_SIGNING_SECRET: SECRET, TRUST_PROXY: 'loopback' },
    });
    try {
      const host = new URL(behindProxy.url).host;
      const write = (origin: string) =>
        fetch(`${behindProxy.url}/api/privacy-inquiry`, {
          method: 'POST',
          headers: { origin, 'x-forwarded-proto': 'https' },
        });

      expect((await write(`https://${host}`)).status).toBe(200);
      expect((await write(`http://${host}`)).status).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  test.each([
    '/api/simple-auth/LOGOUT',
    '/API/simple-auth/logout',
    '/api/simple-auth//logout',
    '/api/simple-auth/./logout',
    '/api/simple-auth/logout/',
    '/api/simple-auth/%6cogout',
    '/api/simple-auth%2flogout',
  ])(
    'When sign-out is spelled %s, then 404, the service never sees it and the session stays signed in',
    async (target) => {
      // Arrange
      await fetch(`${gateway.url}/api/privacy-inquiry`, { headers: { cookie: 'sid=good-token' } });
      const sessions = () => scanKeys(gateway.redis, `${gateway.keyPrefix}session:`);
      const cached = await sessions();
      const before = proxied().length;

      // Act
      const res = await rawRequest(gateway.url, {
        method: 'POST',
        path: target,
        headers: { cookie: 'sid=good-token' },
      });

      // Assert
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString()).code).toBe('NOT_FOUND');
      expect(proxied().length).toBe(before);
      expect(cached.length).toBeGreaterThan(0);
      expect(await sessions()).toEqual(cached);
    },
  );

  test('When someone signs out, then the cached session is dropped at once', async () => {
    await fetch(`${gateway.url}/api/privacy-inquiry`, { headers: { cookie: 'sid=good-token' } });
    const sessions = () => scanKeys(gateway.redis, `${gateway.keyPrefix}session:`);
    const cached = await sessions();
    expect(cached.length).toBeGreaterThan(0);

    await fetch(`${gateway.url}/api/simple-auth/logout`, {
      method: 'POST',
      headers: { cookie: 'sid=good-token' },
    });

    expect((await sessions()).length).toBe(cached.length - 1);
  });
});
