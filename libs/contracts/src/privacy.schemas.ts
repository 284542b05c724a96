import { z } from 'zod';

/** The inquiry types of the /privacy form (spec 2 §2.8): value → label, in display order. */
export const PRIVACY_INQUIRY_SUBJECTS = [
  { value: 'general', label: 'General Privacy Question' },
  { value: 'access', label: 'Data Access Request' },
  { value: 'deletion', label: 'Data Deletion Request' },
  { value: 'correction', label: 'Data Correction Request' },
  { value: 'complaint', label: 'Privacy Complaint' },
  { value: 'other', label: 'Other' },
] as const;

export type PrivacyInquirySubject = (typeof PRIVACY_INQUIRY_SUBJECTS)[number]['value'];

const subjectValues = PRIVACY_INQUIRY_SUBJECTS.map((s) => s.value) as [
  PrivacyInquirySubject,
  ...PrivacyInquirySubject[],
];

export const PRIVACY_MESSAGE_MAX = 5000;

/**
 * POST /api/privacy-inquiry. The browser form and the service validate with this same schema, so
 * every message a user sees under a field is the one the server would give.
 */
export const privacyInquiryRequestSchema = z
  .object({
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(320, 'Email must be at most 320 characters')
      .pipe(z.email('Please enter a valid email address')),
    subject: z.enum(subjectValues, { error: 'Please select an inquiry type' }),
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(
        PRIVACY_MESSAGE_MAX,
        `Message must be at most ${PRIVACY_MESSAGE_MAX.toLocaleString('en-US')} characters`,
      ),
  })
  .meta({ id: 'PrivacyInquiryRequest' });

/** 201 answer: the spec shows none; the id lets support find the inquiry when the user writes again. */
export const privacyInquiryResponseSchema = z
  .object({
    id: z.uuid(),
    receivedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PrivacyInquiryResponse' });

export type PrivacyInquiryRequest = z.infer<typeof privacyInquiryRequestSchema>;
export type PrivacyInquiryResponse = z.infer<typeof privacyInquiryResponseSchema>;
