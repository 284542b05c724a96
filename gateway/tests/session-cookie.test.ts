import { verifyIdentity } from '@uniform/service-kit';
import {
  ADA,
  SECRET,
  rawRequest,
  startSignedInService,
  startTestGateway,
  useServers,
} from './support/gateway-harness';
import type { FakeService, TestGateway } from './support/gateway-harness';

describe('gateway: the session cookie', () => {
  let service: FakeService;
  /** Reached directly over http. */
  let gateway: TestGateway;
  /** Behind a trusted TLS-terminating proxy on loopback, which says X-Forwarded-Proto: https. */
  let behindTls: TestGateway;

  useServers(async (own) => {
    service = own(await startSignedInService());
    gateway = own(await startTestGateway({ fake: service, env: { INTERNAL_SIGNING_SECRET: SECRET } }));
    behindTls = own(
      await startTestGateway({
        fake: service,
        env: { INTERNAL_SIGNING_SECRET: SECRET, TRUST_PROXY: 'loopback' },
      }),
    );
  });

  const proxied = () => service.seen.filter((seen) => seen.url !== '/internal/session');
  const lookups = () => service.seen.filter((seen) => seen.url === '/internal/session').length;
  /** One proxied call; what the service received, and whether the auth service was asked. */
  const through = async (target: TestGateway, cookie: string, headers: Record<string, string> = {}) => {
    const before = proxied().length;
    const asked = lookups();
    const res = await rawRequest(`${target.url}/api/privacy-inquiry`, { headers: { cookie, ...headers } });
    return { status: res.status, seen: proxied().slice(before)[0], askedAuth: lookups() > asked };
  };

  test.each([
    ['a lone percent sign', 'sid=%'],
    ['a broken escape', 'sid=%E0%A4%A'],
    ['a 10 KB value', `sid=${'a'.repeat(10 * 1024)}`],
    ['two session cookies', 'sid=good-token; sid=other-token'],
    ['Latin-1 bytes', 'sid=\u00ff\u00fe\u0080'],
    ['a quote and a semicolon storm', 'sid="; ;; =;sid'],
  ])(
    'When the cookie holds %s, then the call goes through signed out, never a 500',
    async (_what, cookie) => {
      const { status, seen, askedAuth } = await through(gateway, cookie);

      expect(status).toBe(200);
      expect(seen!.headers['x-user']).toBeUndefined();
      expect(askedAuth).toBe(false);
    },
  );

  test('When the good cookie comes among other cookies, then the user is signed in', async () => {
    const { seen } = await through(gateway, 'theme=dark; sid=good-token; lang=en');

    expect(verifyIdentity(seen!.headers, SECRET)).toEqual(ADA);
  });

  test('When the browser came over HTTPS, then only __Host-sid signs in; a plain sid (plantable by a sibling subdomain) is ignored', async () => {
    const https = { 'x-forwarded-proto': 'https' };

    const host = await through(behindTls, '__Host-sid=good-token', https);
    const plain = await through(behindTls, 'sid=good-token', https);
    const overHttp = await through(behindTls, '__Host-sid=good-token', { 'x-forwarded-proto': 'http' });

    expect(verifyIdentity(host.seen!.headers, SECRET)).toEqual(ADA);
    expect(plain.seen!.headers['x-user']).toBeUndefined();
    expect(overHttp.seen!.headers['x-user']).toBeUndefined();
  });

  test('When an untrusted client claims HTTPS, then the claim is ignored and the plain cookie still applies', async () => {
    const { seen } = await through(gateway, 'sid=good-token', { 'x-forwarded-proto': 'https' });

    expect(verifyIdentity(seen!.headers, SECRET)).toEqual(ADA);
  });
});
