import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import { configLoader, serviceEnvSchema } from '@uniform/service-kit';

// Every chat call carries the analysis (and the personal brand); 256 kB holds the largest valid one.
export const chatEnvSchema = serviceEnvSchema(serviceByName('chat').port, { bodyLimitKb: 256 })
  .extend(aiEnvSchema.shape)
  .extend({
    CHAT_MAX_TOKENS: z.coerce
      .number()
      .int()
      .min(50)
      .max(4_000)
      .default(500)
      .describe('Longest answer asked of the model, in tokens'),
  });

export type ChatConfig = z.infer<typeof chatEnvSchema>;

export const loadChatConfig = configLoader(chatEnvSchema);
