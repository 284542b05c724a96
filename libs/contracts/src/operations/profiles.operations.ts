import { z } from 'zod';
import { analysisSchema, type Analysis } from '../analysis/analysis.schemas';
import { SEASONS } from '../analysis/analysis.data';
import { boundedList, isoDateTimeSchema, requiredText, shortText } from '../common.schemas';
import { BUDGET_TIER_IDS } from '../questionnaire/questionnaire.data';
import { questionnaireAnswersSchema } from '../questionnaire/questionnaire.schemas';
import {
  CUSTOM_ITEM_PIECE_TYPES,
  CUSTOM_ITEM_URL_MAX,
  PERSONAL_BRAND_FIELDS,
  PERSONAL_BRAND_VALUE_MAX,
} from './analysis.operations';
import type { Operation } from './operation';

/**
 * Saved style profiles (spec 1 §1, §2; spec 2 §1: "signed-in users may have saved profiles",
 * "saved-profile users consent to storage"). Owned by the profiles service. A profile is the
 * analysis with everything the user made of it: the answers, their personal-brand edits, saved
 * looks, their own uniform items, the chosen tier and season view. Sealed at rest.
 */

/** The history keeps the last 5 analyses with their dates. */
export const STYLE_PROFILE_HISTORY_LIMIT = 5;
/** A look can be saved once per lookbook occasion; this bounds a profile however it is sent. */
export const SAVED_LOOKS_MAX = 50;
/** One custom item per uniform piece (12), with room for pieces of older analyses. */
export const CUSTOM_ITEMS_MAX = 24;

/**
 * The profiles service's body limit: an analysis is 30–60 kB of JSON, and a profile adds the
 * answers, 24 custom items with their guidance and 50 saved looks; measured at under 100 kB in
 * full, so this leaves room for longer model-written analyses.
 */
export const STYLE_PROFILE_BODY_LIMIT_KB = 512;

export const PROFILE_MESSAGES = {
  signInRequired: 'Please sign in to save your style profile.',
  consentRequired:
    'Your account does not keep a style profile. Turn on "Save my style profile" in the account menu first.',
  notFound: 'You have no saved style profile yet.',
  historyEntryNotFound: 'That analysis is not in your saved history.',
} as const;

/**
 * Which analysis a profile (or a saved look, or an edit) belongs to: its generation time, or, for an
 * analysis without one, its archetype and season. Saving the same analysis again updates its profile;
 * another one starts a new profile in the history. The browser keys its own stores with it too.
 */
export function styleProfileAnalysisKey(
  analysis: Pick<Analysis, 'generatedAt' | 'styleArchetype' | 'colorAnalysis'>,
): string {
  return analysis.generatedAt ?? `${analysis.styleArchetype}|${analysis.colorAnalysis.season}`;
}

export const savedLookSchema = z
  .object({
    /** The look's key in the lookbook (pitchMeeting, conference, networking…). */
    look: shortText,
    savedAt: isoDateTimeSchema,
  })
  .meta({ id: 'SavedLook' });
export type SavedLook = z.infer<typeof savedLookSchema>;

export const customItemSchema = z
  .object({
    url: z.url({ protocol: /^https?$/ }).max(CUSTOM_ITEM_URL_MAX),
    name: shortText,
    savedAt: isoDateTimeSchema,
    pieceType: z.enum(CUSTOM_ITEM_PIECE_TYPES),
    guidance: z.string().max(4000).optional(),
  })
  .meta({ id: 'CustomItem', description: "The user's own item in place of a uniform piece." });
export type CustomItem = z.infer<typeof customItemSchema>;

/** The user's wording of personal-brand fields, laid over whatever brand is generated. */
export const brandEditsSchema = z
  .partialRecord(
    z.enum(PERSONAL_BRAND_FIELDS),
    requiredText(PERSONAL_BRAND_VALUE_MAX, 'Please enter some text before saving'),
  )
  .meta({ id: 'BrandEdits' });
export type BrandEdits = z.infer<typeof brandEditsSchema>;

export const styleProfileContentSchema = z
  .object({
    analysis: analysisSchema,
    /** The questionnaire answers it was made from, so "Edit your answers" works on any device. */
    answers: questionnaireAnswersSchema.optional(),
    brandEdits: brandEditsSchema.default({}),
    savedLooks: boundedList(savedLookSchema, SAVED_LOOKS_MAX).default([]),
    /** By uniform piece id. */
    customItems: z
      .record(shortText, customItemSchema)
      .refine((items) => Object.keys(items).length <= CUSTOM_ITEMS_MAX, {
        error: `At most ${CUSTOM_ITEMS_MAX} custom items`,
      })
      .default({}),
    tier: z.enum(BUDGET_TIER_IDS).optional(),
    /** The season shown on the color tab when the user browsed away from their own. */
    seasonView: z.enum(SEASONS).optional(),
  })
  .meta({ id: 'StyleProfileContent' });
