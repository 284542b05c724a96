import type { SiderealSign, ZodiacSign } from '@uniform/contracts';

/**
 * The personality quiz's data (spec 2 §3, §5): 15 statements over the five Big Five traits, three
 * per trait, the last five reverse-keyed (direction −1); each sign's trait targets; and the two
 * calendars — tropical (12 signs by the seasons) and sidereal (13 constellations the Sun crosses,
 * with Ophiuchus, dates after the IAU constellation boundaries).
 */
export const TRAITS = [
  'extraversion',
  'agreeableness',
  'conscientiousness',
  'neuroticism',
  'openness',
] as const;
export type Trait = (typeof TRAITS)[number];
export type TraitScores = Record<Trait, number>;

export const TRAIT_LABELS: Record<Trait, string> = {
  extraversion: 'Extraversion',
  agreeableness: 'Agreeableness',
  conscientiousness: 'Conscientiousness',
  neuroticism: 'Neuroticism',
  openness: 'Openness',
};

export interface QuizStatement {
  id: number;
  text: string;
  trait: Trait;
  /** +1 when agreeing raises the trait, −1 for the reverse-keyed last five. */
  direction: 1 | -1;
}

export const QUIZ_STATEMENTS: readonly QuizStatement[] = [
  { id: 1, text: 'I feel energized after a room full of new people.', trait: 'extraversion', direction: 1 },
  { id: 2, text: 'I go out of my way to make others feel welcome.', trait: 'agreeableness', direction: 1 },
  {
    id: 3,
    text: 'I finish what I start, even when it gets tedious.',
    trait: 'conscientiousness',
    direction: 1,
  },
  { id: 4, text: 'Small setbacks can stay on my mind for days.', trait: 'neuroticism', direction: 1 },
  { id: 5, text: 'I am drawn to unfamiliar ideas, places and art.', trait: 'openness', direction: 1 },
  { id: 6, text: 'I am comfortable being the center of attention.', trait: 'extraversion', direction: 1 },
  { id: 7, text: 'I trust people until they give me a reason not to.', trait: 'agreeableness', direction: 1 },
  { id: 8, text: 'I plan my week before it begins.', trait: 'conscientiousness', direction: 1 },
  { id: 9, text: 'I often worry about how things will turn out.', trait: 'neuroticism', direction: 1 },
  {
    id: 10,
    text: 'I enjoy experimenting with how I dress and present myself.',
    trait: 'openness',
    direction: 1,
  },
  {
    id: 11,
    text: 'I prefer a quiet evening alone to a big gathering.',
    trait: 'extraversion',
    direction: -1,
  },
  { id: 12, text: 'I say exactly what I think, even if it stings.', trait: 'agreeableness', direction: -1 },
  { id: 13, text: 'I often leave things until the last minute.', trait: 'conscientiousness', direction: -1 },
  { id: 14, text: 'I stay calm when plans fall apart.', trait: 'neuroticism', direction: -1 },
  { id: 15, text: 'I like routines and things I already know.', trait: 'openness', direction: -1 },
];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The neutral rating: (rating − 3) is what an answer adds (spec 2 §5). */
export const RATING_NEUTRAL = 3;
/** A trait starts at 3 and moves by half the summed answer scores, clamped to 1..5. */
export const TRAIT_BASE = 3;
export const TRAIT_MIN = 1;
export const TRAIT_MAX = 5;

export const RATING_LABELS: Record<number, string> = {
  1: 'Strongly disagree',
  2: 'Disagree',
  3: 'Neutral',
  4: 'Agree',
  5: 'Strongly agree',
};

/** A day of the year as month and day (the year does not matter to the signs). */
export interface MonthDay {
  month: number;
  day: number;
}

export interface SignRange<S extends string> {
  sign: S;
  start: MonthDay;
  /** Inclusive; earlier than start when the range wraps the year end. */
  end: MonthDay;
}

