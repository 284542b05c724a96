import { z } from 'zod';
import { analysisSchema } from '../analysis/analysis.schemas';
import { requiredText } from '../common.schemas';
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
  .object({ phoneNumber: phoneNumber(SMS_MESSAGES.subscribeEmpty), analysis: analysisSchema })
  .meta({ id: 'SmsSubscribeRequest' });
export type SmsSubscribeRequest = z.infer<typeof smsSubscribeRequestSchema>;

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
  .extend({ status: z.enum(SMS_SUBSCRIPTION_STATUSES) })
  .meta({
    id: 'SmsSubscribeResponse',
    description: 'The outcome in a sentence the UI shows as is, and whether texts start only after a YES.',
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
      "Double opt-in: stores a pending subscription (the number in E.164, the request time, the time zone from the analysis ZIP, else the area code, and the style facts the daily texts need, only words of the style engine's vocabulary) and texts the number once, asking its owner to reply YES. Daily texts start only after that YES; a pending subscription that is not confirmed within 24 hours is deleted.",
    decisions: [
      "The answer says where it stands: status 'pending' (reply YES to start) or 'active' (the number already confirmed; nothing changes).",
      'At most one confirmation text per number in 24 hours, however many requests arrive (concurrent ones included).',
      "Nothing the client sends is texted verbatim: unknown archetypes, seasons, colors, pieces and keywords are dropped or replaced by the engine's own.",
      'An unusable number is a 400 with the spec message.',
    ],
    auth: 'none',
    request: { body: smsSubscribeRequestSchema },
    responses: {
      200: { description: 'Pending confirmation, or already active', schema: smsSubscribeResponseSchema },
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
