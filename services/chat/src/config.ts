import type { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import { configLoader, serviceEnvSchema, wholeNumberSchema } from '@uniform/service-kit';

// Every chat call carries the analysis (and the personal brand); 256 kB holds the largest valid one.
export const chatEnvSchema = serviceEnvSchema(serviceByName('chat').port, { bodyLimitKb: 256 })
  .extend(aiEnvSchema.shape)
  .extend({
    CHAT_MAX_TOKENS: wholeNumberSchema(50, 4_000, 500).describe(
      'Longest answer asked of the model, in tokens',
    ),
  });

export type ChatConfig = z.infer<typeof chatEnvSchema>;

export const loadChatConfig = configLoader(chatEnvSchema);
