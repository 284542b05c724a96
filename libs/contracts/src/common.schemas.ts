import { z } from 'zod';

/**
 * Building blocks shared by every contract. Every string and list a client can send has an upper
 * bound, and the bound is checked first and aborts the rest of the checks, so an oversized value
 * costs one length read and never reaches a regular expression.
 */

/** 12345 → "12,345" without depending on the runtime's locale data. */
export const formatCount = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const tooLongMessage = (max: number) => `Please keep this under ${formatCount(max)} characters`;

/** Upper bounds of free text, by kind. */
export const TEXT_MAX = {
  /** Names, labels, short answers (an industry, a brand name). */
  short: 200,
  /** A user's own paragraph (what they are building, a style description, a chat message). */
  medium: 2000,
  /** Generated narrative (a brand summary, a rationale). */
  long: 4000,
} as const;

/** A string of at most `max` characters; `message` replaces the default "Please keep this under N characters". */
export const boundedText = (max: number, message: string = tooLongMessage(max)) =>
  z.string().max(max, { abort: true, error: message });

/**
 * A string the user must fill in: at most `max` characters before trimming (`tooLong`, by default
 * "Please keep this under N characters"), then trimmed, then at least `min` characters (`required`,
 * also the message when it is missing or not a string).
 */
export const requiredText = (
  max: number,
  required: string,
  { min = 1, tooLong = tooLongMessage(max) }: { min?: number; tooLong?: string } = {},
) => z.string({ error: required }).max(max, { abort: true, error: tooLong }).trim().min(min, required);

export const shortText = boundedText(TEXT_MAX.short);
export const mediumText = boundedText(TEXT_MAX.medium);
export const longText = boundedText(TEXT_MAX.long);

/** A list of at most `max` items. */
export const boundedList = <T extends z.ZodType>(
  item: T,
  max: number,
  message = `Please choose at most ${max}`,
) => z.array(item).max(max, { abort: true, error: message });

export const hexColorSchema = z
  .string()
  .max(7, { abort: true, error: 'Use a color like #1A2B3C' })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Use a color like #1A2B3C')
  .describe('A color as #RRGGBB');

/** An IANA time zone name as browsers give it (Intl.DateTimeFormat().resolvedOptions().timeZone). */
export const ianaTimeZoneSchema = z
  .string()
  .max(64, { abort: true, error: 'Use an IANA time zone such as America/New_York' })
  .regex(
    /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/,
    'Use an IANA time zone such as America/New_York',
  );

export const isoDateSchema = z.iso.date('Use a date like 2026-11-23');
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).max(40);

/**
 * Which engine wrote an AI answer: the configured model ('ai') or the built-in offline engine
 * ('offline', no model configured, or the model failed or timed out). The UI says which.
 */
export const ENGINES = ['ai', 'offline'] as const;
export const engineSchema = z
  .enum(ENGINES)
  .describe("Who wrote this answer: the model ('ai') or the built-in engine ('offline')");
export type Engine = z.infer<typeof engineSchema>;

/** True when no value repeats (case-sensitive). */
export const isUnique = (values: readonly unknown[]): boolean => new Set(values).size === values.length;
