import { z } from 'zod';
import { formatCount, isUnique, requiredText, tooLongMessage } from '../common.schemas';
import {
  AGE_BRACKETS,
  ALL_ATTENTION_AREAS,
  BODY_SHAPES,
  BRAND_PREFERENCE_VALUES,
  COLOR_PREFERENCES,
  CORE_VALUES,
  ENNEAGRAM_TYPES,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  FILM_CATEGORIES,
  FIT_PREFERENCES,
  GENDER_IDENTITIES,
  HAIR_COLORS,
  HEIGHTS,
  JEWELRY_PREFERENCES,
  MBTI_TYPES,
  MUSIC_CATEGORIES,
  QUESTIONNAIRE_LIMITS as L,
  SKIN_TONES,
  SUN_REACTIONS,
  VEIN_COLORS,
  ZODIAC_SIGNS,
} from './questionnaire.data';
import { colorMeasurementsSchema } from './color-measurements.schemas';

/**
 * The onboarding questionnaire, one schema per step, with the validation messages of spec 1 §5
 * verbatim. The browser form (react-hook-form's zod resolver) and the analysis service validate
 * with these same schemas, so a user never sees a rule the server does not apply, or the reverse.
 */

/** Spec 1 §5's messages, plus ours where the spec has none (marked). */
export const QUESTIONNAIRE_MESSAGES = {
  captchaRequired: 'Please solve the verification',
  captchaWrong: 'Incorrect answer. Please try again.',
  whatBuilding: "Please provide more detail about what you're building",
  filmsMin: 'Please select at least 1 film',
  filmsMax: 'Please select no more than 3 films',
  musicMin: 'Please select at least 1 music style',
  musicMax: 'Please select no more than 3 music styles',
  industry: 'Please specify your industry',
  occupation: 'Please specify your occupation',
  ageBracket: 'Please select your age bracket',
  genderIdentity: 'Please select your gender identity',
  genderExpression: 'Gender expression must be between 0-100',
  coreValuesMin: 'Please select at least 3 core values',
  coreValuesMax: 'Please select no more than 5 core values',
  environmentsMin: 'Please select at least one event or enter a custom event',
  customEvent: 'Please enter a custom event',
  voicePrecisionFlow: 'Please set your precision/flow preference',
  voiceDirectGentle: 'Please set your direct/gentle preference',
  voiceLiteralPoetic: 'Please set your literal/poetic preference',
  voiceProfessionalPlayful: 'Please set your professional/playful preference',
  voiceFormalCasual: 'Please set your formal/casual preference',
  bodyShape: 'Please select your body shape',
  height: 'Please select your height',
  fitPreference: 'Please select your fit preference',
  attentionArea: 'Please select where to draw attention',
  veinColor: 'Please select your vein color',
  sunReaction: 'Please select your sun reaction',
  jewelryPreference: 'Please select your jewelry preference',
  eyeClarity: 'Please select your eye clarity',
  featureContrast: 'Please select your feature contrast',
  colorPreference: 'Please select your color preference',
  eyeColor: 'Please select your eye color',
  skinTone: 'Please select your skin tone',
  hairColor: 'Please select your hair color',
  hairColorList: 'Please select at least one hair color',
  zipCode: 'Please enter a valid ZIP code',
  budget: 'Please set a realistic budget',
  // Ours: the spec shows no message for these.
  budgetMax: `Please choose a budget of at most $${formatCount(L.budgetMax)}`,
  film: 'Please choose films from the list',
  music: 'Please choose music styles from the list',
  coreValue: 'Please choose core values from the list',
  noRepeats: 'Each choice can be picked once',
  brandCount: `Please rate at most ${L.brands} brands`,
  brandName: 'Please use a brand name from the list',
  brandPreference: 'Rate each brand like, dislike or unknown',
  tooManyEvents: `Please choose at most ${L.maxEnvironments} events`,
  myersBriggs: 'Please enter a Myers-Briggs type such as INTJ',
  enneagram: 'Please enter an Enneagram type from 1 to 9, or a type with a wing such as 5w4',
  zodiac: 'Please choose a zodiac sign from the list',
} as const;
const M = QUESTIONNAIRE_MESSAGES;

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const optionalText = (max: number) =>
  z
    .string()
    .max(max, { abort: true, error: tooLongMessage(max) })
    .trim()
    .optional();

