import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import { loadConfig, serviceEnvSchema } from '@uniform/service-kit';

export const manifestoEnvSchema = serviceEnvSchema(serviceByName('manifesto').port)
  .extend(aiEnvSchema.shape)
  .extend({
    // Seven written sections (up to 10,000 characters each) travel with the generate call.
    BODY_LIMIT_KB: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_240)
      .default(256)
      .describe('Largest JSON body accepted'),
  });

export type ManifestoConfig = z.infer<typeof manifestoEnvSchema>;

export function loadManifestoConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(manifestoEnvSchema, env);
}
