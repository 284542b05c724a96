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
    // One process tops out at one core; issue 23's 3,000 answers/s on 2 cores takes both. At most 2 by
    // default: each worker holds ~140 MB under load and the primary ~100 MB, so 3 would pass the
    // pods' 512 Mi memory limit on a bigger node (more there is more replicas, or a number here).
    ANALYSIS_WORKERS: workersSchema(
      'Analysis processes sharing the port (the built-in engine is CPU-bound: one process tops out at one core)',
      { fallback: 'auto', autoMax: 2 },
    ),
    CUSTOM_ITEM_FETCH: onOffSchema('on').describe(
      "Whether custom-item guidance may fetch the item's page (always through the SSRF-safe fetch)",
    ),
  });

export type AnalysisConfig = z.infer<typeof analysisEnvSchema>;

export const loadAnalysisConfig = configLoader(analysisEnvSchema);
