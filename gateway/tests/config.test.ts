import path from 'node:path';
import { SERVICES } from '@uniform/contracts';
import { parseConfig } from '@uniform/service-kit';
import { gatewayEnvSchema } from '../src/config';

describe('gateway config', () => {
  test('When nothing is set, then every key has a working default for a developer machine', () => {
    const config = parseConfig(gatewayEnvSchema, {});

    expect(config.GATEWAY_PORT).toBe(8080);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.FRONTEND_DIST).toBe(path.resolve(__dirname, '..', '..', 'frontend', 'dist'));
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(30_000);
    expect(config.UPSTREAM_CONNECT_TIMEOUT_MS).toBe(1_000);
    expect([config.RATE_LIMIT_AUTH, config.RATE_LIMIT_AI, config.RATE_LIMIT_DEFAULT]).toEqual([20, 30, 300]);
    expect(config.RATE_LIMIT_WEBHOOK).toBe(3000);
    for (const service of SERVICES)
      expect(config[service.urlEnv as keyof typeof config]).toBe(`http://127.0.0.1:${service.port}`);
  });

  test('When TRUST_PROXY names proxies, then it becomes the Express trust value', () => {
    expect(parseConfig(gatewayEnvSchema, { TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe(
      'loopback, 10.0.0.0/8',
    );
    expect(parseConfig(gatewayEnvSchema, { TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig(gatewayEnvSchema, { TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  test('When several values are bad, then one error names every bad key', () => {
    const parse = () =>
      parseConfig(gatewayEnvSchema, {
        TRUST_PROXY: '10.0.0.0/99',
        RATE_LIMIT_AUTH: '0',
        PRIVACY_SERVICE_URL: 'nope',
      });

    expect(parse).toThrow(/^Invalid configuration: /);
    expect(parse).toThrow(/TRUST_PROXY="10\.0\.0\.0\/99"/);
    expect(parse).toThrow(/RATE_LIMIT_AUTH="0"/);
    expect(parse).toThrow(/PRIVACY_SERVICE_URL="nope"/);
  });
});