/** A 0–100 slider with the spec's message for anything out of range; 50 when absent. */
const slider = (message: string) =>
  z.number({ error: message }).min(L.sliderMin, message).max(L.sliderMax, message).default(L.sliderDefault);

/** A pick list from fixed options: spec messages for too few and too many, no repeats. */
const pickList = <T extends readonly [string, ...string[]]>(
  values: T,
  rules: { min: number; max: number; minMessage: string; maxMessage: string; itemMessage: string },
) =>
  z
    .array(z.enum(values, { error: rules.itemMessage }), { error: rules.minMessage })
    // A list far over the cap is refused before its items are looked at.
    .max(values.length, { abort: true, error: rules.maxMessage })
    .min(rules.min, rules.minMessage)
    .max(rules.max, rules.maxMessage)
    .refine(isUnique, M.noRepeats);

/**
 * An optional typed answer from a fixed list: '' (the cleared input) means no answer, and
 * `normalize` applies the spec's input rule (e.g. Myers-Briggs is upper-cased) before the check.
 */
const optionalTypedChoice = <T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  normalize: (value: string) => string = (value) => value,
) =>
  z
    .string({ error: message })
    .max(20, { abort: true, error: message })
    .trim()
    .transform(normalize)
    .pipe(z.union([z.literal('').transform(() => undefined), z.enum(values)], { error: message }))
    .optional()
    .describe(`One of: ${values.join(', ')} (any letter case); an empty string for no answer`);

// ── Step 1: the human check ──────────────────────────────────────────────────
export const step1Schema = z.object({
  captchaAnswer: z
    .number({ error: M.captchaRequired })
    .min(1, M.captchaRequired)
    .max(L.captchaOperandMax * 2, M.captchaWrong),
});

/**
 * Step 1 against the sum shown on screen (two random integers 1–10, drawn when the page loads).
 * The check happens in the browser only: captchaAnswer never reaches the server.
 */
export const captchaStepSchema = (expectedSum: number) =>
  step1Schema.refine((step) => step.captchaAnswer === expectedSum, {
    message: M.captchaWrong,
    path: ['captchaAnswer'],
  });

// ── Steps 2–15 ───────────────────────────────────────────────────────────────
export const step2Schema = z.object({
  whatBuilding: requiredText(L.longTextMax, M.whatBuilding, { min: L.whatBuildingMin }),
});

export const step3Schema = z.object({
  styleFilms: pickList(FILM_CATEGORIES, {
    min: 1,
    max: L.maxFilms,
    minMessage: M.filmsMin,
    maxMessage: M.filmsMax,
    itemMessage: M.film,
  }),
  styleMusic: pickList(MUSIC_CATEGORIES, {
    min: 1,
    max: L.maxMusic,
    minMessage: M.musicMin,
    maxMessage: M.musicMax,
    itemMessage: M.music,
  }),
});

/** Brand name → like / dislike / unknown; at most one rating per brand of the 20-brand swipe. */
export const brandPreferencesSchema = z
  .record(
    z.string().max(L.brandNameMax, { abort: true, error: M.brandName }).trim().min(1, M.brandName),
    z.enum(BRAND_PREFERENCE_VALUES, { error: M.brandPreference }),
  )
  .refine((ratings) => Object.keys(ratings).length <= L.brands, M.brandCount);

export const step4Schema = z.object({ brandPreferences: brandPreferencesSchema.optional() });

export const step5Schema = z.object({
  industry: requiredText(L.shortTextMax, M.industry, { min: L.industryMin }),
  occupation: requiredText(L.shortTextMax, M.occupation, { min: L.occupationMin }),
});

