import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import { loadConfig, serviceEnvSchema } from '@uniform/service-kit';

export const chatEnvSchema = serviceEnvSchema(serviceByName('chat').port)
  .extend(aiEnvSchema.shape)
  .extend({
    // Every chat call carries the analysis (and the personal brand); 256 kB holds the largest valid one.
    BODY_LIMIT_KB: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_240)
      .default(256)
      .describe('Largest JSON body accepted'),
    CHAT_MAX_TOKENS: z.coerce
      .number()
      .int()
      .min(50)
      .max(4_000)
      .default(500)
      .describe('Longest answer asked of the model, in tokens'),
  });

export type ChatConfig = z.infer<typeof chatEnvSchema>;

export function loadChatConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(chatEnvSchema, env);
}
