import type { z } from 'zod';
import { serviceByName, STYLE_PROFILE_BODY_LIMIT_KB } from '@uniform/contracts';
import {
  accountDeletionEnvSchema,
  configLoader,
  databaseUrlSchema,
  redisUrlSchema,
  sealingKeysEnvSchema,
  serviceEnvSchema,
} from '@uniform/service-kit';

/** What PROFILES_ENCRYPTION_KEYS seal, for its description and the start-up warning. */
export const PROFILES_SEALS = 'style profiles';

export const profilesEnvSchema = serviceEnvSchema(serviceByName('profiles').port, {
  bodyLimitKb: STYLE_PROFILE_BODY_LIMIT_KB,
})
  .extend(
    sealingKeysEnvSchema('PROFILES', { what: PROFILES_SEALS, keyFile: '.data/profiles-encryption.key' })
      .shape,
  )
  .extend({
    DATABASE_URL: databaseUrlSchema,
    // Redis only for the account-deleted queue this service consumes.
    REDIS_URL: redisUrlSchema,
    ...accountDeletionEnvSchema,
  });

export type ProfilesConfig = z.infer<typeof profilesEnvSchema>;

export const loadProfilesConfig = configLoader(profilesEnvSchema);