export const step6Schema = z.object({
  ageBracket: requiredChoice(AGE_BRACKETS, M.ageBracket),
  genderIdentity: requiredChoice(GENDER_IDENTITIES, M.genderIdentity),
  /** 0 feminine, 50 neutral, 100 masculine. */
  genderExpression: slider(M.genderExpression),
});

export const step7Schema = z.object({
  coreValues: pickList(CORE_VALUES, {
    min: L.minCoreValues,
    max: L.maxCoreValues,
    minMessage: M.coreValuesMin,
    maxMessage: M.coreValuesMax,
    itemMessage: M.coreValue,
  }),
});

/** Base events, keyword suggestions and the user's own custom events; no cap in the UI, repeats dropped. */
export const step8Schema = z.object({
  environments: z
    .array(requiredText(L.shortTextMax, M.customEvent), { error: M.environmentsMin })
    .max(L.maxEnvironments, { abort: true, error: M.tooManyEvents })
    .min(1, M.environmentsMin)
    .transform((events) =>
      events.filter(
        (event, index) => events.findIndex((other) => other.toLowerCase() === event.toLowerCase()) === index,
      ),
    ),
});

export const step9Schema = z.object({
  voicePrecisionFlow: slider(M.voicePrecisionFlow),
  voiceDirectGentle: slider(M.voiceDirectGentle),
  voiceLiteralPoetic: slider(M.voiceLiteralPoetic),
  voiceProfessionalPlayful: slider(M.voiceProfessionalPlayful),
  voiceFormalCasual: slider(M.voiceFormalCasual),
});

export const step10Schema = z.object({
  bodyShape: requiredChoice(BODY_SHAPES, M.bodyShape),
  height: requiredChoice(HEIGHTS, M.height),
  fitPreference: requiredChoice(FIT_PREFERENCES, M.fitPreference),
  /** One of attentionAreaOptions(identity, expression); any group's choice is accepted. */
  attentionArea: requiredChoice(ALL_ATTENTION_AREAS, M.attentionArea),
  avoidWearing: optionalText(L.longTextMax),
});

/** Enneagram: a type 1–9, or a type with an adjacent wing (5w4, 5w6, 9w1, 1w9). */
const ENNEAGRAM_WITH_WINGS = ENNEAGRAM_TYPES.flatMap((type) => {
  const n = Number(type);
  return [type, `${type}w${n === 1 ? 9 : n - 1}`, `${type}w${n === 9 ? 1 : n + 1}`];
}) as [string, ...string[]];

/** Step 11 is optional as a whole; a value that is given must be a real type or sign. */
export const step11Schema = z.object({
  myersBriggs: optionalTypedChoice(MBTI_TYPES, M.myersBriggs, (value) => value.toUpperCase()),
  enneagram: optionalTypedChoice(ENNEAGRAM_WITH_WINGS, M.enneagram, (value) => value.toLowerCase()),
  zodiac: optionalTypedChoice(
    ZODIAC_SIGNS,
    M.zodiac,
    (value) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase(),
  ),
});

export const step12Schema = z.object({
  veinColor: requiredChoice(VEIN_COLORS, M.veinColor),
  sunReaction: requiredChoice(SUN_REACTIONS, M.sunReaction),
  jewelryPreference: requiredChoice(JEWELRY_PREFERENCES, M.jewelryPreference),
  eyeClarity: requiredChoice(EYE_CLARITY, M.eyeClarity),
  featureContrast: requiredChoice(FEATURE_CONTRASTS, M.featureContrast),
  colorPreference: requiredChoice(COLOR_PREFERENCES, M.colorPreference),
});

/**
 * One hair colour as a string, or several as a list (spec 1 §4: the picker stores a single choice
 * as a string). An empty string or anything unknown: 'Please select your hair color'; an empty
 * list: 'Please select at least one hair color'.
 */
export const hairColorSchema = z.union(
  [
    z.enum(HAIR_COLORS, { error: M.hairColor }),
    z
      .array(z.enum(HAIR_COLORS, { error: M.hairColor }), { error: M.hairColor })
      .max(HAIR_COLORS.length, { abort: true, error: M.noRepeats })
      .min(1, M.hairColorList)
      .refine(isUnique, M.noRepeats),
  ],
  { error: M.hairColor },
);

