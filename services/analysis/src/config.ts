import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import { loadConfig, redisUrlSchema, serviceEnvSchema } from '@uniform/service-kit';

export const analysisEnvSchema = serviceEnvSchema(serviceByName('analysis').port)
  .extend(aiEnvSchema.shape)
  .extend({
    REDIS_URL: redisUrlSchema,
    // An analysis object travels with most calls; 256 kB leaves room for the largest valid one.
    BODY_LIMIT_KB: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_240)
      .default(256)
      .describe('Largest JSON body accepted'),
    PERSONAL_BRAND_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(1_800)
      .describe('How long a generated personal brand is cached (spec: 30 minutes)'),
    CUSTOM_ITEM_FETCH: z
      .enum(['on', 'off'])
      .default('on')
      .describe(
        "Whether custom-item guidance may fetch the item's page (always through the SSRF-safe fetch)",
      ),
  });

export type AnalysisConfig = z.infer<typeof analysisEnvSchema>;

export function loadAnalysisConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(analysisEnvSchema, env);
}
