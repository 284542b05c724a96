import { z } from 'zod';
import { formatCount, isoDateTimeSchema, requiredText } from '../common.schemas';
import type { Operation } from './operation';

/** Privacy inquiries from the /privacy form (spec 2 §2.8, §5, §7). Owned by the privacy service. */

/** The inquiry types of the form: value → label, in display order (spec 2 §2.8). */
export const PRIVACY_INQUIRY_SUBJECTS = [
  { value: 'general', label: 'General Privacy Question' },
  { value: 'access', label: 'Data Access Request' },
  { value: 'deletion', label: 'Data Deletion Request' },
  { value: 'correction', label: 'Data Correction Request' },
  { value: 'complaint', label: 'Privacy Complaint' },
  { value: 'other', label: 'Other' },
] as const;

export type PrivacyInquirySubject = (typeof PRIVACY_INQUIRY_SUBJECTS)[number]['value'];

export const PRIVACY_INQUIRY_SUBJECT_VALUES = PRIVACY_INQUIRY_SUBJECTS.map((subject) => subject.value) as [
  PrivacyInquirySubject,
  ...PrivacyInquirySubject[],
];

export const PRIVACY_MESSAGE_MAX = 5000;
export const PRIVACY_EMAIL_MAX = 320;

export const PRIVACY_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${PRIVACY_EMAIL_MAX} characters`,
  subjectRequired: 'Please select an inquiry type',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${formatCount(PRIVACY_MESSAGE_MAX)} characters`,
} as const;

/**
 * POST /api/privacy-inquiry. The browser form and the service validate with this same schema, so
 * every message a user sees under a field is the one the server would give.
 */
export const privacyInquiryRequestSchema = z
  .object({
    email: z
      .string({ error: PRIVACY_MESSAGES.emailRequired })
      .max(PRIVACY_EMAIL_MAX, { abort: true, error: PRIVACY_MESSAGES.emailTooLong })
      .trim()
      .min(1, { abort: true, error: PRIVACY_MESSAGES.emailRequired })
      .regex(z.regexes.email, PRIVACY_MESSAGES.emailInvalid)
      .meta({ format: 'email' }),
    subject: z.enum(PRIVACY_INQUIRY_SUBJECT_VALUES, { error: PRIVACY_MESSAGES.subjectRequired }),
    message: requiredText(PRIVACY_MESSAGE_MAX, PRIVACY_MESSAGES.messageRequired, {
      tooLong: PRIVACY_MESSAGES.messageTooLong,
    }),
  })
  .meta({ id: 'PrivacyInquiryRequest' });

/** The 201 answer: the id lets support find the inquiry when the user writes again. */
export const privacyInquiryResponseSchema = z
  .object({ id: z.uuid(), receivedAt: isoDateTimeSchema })
  .meta({ id: 'PrivacyInquiryResponse' });

export type PrivacyInquiryRequest = z.infer<typeof privacyInquiryRequestSchema>;
export type PrivacyInquiryResponse = z.infer<typeof privacyInquiryResponseSchema>;

export const PRIVACY_OPERATIONS = [
  {
    id: 'submitPrivacyInquiry',
    method: 'post',
    path: '/api/privacy-inquiry',
    summary: 'Send a privacy inquiry',
    description:
      'Stores the inquiry for the privacy team, who answer within 2 business days. Invalid input stores nothing.',
    decisions: [
      'The spec shows no answer: 201 with the inquiry id and the time it was received.',
      `The message is 1–${formatCount(PRIVACY_MESSAGE_MAX)} characters after trimming.`,
    ],
    auth: 'none',
    request: { body: privacyInquiryRequestSchema },
    responses: { 201: { description: 'Received', schema: privacyInquiryResponseSchema } },
  },
] as const satisfies readonly Operation[];