export const step13Schema = z.object({
  eyeColor: requiredChoice(EYE_COLORS, M.eyeColor),
  skinTone: requiredChoice(SKIN_TONES, M.skinTone),
  hairColor: hairColorSchema,
  /** Optional: a photo measured on the device adds its numbers as evidence to the answers above. */
  colorMeasurements: colorMeasurementsSchema.optional(),
});

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const step14Schema = z.object({
  zipCode: z
    .string({ error: M.zipCode })
    .max(10, { abort: true, error: M.zipCode })
    .trim()
    .regex(ZIP_CODE_PATTERN, M.zipCode),
});

export const step15Schema = z.object({
  budget: z
    .number({ error: M.budget })
    .min(L.budgetMin, M.budget)
    .max(L.budgetMax, M.budgetMax)
    .default(L.budgetDefault),
  currentStyleDescription: optionalText(L.longTextMax),
});

/** Steps 1–15 in order; index 0 is step 1. */
export const QUESTIONNAIRE_STEP_SCHEMAS = [
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
  step6Schema,
  step7Schema,
  step8Schema,
  step9Schema,
  step10Schema,
  step11Schema,
  step12Schema,
  step13Schema,
  step14Schema,
  step15Schema,
] as const;

/**
 * What POST /api/analyze-style receives: steps 2–15 merged. Skip advances without validation, so
 * every field is optional; a field that is present must pass its step's rule. Sliders default to
 * 50 and the budget to 1000 when absent. captchaAnswer is not part of it: the human check stays in
 * the browser, and the object schema strips it (with any other unknown key) if a client sends it.
 */
export const questionnaireAnswersSchema = z
  .object({
    ...step2Schema.shape,
    ...step3Schema.shape,
    ...step4Schema.shape,
    ...step5Schema.shape,
    ...step6Schema.shape,
    ...step7Schema.shape,
    ...step8Schema.shape,
    ...step9Schema.shape,
    ...step10Schema.shape,
    ...step11Schema.shape,
    ...step12Schema.shape,
    ...step13Schema.shape,
    ...step14Schema.shape,
    ...step15Schema.shape,
  })
  .partial()
  .meta({
    id: 'QuestionnaireAnswers',
    description:
      'The onboarding answers (steps 2–15) without captchaAnswer. Every step may be skipped, so every field is optional; a field that is present must be valid. Unknown keys, captchaAnswer included, are dropped.',
  });

export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswersSchema>;
export type QuestionnaireAnswersInput = z.input<typeof questionnaireAnswersSchema>;
export type HairColor = z.infer<typeof hairColorSchema>;

/** The colouring answers that together allow a colour analysis (spec 1 §4). */
export const COLORING_FIELDS = [
  'skinTone',
  'hairColor',
  'eyeColor',
  'veinColor',
  'sunReaction',
  'jewelryPreference',
] as const;
/** The preference lists, any one of which allows a style analysis (spec 1 §4). */
export const PREFERENCE_LIST_FIELDS = ['styleFilms', 'styleMusic', 'environments', 'coreValues'] as const;

type SufficiencyInput = {
  [K in (typeof COLORING_FIELDS)[number]]?: string | readonly string[] | null;
} & { [K in (typeof PREFERENCE_LIST_FIELDS)[number]]?: readonly string[] | null };

const present = (value: string | readonly string[] | null | undefined) =>
  typeof value === 'string' ? value.trim().length > 0 : Array.isArray(value) && value.length > 0;

/**
 * Spec 1 §4: an analysis needs either the whole colouring group or at least one non-empty
 * preference list. Without either, the browser makes no call and stores the placeholder analysis
 * (buildInsufficientAnalysis), and the analysis service answers the same placeholder.
 */
export function hasEnoughDataForAnalysis(answers: SufficiencyInput): boolean {
  const coloring = COLORING_FIELDS.every((field) => present(answers[field]));
  const preferences = PREFERENCE_LIST_FIELDS.some((field) => present(answers[field]));
  return coloring || preferences;
}
