import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRONTEND_ROUTES } from '@uniform/contracts';
import { readJson } from '@uniform/test-kit';
import {
  makeDist,
  rawRequest,
  startFakeService,
  startTestGateway,
  useServers,
} from './support/gateway-harness';
import type { FakeService, TestGateway } from './support/gateway-harness';

const CSP =
  "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'";

describe('gateway: the built frontend', () => {
  let fake: FakeService;
  let site: ReturnType<typeof makeDist>;
  let gateway: TestGateway;

  useServers(async (own) => {
    fake = own(await startFakeService());
    site = makeDist();
    own({ close: site.cleanup });
    gateway = own(await startTestGateway({ fake, env: { FRONTEND_DIST: site.dist } }));
  });

  const page = (target: string) =>
    fetch(`${gateway.url}${target}`, { headers: { accept: 'text/html,application/xhtml+xml' } });

  test.each([...FRONTEND_ROUTES])(
    'When %s is opened, then the app answers 200, uncached, under the CSP',
    async (route) => {
      const res = await page(route);

      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(CSP);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  test('When curl asks for an app route (Accept: */*), then it gets the app too', async () => {
    const res = await rawRequest(`${gateway.url}/terms`, { headers: { accept: '*/*' } });

    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<div id="root">');
  });

  test('When an app route has a trailing slash, then it is still the route', async () => {
    expect((await page('/privacy/')).status).toBe(200);
  });

  test.each(['/no-such-page', '/dashboard/extra', '/index'])(
    'When %s is no app route, then the same app is served with 404 (it shows Page Not Found)',
    async (target) => {
      const res = await page(target);

      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  test('When something that is not a page is missing, then 404 JSON, not the app', async () => {
    const res = await fetch(`${gateway.url}/no-such.json`, { headers: { accept: 'application/json' } });

    expect(res.status).toBe(404);
    expect((await readJson(res)).code).toBe('NOT_FOUND');
  });

  test('When a hashed asset is fetched, then it is cached for a year as immutable', async () => {
    const res = await fetch(`${gateway.url}${site.script}`, { headers: { 'accept-encoding': 'identity' } });

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(site.scriptBody);
  });

  test.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)(
    'When the browser accepts %s, then the asset comes compressed and decompresses to the file',
    async (encoding, decode) => {
      const res = await rawRequest(`${gateway.url}${site.script}`, {
        headers: { 'accept-encoding': encoding },
      });

      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.length).toBeLessThan(site.scriptBody.length / 2);
      expect(decode(res.body).toString()).toBe(site.scriptBody);
    },
  );

  test('When a compressed asset is revalidated with its ETag, then 304', async () => {
    const first = await rawRequest(`${gateway.url}${site.script}`, { headers: { 'accept-encoding': 'br' } });

    const again = await rawRequest(`${gateway.url}${site.script}`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });

    expect(again.status).toBe(304);
  });

  test('When the face model is fetched from /models/face/, then its files come from the build, WebAssembly typed for streaming compile and allowed by the CSP', async () => {
    // Arrange: what frontend/build/face-models.ts copies into the build
    const folder = path.join(site.dist, 'models', 'face');
    mkdirSync(folder, { recursive: true });
    const wasm = Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]);
    writeFileSync(path.join(folder, 'tfjs-backend-wasm-simd.wasm'), wasm);
    writeFileSync(path.join(folder, 'blazeface.json'), '{"format":"graph-model"}');

    // Act
    const binary = await fetch(`${gateway.url}/models/face/tfjs-backend-wasm-simd.wasm`);
    const model = await fetch(`${gateway.url}/models/face/blazeface.json`);
    const page = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });

    // Assert
    expect(binary.status).toBe(200);
    expect(binary.headers.get('content-type')).toBe('application/wasm');
    expect(Buffer.from(await binary.arrayBuffer())).toEqual(wasm);
    expect(model.status).toBe(200);
    expect(await model.json()).toEqual({ format: 'graph-model' });
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(page.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
  });

  test('When an asset path tries to leave the build folder, then nothing outside is served', async () => {
    const res = await rawRequest(`${gateway.url}/assets/..%2f..%2f..%2fetc%2fpasswd`, {
      headers: { 'accept-encoding': 'br' },
    });

    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('root:');
  });

  test('When index.html is rebuilt while the gateway runs, then the new one is served', async () => {
    const file = path.join(site.dist, 'index.html');
    writeFileSync(file, '<!doctype html><html><body><div id="root" data-build="2"></div></body></html>');

    const res = await page('/');

    expect(await res.text()).toContain('data-build="2"');
  });

  test('When the frontend is not built, then a 503 says how to build it (no crash) and the API still works', async () => {
    // Arrange
    const empty = makeDist();
    rmSync(empty.dist, { recursive: true, force: true });
    const bare = await startTestGateway({ fake, env: { FRONTEND_DIST: empty.dist } });

    try {
      // Act
      const res = await fetch(`${bare.url}/`, { headers: { accept: 'text/html' } });
      const api = await fetch(`${bare.url}/api/privacy-inquiry`);

      // Assert
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      expect(api.status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
