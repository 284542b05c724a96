import { z } from 'zod';
import { ConfigError, parseConfig, serviceEnvSchema } from '@uniform/service-kit';

function messageOf(attempt: () => unknown): string {
  try {
    attempt();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('config', () => {
  test('When env is empty, then every key takes its documented default', () => {
    const config = parseConfig(serviceEnvSchema(4109), {});
    expect(config).toMatchObject({ PORT: 4109, HOST: '127.0.0.1', LOG_LEVEL: 'info', BODY_LIMIT_KB: 100 });
  });

  test('When several keys are bad, then one error line names all of them with their values', () => {
    const schema = serviceEnvSchema(4109).extend({
      DATABASE_URL: z.string().regex(/^postgres/, 'must be a postgresql:// URL'),
    });
    const attempt = () =>
      parseConfig(schema, { PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    const message = messageOf(attempt);
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('DATABASE_URL="mysql://x": must be a postgresql:// URL');
  });

  test('When a secret is refused, then the error names the key but never its value', () => {
    const schema = serviceEnvSchema(4109).extend({ SMS_ADMIN_TOKEN: z.string().min(24, 'too short') });
    const message = messageOf(() =>
      parseConfig(schema.extend({ REDIS_URL: z.string().startsWith('redis://') }), {
        SMS_ADMIN_TOKEN: 'hunter2-short',
        INTERNAL_SIGNING_SECRET: 'tiny',
        REDIS_URL: 'rediss://default:hunter2@cache.internal:6380',
      }),
    );
    expect(message).toContain('REDIS_URL (value hidden)');
    expect(message).toContain('SMS_ADMIN_TOKEN (value hidden): too short');
    expect(message).toContain('INTERNAL_SIGNING_SECRET (value hidden)');
    expect(message).not.toMatch(/hunter2|tiny|cache\.internal/);
  });
});
