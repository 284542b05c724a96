import { z } from 'zod';

/** An unset variable and an empty one mean the same: no value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/**
 * The model settings every AI feature reads (extend a service's env schema with `.shape`). Without
 * OPENAI_API_KEY the product runs on the built-in engine; with it, OPENAI_BASE_URL points the same
 * SDK at any OpenAI-compatible server (Azure, Ollama, vLLM).
 */
export const aiEnvSchema = z.object({
  OPENAI_API_KEY: optional(z.string()).describe(
    'Model API key; unset runs every AI feature on the built-in engine',
  ),
  OPENAI_BASE_URL: optional(z.url({ protocol: /^https?$/ })).describe(
    'OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1 for Ollama (default: OpenAI)',
  ),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini').describe('Model name'),
  OPENAI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(8_000)
    .describe('Deadline of one model answer, retries included; past it the built-in engine answers'),
  OPENAI_MAX_RETRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(5)
    .default(1)
    .describe('Retries of a failed model call (429, 5xx, connection) inside the deadline'),
});

export type AiConfig = z.infer<typeof aiEnvSchema>;
