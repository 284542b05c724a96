/**
 * Option lists and constants of the onboarding questionnaire (spec 1 §3, §9). Where the spec
 * leaves a list "not shown" (eye colours, skin tones, hair colours, core values, base events) the
 * list here is ours, chosen to cover real users without overlap. The onboarding form, the analysis
 * service and the style engine all read these same values.
 */
export const AGE_BRACKETS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const GENDER_IDENTITIES = ['Female', 'Nonbinary', 'Male'] as const;
export const HEIGHTS = ['Petite (under 5\'4")', 'Average', 'Tall (over 5\'8")'] as const;
export const BODY_SHAPES = ['Pear', 'Apple', 'Hourglass', 'Rectangle', 'Inverted Triangle'] as const;
export const FIT_PREFERENCES = ['Flowy & relaxed', 'Tailored & defined', 'Soft but hugging'] as const;

// Step 12, the colour-analysis questions.
export const VEIN_COLORS = ['blue-purple', 'green', 'both'] as const;
export const SUN_REACTIONS = ['burn', 'tan', 'both'] as const;
/** Which metal flatters the user (the spec's "metal" question, field jewelryPreference). */
export const JEWELRY_PREFERENCES = ['gold', 'silver', 'both'] as const;
export const EYE_CLARITY = ['bright', 'soft'] as const;
export const FEATURE_CONTRASTS = ['high', 'low'] as const;
export const COLOR_PREFERENCES = ['bold', 'soft'] as const;

// Step 13. Ours (spec: 6 eye colours, 8 skin tones, 10 hair colours, lists not shown). Skin tones
// run light to deep; the style engine reads hair and eye depth from its own tables, not positions.
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

/** The categories of the 20 brands of the step-4 swipe. */
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
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

/**
 * The 20 brands of the step-4 swipe (ours; the spec fixes the count and the eight categories).
 * The onboarding shows them in this order; the style engine reads a like or a dislike through the
 * brand's category.
 */
export const SWIPE_BRANDS = [
  {
    name: 'Uniqlo',
    category: 'Foundation',
    description: 'Japanese basics engineered to last: merino, Supima cotton, Heattech.',
  },
  {
    name: 'COS',
    category: 'Foundation',
    description: 'Architectural, pared-back shapes in quiet colors from London.',
  },
  {
    name: 'Everlane',
    category: 'Foundation',
    description: 'Clean essentials with the factory and the cost breakdown shown.',
  },
  {
    name: 'Lululemon',
    category: 'Athletic',
    description: 'Technical athleisure that moves from the studio to the office.',
  },
  {
    name: 'Nike',
    category: 'Athletic',
    description: 'Performance sportswear and the sneakers that defined street style.',
  },
  {
    name: 'Vuori',
    category: 'Athletic',
    description: 'Soft, coastal performance wear for training and travel.',
  },
  {
    name: 'Patagonia',
    category: 'Outdoor',
    description: 'Rugged outdoor gear from a company known for its activism.',
  },
  {
    name: "Arc'teryx",
    category: 'Outdoor',
    description: 'Precise, technical shells admired by climbers and designers alike.',
  },
  {
    name: 'Stüssy',
    category: 'Streetwear',
    description: 'The California surf label that started streetwear.',
  },
  {
    name: 'Aimé Leon Dore',
    category: 'Streetwear',
    description: 'New York prep and sportswear with a nostalgic, tailored edge.',
  },
  { name: 'Theory', category: 'Designer', description: 'Sharp, modern tailoring for the working wardrobe.' },
  {
    name: 'A.P.C.',
    category: 'Designer',
    description: 'Parisian minimalism: raw denim and clean, unbranded pieces.',
  },
  {
    name: 'Acne Studios',
    category: 'Designer',
    description: 'Stockholm design with playful proportions and strong color.',
  },
  {
    name: 'Loro Piana',
    category: 'Luxury',
    description: 'The finest cashmere and vicuña: quiet luxury at its source.',
  },
  {
    name: 'Brunello Cucinelli',
    category: 'Luxury',
    description: 'Soft Italian tailoring and cashmere in warm neutrals.',
  },
  {
    name: 'The Row',
    category: 'Luxury',
    description: 'Austere, perfectly cut pieces without a visible logo.',
  },
  { name: 'Carhartt WIP', category: 'Workwear', description: 'Durable workwear staples recut for the city.' },
  {
    name: 'Filson',
    category: 'Workwear',
    description: 'Seattle outfitter of waxed canvas and wool built for a lifetime.',
  },
  {
    name: 'AllSaints',
    category: 'Alternative',
    description: 'Leather jackets and washed black with a rock-and-roll edge.',
  },
  {
    name: 'Rick Owens',
    category: 'Alternative',
    description: 'Dark, sculptural avant-garde with a devoted following.',
  },
] as const satisfies readonly { name: string; category: BrandCategory; description: string }[];
export type SwipeBrand = (typeof SWIPE_BRANDS)[number];

