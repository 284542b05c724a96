import { API_PATHS, SERVICES, resolveApiPath } from '@uniform/contracts';
import { readJson } from '@uniform/test-kit';
import { rawRequest, startFakeService, startTestGateway, useServers } from './support/gateway-harness';
import type { FakeService, TestGateway } from './support/gateway-harness';

describe('gateway: routing table', () => {
  const fakes = new Map<string, FakeService>();
  let gateway: TestGateway;

  useServers(async (own) => {
    for (const service of SERVICES) fakes.set(service.name, own(await startFakeService(service.name)));
    gateway = own(
      await startTestGateway({
        env: Object.fromEntries(SERVICES.map((service) => [service.urlEnv, fakes.get(service.name)!.url])),
      }),
    );
  });

  /** A path template's `{name}` segments filled in as a client sends them (an id). */
  const sample = (path: string) => path.replace(/\{\w+\}/g, '0b4f7a8e-5d1c-4c3e-9a2b-7f6e5d4c3b2a');
  const paths = API_PATHS.map(sample).map((path) => [path, resolveApiPath(path)!.service.name] as const);
  const seenByAny = () => [...fakes.values()].reduce((n, fake) => n + fake.seen.length, 0);

  test.each(paths)(
    'When %s is called, then the %s service answers with the path and query untouched',
    async (path, name) => {
      // Arrange
      const target = `${path}?zip=22201&tags=a&tags=b`;

      // Act
      const res = await fetch(`${gateway.url}${target}`, { method: 'POST', body: '{}' });

      // Assert
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ service: name, method: 'POST', url: target, bodyBytes: 2 });
    },
  );

  test.each([
    '/api/simple-auth/SIGNUP',
    '/api/Simple-Auth/signup',
    '/API/simple-auth/signup',
    '/api/simple-auth//signup',
    '/api//simple-auth/signup',
    '/api/simple-auth/./signup',
    '/api/simple-auth/x/../signup',
    '/api/simple-auth/signup/',
    '/api/simple-auth%2fsignup',
    '/api/simple-auth%2Fsignup',
    '/api/simple-auth/%2e/signup',
    '/api/simple-auth/%2E%2E/simple-auth/signup',
    '/api/simple-auth/%53ignup',
    '/api/simple-auth\\signup',
    '/api/simple-auth',
    '/api/privacy-inquiry/deeper/part',
  ])(
    'When a service path is spelled %s, then 404 JSON, nothing is counted and no service sees it',
    async (target) => {
      // Arrange: node http sends the path as written (fetch would normalise dots and backslashes).
      const before = seenByAny();

      // Act
      const res = await rawRequest(gateway.url, {
        method: 'POST',
        path: target,
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@example.com","password":"Secret-123456"}',
      });

      // Assert
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString())).toEqual({
        message: `No API endpoint POST ${target}.`,
        code: 'NOT_FOUND',
      });
      expect(res.headers['ratelimit-limit']).toBeUndefined();
      expect(seenByAny()).toBe(before);
    },
  );

  test.each([
    '/api/style-profiles/{id}/restore',
    '/api/style-profiles/%7Bid%7D/restore',
    '/api/style-profiles//restore',
    '/api/style-profiles/../restore',
    '/api/style-profiles/a%2Fb/restore',
    '/api/style-profiles/a.b/restore',
    '/api/style-profiles/x/y/restore',
    '/api/style-profiles/x/restore/',
    `/api/style-profiles/${'a'.repeat(65)}/restore`,
  ])('When a path parameter is spelled %s, then 404 JSON and no service sees it', async (target) => {
    const before = seenByAny();

    const res = await rawRequest(gateway.url, { method: 'POST', path: target });

    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString()).code).toBe('NOT_FOUND');
    expect(seenByAny()).toBe(before);
  });

  test('When a PUT carries a body, then the service gets it whole, and a PUT from another site is refused', async () => {
    const profiles = fakes.get('profiles')!;
    const body = JSON.stringify({ consent: true, padding: 'x'.repeat(300 * 1024) });

    const res = await fetch(`${gateway.url}/api/style-profile/consent`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const before = seenByAny();
    const foreign = await fetch(`${gateway.url}/api/style-profile/consent`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{"consent":false}',
    });

    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      service: 'profiles',
      method: 'PUT',
      url: '/api/style-profile/consent',
      bodyBytes: Buffer.byteLength(body),
    });
    expect(profiles.seen.at(-1)!.method).toBe('PUT');
    expect(foreign.status).toBe(403);
    expect((await readJson(foreign)).code).toBe('FORBIDDEN_ORIGIN');
    expect(seenByAny()).toBe(before);
  });

  test.each(['/api/smsx', '/api/sms-extra/subscribe', '/api/privacy-inquiryx', '/api/generate-pdfs'])(
    'When %s only starts like a prefix, then no service sees it and the answer is 404 JSON',
    async (target) => {
      const before = seenByAny();

      const res = await fetch(`${gateway.url}${target}`);

      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await readJson(res)).toEqual({ message: `No API endpoint GET ${target}.`, code: 'NOT_FOUND' });
      expect(seenByAny()).toBe(before);
    },
  );

  test.each([
    '/internal/user-data',
    '/internal/session',
    '/api/internal/user-data',
    '/api/../internal/user-data',
  ])(
    'When %s is asked for from outside, then no service sees it: internal routes are never routed',
    async (target) => {
      const before = seenByAny();

      const res = await rawRequest(gateway.url, {
        method: 'GET',
        path: target,
        headers: {
          cookie: 'sid=good-token',
          'x-user': 'eyJpZCI6ImFkbWluIn0',
          'x-internal-signature': 'forged',
        },
      });

      expect(res.status).toBe(404);
      expect(seenByAny()).toBe(before);
    },
  );

  test.each(['/api', '/api/', '/api/no-such', '/api/no-such?x=1'])(
    'When %s is no known endpoint, then 404 JSON (never the app page)',
    async (target) => {
      const res = await fetch(`${gateway.url}${target}`, { headers: { accept: 'text/html' } });

      expect(res.status).toBe(404);
      expect((await readJson(res)).code).toBe('NOT_FOUND');
    },
  );
});
