import { serviceByName } from '@uniform/contracts';
import { databaseUrlSchema, loadConfig, redisUrlSchema, serviceEnvSchema } from '@uniform/service-kit';

export const authEnvSchema = serviceEnvSchema(serviceByName('auth').port).extend({
  DATABASE_URL: databaseUrlSchema,
  REDIS_URL: redisUrlSchema,
});

export function loadAuthConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(authEnvSchema, env);
}