/** Tropical (Western) signs: no Ophiuchus. Capricorn wraps the year end. */
export const TROPICAL_RANGES: readonly SignRange<ZodiacSign>[] = [
  { sign: 'Aries', start: { month: 3, day: 21 }, end: { month: 4, day: 19 } },
  { sign: 'Taurus', start: { month: 4, day: 20 }, end: { month: 5, day: 20 } },
  { sign: 'Gemini', start: { month: 5, day: 21 }, end: { month: 6, day: 20 } },
  { sign: 'Cancer', start: { month: 6, day: 21 }, end: { month: 7, day: 22 } },
  { sign: 'Leo', start: { month: 7, day: 23 }, end: { month: 8, day: 22 } },
  { sign: 'Virgo', start: { month: 8, day: 23 }, end: { month: 9, day: 22 } },
  { sign: 'Libra', start: { month: 9, day: 23 }, end: { month: 10, day: 22 } },
  { sign: 'Scorpio', start: { month: 10, day: 23 }, end: { month: 11, day: 21 } },
  { sign: 'Sagittarius', start: { month: 11, day: 22 }, end: { month: 12, day: 21 } },
  { sign: 'Capricorn', start: { month: 12, day: 22 }, end: { month: 1, day: 19 } },
  { sign: 'Aquarius', start: { month: 1, day: 20 }, end: { month: 2, day: 18 } },
  { sign: 'Pisces', start: { month: 2, day: 19 }, end: { month: 3, day: 20 } },
];

/** Sidereal (constellation) signs with Ophiuchus. Sagittarius wraps the year end. */
export const SIDEREAL_RANGES: readonly SignRange<SiderealSign>[] = [
  { sign: 'Capricorn', start: { month: 1, day: 20 }, end: { month: 2, day: 15 } },
  { sign: 'Aquarius', start: { month: 2, day: 16 }, end: { month: 3, day: 10 } },
  { sign: 'Pisces', start: { month: 3, day: 11 }, end: { month: 4, day: 17 } },
  { sign: 'Aries', start: { month: 4, day: 18 }, end: { month: 5, day: 12 } },
  { sign: 'Taurus', start: { month: 5, day: 13 }, end: { month: 6, day: 20 } },
  { sign: 'Gemini', start: { month: 6, day: 21 }, end: { month: 7, day: 19 } },
  { sign: 'Cancer', start: { month: 7, day: 20 }, end: { month: 8, day: 9 } },
  { sign: 'Leo', start: { month: 8, day: 10 }, end: { month: 9, day: 15 } },
  { sign: 'Virgo', start: { month: 9, day: 16 }, end: { month: 10, day: 29 } },
  { sign: 'Libra', start: { month: 10, day: 30 }, end: { month: 11, day: 22 } },
  { sign: 'Scorpio', start: { month: 11, day: 23 }, end: { month: 11, day: 28 } },
  { sign: 'Ophiuchus', start: { month: 11, day: 29 }, end: { month: 12, day: 16 } },
  { sign: 'Sagittarius', start: { month: 12, day: 17 }, end: { month: 1, day: 19 } },
];

/**
 * Each sign's five trait targets (1–5): our reading of the traits astrology gives the sign in
 * Big Five terms (e.g. Aries bold and outgoing, Virgo exacting, Pisces gentle and imaginative).
 */
export const SIGN_TRAIT_TARGETS: Record<SiderealSign, TraitScores> = {
  Aries: { extraversion: 5, agreeableness: 2, conscientiousness: 3, neuroticism: 3, openness: 4 },
  Taurus: { extraversion: 3, agreeableness: 4, conscientiousness: 4, neuroticism: 2, openness: 2 },
  Gemini: { extraversion: 5, agreeableness: 3, conscientiousness: 2, neuroticism: 3, openness: 5 },
  Cancer: { extraversion: 2, agreeableness: 5, conscientiousness: 3, neuroticism: 4, openness: 3 },
  Leo: { extraversion: 5, agreeableness: 3, conscientiousness: 3, neuroticism: 2, openness: 3 },
  Virgo: { extraversion: 2, agreeableness: 3, conscientiousness: 5, neuroticism: 4, openness: 3 },
  Libra: { extraversion: 4, agreeableness: 5, conscientiousness: 3, neuroticism: 3, openness: 4 },
  Scorpio: { extraversion: 2, agreeableness: 2, conscientiousness: 4, neuroticism: 4, openness: 3 },
  Sagittarius: { extraversion: 4, agreeableness: 3, conscientiousness: 2, neuroticism: 2, openness: 5 },
  Capricorn: { extraversion: 2, agreeableness: 3, conscientiousness: 5, neuroticism: 2, openness: 2 },
  Aquarius: { extraversion: 3, agreeableness: 3, conscientiousness: 2, neuroticism: 2, openness: 5 },
  Pisces: { extraversion: 2, agreeableness: 5, conscientiousness: 2, neuroticism: 4, openness: 4 },
  Ophiuchus: { extraversion: 3, agreeableness: 4, conscientiousness: 4, neuroticism: 3, openness: 5 },
};

/** The Notice dialog's words when the reading fails (spec 2 §8). */
export const READING_FAILED =
  'Sorry, there was an error generating your personality reading. Please try again.';
