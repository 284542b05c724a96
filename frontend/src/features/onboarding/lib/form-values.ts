import {
  BRAND_PREFERENCE_VALUES,
  QUESTIONNAIRE_LIMITS as L,
  questionnaireAnswersSchema,
  type ColorMeasurements,
  type PersonalityProfile,
  type QuestionnaireAnswers,
} from '@uniform/contracts';

export type BrandRating = (typeof BRAND_PREFERENCE_VALUES)[number];

/**
 * What the onboarding form holds while the visitor answers: every field of every step, in the
 * shape its control needs ('' for "nothing chosen yet", a list for the hair colours). stepInput
 * turns it into what the step schemas of @uniform/contracts check.
 */
export interface OnboardingFormValues {
  captchaAnswer?: number;
  whatBuilding: string;
  styleFilms: string[];
  styleMusic: string[];
  brandPreferences: Record<string, BrandRating>;
  industry: string;
  occupation: string;
  ageBracket: string;
  genderIdentity: string;
  genderExpression: number;
  coreValues: string[];
  environments: string[];
  voicePrecisionFlow: number;
  voiceDirectGentle: number;
  voiceLiteralPoetic: number;
  voiceProfessionalPlayful: number;
  voiceFormalCasual: number;
  bodyShape: string;
  height: string;
  fitPreference: string;
  attentionArea: string;
  avoidWearing: string;
  myersBriggs: string;
  enneagram: string;
  zodiac: string;
  veinColor: string;
  sunReaction: string;
  jewelryPreference: string;
  eyeClarity: string;
  featureContrast: string;
  colorPreference: string;
  eyeColor: string;
  skinTone: string;
  hairColor: string[];
  /** What a photo measured on this device (step 13): numbers only, never the image; none without a photo. */
  colorMeasurements?: ColorMeasurements;
  zipCode: string;
  budget: number;
  currentStyleDescription: string;
}

/** The answers gathered so far: each validated step merged in, captchaAnswer included until submit. */
export type OnboardingAnswers = QuestionnaireAnswers & { captchaAnswer?: number };

export const DEFAULT_FORM_VALUES: OnboardingFormValues = {
  captchaAnswer: undefined,
  whatBuilding: '',
  styleFilms: [],
  styleMusic: [],
  brandPreferences: {},
  industry: '',
  occupation: '',
  ageBracket: '',
  genderIdentity: '',
  genderExpression: L.sliderDefault,
  coreValues: [],
  environments: [],
  voicePrecisionFlow: L.sliderDefault,
  voiceDirectGentle: L.sliderDefault,
  voiceLiteralPoetic: L.sliderDefault,
  voiceProfessionalPlayful: L.sliderDefault,
  voiceFormalCasual: L.sliderDefault,
  bodyShape: '',
  height: '',
  fitPreference: '',
  attentionArea: '',
  avoidWearing: '',
  myersBriggs: '',
  enneagram: '',
  zodiac: '',
  veinColor: '',
  sunReaction: '',
  jewelryPreference: '',
  eyeClarity: '',
  featureContrast: '',
  colorPreference: '',
  eyeColor: '',
  skinTone: '',
  hairColor: [],
  colorMeasurements: undefined,
  zipCode: '',
  budget: L.budgetDefault,
  currentStyleDescription: '',
};

/**
 * A picker click (spec 1 §4): a chosen item is removed; a new one is added unless the list is at
 * its cap, where the click is ignored. No cap (environments, hair colours): always added.
 */
export function togglePick(selected: readonly string[], item: string, cap = Infinity): string[] {
  if (selected.includes(item)) return selected.filter((value) => value !== item);
  if (selected.length >= cap) return [...selected];
  return [...selected, item];
}

/** At the cap, the cards not chosen are disabled. */
export const isPickDisabled = (selected: readonly string[], item: string, cap: number): boolean =>
  !selected.includes(item) && selected.length >= cap;

/** Spec 1 §4: exactly one hair colour is stored as a string, anything else as a list. */
export function storedHairColor(selected: readonly string[]): string | string[] {
  return selected.length === 1 ? selected[0]! : [...selected];
}

/** The picker's selection from a stored hair colour (a string, a list, or nothing yet). */
export function selectedHairColors(stored: string | readonly string[] | undefined): string[] {
  if (stored === undefined) return [];
  return typeof stored === 'string' ? (stored ? [stored] : []) : [...stored];
}

/**
 * The form filled in from answers already given (the stored answers of "Edit your answers"): every
 * answer in its control's shape, the defaults where a step was skipped.
 */
export function formValuesFromAnswers(answers: QuestionnaireAnswers): OnboardingFormValues {
  const { hairColor, ...rest } = answers;
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_FORM_VALUES, ...given, hairColor: selectedHairColors(hairColor) };
}

/**
 * The answers an analysis stored before its answers were kept beside it still echoes in its profile
 * (industry, occupation, budget…): each one that is still a valid answer.
 */
export function answersFromProfile(profile: PersonalityProfile): QuestionnaireAnswers {
  const rules = questionnaireAnswersSchema.shape as Record<
    string,
    { safeParse(value: unknown): { success: boolean } }
  >;
  return Object.fromEntries(
    Object.entries(profile).filter(([field, value]) => rules[field]?.safeParse(value).success),
  ) as QuestionnaireAnswers;
}

/** The form's values in the shape the step schemas read. */
export function stepInput(values: OnboardingFormValues): Record<string, unknown> {
  const optional = (text: string) => (text.trim() ? text : undefined);
  return {
    ...values,
    hairColor: storedHairColor(values.hairColor),
    avoidWearing: optional(values.avoidWearing),
    currentStyleDescription: optional(values.currentStyleDescription),
  };
}

const isEmptyRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** A validated step joins the answers; fields it left empty (optional text, no brand ratings) do not. */
export function mergeAnswers(answers: OnboardingAnswers, step: Record<string, unknown>): OnboardingAnswers {
  const next: Record<string, unknown> = { ...answers };
  for (const [key, value] of Object.entries(step)) {
    if (value === undefined || value === '' || isEmptyRecord(value)) delete next[key];
    else next[key] = value;
  }
  return next as OnboardingAnswers;
}

/** Brand ratings join the answers when the visitor leaves step 4, whether by Continue or Skip. */
export function withBrandRatings(
  answers: OnboardingAnswers,
  ratings: Readonly<Record<string, BrandRating>>,
): OnboardingAnswers {
  return mergeAnswers(answers, { brandPreferences: { ...ratings } });
}

/** What the completion handler receives: the answers without captchaAnswer (spec 1 §4, §7). */
export function withoutCaptcha(answers: OnboardingAnswers): QuestionnaireAnswers {
  const { captchaAnswer: _captcha, ...rest } = answers;
  return rest;
}
