import { configLoader, databaseUrlSchema, serviceEnvSchema } from '@uniform/service-kit';
import { serviceByName } from '@uniform/contracts';

export const privacyEnvSchema = serviceEnvSchema(serviceByName('privacy').port).extend({
  DATABASE_URL: databaseUrlSchema,
});

export type PrivacyConfig = ReturnType<typeof loadPrivacyConfig>;

export const loadPrivacyConfig = configLoader(privacyEnvSchema);
