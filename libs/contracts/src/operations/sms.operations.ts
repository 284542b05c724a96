import { z } from 'zod';
import { analysisSchema } from '../analysis/analysis.schemas';
import { ianaTimeZoneSchema, requiredText } from '../common.schemas';
import { step14Schema } from '../questionnaire/questionnaire.schemas';
import type { Operation } from './operation';

/** Getup, the daily 7 AM style text (spec 2 §2.3, §5, §7). Owned by the sms service. */

/** The phone field holds "(###) ###-####": at most 14 characters (spec 2 §5). */
export const PHONE_INPUT_MAX = 14;
/** The server also accepts E.164 and other common spellings, up to this length. */
export const PHONE_NUMBER_MAX = 32;

/** Spec 2 §5's messages. */
export const SMS_MESSAGES = {
  subscribeEmpty: 'Please enter your phone number to subscribe to Getup.',
  unsubscribeEmpty: 'Please enter your phone number to unsubscribe.',
  invalidFormat: 'Invalid phone number format',
  cannotReceive: 'This phone number cannot receive SMS messages.',
  landline: 'Landline numbers cannot receive SMS messages. Please use a mobile number.',
  voip: 'This VoIP number may not support SMS. Please use a mobile number for reliable delivery.',
  validationFailed: 'Phone validation failed',
} as const;

const phoneNumber = (emptyMessage: string) =>
  requiredText(PHONE_NUMBER_MAX, emptyMessage, { tooLong: SMS_MESSAGES.invalidFormat });

export const validatePhoneRequestSchema = z
  .object({ phoneNumber: phoneNumber(SMS_MESSAGES.subscribeEmpty) })
  .meta({ id: 'ValidatePhoneRequest' });
export type ValidatePhoneRequest = z.infer<typeof validatePhoneRequestSchema>;

/** Our line types; carriers' finer types map onto these (fixed and non-fixed VoIP → voip). */
export const LINE_TYPES = ['mobile', 'landline', 'voip', 'tollFree', 'unknown'] as const;
export type LineType = (typeof LINE_TYPES)[number];

export const validatePhoneResponseSchema = z
  .object({
    isValid: z.boolean(),
    /** One of SMS_MESSAGES when the number is not usable. */
    error: z.string().optional(),
    canReceiveSMS: z.boolean(),
    lineType: z.enum(LINE_TYPES),
    /** The number in E.164 (+15551234567) when it could be parsed. */
    e164: z.string().optional(),
  })
  .meta({ id: 'ValidatePhoneResponse' });
export type ValidatePhoneResponse = z.infer<typeof validatePhoneResponseSchema>;

export const smsSubscribeRequestSchema = z
  .object({
    phoneNumber: phoneNumber(SMS_MESSAGES.subscribeEmpty),
    analysis: analysisSchema
      .optional()
      .describe("The browser's style analysis; without it the daily texts are general prompts"),
    // The questionnaire's own ZIP rule (5 digits, optional +4) and message.
    zipCode: step14Schema.shape.zipCode
      .optional()
      .describe('A US ZIP for 7 AM local time, used when the analysis has none'),
    timeZone: ianaTimeZoneSchema
      .optional()
      .describe("The browser's IANA time zone, used when no ZIP places the number"),
  })
  .meta({ id: 'SmsSubscribeRequest' });
export type SmsSubscribeRequest = z.infer<typeof smsSubscribeRequestSchema>;

/** A personalization token as the subscribe answer gives it: 32 random bytes, base64url. */
export const PERSONALIZATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SMS_PERSONALIZE_MESSAGES = {
  personalized: 'Your Getup texts now follow your style analysis.',
  unknownToken: 'No Getup subscription has this personalization token.',
  malformedToken: 'Send the personalizationToken of your subscribe answer.',
} as const;

export const smsPersonalizeRequestSchema = z
  .object({
    token: z
      .string({ error: SMS_PERSONALIZE_MESSAGES.malformedToken })
      .max(64, { abort: true, error: SMS_PERSONALIZE_MESSAGES.malformedToken })
      .regex(PERSONALIZATION_TOKEN_PATTERN, SMS_PERSONALIZE_MESSAGES.malformedToken)
      .describe("The personalizationToken of this browser's subscribe answer"),
    analysis: analysisSchema.describe('The style analysis the daily texts are written from from now on'),
  })
  .meta({ id: 'SmsPersonalizeRequest' });
export type SmsPersonalizeRequest = z.infer<typeof smsPersonalizeRequestSchema>;

export const smsUnsubscribeRequestSchema = z
  .object({ phoneNumber: phoneNumber(SMS_MESSAGES.unsubscribeEmpty) })
  .meta({ id: 'SmsUnsubscribeRequest' });
export type SmsUnsubscribeRequest = z.infer<typeof smsUnsubscribeRequestSchema>;

export const smsResultSchema = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'SmsResult', description: 'The outcome in a sentence the UI shows as is.' });
export type SmsResult = z.infer<typeof smsResultSchema>;

/**
 * Where a subscription stands after a web subscribe: pending until the number itself replies YES
 * (double opt-in, as US carriers require); a number that already confirmed stays active.
 */
export const SMS_SUBSCRIPTION_STATUSES = ['pending', 'active'] as const;

