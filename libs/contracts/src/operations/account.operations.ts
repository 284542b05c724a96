import { z } from 'zod';
import { isoDateTimeSchema } from '../common.schemas';
import { OIDC_PROVIDER_IDS } from './auth.operations';
import { meditationEntrySchema } from './meditation.operations';
import { PRIVACY_INQUIRY_SUBJECT_VALUES } from './privacy.operations';
import { profileConsentSchema, styleProfileSchema } from './profiles.operations';
import type { Operation } from './operation';

/**
 * "Download my data" (issue 21): one JSON file with everything any service holds about the signed-in
 * user. Each service answers for its own data on its internal user-data route (never routed by the
 * gateway); the auth service assembles the parts below into the file. The format is named and
 * versioned: a change that removes or renames a field raises ACCOUNT_EXPORT_VERSION.
 */

export const ACCOUNT_EXPORT_FORMAT = 'uniform-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;

export const ACCOUNT_EXPORT_MESSAGES = {
  signInRequired: 'Please sign in to download your data.',
  unavailable: 'Your data export could not be completed right now. Please try again.',
} as const;

/** Getup subscriptions are kept by phone number only, and no number is confirmed as an account's. */
export const GETUP_EXPORT_NOTE =
  'Getup text subscriptions are kept by phone number only. No phone number has been confirmed as belonging to this account, so no Getup subscription or delivery history is linked to it.';

/** The file's name for a given day: `uniform-data-2026-11-24.json`. */
export const accountExportFileName = (at: Date): string =>
  `uniform-data-${at.toISOString().slice(0, 10)}.json`;

/** The profiles service's part: its consent record and every saved profile, decrypted, newest first. */
export const styleProfilesExportSchema = z
  .object({ consent: profileConsentSchema, profiles: z.array(styleProfileSchema) })
  .meta({ id: 'StyleProfilesExport' });
export type StyleProfilesExport = z.infer<typeof styleProfilesExportSchema>;

/** The meditation service's part: every journal entry, decrypted, newest entry date first. */
export const journalExportSchema = z.array(meditationEntrySchema).meta({ id: 'JournalExport' });
export type JournalExport = z.infer<typeof journalExportSchema>;

/** One privacy inquiry as the privacy service stores it. */
export const privacyInquiryRecordSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    subject: z.enum(PRIVACY_INQUIRY_SUBJECT_VALUES),
    message: z.string(),
    /** The request id it came with, so support can find it in the logs; null when none was sent. */
    requestId: z.string().nullable(),
    receivedAt: isoDateTimeSchema,
  })
  .meta({ id: 'PrivacyInquiryRecord' });
/** The privacy service's part: the inquiries sent from the account's e-mail, newest first. */
export const privacyInquiriesExportSchema = z
  .array(privacyInquiryRecordSchema)
  .meta({ id: 'PrivacyInquiriesExport' });
export type PrivacyInquiriesExport = z.infer<typeof privacyInquiriesExportSchema>;

export const accountExportSchema = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT),
    version: z.literal(ACCOUNT_EXPORT_VERSION),
    exportedAt: isoDateTimeSchema,
    account: z.object({
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      createdAt: isoDateTimeSchema,
      /** When the account consented to keeping its data at sign-up; null when it has not. */
      dataRetentionConsentAt: isoDateTimeSchema.nullable(),
    }),
    /** Google or Microsoft sign-ins linked to the account: the e-mail each gave, and when it was linked. */
    signInProviders: z.array(
      z.object({
        provider: z.string().describe(`The provider: ${OIDC_PROVIDER_IDS.join(' or ')}`),
        email: z.string(),
        linkedAt: isoDateTimeSchema,
      }),
    ),
    styleProfiles: styleProfilesExportSchema,
    journal: journalExportSchema,
    privacyInquiries: privacyInquiriesExportSchema,
    getup: z.object({ note: z.string() }),
  })
  .meta({
    id: 'AccountExport',
    description: `Everything the services hold about the signed-in user (format "${ACCOUNT_EXPORT_FORMAT}", version ${ACCOUNT_EXPORT_VERSION}).`,
  });
export type AccountExport = z.infer<typeof accountExportSchema>;

export const ACCOUNT_OPERATIONS = [
  {
    id: 'exportAccountData',
    method: 'get',
    path: '/api/account/export',
    summary: 'Download my data',
    description: `One JSON file with everything the services hold about the signed-in user: the account and its linked sign-in providers, the saved style profiles (all of the history, decrypted), every journal entry (decrypted), the privacy inquiries sent from the account's e-mail, and a note on Getup texts. Each service answers for its own data; when any of them does not answer within 5 seconds, the answer is 503 "${ACCOUNT_EXPORT_MESSAGES.unavailable}" and never a partial file. Signed-in users only: 401 "${ACCOUNT_EXPORT_MESSAGES.signInRequired}" otherwise.`,
    auth: 'required',
    responses: {
      200: {
        description: 'The export file',
        schema: accountExportSchema,
        headers: {
          'Content-Disposition': 'attachment; filename="uniform-data-<YYYY-MM-DD>.json"',
          'Cache-Control': 'private, no-store',
        },
      },
    },
    errors: {
      503: `A service holding the user's data did not answer: "${ACCOUNT_EXPORT_MESSAGES.unavailable}"`,
    },
  },
] as const satisfies readonly Operation[];
