import type { z } from 'zod';

/**
 * `text` read as JSON and checked against `schema`: the parsed value, or null when there is no text,
 * it is not JSON, or the schema refuses it. For whatever comes from outside the code (storage, a
 * stream), where a bad entry is skipped rather than thrown.
 */
export function parseJsonAs<T>(schema: z.ZodType<T>, text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
