import { SERVICES } from '@uniform/contracts';
import { readJson } from '@uniform/test-kit';
import {
  startFakeService,
  startTestGateway,
  type FakeService,
  type TestGateway,
} from './support/gateway-harness';

describe('gateway: routing table', () => {
  const fakes = new Map<string, FakeService>();
  let gateway: TestGateway;

  beforeAll(async () => {
    for (const service of SERVICES) fakes.set(service.name, await startFakeService(service.name));
    gateway = await startTestGateway({
      env: Object.fromEntries(SERVICES.map((service) => [service.urlEnv, fakes.get(service.name)!.url])),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    for (const fake of fakes.values()) await fake.close();
  });

  const prefixes = SERVICES.flatMap((service) =>
    service.routes.map((route) => [route.prefix, service.name] as const),
  );

  test.each(prefixes)(
    'When %s is called, then the %s service answers with the path and query untouched',
    async (prefix, name) => {
      // Arrange
      const target = `${prefix}/deeper/part?zip=22201&tags=a&tags=b`;

      // Act
      const res = await fetch(`${gateway.url}${target}`, { method: 'POST', body: '{}' });

      // Assert
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ service: name, method: 'POST', url: target, bodyBytes: 2 });
    },
  );

  test('When the bare prefix is called, then it is routed too', async () => {
    const res = await fetch(`${gateway.url}/api/privacy-inquiry`);

    expect((await readJson(res)).service).toBe('privacy');
  });

  test.each(['/api/smsx', '/api/sms-extra/subscribe', '/api/privacy-inquiryx', '/api/generate-pdfs'])(
    'When %s only starts like a prefix, then no service sees it and the answer is 404 JSON',
    async (target) => {
      const before = [...fakes.values()].reduce((n, fake) => n + fake.seen.length, 0);

      const res = await fetch(`${gateway.url}${target}`);

      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await readJson(res)).toEqual({ message: `No API endpoint GET ${target}.`, code: 'NOT_FOUND' });
      expect([...fakes.values()].reduce((n, fake) => n + fake.seen.length, 0)).toBe(before);
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
