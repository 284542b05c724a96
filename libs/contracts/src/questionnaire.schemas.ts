import { z } from 'zod';
import {
  AGE_BRACKETS,
  BODY_SHAPES,
  BRAND_PREFERENCE_VALUES,
  COLOR_PREFERENCES,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  FILM_CATEGORIES,
  FIT_PREFERENCES,
  GENDER_IDENTITIES,
  HAIR_COLORS,
  HEIGHTS,
  JEWELRY_PREFERENCES,
  MUSIC_CATEGORIES,
  QUESTIONNAIRE_LIMITS as L,
  SKIN_TONES,
  SUN_REACTIONS,
  VEIN_COLORS,
} from './questionnaire.data';

/**
 * The onboarding questionnaire, one schema per step, with the validation messages of spec 1 §5
 * verbatim. The browser form and the analysis service validate with these same schemas.
 */
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const slider = (message: string) =>
  z.number({ error: message }).min(0, message).max(100, message).default(L.sliderDefault);

export const step1Schema = z.object({
  captchaAnswer: z.number({ error: 'Please solve the verification' }).min(1, 'Please solve the verification'),
});

export const step2Schema = z.object({
  whatBuilding: z
    .string({ error: "Please provide more detail about what you're building" })
    .trim()
    .min(L.whatBuildingMin, "Please provide more detail about what you're building")
    .max(L.longTextMax, `Please keep this under ${L.longTextMax.toLocaleString('en-US')} characters`),
});

export const step3Schema = z.object({
  styleFilms: z
    .array(z.enum(FILM_CATEGORIES), { error: 'Please select at least 1 film' })
    .min(1, 'Please select at least 1 film')
    .max(L.maxFilms, 'Please select no more than 3 films'),
  styleMusic: z
    .array(z.enum(MUSIC_CATEGORIES), { error: 'Please select at least 1 music style' })
    .min(1, 'Please select at least 1 music style')
    .max(L.maxMusic, 'Please select no more than 3 music styles'),
});

export const brandPreferencesSchema = z
  .record(z.string().trim().min(1).max(60), z.enum(BRAND_PREFERENCE_VALUES))
  .refine((record) => Object.keys(record).length <= L.brands, `At most ${L.brands} brand ratings`);

export const step4Schema = z.object({ brandPreferences: brandPreferencesSchema.optional() });

export const step5Schema = z.object({
  industry: z
    .string({ error: 'Please specify your industry' })
    .trim()
    .min(L.industryMin, 'Please specify your industry')
    .max(L.shortTextMax, `Please keep this under ${L.shortTextMax} characters`),
  occupation: z
    .string({ error: 'Please specify your occupation' })
    .trim()
    .min(L.occupationMin, 'Please specify your occupation')
    .max(L.shortTextMax, `Please keep this under ${L.shortTextMax} characters`),
});

export const step6Schema = z.object({
  ageBracket: requiredChoice(AGE_BRACKETS, 'Please select your age bracket'),
  genderIdentity: requiredChoice(GENDER_IDENTITIES, 'Please select your gender identity'),
  genderExpression: z
    .number({ error: 'Gender expression must be between 0-100' })
    .min(0, 'Gender expression must be between 0-100')
    .max(100, 'Gender expression must be between 0-100')
    .default(50),
});

export const step7Schema = z.object({
  coreValues: z
    .array(z.string().trim().min(1).max(60), { error: 'Please select at least 3 core values' })
    .min(L.minCoreValues, 'Please select at least 3 core values')
    .max(L.maxCoreValues, 'Please select no more than 5 core values'),
});

export const step8Schema = z.object({
  environments: z
    .array(z.string().trim().min(1, 'Please enter a custom event').max(L.shortTextMax), {
      error: 'Please select at least one event or enter a custom event',
    })
    .min(1, 'Please select at least one event or enter a custom event')
    .max(L.maxEnvironments, `Please choose at most ${L.maxEnvironments} events`),
});

export const step9Schema = z.object({
  voicePrecisionFlow: slider('Please set your precision/flow preference'),
  voiceDirectGentle: slider('Please set your direct/gentle preference'),
  voiceLiteralPoetic: slider('Please set your literal/poetic preference'),
  voiceProfessionalPlayful: slider('Please set your professional/playful preference'),
  voiceFormalCasual: slider('Please set your formal/casual preference'),
});

export const step10Schema = z.object({
  bodyShape: requiredChoice(BODY_SHAPES, 'Please select your body shape'),
  height: requiredChoice(HEIGHTS, 'Please select your height'),
  fitPreference: requiredChoice(FIT_PREFERENCES, 'Please select your fit preference'),
  attentionArea: z
    .string({ error: 'Please select where to draw attention' })
    .trim()
    .min(1, 'Please select where to draw attention')
    .max(L.shortTextMax),
  avoidWearing: text(
    L.longTextMax,
    `Please keep this under ${L.longTextMax.toLocaleString('en-US')} characters`,
  ).optional(),
});

export const step11Schema = z.object({
  myersBriggs: text(8, 'Use a four-letter type such as INTJ').optional(),
  enneagram: text(8, 'Use a type such as 5 or 5w4').optional(),
  zodiac: text(20, 'Choose a zodiac sign').optional(),
});

export const step12Schema = z.object({
  veinColor: requiredChoice(VEIN_COLORS, 'Please select your vein color'),
  sunReaction: requiredChoice(SUN_REACTIONS, 'Please select your sun reaction'),
  jewelryPreference: requiredChoice(JEWELRY_PREFERENCES, 'Please select your jewelry preference'),
  eyeClarity: requiredChoice(EYE_CLARITY, 'Please select your eye clarity'),
  featureContrast: requiredChoice(FEATURE_CONTRASTS, 'Please select your feature contrast'),
  colorPreference: requiredChoice(COLOR_PREFERENCES, 'Please select your color preference'),
});

export const hairColorSchema = z.union(
  [
    z.enum(HAIR_COLORS, { error: 'Please select your hair color' }),
    z
      .array(z.enum(HAIR_COLORS), { error: 'Please select at least one hair color' })
      .min(1, 'Please select at least one hair color')
      .max(HAIR_COLORS.length),
  ],
  { error: 'Please select your hair color' },
);

export const step13Schema = z.object({
  eyeColor: requiredChoice(EYE_COLORS, 'Please select your eye color'),
  skinTone: requiredChoice(SKIN_TONES, 'Please select your skin tone'),
  hairColor: hairColorSchema,
});

export const step14Schema = z.object({
  zipCode: z
    .string({ error: 'Please enter a valid ZIP code' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code'),
});

export const step15Schema = z.object({
  budget: z
    .number({ error: 'Please set a realistic budget' })
    .min(L.budgetMin, 'Please set a realistic budget')
    .max(
      L.budgetMax,
      `Budgets above $${L.budgetMax.toLocaleString('en-US')} use the top tier; enter ${L.budgetMax.toLocaleString('en-US')}`,
    )
    .default(L.budgetDefault),
  currentStyleDescription: text(
    L.longTextMax,
    `Please keep this under ${L.longTextMax.toLocaleString('en-US')} characters`,
  ).optional(),
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
 * What POST /api/analyze-style receives: every step merged, without captchaAnswer (the human check
 * never leaves the browser). Unknown keys, captchaAnswer included, are stripped.
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
  .meta({ id: 'QuestionnaireAnswers' });

export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswersSchema>;
export type QuestionnaireAnswersInput = z.input<typeof questionnaireAnswersSchema>;
