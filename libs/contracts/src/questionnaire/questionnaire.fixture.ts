import type { QuestionnaireAnswers } from './questionnaire.schemas';

/** Colour answers the engine reads as a Bright Winter: cool veins, burns, silver, clear eyes, high contrast. */
export const BRIGHT_WINTER_COLOURING = {
  veinColor: 'blue-purple',
  sunReaction: 'burn',
  jewelryPreference: 'silver',
  eyeClarity: 'bright',
  featureContrast: 'high',
  colorPreference: 'bold',
  eyeColor: 'Blue',
  skinTone: 'Fair',
} as const satisfies Partial<QuestionnaireAnswers>;

/** Colour answers the engine reads as a Soft Autumn: green veins, tans, gold, soft eyes, low contrast. */
export const SOFT_AUTUMN_COLOURING = {
  veinColor: 'green',
  sunReaction: 'tan',
  jewelryPreference: 'gold',
  eyeClarity: 'soft',
  featureContrast: 'low',
  colorPreference: 'soft',
  eyeColor: 'Light Brown / Hazel',
  skinTone: 'Olive',
} as const satisfies Partial<QuestionnaireAnswers>;

/**
 * Complete questionnaire answers for tests: a software founder whom the engine reads as a Bright
 * Winter Visionary Minimalist with a mid-market budget (3,000). A fresh object each call, so a test
 * that edits its copy cannot leak into the next one.
 */
export function buildAnswersFixture(overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers {
  return {
    whatBuilding: 'A developer-tools company that makes cloud costs legible',
    styleFilms: ['understated power', 'artsy and intellectual'],
    styleMusic: ['minimal and moody'],
    brandPreferences: { COS: 'like', Uniqlo: 'like', 'Rick Owens': 'dislike' },
    industry: 'Software',
    occupation: 'Founder & CEO',
    ageBracket: '35-44',
    genderIdentity: 'Male',
    genderExpression: 70,
    coreValues: ['Simplicity', 'Excellence', 'Integrity'],
    environments: ['Investor pitches', 'Conferences', 'Video calls'],
    myersBriggs: 'INTJ',
    enneagram: '5w4',
    ...BRIGHT_WINTER_COLOURING,
    hairColor: 'Black',
    zipCode: '94105',
    budget: 3000,
    ...overrides,
  };
}
