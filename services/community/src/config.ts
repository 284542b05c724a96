import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import { cacheTtlSecondsSchema, configLoader, redisUrlSchema, serviceEnvSchema } from '@uniform/service-kit';

// The analysis travels with the call; 256 kB holds the largest valid one.
export const communityEnvSchema = serviceEnvSchema(serviceByName('community').port, { bodyLimitKb: 256 })
  .extend(aiEnvSchema.shape)
  .extend({
    REDIS_URL: redisUrlSchema,
    COMMUNITY_TTL_SECONDS: cacheTtlSecondsSchema(
      3_600,
      86_400,
      'How long recommendations are cached per ZIP and archetype (spec: 1 hour)',
    ),
  });

export type CommunityConfig = z.infer<typeof communityEnvSchema>;

export const loadCommunityConfig = configLoader(communityEnvSchema);
