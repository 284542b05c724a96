import { z } from 'zod';
import { isoDateTimeSchema } from '../common.schemas';
import { USER_DATA_OWNERS } from '../routing';
import { PASSWORD_MAX } from '../password-policy';
import {
  AUTH_MESSAGES,
  OIDC_PROVIDER_IDS,
  SESSION_COOKIE_NAME,
  accountEmailSchema,
  newPasswordSchema,
  personNameSchema,
} from './auth.operations';
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

/**
 * Getup subscriptions are kept by phone number; a number counts as the account's only once it replied
 * YES to a subscription asked for while signed in (double opt-in proves the number is theirs).
 */
export const GETUP_EXPORT_NOTE =
  'Getup text subscriptions are kept by phone number. A number is linked to this account only once it replied YES to a subscription made while signed in; only such numbers are listed here, with every daily text sent to them.';

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

/**
 * What a Getup subscriber's daily texts are written from: words of the style engine's vocabulary only
 * (the sms service vets them), never the analysis itself.
 */
export const getupStyleFactsSchema = z
  .object({
    archetype: z.string().max(120),
    season: z.string().max(60),
    undertone: z.string().max(60),
    colours: z.array(z.object({ name: z.string().max(120), hex: z.string().max(9) })).max(12),
    neutrals: z.array(z.string().max(120)).max(6),
    pieces: z.array(z.string().max(160)).max(12),
    keywords: z.array(z.string().max(120)).max(8),
    zipCode: z.string().max(10).optional(),
  })
  .meta({ id: 'GetupStyleFacts' });

/** One daily text: at most one per number and local date. */
export const getupDeliverySchema = z
  .object({
    /** The subscriber's local date, YYYY-MM-DD. */
    localDate: z.string(),
    status: z.string().describe('sending | sent | delivered | failed | undelivered | skipped'),
    /** The text as sent; null when it was never written. */
    body: z.string().nullable(),
    sentAt: isoDateTimeSchema.nullable(),
    /** The carrier's error code when it refused the text; null otherwise. */
    errorCode: z.string().nullable(),
  })
  .meta({ id: 'GetupDelivery' });

/** One number confirmed as the account's, with its subscription as the sms service keeps it. */
export const getupSubscriptionExportSchema = z
  .object({
    /** E.164. */
    phone: z.string(),
    status: z.string().describe('active | unsubscribed | invalid (the carrier said it cannot be texted)'),
    /** When the web form last asked for the subscription. */
    requestedAt: isoDateTimeSchema,
    /** When the number replied YES (or START). */
    confirmedAt: isoDateTimeSchema,
    unsubscribedAt: isoDateTimeSchema.nullable(),
    timeZone: z.string(),
    timeZoneSource: z.string().describe('zip | browser | area_code | default'),
    styleFacts: getupStyleFactsSchema,
    /** Every daily text sent to the number, newest local date first. */
    deliveries: z.array(getupDeliverySchema),
  })
  .meta({ id: 'GetupSubscriptionExport' });

/** The sms service's part: the numbers confirmed as the account's, newest confirmation first. */
export const getupExportSchema = z
  .object({ note: z.string(), subscriptions: z.array(getupSubscriptionExportSchema) })
  .meta({ id: 'GetupExport' });
export type GetupExport = z.infer<typeof getupExportSchema>;

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
    getup: getupExportSchema,
  })
  .meta({
    id: 'AccountExport',
    description: `Everything the services hold about the signed-in user (format "${ACCOUNT_EXPORT_FORMAT}", version ${ACCOUNT_EXPORT_VERSION}).`,
  });
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * The account page (issue 21). A change of e-mail or password and a deletion are confirmed with the
 * current password or, for an account without one, a sign-in with a linked provider made within the
 * last FRESH_SIGN_IN_MINUTES minutes (started with `intent=confirm`, see startOidcSignIn).
 */
export const FRESH_SIGN_IN_MINUTES = 5;

export const ACCOUNT_MESSAGES = {
  signInRequired: AUTH_MESSAGES.notSignedIn,
  wrongPassword: 'That password is not right.',
  confirmationRequired: `Please confirm it is you: enter your password, or sign in again with Google or Microsoft (within ${FRESH_SIGN_IN_MINUTES} minutes).`,
  emailTaken: AUTH_MESSAGES.emailTaken,
  samePassword: 'Choose a password different from the current one.',
  noBilling:
    'There is no billing: every feature is free, we never ask for payment details, and so there is no billing history to show.',
} as const;

/** A password typed to confirm an action: any string the sign-in form would take. */
const confirmingPassword = z
  .string()
  .max(PASSWORD_MAX, { abort: true, error: ACCOUNT_MESSAGES.wrongPassword })
  .min(1, 'Please enter your password.')
  .optional()
  .describe(
    'The current password; leave out for an account without one (then a fresh provider sign-in is needed)',
  );

/** One signed-in browser of the account, for "Active sessions". */
export const accountSessionSchema = z
  .object({
    id: z.uuid(),
    /** The browser asking. */
    current: z.boolean(),
    /** "Chrome on macOS" from its User-Agent at sign-in; null when it sent none we recognise. */
    device: z.string().nullable(),
    signedInAt: isoDateTimeSchema,
    lastSeenAt: isoDateTimeSchema,
  })
  .meta({ id: 'AccountSession' });

