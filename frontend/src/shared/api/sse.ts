import type { z } from 'zod';
import { parseJsonAs } from '../lib/parse-json';

/**
 * One server-sent event (a block between blank lines) read as `schema`: its `data:` lines joined
 * with newlines, as the SSE format says, then parsed. Null for a block without data (a comment, a
 * keep-alive), malformed JSON or an event the schema refuses, so a reader can skip it.
 */
export function parseSseEvent<T>(block: string, schema: z.ZodType<T>): T | null {
  const data = block
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n');
  return parseJsonAs(schema, data);
}
