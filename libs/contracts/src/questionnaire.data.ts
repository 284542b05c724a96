/**
 * Option lists of the onboarding questionnaire (spec 1 §3, §9). Where the spec leaves a list "not
 * shown" (eye colours, skin tones, hair colours, core values, base events) the list here is ours,
 * chosen to cover real users without overlap; the style engine reads the same values.
 */
export const AGE_BRACKETS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const GENDER_IDENTITIES = ['Female', 'Nonbinary', 'Male'] as const;
export const HEIGHTS = ['Petite (under 5\'4")', 'Average', 'Tall (over 5\'8")'] as const;
export const BODY_SHAPES = ['Pear', 'Apple', 'Hourglass', 'Rectangle', 'Inverted Triangle'] as const;
export const FIT_PREFERENCES = ['Flowy & relaxed', 'Tailored & defined', 'Soft but hugging'] as const;
export const VEIN_COLORS = ['blue-purple', 'green', 'both'] as const;
export const SUN_REACTIONS = ['burn', 'tan', 'both'] as const;
export const JEWELRY_PREFERENCES = ['gold', 'silver', 'both'] as const;
export const EYE_CLARITY = ['bright', 'soft'] as const;
export const FEATURE_CONTRASTS = ['high', 'low'] as const;
export const COLOR_PREFERENCES = ['bold', 'soft'] as const;

export const EYE_COLORS = ['Dark Brown', 'Light Brown / Hazel', 'Green', 'Blue', 'Grey', 'Amber'] as const;
export const SKIN_TONES = [
  'Porcelain',
  'Fair',
  'Light',
  'Medium',
  'Olive',
  'Tan',
  'Deep',
  'Rich Ebony',
] as const;
export const HAIR_COLORS = [
  'Black',
  'Dark Brown',
  'Medium Brown',
  'Light Brown',
  'Dark Blonde',
  'Light Blonde',
  'Red',
  'Auburn',
  'Grey / Silver',
  'White',
] as const;

export const FILM_CATEGORIES = [
  'elegant and classic',
  'understated power',
  'artsy and intellectual',
  'edgy and modern',
  'natural and soulful',
  'bold and glam',
  'quirky and cool',
  'stoic and strong',
] as const;

export const MUSIC_CATEGORIES = [
  'classic and elegant',
  'indie and mellow',
  'confident and pop',
  'modern and cool',
  'deep cut or alt',
  'earthy and soulful',
  'edgy and hype',
  'minimal and moody',
] as const;

export const BRAND_CATEGORIES = [
  'Foundation',
  'Athletic',
  'Outdoor',
  'Streetwear',
  'Designer',
  'Luxury',
  'Workwear',
  'Alternative',
] as const;
export const BRAND_PREFERENCE_VALUES = ['like', 'dislike', 'unknown'] as const;

export const CORE_VALUES = [
  'Authenticity',
  'Integrity',
  'Creativity',
  'Excellence',
  'Innovation',
  'Courage',
  'Empathy',
  'Discipline',
  'Freedom',
  'Growth',
  'Community',
  'Simplicity',
  'Ambition',
  'Curiosity',
  'Resilience',
  'Leadership',
  'Generosity',
  'Balance',
  'Craftsmanship',
  'Sustainability',
  'Joy',
  'Wisdom',
  'Loyalty',
  'Adventure',
  'Faith',
] as const;

/** The 12 base event options of step 8 (spec 1 §9 names the first four). */
export const BASE_EVENTS = [
  'Office work',
  'Casual work',
  'Team meetings',
  'Networking events',
  'Client meetings',
  'Conferences',
  'Investor pitches',
  'Speaking engagements',
  'Video calls',
  'Industry dinners',
  'Weekend social',
  'Date nights',
] as const;

export const MBTI_TYPES = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
] as const;
export const ENNEAGRAM_TYPES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const ZODIAC_SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

export const QUESTIONNAIRE_LIMITS = {
  steps: 15,
  maxFilms: 3,
  maxMusic: 3,
  minCoreValues: 3,
  maxCoreValues: 5,
  brands: 20,
  budgetMin: 100,
  budgetMax: 10_000,
  budgetStep: 100,
  budgetDefault: 1000,
  sliderDefault: 50,
  whatBuildingMin: 10,
  industryMin: 2,
  occupationMin: 2,
  /** Ours: the spec sets minimums only; these stop oversized input without limiting real answers. */
  shortTextMax: 120,
  longTextMax: 2000,
  maxEnvironments: 30,
} as const;

/** Budget label of spec 1 §9: under 1500 Entry Level, under 5000 Mid-Market, else Luxury. */
export function budgetTierLabel(budget: number): 'Entry Level' | 'Mid-Market' | 'Luxury' {
  if (budget < 1500) return 'Entry Level';
  if (budget < 5000) return 'Mid-Market';
  return 'Luxury';
}
