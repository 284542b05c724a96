import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS, resolveApiPath, SMS_UNDOCUMENTED_PATHS, UNDOCUMENTED_API_PATHS } from './api-paths';
import { OPERATIONS } from './operations/operations';
import { GATEWAY_PORT, resolveRoute, serviceByName, SERVICES } from './routing';

describe('the routing table', () => {
  test('When a prefix is a stem of another path, then it does not capture it', () => {
    expect(resolveRoute('/api/smsx')).toBeUndefined();
    expect(resolveRoute('/api/sms/subscribe')?.service.name).toBe('sms');
    expect(resolveRoute('/api/privacy-inquiry?x=1')?.service.name).toBe('privacy');
  });

  test('When the routes are looked up, then only sign-in and sign-up get the strict auth limit', () => {
    expect(resolveRoute('/api/simple-auth/signin')?.rule.rateLimit).toBe('auth');
    expect(resolveRoute('/api/simple-auth/signup')?.rule.rateLimit).toBe('auth');
    expect(resolveRoute('/api/simple-auth/user')?.rule.rateLimit).toBe('default');
    expect(resolveRoute('/api/simple-auth/logout')?.rule.rateLimit).toBe('default');
  });

  test('When a path calls the model or a paid API on a miss, then it counts in the costly budget, not the ordinary one', () => {
    const costly = [
      '/api/update-personal-brand',
      '/api/sms/validate-phone',
      '/api/sms/subscribe',
      '/api/analyze-style',
      '/api/chat-stylist',
    ];

    expect(costly.map((path) => resolveRoute(path)?.rule.rateLimit)).toEqual(costly.map(() => 'ai'));
    expect(resolveRoute('/api/sms/unsubscribe')?.rule.rateLimit).toBe('default');
  });

  test("When the carrier calls its webhooks, then they count in the webhook budget, not a browser's", () => {
    expect(resolveRoute('/api/sms/inbound')?.rule.rateLimit).toBe('webhook');
    expect(resolveRoute('/api/sms/status')?.rule.rateLimit).toBe('webhook');
    expect(resolveRoute('/api/sms/admin/outbox')?.rule.rateLimit).toBe('default');
  });

  test('When services are listed, then names, ports and env vars are distinct and none takes the gateway port', () => {
    const ports = SERVICES.map((s) => s.port);

    expect(new Set(SERVICES.map((s) => s.name)).size).toBe(SERVICES.length);
    expect(new Set(ports).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.urlEnv)).size).toBe(SERVICES.length);
    expect(ports).not.toContain(GATEWAY_PORT);
    expect(serviceByName('privacy').title).toBe('Privacy');
  });
});

describe('the canonical /api paths', () => {
  test('When every operation and undocumented path is looked up, then each resolves to the service that owns it', () => {
    const paths = [...OPERATIONS.map((operation) => operation.path), ...UNDOCUMENTED_API_PATHS];

    // A template's `{name}` segment resolves as a client fills it in (an id), never as written.
    const filled = (p: string) => p.replace(/\{\w+\}/g, '0b4f7a8e-5d1c-4c3e-9a2b-7f6e5d4c3b2a');
    for (const path of paths) expect(resolveApiPath(filled(path))).toEqual(resolveRoute(path));
    expect(resolveApiPath('/api/style-profiles/{id}/restore')).toBeUndefined();
    expect(resolveApiPath('/api/style-profiles/a.b/restore')).toBeUndefined();
    expect(new Set(API_PATHS)).toEqual(new Set(paths));
    expect(resolveApiPath('/api/simple-auth/signup')?.rule.rateLimit).toBe('auth');
  });

  test.each([
    '/api/simple-auth/SIGNUP',
    '/api/Simple-Auth/signup',
    '/api/simple-auth//signup',
    '/api//simple-auth/signup',
    '/api/simple-auth/./signup',
    '/api/simple-auth/x/../signup',
    '/api/simple-auth/signup/',
    '/api/simple-auth/signup/.',
    '/api/simple-auth%2fsignup',
    '/api/simple-auth%2Fsignup',
    '/api/simple-auth/%2e/signup',
    '/api/simple-auth/%53ignup',
    '/api/simple-auth/signup%00',
    '/api/simple-auth\\signup',
    '/api/simple-auth/signup/deeper',
    '/api/simple-auth',
    '/api/sms',
    '/api/simple-auth/signup?x=1',
  ])('When %s is looked up, then it is no canonical path', (path) => {
    expect(resolveApiPath(path)).toBeUndefined();
  });

  test('When the services mount a route under /api, then the canonical set has its path (and none it lacks)', () => {
    const services = path.join(__dirname, '..', '..', '..', 'services');
    const routeFiles = (readdirSync(services, { recursive: true }) as string[]).filter((file) =>
      /(^|\/)src\/routes\/[^/]+\.routes\.ts$/.test(file),
    );
    const sources = routeFiles.map((file) => readFileSync(path.join(services, file), 'utf8'));
    // Operations are mounted by id from OPERATIONS; the rest are hand-mounted by their name in
    // SMS_UNDOCUMENTED_PATHS (a literal path anywhere in a service fails infra/tests/api-path-literals).
    const operationIds = sources.flatMap((source) =>
      [...source.matchAll(/mountOperation\(\s*\w+,\s*'(\w+)'/g)].map((match) => match[1]!),
    );
    const handMounted = sources.flatMap((source) =>
      [...source.matchAll(/router\.\w+\(\s*SMS_UNDOCUMENTED_PATHS\.(\w+)/g)].map(
        (match) => SMS_UNDOCUMENTED_PATHS[match[1] as keyof typeof SMS_UNDOCUMENTED_PATHS],
      ),
    );
    const mountedOperations = OPERATIONS.filter((operation) => operationIds.includes(operation.id));

    expect(routeFiles.length).toBeGreaterThanOrEqual(SERVICES.length);
    expect(new Set(operationIds)).toEqual(new Set(OPERATIONS.map((operation) => operation.id)));
    expect(new Set(handMounted)).toEqual(new Set(UNDOCUMENTED_API_PATHS));
    expect(new Set([...mountedOperations.map((operation) => operation.path), ...handMounted])).toEqual(
      new Set(API_PATHS),
    );
  });
});

describe('the library runs in the browser too', () => {
  test('When its sources are read, then none imports a Node-only module', () => {
    const sources = (readdirSync(__dirname, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const nodeOnly = /from '(node:[^']+|fs|path|os|crypto|child_process|http|https|net|url|util)'|require\(/;

    const offenders = sources.filter((file) =>
      nodeOnly.test(readFileSync(path.join(__dirname, file), 'utf8')),
    );

    expect(sources.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
