import {
  accountDeletionEnvSchema,
  configLoader,
  databaseUrlSchema,
  redisUrlSchema,
  serviceEnvSchema,
} from '@uniform/service-kit';
import { serviceByName } from '@uniform/contracts';

export const privacyEnvSchema = serviceEnvSchema(serviceByName('privacy').port).extend({
  DATABASE_URL: databaseUrlSchema,
  // Redis only for the account-deleted queue this service consumes.
  REDIS_URL: redisUrlSchema,
  ...accountDeletionEnvSchema,
});

export type PrivacyConfig = ReturnType<typeof loadPrivacyConfig>;

export const loadPrivacyConfig = configLoader(privacyEnvSchema);
