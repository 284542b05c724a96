import { OPERATIONS } from '@uniform/contracts';
import { readJson } from '@uniform/test-kit';
import { startFakeService, startTestGateway, useServers } from './support/gateway-harness';
import type { FakeService, TestGateway } from './support/gateway-harness';

describe('gateway: /api/docs', () => {
  let fake: FakeService;
  let gateway: TestGateway;

  useServers(async (own) => {
    fake = own(await startFakeService());
    gateway = own(await startTestGateway({ fake }));
  });

  test('When /api/docs is opened without the slash, then it redirects to the page', async () => {
    const res = await fetch(`${gateway.url}/api/docs`, { redirect: 'manual' });

    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/docs/');
  });

  test('When the docs page is opened, then Swagger UI loads only scripts from our origin, allowed by the CSP', async () => {
    const res = await fetch(`${gateway.url}/api/docs/`);
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1]!.trim())).toEqual(['src="ui/swagger-ui-bundle.js"', 'src="init.js"']);
    expect(scripts.every((m) => m[2] === '')).toBe(true);
    expect(fake.seen).toHaveLength(0);
  });

  test.each([
    ['/api/docs/init.js', /javascript/],
    ['/api/docs/ui/swagger-ui-bundle.js', /javascript/],
    ['/api/docs/ui/swagger-ui.css', /text\/css/],
  ])('When %s is fetched, then it is served from the gateway', async (target, type) => {
    const res = await fetch(`${gateway.url}${target}`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect((await res.text()).length).toBeGreaterThan(50);
  });

  test('When the initializer is read, then it points Swagger UI at our document and at no outside validator', async () => {
    const js = await (await fetch(`${gateway.url}/api/docs/init.js`)).text();

    expect(js).toContain("url: '/api/docs/openapi.json'");
    expect(js).toContain('validatorUrl: null');
  });

  test('When openapi.json is fetched, then it is the OpenAPI 3.1 document with every operation', async () => {
    const res = await fetch(`${gateway.url}/api/docs/openapi.json`);
    const doc = await readJson(res);

    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const count = Object.values(doc.paths as Record<string, object>).reduce(
      (n, methods) => n + Object.keys(methods).length,
      0,
    );
    expect(count).toBe(OPERATIONS.length);
    expect(doc.paths['/api/style-profiles/{id}/restore'].post.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(Object.keys(doc.paths['/api/style-profile'])).toEqual(['get', 'put']);
  });
});