export const smsSubscribeResponseSchema = smsResultSchema
  .extend({
    status: z.enum(SMS_SUBSCRIPTION_STATUSES),
    personalizationToken: z
      .string()
      .optional()
      .describe(
        'Only when this request made the subscription pending: the secret POST /api/sms/personalize takes to make its texts personal. Only its SHA-256 hash is stored.',
      ),
  })
  .meta({
    id: 'SmsSubscribeResponse',
    description:
      'The outcome in a sentence the UI shows as is, whether texts start only after a YES, and the browser’s personalization token.',
  });
export type SmsSubscribeResponse = z.infer<typeof smsSubscribeResponseSchema>;

export const SMS_OPERATIONS = [
  {
    id: 'validatePhone',
    method: 'post',
    path: '/api/sms/validate-phone',
    summary: 'Check that a number can receive texts',
    description:
      "Format, region and line type: Twilio Lookup when Twilio is configured, otherwise offline validation. A number that is not usable is still a 200, with isValid or canReceiveSMS false and the spec's message in `error`.",
    decisions: [
      'A malformed number answers 200 with isValid false; only a missing or oversized field is a 400.',
    ],
    auth: 'none',
    request: { body: validatePhoneRequestSchema },
    responses: { 200: { description: 'The verdict', schema: validatePhoneResponseSchema } },
  },
  {
    id: 'smsSubscribe',
    method: 'post',
    path: '/api/sms/subscribe',
    summary: 'Subscribe to Getup, the 7 AM style text',
    description:
      "Double opt-in: stores a pending subscription (the number in E.164, the request time, the time zone, and the style facts the daily texts need, only words of the style engine's vocabulary) and texts the number once, asking its owner to reply YES. Daily texts start only after that YES; a pending subscription that is not confirmed within 24 hours is deleted. The analysis is optional: a visitor without one gets general prompts (the same vibe, color hero, anchor piece and style tip, from the engine's shared colors and core pieces, claiming no archetype or season) until the browser sends its analysis to POST /api/sms/personalize.",
    decisions: [
      "The answer says where it stands: status 'pending' (reply YES to start) or 'active' (the number already confirmed; nothing changes).",
      'The time zone (7 AM local) comes from the analysis ZIP, else the zipCode field, else the browser timeZone when it is a zone the runtime knows (an unknown one is ignored, not refused), else the area code, else America/New_York.',
      'A pending answer carries a new random personalizationToken (only its SHA-256 hash is kept; a later pending request replaces it). An active number gets none: knowing a number is not enough to change its texts.',
      'At most one confirmation text per number in 24 hours, however many requests arrive (concurrent ones included).',
      "Nothing the client sends is texted verbatim: unknown archetypes, seasons, colors, pieces and keywords are dropped or replaced by the engine's own; the time zone is texted in the runtime's canonical spelling.",
      'An unusable number is a 400 with the spec message.',
      "Signed in, the request is remembered with the account: once the number replies YES it is linked to that account (its Getup data then appears in the account's export and goes with its deletion). A visitor's YES links nothing.",
    ],
    auth: 'optional',
    request: { body: smsSubscribeRequestSchema },
    responses: {
      200: { description: 'Pending confirmation, or already active', schema: smsSubscribeResponseSchema },
    },
  },
  {
    id: 'smsPersonalize',
    method: 'post',
    path: '/api/sms/personalize',
    summary: "Make a subscription's daily texts personal",
    description:
      "Replaces the style facts of the subscription (pending or active) that the token belongs to with the vetted facts of the analysis: from the next daily text on, Getup is written from the user's own palette, archetype and pieces. The browser calls it once the questionnaire is done or a signed-in user's analysis arrives. No text is sent; the time zone stays as subscribed.",
    decisions: [
      'The token is the personalizationToken of the subscribe answer, kept by the browser that subscribed; only its SHA-256 hash is stored, so the phone number alone changes nothing.',
      'A wrong or unknown token, or one of a subscription that ended or expired, is a 404 and changes nothing; sending the same request twice is harmless.',
      "Only words of the style engine's vocabulary are kept from the analysis, as on subscribe.",
    ],
    auth: 'none',
    request: { body: smsPersonalizeRequestSchema },
    responses: { 200: { description: 'The facts were replaced', schema: smsResultSchema } },
    errors: {
      404: `No live subscription has this token: "${SMS_PERSONALIZE_MESSAGES.unknownToken}" (NOT_FOUND)`,
    },
  },
  {
    id: 'smsUnsubscribe',
    method: 'post',
    path: '/api/sms/unsubscribe',
    summary: 'Stop Getup texts',
    description:
      'Stops the daily texts for the number (or its pending subscription) and tells the number by text, with how to resume (reply START). Replying STOP to any text does the same.',
    decisions: [
      'A number that is not subscribed also answers 200 with success true: the outcome the user wants holds.',
      'The notice text goes only to a number that was active or pending, at most once per number in 24 hours.',
    ],
    auth: 'none',
    request: { body: smsUnsubscribeRequestSchema },
    responses: { 200: { description: 'Unsubscribed', schema: smsResultSchema } },
  },
] as const satisfies readonly Operation[];
