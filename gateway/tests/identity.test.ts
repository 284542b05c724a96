import http from 'node:http';
import { verifyIdentity } from '@uniform/service-kit';
import { readJson } from '@uniform/test-kit';
import {
  scanKeys,
  startFakeService,
  startTestGateway,
  type FakeService,
  type TestGateway,
} from './support/gateway-harness';

const SECRET = 'a-test-signing-secret-of-at-least-32-chars';
const ADA = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

/** The auth service's session lookup: `sid=good-token` is Ada, anything else is signed out. */
const authService = (req: http.IncomingMessage, res: http.ServerResponse) => {
  const signedIn = req.headers.cookie === 'sid=good-token';
  res.writeHead(signedIn ? 200 : 401, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(signedIn ? ADA : { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }),
  );
};

describe('gateway: who is signed in', () => {
  let service: FakeService;
  let gateway: TestGateway;

  beforeAll(async () => {
    service = await startFakeService('privacy');
    service.handle = (req, res, body) => {
      if (req.url === '/internal/session') return authService(req, res);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, bodyBytes: body.length }));
    };
    gateway = await startTestGateway({ fake: service, env: { INTERNAL_SIGNING_SECRET: SECRET } });
  });
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
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
