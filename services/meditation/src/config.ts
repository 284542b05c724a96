import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import {
  cacheTtlSecondsSchema,
  configLoader,
  databaseUrlSchema,
  redisUrlSchema,
  serviceEnvSchema,
} from '@uniform/service-kit';

export const meditationEnvSchema = serviceEnvSchema(serviceByName('meditation').port)
  .extend(aiEnvSchema.shape)
  .extend({
    DATABASE_URL: databaseUrlSchema,
    REDIS_URL: redisUrlSchema,
    MEDITATION_ENCRYPTION_KEYS: z
      .string()
      .max(4_000)
      .optional()
      .describe(
        'Journal entry keys as "keyId:base64-of-32-bytes", comma-separated (old keys stay listed so their entries stay readable). Required in production.',
      ),
    MEDITATION_ACTIVE_KEY_ID: z
      .string()
      .max(64)
      .optional()
      .describe('The key id new entries are written with; the first listed key when absent'),
    MEDITATION_KEY_FILE: z
      .string()
      .min(1)
      .default('.data/meditation-encryption.key')
      .describe(
        'On a laptop only (no MEDITATION_ENCRYPTION_KEYS, database on loopback or NODE_ENV not production): a key created on first start and kept in this file',
      ),
    DAILY_CONTENT_TTL_SECONDS: cacheTtlSecondsSchema(
      86_400,
      172_800,
      "How long a day's theme and sections are cached (spec: 24 hours)",
    ),
  });

export type MeditationConfig = z.infer<typeof meditationEnvSchema>;

export const loadMeditationConfig = configLoader(meditationEnvSchema);
