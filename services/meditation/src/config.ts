import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import {
  accountDeletionEnvSchema,
  cacheTtlSecondsSchema,
  configLoader,
  databaseUrlSchema,
  redisUrlSchema,
  sealingKeysEnvSchema,
  serviceEnvSchema,
} from '@uniform/service-kit';

/** What MEDITATION_ENCRYPTION_KEYS seal, for its description and the start-up warning. */
export const JOURNAL_SEALS = 'journal entries';

export const meditationEnvSchema = serviceEnvSchema(serviceByName('meditation').port)
  .extend(aiEnvSchema.shape)
  .extend(
    sealingKeysEnvSchema('MEDITATION', { what: JOURNAL_SEALS, keyFile: '.data/meditation-encryption.key' })
      .shape,
  )
  .extend({
    DATABASE_URL: databaseUrlSchema,
    REDIS_URL: redisUrlSchema,
    DAILY_CONTENT_TTL_SECONDS: cacheTtlSecondsSchema(
      86_400,
      172_800,
      "How long a day's theme and sections are cached (spec: 24 hours)",
    ),
    ...accountDeletionEnvSchema,
  });

export type MeditationConfig = z.infer<typeof meditationEnvSchema>;

export const loadMeditationConfig = configLoader(meditationEnvSchema);
