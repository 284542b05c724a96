import { z } from 'zod';
import { boundedList, boundedText, engineSchema, formatCount } from '../common.schemas';
import { CHAT_MESSAGE_MAX, chatMessageSchema, chatTextSchema } from './chat.operations';
import type { Operation } from './operation';

/** The family manifesto wizard (spec 2 §2.5, §3, §7). Owned by the manifesto service. */

/** The seven sections, in conversation order (spec 2 §3). */
export const MANIFESTO_SECTIONS = [
  { id: 'origins', title: 'Origins', description: 'Where your family comes from and the stories you carry.' },
  { id: 'mission', title: 'Mission', description: 'What your family is here to do together.' },
  { id: 'culture', title: 'Culture', description: 'The habits, rituals and values of everyday life.' },
  {
    id: 'geography',
    title: 'Geography',
    description: 'The places that shape you and where you choose to live.',
  },
  { id: 'conflict', title: 'Conflict', description: 'How you disagree, repair and forgive.' },
  { id: 'legacy', title: 'Legacy', description: 'What you want to hand on to the next generation.' },
  { id: 'future', title: 'Future', description: 'Where you are heading and who you are becoming.' },
] as const;
export const MANIFESTO_SECTION_IDS = MANIFESTO_SECTIONS.map((section) => section.id) as [
  ManifestoSectionId,
  ...ManifestoSectionId[],
];
export type ManifestoSectionId = (typeof MANIFESTO_SECTIONS)[number]['id'];

export const MANIFESTO_SECTION_CONTENT_MAX = 10_000;
export const MANIFESTO_HISTORY_MAX = 200;

export const manifestoSectionSchema = z
  .object({
    id: z.enum(MANIFESTO_SECTION_IDS),
    title: boundedText(200),
    description: boundedText(1000),
    content: boundedText(MANIFESTO_SECTION_CONTENT_MAX),
  })
  .meta({ id: 'ManifestoSection', description: 'A written section of the manifesto (spec 2 §3).' });
export type ManifestoSection = z.infer<typeof manifestoSectionSchema>;

export const manifestoStartResponseSchema = z
  .object({ message: boundedText(4000), engine: engineSchema.optional() })
  .meta({ id: 'ManifestoStartResponse' });
export type ManifestoStartResponse = z.infer<typeof manifestoStartResponseSchema>;

export const manifestoRespondRequestSchema = z
  .object({
    message: chatTextSchema,
    /** Index of the section being talked through, 0 (origins) to 6 (future). */
    currentSection: z
      .number({ error: 'Please say which section this answer belongs to' })
      .int()
      .min(0)
      .max(MANIFESTO_SECTIONS.length - 1),
    /**
     * The current section's conversation so far, oldest first: from the assistant message that asked
     * its first question up to the last answer. The page starts a new one when a section completes, so
     * the stateless service replays where the family is inside the section from it.
     */
    conversationHistory: boundedList(
      chatMessageSchema,
      MANIFESTO_HISTORY_MAX,
      `Send at most ${formatCount(MANIFESTO_HISTORY_MAX)} earlier messages`,
    ).default([]),
  })
  .meta({ id: 'ManifestoRespondRequest' });
export type ManifestoRespondRequest = z.input<typeof manifestoRespondRequestSchema>;

export const manifestoRespondResponseSchema = z
  .object({
    message: boundedText(4000),
    sectionComplete: z.boolean(),
    /** The written section, present when sectionComplete is true. */
    sectionContent: boundedText(MANIFESTO_SECTION_CONTENT_MAX).optional(),
    engine: engineSchema.optional(),
  })
  .meta({ id: 'ManifestoRespondResponse' });
export type ManifestoRespondResponse = z.infer<typeof manifestoRespondResponseSchema>;

export const manifestoGenerateRequestSchema = z
  .object({
    sections: boundedList(manifestoSectionSchema, MANIFESTO_SECTIONS.length)
      .min(1, 'Complete at least one section first')
      .refine(
        (sections) => new Set(sections.map((section) => section.id)).size === sections.length,
        'Each section can appear once',
      ),
  })
  .meta({ id: 'ManifestoGenerateRequest' });
export type ManifestoGenerateRequest = z.infer<typeof manifestoGenerateRequestSchema>;

export const manifestoGenerateResponseSchema = z
  .object({ manifesto: boundedText(100_000).describe('Markdown'), engine: engineSchema.optional() })
  .meta({ id: 'ManifestoGenerateResponse' });
export type ManifestoGenerateResponse = z.infer<typeof manifestoGenerateResponseSchema>;

export const MANIFESTO_OPERATIONS = [
  {
    id: 'manifestoStart',
    method: 'post',
    path: '/api/manifesto/start',
    summary: 'Start the family manifesto conversation',
    description: 'The opening message and the first question of the first section (origins). No body.',
    decisions: ["The spec's 'message' is answered as { message, engine }."],
    auth: 'none',
    responses: { 200: { description: 'The opening message', schema: manifestoStartResponseSchema } },
  },
  {
    id: 'manifestoRespond',
    method: 'post',
    path: '/api/manifesto/respond',
    summary: 'Answer the current manifesto question',
    description: `The next question, or, when the section has what it needs, sectionComplete with the section written from the family's own answers. The message is 1–${formatCount(CHAT_MESSAGE_MAX)} characters, not only whitespace.`,
    decisions: [
      'conversationHistory items have the ChatMessage shape (type user or assistant, content).',
      'currentSection is the section index 0–6, as the page counts them.',
      "conversationHistory holds the current section's messages only (the page starts it anew with the message that completed the previous section), so the service keeps no conversation state.",
      'Typing "skip" passes on a question; a very short answer gets one follow-up before the next question.',
    ],
    auth: 'none',
    request: { body: manifestoRespondRequestSchema },
    responses: { 200: { description: 'The next step', schema: manifestoRespondResponseSchema } },
  },
  {
    id: 'manifestoGenerate',
    method: 'post',
    path: '/api/manifesto/generate',
    summary: 'Write the final manifesto',
    description:
      'The whole manifesto in Markdown from the completed sections; the page downloads it as a .md file.',
    decisions: ["The spec's 'manifesto text' is answered as { manifesto } in Markdown."],
    auth: 'none',
    request: { body: manifestoGenerateRequestSchema },
    responses: { 200: { description: 'The manifesto', schema: manifestoGenerateResponseSchema } },
  },
] as const satisfies readonly Operation[];