export type StyleProfileContent = z.infer<typeof styleProfileContentSchema>;
export type StyleProfileContentInput = z.input<typeof styleProfileContentSchema>;

export const styleProfileSchema = styleProfileContentSchema
  .extend({
    id: z.uuid(),
    /** When this analysis was first saved. */
    createdAt: isoDateTimeSchema,
    /** When anything of it (edits, looks, items) last changed. */
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'StyleProfile', description: "The signed-in user's saved profile, decrypted for its owner." });
export type StyleProfile = z.infer<typeof styleProfileSchema>;

export const styleProfileHistoryEntrySchema = z
  .object({
    id: z.uuid(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    archetype: z.string(),
    season: z.string(),
    /** The one the dashboard shows. */
    current: z.boolean(),
  })
  .meta({ id: 'StyleProfileHistoryEntry' });
export const styleProfileHistorySchema = z
  .array(styleProfileHistoryEntrySchema)
  .max(STYLE_PROFILE_HISTORY_LIMIT)
  .meta({ id: 'StyleProfileHistory', description: 'The last 5 saved analyses, newest first.' });
export type StyleProfileHistory = z.infer<typeof styleProfileHistorySchema>;

export const profileConsentSchema = z
  .object({
    consent: z.boolean(),
    /** When consent was given; null without it. */
    givenAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ProfileConsent' });
export type ProfileConsent = z.infer<typeof profileConsentSchema>;

export const profileConsentRequestSchema = z
  .object({ consent: z.boolean({ error: 'Say whether to keep your style profile (true or false)' }) })
  .meta({ id: 'ProfileConsentRequest' });

export const styleProfileIdParamsSchema = z.object({
  id: z.uuid({ error: PROFILE_MESSAGES.historyEntryNotFound }),
});

const signedInWithConsent = `Signed-in users who consented only: 401 "${PROFILE_MESSAGES.signInRequired}" when signed out, 403 "${PROFILE_MESSAGES.consentRequired}" without consent.`;

export const PROFILE_OPERATIONS = [
  {
    id: 'getProfileConsent',
    method: 'get',
    path: '/api/style-profile/consent',
    summary: 'Whether the account keeps a style profile',
    description: `Consent to store the style profile ("Save my style profile"). Signed-in users only: 401 "${PROFILE_MESSAGES.signInRequired}" otherwise.`,
    auth: 'required',
    responses: { 200: { description: 'The consent', schema: profileConsentSchema } },
  },
  {
    id: 'setProfileConsent',
    method: 'put',
    path: '/api/style-profile/consent',
    summary: 'Give or withdraw consent to keep the style profile',
    description: `true gives consent; false withdraws it and deletes every saved profile of the account in the same transaction. Sending the same value twice changes nothing. Signed-in users only: 401 "${PROFILE_MESSAGES.signInRequired}" otherwise.`,
    auth: 'required',
    request: { body: profileConsentRequestSchema },
    responses: { 200: { description: 'The consent now', schema: profileConsentSchema } },
  },
  {
    id: 'getStyleProfile',
    method: 'get',
    path: '/api/style-profile',
    summary: "The signed-in user's current style profile",
    description: signedInWithConsent,
    auth: 'required',
    responses: { 200: { description: 'The current profile', schema: styleProfileSchema } },
    errors: { 404: `No profile saved yet: "${PROFILE_MESSAGES.notFound}" (NOT_FOUND)` },
  },
  {
    id: 'saveStyleProfile',
    method: 'put',
    path: '/api/style-profile',
    summary: 'Save the style profile',
    description: `The analysis with the user's edits, saved looks, custom items, tier and season view. The same analysis (same generation time) updates the current profile; another analysis is added to the history and becomes current (the history keeps ${STYLE_PROFILE_HISTORY_LIMIT}). Sealed at rest. ${signedInWithConsent}`,
    auth: 'required',
    request: { body: styleProfileContentSchema },
    responses: { 200: { description: 'The saved profile', schema: styleProfileSchema } },
    errors: {
      413: `Body over the ${STYLE_PROFILE_BODY_LIMIT_KB} kB limit of a saved profile (PAYLOAD_TOO_LARGE)`,
    },
  },
  {
    id: 'getStyleProfileHistory',
    method: 'get',
    path: '/api/style-profiles',
    summary: 'The last 5 saved analyses',
    description: signedInWithConsent,
    auth: 'required',
    responses: { 200: { description: 'Newest first', schema: styleProfileHistorySchema } },
  },
  {
    id: 'restoreStyleProfile',
    method: 'post',
    path: '/api/style-profiles/{id}/restore',
    summary: 'Make an analysis of the history current again',
    description: signedInWithConsent,
    auth: 'required',
    request: { params: styleProfileIdParamsSchema },
    responses: { 200: { description: 'The restored profile, now current', schema: styleProfileSchema } },
    errors: {
      404: `Not one of the user's saved analyses: "${PROFILE_MESSAGES.historyEntryNotFound}" (NOT_FOUND)`,
    },
  },
] as const satisfies readonly Operation[];
