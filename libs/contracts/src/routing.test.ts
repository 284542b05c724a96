import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

  test('When services are listed, then names, ports and env vars are distinct and none takes the gateway port', () => {
    const ports = SERVICES.map((s) => s.port);

    expect(new Set(SERVICES.map((s) => s.name)).size).toBe(SERVICES.length);
    expect(new Set(ports).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.urlEnv)).size).toBe(SERVICES.length);
    expect(ports).not.toContain(GATEWAY_PORT);
    expect(serviceByName('privacy').title).toBe('Privacy');
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