/** Ours (spec: 25 core values offered, list not shown). */
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

/** The 12 base event options of step 8; the spec names the first four, the rest are ours. */
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

/**
 * Step 10's "where to draw attention" choices (spec 1 §9). Which group is offered depends on the
 * gender identity and expression; see attentionAreaOptions.
 */
export const ATTENTION_AREAS = {
  feminine: ['Shoulders/décolletage', 'Waist/curves', 'Legs/shoes'],
  masculine: ['Chest/shoulders', 'Torso/build', 'Footwear/accessories'],
  neutral: ['Upper body structure', 'Proportional balance', 'Statement pieces'],
  /** Offered to everyone, after the group's own choices. */
  shared: ['Face/accessories', 'Overall silhouette'],
} as const;
export const ALL_ATTENTION_AREAS = [
  ...ATTENTION_AREAS.feminine,
  ...ATTENTION_AREAS.masculine,
  ...ATTENTION_AREAS.neutral,
  ...ATTENTION_AREAS.shared,
] as const;
export type AttentionArea = (typeof ALL_ATTENTION_AREAS)[number];

/**
 * Spec 1 §9, in its order: Female identity or expression below 40 → the feminine choices; else Male
 * identity or expression above 60 → the masculine ones; otherwise the neutral ones; the shared two
 * always. Expression runs 0 (feminine) to 100 (masculine), 50 when not set.
 */
export function attentionAreaOptions(
  genderIdentity: string | undefined,
  genderExpression: number | undefined,
): AttentionArea[] {
  const expression = genderExpression ?? QUESTIONNAIRE_LIMITS.sliderDefault;
  const group =
    genderIdentity === 'Female' || expression < 40
      ? ATTENTION_AREAS.feminine
      : genderIdentity === 'Male' || expression > 60
        ? ATTENTION_AREAS.masculine
        : ATTENTION_AREAS.neutral;
  return [...group, ...ATTENTION_AREAS.shared];
}

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
/** The sidereal zodiac of the personality quiz adds Ophiuchus (spec 2 §3, §5). */
export const SIDEREAL_SIGNS = [...ZODIAC_SIGNS, 'Ophiuchus'] as const;

export type MbtiType = (typeof MBTI_TYPES)[number];
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];
export type SiderealSign = (typeof SIDEREAL_SIGNS)[number];

export const QUESTIONNAIRE_LIMITS = {
  steps: 15,
  captchaOperandMin: 1,
  captchaOperandMax: 10,
  maxFilms: 3,
  maxMusic: 3,
  minCoreValues: 3,
  maxCoreValues: 5,
  brands: 20,
  budgetMin: 100,
  budgetMax: 10_000,
  budgetStep: 100,
  budgetDefault: 1000,
  sliderMin: 0,
  sliderMax: 100,
  sliderDefault: 50,
  whatBuildingMin: 10,
  industryMin: 2,
  occupationMin: 2,
  /** Ours: the spec sets minimums only; these stop oversized input without limiting real answers. */
  shortTextMax: 120,
  longTextMax: 2000,
  /** Environments have no cap in the UI (12 base + keyword suggestions + custom); the server needs one. */
  maxEnvironments: 40,
  brandNameMax: 80,
} as const;

/** The three market tiers (spec 1 §9, spec 2 §2.1): id for data, label for the screen. */
export const BUDGET_TIERS = [
  { id: 'entry', label: 'Entry Level' },
  { id: 'mid', label: 'Mid-Market' },
  { id: 'luxury', label: 'Luxury' },
] as const;
export type BudgetTierId = (typeof BUDGET_TIERS)[number]['id'];
export type BudgetTierLabel = (typeof BUDGET_TIERS)[number]['label'];
export const BUDGET_TIER_IDS = BUDGET_TIERS.map((tier) => tier.id) as [BudgetTierId, ...BudgetTierId[]];

/** Spec 1 §9: under 1500 entry, under 5000 mid-market, else luxury. */
export function budgetTier(budget: number): BudgetTierId {
  if (budget < 1500) return 'entry';
  if (budget < 5000) return 'mid';
  return 'luxury';
}

/** The label of budgetTier: 'Entry Level', 'Mid-Market' or 'Luxury'. */
export function budgetTierLabel(budget: number): BudgetTierLabel {
  const id = budgetTier(budget);
  return BUDGET_TIERS.find((tier) => tier.id === id)!.label;
}
