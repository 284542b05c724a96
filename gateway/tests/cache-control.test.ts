import { SERVICES } from '@uniform/contracts';
import { startFakeService, startTestGateway, unusedPort, useServers } from './support/gateway-harness';
import type { FakeService, TestGateway } from './support/gateway-harness';

describe('gateway: Cache-Control on /api answers', () => {
  let fake: FakeService;
  let gateway: TestGateway;

  useServers(async (own) => {
    fake = own(await startFakeService());
    // Every service on the fake except privacy, which is down: the gateway's own 503 is checked too.
    const down = `http://127.0.0.1:${await unusedPort()}`;
    gateway = own(
      await startTestGateway({
        env: Object.fromEntries(
          SERVICES.map((service) => [service.urlEnv, service.name === 'privacy' ? down : fake.url]),
        ),
        limits: { default: 1000, ai: 1000, auth: 1, webhook: 1000 },
      }),
    );
  });
  afterEach(() => fake.reset());

  test.each([
    ['GET', '/api/auth/user'],
    ['GET', '/api/simple-auth/user'],
    ['GET', '/api/meditation-entry?date=2026-11-24'],
    ['POST', '/api/meditation-entry'],
    ['GET', '/api/meditation-history'],
    ['POST', '/api/generate-personal-brand'],
    ['POST', '/api/analyze-style'],
  ])(
    'When the service answers %s %s without a Cache-Control, then the gateway adds no-store',
    async (method, target) => {
      const res = await fetch(`${gateway.url}${target}`, { method });

      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );

  test('When a personal answer streams, then it is no-store too', async () => {
    fake.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {}\n\n');
    };

    const res = await fetch(`${gateway.url}/api/chat-stylist`, { method: 'POST' });

    expect(await res.text()).toBe('data: {}\n\n');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test.each(['public, max-age=3600', 'private, no-store'])(
    'When the service sends Cache-Control: %s, then that one reaches the client',
    async (cacheControl) => {
      fake.handle = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': cacheControl });
        res.end('[]');
      };

      const res = await fetch(`${gateway.url}/api/fallback-archetypes`);

      expect(res.headers.get('cache-control')).toBe(cacheControl);
    },
  );

  test('When the gateway answers with its own error (404, 403, 429, 503), then it is no-store', async () => {
    const notFound = await fetch(`${gateway.url}/api/no-such`);
    const foreign = await fetch(`${gateway.url}/api/meditation-entry`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    await fetch(`${gateway.url}/api/simple-auth/signin`, { method: 'POST' });
    const limited = await fetch(`${gateway.url}/api/simple-auth/signin`, { method: 'POST' });
    const down = await fetch(`${gateway.url}/api/privacy-inquiry`, { method: 'POST' });

    const answers = [notFound, foreign, limited, down];
    expect(answers.map((res) => res.status)).toEqual([404, 403, 429, 503]);
    expect(answers.map((res) => res.headers.get('cache-control'))).toEqual(answers.map(() => 'no-store'));
  });
});
