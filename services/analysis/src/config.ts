import type { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import {
  cacheTtlSecondsSchema,
  configLoader,
  onOffSchema,
  redisUrlSchema,
  serviceEnvSchema,
  workersSchema,
} from '@uniform/service-kit';

// An analysis object travels with most calls; 256 kB leaves room for the largest valid one.
export const analysisEnvSchema = serviceEnvSchema(serviceByName('analysis').port, { bodyLimitKb: 256 })
  .extend(aiEnvSchema.shape)
  .extend({
    REDIS_URL: redisUrlSchema,
    PERSONAL_BRAND_TTL_SECONDS: cacheTtlSecondsSchema(
      1_800,
      86_400,
      'How long a generated personal brand is cached (spec: 30 minutes)',
    ),
    ANALYSIS_WORKERS: workersSchema(
      'Analysis processes sharing the port (the built-in engine is CPU-bound: one process tops out at one core)',
    ),
    CUSTOM_ITEM_FETCH: onOffSchema('on').describe(
      "Whether custom-item guidance may fetch the item's page (always through the SSRF-safe fetch)",
    ),
  });

export type AnalysisConfig = z.infer<typeof analysisEnvSchema>;

export const loadAnalysisConfig = configLoader(analysisEnvSchema);
