import { z } from 'zod';
import { ConfigError, parseConfig, serviceEnvSchema } from '@uniform/service-kit';

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
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('LOG_LEVEL="loud"');
      expect(message).toContain('DATABASE_URL="mysql://x": must be a postgresql:// URL');
    }
  });
});
