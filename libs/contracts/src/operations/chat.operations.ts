import { z } from 'zod';
import { analysisSchema } from '../analysis/analysis.schemas';
import { ErrorCode } from '../errors';
import {
  boundedText,
  engineSchema,
  formatCount,
  isoDateTimeSchema,
  requiredText,
  shortText,
} from '../common.schemas';
import { personalBrandSchema } from './analysis.operations';
import type { Operation } from './operation';

/**
 * The two chat personas (spec 2 §2.1, §3, §4, §7): Scottie the stylist and Cas the brand
 * strategist. Owned by the chat service.
 */

export const CHAT_MESSAGE_MAX = 2000;
/** Only the last 5 messages are sent as history (spec 2 §4) and only they reach the model. */
export const CHAT_HISTORY_SENT = 5;
/** Longer histories are accepted (and cut to the last 5), up to this many. */
export const CHAT_HISTORY_MAX = 50;
/** Assistant answers run longer than what a user types. */
export const CHAT_CONTENT_MAX = 8000;

export const CHAT_MESSAGES = {
  empty: 'Please type a message',
  tooLong: `Messages are limited to ${formatCount(CHAT_MESSAGE_MAX)} characters`,
} as const;

export const CHAT_PERSONAS = ['stylist', 'strategist'] as const;
export type ChatPersona = (typeof CHAT_PERSONAS)[number];

/** Who answers: Scottie the stylist, Cas the brand strategist (spec 2 §1). */
export const CHAT_PERSONA_NAMES: Record<ChatPersona, string> = { stylist: 'Scottie', strategist: 'Cas' };

/**
 * The assistant message added when an answer fails (spec 2 §8): the browser adds it when the call
 * fails, and the service answers it (503 / stream `error`) when the model fails.
 */
export const CHAT_FAILURE_MESSAGES: Record<ChatPersona, string> = {
  stylist: "I'm having trouble connecting right now. Please check your internet connection and try again.",
  strategist: "I'm having trouble connecting right now. Please try asking your question again.",
};

/** The error code of a model failure (JSON 503 body, or the stream's `error` event). */
export const CHAT_MODEL_UNAVAILABLE = ErrorCode.MODEL_UNAVAILABLE;

export const CHAT_MESSAGE_TYPES = ['user', 'assistant'] as const;

export const chatMessageSchema = z
  .object({
    id: shortText.optional(),
    type: z.enum(CHAT_MESSAGE_TYPES),
    content: boundedText(CHAT_CONTENT_MAX),
    timestamp: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'ChatMessage', description: 'One message of a conversation (spec 2 §3).' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the user typed: 1–2,000 characters, not only whitespace. */
export const chatTextSchema = requiredText(CHAT_MESSAGE_MAX, CHAT_MESSAGES.empty, {
  tooLong: CHAT_MESSAGES.tooLong,
});

/** Earlier messages, oldest first; only the last 5 are kept, whatever the client sends. */
export const chatHistorySchema = z
  .array(chatMessageSchema)
  .max(CHAT_HISTORY_MAX, { abort: true, error: `Send at most ${CHAT_HISTORY_MAX} earlier messages` })
  .default([])
  .transform((history) => history.slice(-CHAT_HISTORY_SENT));

export const chatStylistRequestSchema = z
  .object({ message: chatTextSchema, analysis: analysisSchema, chatHistory: chatHistorySchema })
  .meta({ id: 'ChatStylistRequest' });
export type ChatStylistRequest = z.input<typeof chatStylistRequestSchema>;

export const chatBrandStrategistRequestSchema = z
  .object({
    message: chatTextSchema,
    analysis: analysisSchema,
    /** The personal brand as the tab shows it; may be missing while it is still being generated. */
    personalBrand: personalBrandSchema.partial().optional(),
    chatHistory: chatHistorySchema,
  })
  .meta({ id: 'ChatBrandStrategistRequest' });
export type ChatBrandStrategistRequest = z.input<typeof chatBrandStrategistRequestSchema>;

export const chatResponseSchema = z
  .object({ response: boundedText(CHAT_CONTENT_MAX), engine: engineSchema.optional() })
  .meta({ id: 'ChatResponse' });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * One server-sent event of a streamed answer (`Accept: text/event-stream`): text deltas as they
 * arrive, then one `done` with the whole answer, or one `error` instead when the stream fails.
 */
export const chatStreamEventSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('delta'), text: boundedText(CHAT_CONTENT_MAX) }),
    z.object({
      type: z.literal('done'),
      response: boundedText(CHAT_CONTENT_MAX),
      engine: engineSchema.optional(),
    }),
    z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
  ])
  .meta({ id: 'ChatStreamEvent' });
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

const streamNote =
  'With `Accept: text/event-stream` the answer streams as server-sent events (ChatStreamEvent: deltas, then done). Only the last 5 history messages are used; the user text is data, never instructions.';

// Both personas answer, stream and fail alike; only what grounds the answer differs.
const responseDecision = "The spec's field `response` is answered as { response, engine }.";
const modelFailureDecision =
  "When the configured model fails, the answer is 503 MODEL_UNAVAILABLE (streamed: an `error` event) whose message is the persona's spec 2 §8 failure message; without a model the built-in responder answers.";
const chatAnswer = {
  200: { description: 'The answer', schema: chatResponseSchema, stream: chatStreamEventSchema },
} as const;

export const CHAT_OPERATIONS = [
  {
    id: 'chatStylist',
    method: 'post',
    path: '/api/chat-stylist',
    summary: 'Ask Scottie, the stylist',
    description: `An answer grounded in the user's analysis (season, palette, archetype, tier, events). ${streamNote}`,
    decisions: [
      responseDecision,
      'History longer than 5 messages is accepted and cut to the last 5 on the server.',
      modelFailureDecision,
    ],
    auth: 'none',
    request: { body: chatStylistRequestSchema },
    responses: chatAnswer,
  },
  {
    id: 'chatBrandStrategist',
    method: 'post',
    path: '/api/chat-brand-strategist',
    summary: 'Ask Cas, the brand strategist',
    description: `An answer grounded in the user's analysis and personal brand (audience, platforms, voice). ${streamNote}`,
    decisions: [responseDecision, modelFailureDecision],
    auth: 'none',
    request: { body: chatBrandStrategistRequestSchema },
    responses: chatAnswer,
  },
] as const satisfies readonly Operation[];
