import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import { loadConfig, redisUrlSchema, serviceEnvSchema } from '@uniform/service-kit';

export const communityEnvSchema = serviceEnvSchema(serviceByName('community').port)
  .extend(aiEnvSchema.shape)
  .extend({
    REDIS_URL: redisUrlSchema,
    // The analysis travels with the call; 256 kB holds the largest valid one.
    BODY_LIMIT_KB: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_240)
      .default(256)
      .describe('Largest JSON body accepted'),
    COMMUNITY_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(3_600)
      .describe('How long recommendations are cached per ZIP and archetype (spec: 1 hour)'),
  });

export type CommunityConfig = z.infer<typeof communityEnvSchema>;

export function loadCommunityConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(communityEnvSchema, env);
}
