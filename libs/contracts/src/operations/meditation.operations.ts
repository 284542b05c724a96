import { z } from 'zod';
import {
  boundedText,
  engineSchema,
  formatCount,
  ianaTimeZoneSchema,
  isoDateSchema,
  isoDateTimeSchema,
} from '../common.schemas';
import type { Operation } from './operation';

/** The Still Core meditation journal (spec 2 §2.6, §3, §6, §7). Owned by the meditation service. */

export const JOURNAL_RESPONSE_MAX = 20_000;
export const MEDITATION_THEME_MAX = 300;
/** "Your Meditation Journey" lists this many entries, newest first (spec 2 §9). */
export const MEDITATION_HISTORY_LIMIT = 5;

export const MEDITATION_MESSAGES = {
  signInRequired: 'Please sign in to save your meditation entries.',
  emptyResponse: 'Please write your reflection before saving.',
  tooLong: `Entries are limited to ${formatCount(JOURNAL_RESPONSE_MAX)} characters`,
} as const;

export const dailyMeditationQuerySchema = z.object({
  date: isoDateSchema
    .optional()
    .describe("The caller's local date; today in timeZone (else UTC) when absent"),
  timeZone: ianaTimeZoneSchema.optional().describe("The caller's IANA time zone, used when date is absent"),
});
export type DailyMeditationQuery = z.infer<typeof dailyMeditationQuerySchema>;

export const dailyMeditationSchema = z
  .object({
    date: isoDateSchema,
    theme: boundedText(MEDITATION_THEME_MAX),
    meditation: boundedText(4000),
    actionStep: boundedText(2000).describe('The CEO Action Step'),
    scripture: boundedText(2000).describe('The Scripture Anchor, with its reference'),
    journalPrompt: boundedText(2000),
    quote: z.object({ text: boundedText(1000), author: boundedText(200) }),
    engine: engineSchema.optional(),
  })
  .meta({ id: 'DailyMeditation', description: "The day's theme and the four sections of the journal page." });
export type DailyMeditation = z.infer<typeof dailyMeditationSchema>;

export const meditationEntryQuerySchema = z.object({ date: isoDateSchema.describe('The entry date') });
export type MeditationEntryQuery = z.infer<typeof meditationEntryQuerySchema>;

export const meditationEntryRequestSchema = z
  .object({
    entryDate: isoDateSchema,
    theme: boundedText(MEDITATION_THEME_MAX).trim().default(''),
    /** Kept exactly as written (no trimming); it must hold more than whitespace. */
    journalResponse: z
      .string({ error: MEDITATION_MESSAGES.emptyResponse })
      .max(JOURNAL_RESPONSE_MAX, { abort: true, error: MEDITATION_MESSAGES.tooLong })
      .refine((text) => text.trim().length > 0, MEDITATION_MESSAGES.emptyResponse),
  })
  .meta({ id: 'MeditationEntryRequest' });
export type MeditationEntryRequest = z.input<typeof meditationEntryRequestSchema>;

export const meditationEntrySchema = z
  .object({
    id: z.string(),
    entryDate: isoDateSchema,
    theme: z.string(),
    journalResponse: z.string(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({
    id: 'MeditationEntry',
    description: 'A saved journal entry (spec 2 §3), decrypted for its owner.',
  });
export type MeditationEntry = z.infer<typeof meditationEntrySchema>;

/** GET /api/meditation-entry: the entry of that date, or null when there is none. */
export const meditationEntryResponseSchema = meditationEntrySchema.nullable();
export type MeditationEntryResponse = z.infer<typeof meditationEntryResponseSchema>;

/** GET /api/meditation-history: at most 5 entries, newest first. */
export const meditationHistoryResponseSchema = z.array(meditationEntrySchema).max(MEDITATION_HISTORY_LIMIT);
export type MeditationHistory = z.infer<typeof meditationHistoryResponseSchema>;

const signedInOnly = `Signed-in users only: 401 "${MEDITATION_MESSAGES.signInRequired}" otherwise.`;

export const MEDITATION_OPERATIONS = [
  {
    id: 'getDailyMeditation',
    method: 'get',
    path: '/api/daily-meditation',
    summary: "The day's theme, meditation, action step, scripture, journal prompt and quote",
    description:
      "Content for the caller's local date. Written by the model when one is configured, otherwise from a built-in rotation (60+ distinct days); never an empty section. The theme is cached 24 hours.",
    decisions: [
      'The spec shows only `theme` for this call and no call for the daily content; one call answers both, with the closing quote.',
      'The caller sends its local date or IANA time zone.',
    ],
    auth: 'none',
    request: { query: dailyMeditationQuerySchema },
    responses: { 200: { description: "The day's content", schema: dailyMeditationSchema } },
  },
  {
    id: 'getMeditationEntry',
    method: 'get',
    path: '/api/meditation-entry',
    summary: "The user's entry for a date",
    description: signedInOnly,
    decisions: ['No entry for the date is a 200 with a null body, not a 404: an empty day is normal.'],
    auth: 'required',
    request: { query: meditationEntryQuerySchema },
    responses: {
      200: { description: 'The entry, or null when there is none', schema: meditationEntryResponseSchema },
    },
  },
  {
    id: 'saveMeditationEntry',
    method: 'post',
    path: '/api/meditation-entry',
    summary: 'Save the entry for a date',
    description: `One entry per user per date: saving again updates it. Stored encrypted at rest. ${signedInOnly}`,
    decisions: ['The spec shows no answer: 200 with the saved entry.'],
    auth: 'required',
    request: { body: meditationEntryRequestSchema },
    responses: { 200: { description: 'The saved entry', schema: meditationEntrySchema } },
  },
  {
    id: 'getMeditationHistory',
    method: 'get',
    path: '/api/meditation-history',
    summary: 'The 5 most recent entries',
    description: signedInOnly,
    decisions: ['The spec shows no list shape: a JSON array of at most 5 entries, newest first.'],
    auth: 'required',
    responses: { 200: { description: 'The recent entries', schema: meditationHistoryResponseSchema } },
  },
] as const satisfies readonly Operation[];