/** GET /api/account: what the account page shows. */
export const accountSchema = z
  .object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    /** false: made through Google or Microsoft and no password set yet. */
    hasPassword: z.boolean(),
    signInProviders: z.array(
      z.object({ provider: z.enum(OIDC_PROVIDER_IDS), email: z.string(), linkedAt: isoDateTimeSchema }),
    ),
    /** Until when a provider sign-in confirms changes here; null when there is none. */
    confirmedUntil: isoDateTimeSchema.nullable(),
    /** Newest first; the current one included. */
    sessions: z.array(accountSessionSchema),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountNamesRequestSchema = z
  .object({ firstName: personNameSchema, lastName: personNameSchema })
  .meta({ id: 'AccountNamesRequest' });
export const accountEmailRequestSchema = z
  .object({ email: accountEmailSchema, password: confirmingPassword })
  .meta({ id: 'AccountEmailRequest' });
export const accountPasswordRequestSchema = z
  .object({ currentPassword: confirmingPassword, newPassword: newPasswordSchema })
  .meta({ id: 'AccountPasswordRequest' });
export const accountDeletionRequestSchema = z
  .object({ password: confirmingPassword })
  .meta({ id: 'AccountDeletionRequest' });
export type AccountNamesRequest = z.input<typeof accountNamesRequestSchema>;
export type AccountEmailRequest = z.input<typeof accountEmailRequestSchema>;
export type AccountPasswordRequest = z.input<typeof accountPasswordRequestSchema>;
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

const signedInOnly = `Signed-in users only: 401 "${ACCOUNT_MESSAGES.signInRequired}" otherwise.`;
const confirmed = `Confirmed with the current password, or for an account without one by a sign-in with a linked provider in the last ${FRESH_SIGN_IN_MINUTES} minutes: 401 "${ACCOUNT_MESSAGES.wrongPassword}" (INVALID_CREDENTIALS) for a wrong password, 403 "${ACCOUNT_MESSAGES.confirmationRequired}" (FORBIDDEN) without either. Wrong passwords count against the sign-in limits of the account.`;
const clearsCookie = `${SESSION_COOKIE_NAME}=; expired (clears the cookie)`;

export const ACCOUNT_OPERATIONS = [
  {
    id: 'getAccount',
    method: 'get',
    path: '/api/account',
    summary: 'The account page',
    description: `Names, e-mail, whether a password is set, linked Google or Microsoft sign-ins, and the active sessions (this browser marked). ${signedInOnly}`,
    auth: 'required',
    responses: { 200: { description: 'The account', schema: accountSchema } },
  },
  {
    id: 'updateAccountNames',
    method: 'put',
    path: '/api/account/names',
    summary: 'Change first and last name',
    description: `Empty or left out clears a name. ${signedInOnly}`,
    auth: 'required',
    request: { body: accountNamesRequestSchema },
    responses: { 200: { description: 'The account now', schema: accountSchema } },
  },
  {
    id: 'changeAccountEmail',
    method: 'put',
    path: '/api/account/email',
    summary: 'Change the e-mail',
    description: `The new address is trimmed and lower-cased. ${confirmed} ${signedInOnly}`,
    auth: 'required',
    request: { body: accountEmailRequestSchema },
    responses: { 200: { description: 'The account now', schema: accountSchema } },
    errors: { 409: `The e-mail belongs to another account: "${ACCOUNT_MESSAGES.emailTaken}" (EMAIL_TAKEN)` },
  },
  {
    id: 'changeAccountPassword',
    method: 'put',
    path: '/api/account/password',
    summary: 'Change or set the password',
    description: `Every other session of the account ends at once; this browser stays signed in. An account without a password sets one after a fresh provider sign-in. ${confirmed} ${signedInOnly}`,
    auth: 'required',
    request: { body: accountPasswordRequestSchema },
    responses: { 200: { description: 'The account now (one session left)', schema: accountSchema } },
  },
  {
    id: 'signOutEverywhere',
    method: 'delete',
    path: '/api/account/sessions',
    summary: 'Sign out everywhere',
    description: `Ends every session of the account, this one included, at once (the gateway forgets them too). ${signedInOnly}`,
    auth: 'required',
    responses: { 204: { description: 'Signed out everywhere', headers: { 'Set-Cookie': clearsCookie } } },
  },
  {
    id: 'deleteAccount',
    method: 'delete',
    path: '/api/account',
    summary: 'Delete my account',
    description: `Deletes the account and ends every session at once, then publishes one account-deleted job: every service holding the user's data (${USER_DATA_OWNERS.join(', ')}) deletes it and confirms; the auth service keeps a tombstone by user id with each service's state until all have confirmed, retrying the ones that have not. ${confirmed} ${signedInOnly}`,
    auth: 'required',
    request: { body: accountDeletionRequestSchema },
    responses: { 204: { description: 'Deleted; signed out', headers: { 'Set-Cookie': clearsCookie } } },
  },
  {
    id: 'exportAccountData',
    method: 'get',
    path: '/api/account/export',
    summary: 'Download my data',
    description: `One JSON file with everything the services hold about the signed-in user: the account and its linked sign-in providers, the saved style profiles (all of the history, decrypted), every journal entry (decrypted), the privacy inquiries sent from the account's e-mail, and the Getup subscriptions and daily texts of the phone numbers confirmed as the account's. Each service answers for its own data; when any of them does not answer within 5 seconds, the answer is 503 "${ACCOUNT_EXPORT_MESSAGES.unavailable}" and never a partial file. Signed-in users only: 401 "${ACCOUNT_EXPORT_MESSAGES.signInRequired}" otherwise.`,
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
