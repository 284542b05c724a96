import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import { configLoader, serviceEnvSchema } from '@uniform/service-kit';

// Seven written sections (up to 10,000 characters each) travel with the generate call.
export const manifestoEnvSchema = serviceEnvSchema(serviceByName('manifesto').port, { bodyLimitKb: 256 })
  .extend(aiEnvSchema.shape)
  .extend({});

export type ManifestoConfig = z.infer<typeof manifestoEnvSchema>;

export const loadManifestoConfig = configLoader(manifestoEnvSchema);
