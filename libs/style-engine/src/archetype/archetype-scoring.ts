import {
  SWIPE_BRANDS,
  type BrandCategory,
  CORE_VALUES,
  FILM_CATEGORIES,
  MUSIC_CATEGORIES,
} from '@uniform/contracts';
import { escapeRegExp, listPhrase } from '../brand/brand-text';
import type { Answers } from '../types';
import type { ArchetypeProfile } from './archetype.types';
import { ARCHETYPES } from './archetypes.data';

/**
 * Archetype scoring: every answer adds points to the archetypes it points to, and the archetypes
 * are returned best first. The method is a transparent points table, so every score can be
 * explained to the user by its reasons.
 *
 * | Answer                         | Points                                                        |
 * |--------------------------------|---------------------------------------------------------------|
 * | each film category chosen      | +3 to its primary archetype, +1 to each secondary             |
 * | each music category chosen     | +2 to its primary archetype, +1 to each secondary             |
 * | each core value chosen         | +2 to every archetype that holds the value                    |
 * | each voice slider              | under 25 or 75 and over: +2; 25–39 or 61–74: +1, to the       |
 * |                                | archetypes leaning that way; 40–60 is no signal               |
 * | each swipe brand liked         | +2 to the archetypes of the brand's category                  |
 * | each swipe brand disliked      | −2 to the archetypes of the brand's category                  |
 * | industry or occupation         | +2 once, when a work keyword of the archetype appears         |
 * | what you are building          | +2 once, when a building keyword of the archetype appears     |
 *
 * Film → primary (secondary): elegant and classic → Modern Classic (Polished Connector, Quiet
 * Luxury); understated power → Quiet Luxury (Visionary Minimalist); artsy and intellectual →
 * Visionary Minimalist (Creative Maverick); edgy and modern → Urban Innovator (Bold Disruptor);
 * natural and soulful → Grounded Craftsperson (Warm Mentor, Rugged Explorer); bold and glam → Bold
 * Disruptor (Polished Connector); quirky and cool → Creative Maverick (Urban Innovator); stoic and
 * strong → Rugged Explorer (Grounded Craftsperson).
 *
 * Music → primary (secondary): classic and elegant → Modern Classic (Quiet Luxury); indie and
 * mellow → Warm Mentor (Grounded Craftsperson); confident and pop → Polished Connector (Bold
 * Disruptor); modern and cool → Urban Innovator (Visionary Minimalist); deep cut or alt → Creative
 * Maverick (Urban Innovator); earthy and soulful → Grounded Craftsperson (Rugged Explorer, Warm
 * Mentor); edgy and hype → Bold Disruptor (Urban Innovator); minimal and moody → Visionary
 * Minimalist (Quiet Luxury).
 *
 * Brand categories: Foundation → Visionary Minimalist, Warm Mentor; Athletic → Urban Innovator,
 * Rugged Explorer; Outdoor → Rugged Explorer, Grounded Craftsperson; Streetwear → Urban Innovator,
 * Creative Maverick; Designer → Polished Connector, Modern Classic; Luxury → Quiet Luxury;
 * Workwear → Grounded Craftsperson, Rugged Explorer; Alternative → Bold Disruptor, Creative
 * Maverick.
 *
 * Core values, voice leanings and keywords per archetype are the SIGNALS table below. A keyword
 * matches at the start of a word of the answer ("consult" matches "consulting"); keywords of three
 * letters or fewer must be the whole word, so "ai" does not match "air".
 *
 * Ties keep the order of ARCHETYPES. Without usable answers every score is 0.
 */

type ArchetypeId =
  | 'visionary-minimalist'
  | 'modern-classic'
  | 'creative-maverick'
  | 'quiet-luxury-strategist'
  | 'rugged-explorer'
  | 'polished-connector'
  | 'urban-innovator'
  | 'warm-mentor'
  | 'bold-disruptor'
  | 'grounded-craftsperson';

type Film = (typeof FILM_CATEGORIES)[number];
type Music = (typeof MUSIC_CATEGORIES)[number];
type CoreValue = (typeof CORE_VALUES)[number];

/** Primary archetype first, then the secondary ones. */
type Pointing = [ArchetypeId, ...ArchetypeId[]];

export const FILM_POINTS = { primary: 3, secondary: 1 } as const;
export const MUSIC_POINTS = { primary: 2, secondary: 1 } as const;
export const VALUE_POINTS = 2;
export const BRAND_POINTS = 2;
export const KEYWORD_POINTS = 2;

const FILM_TABLE: Record<Film, Pointing> = {
  'elegant and classic': ['modern-classic', 'polished-connector', 'quiet-luxury-strategist'],
  'understated power': ['quiet-luxury-strategist', 'visionary-minimalist'],
  'artsy and intellectual': ['visionary-minimalist', 'creative-maverick'],
  'edgy and modern': ['urban-innovator', 'bold-disruptor'],
  'natural and soulful': ['grounded-craftsperson', 'warm-mentor', 'rugged-explorer'],
  'bold and glam': ['bold-disruptor', 'polished-connector'],
  'quirky and cool': ['creative-maverick', 'urban-innovator'],
  'stoic and strong': ['rugged-explorer', 'grounded-craftsperson'],
};

const MUSIC_TABLE: Record<Music, Pointing> = {
  'classic and elegant': ['modern-classic', 'quiet-luxury-strategist'],
  'indie and mellow': ['warm-mentor', 'grounded-craftsperson'],
  'confident and pop': ['polished-connector', 'bold-disruptor'],
  'modern and cool': ['urban-innovator', 'visionary-minimalist'],
  'deep cut or alt': ['creative-maverick', 'urban-innovator'],
  'earthy and soulful': ['grounded-craftsperson', 'rugged-explorer', 'warm-mentor'],
  'edgy and hype': ['bold-disruptor', 'urban-innovator'],
  'minimal and moody': ['visionary-minimalist', 'quiet-luxury-strategist'],
};

const BRAND_CATEGORY_TABLE: Record<BrandCategory, ArchetypeId[]> = {
  Foundation: ['visionary-minimalist', 'warm-mentor'],
  Athletic: ['urban-innovator', 'rugged-explorer'],
  Outdoor: ['rugged-explorer', 'grounded-craftsperson'],
  Streetwear: ['urban-innovator', 'creative-maverick'],
  Designer: ['polished-connector', 'modern-classic'],
  Luxury: ['quiet-luxury-strategist'],
  Workwear: ['grounded-craftsperson', 'rugged-explorer'],
  Alternative: ['bold-disruptor', 'creative-maverick'],
};

/** The five voice sliders: 0 is the first word, 100 the second (spec 1 §3). */
export const VOICE_SLIDERS = {
  voicePrecisionFlow: ['precise', 'flowing'],
  voiceDirectGentle: ['direct', 'gentle'],
  voiceLiteralPoetic: ['literal', 'poetic'],
  voiceProfessionalPlayful: ['professional', 'playful'],
  voiceFormalCasual: ['formal', 'casual'],
} as const;
type VoiceSlider = keyof typeof VOICE_SLIDERS;
/** 'low' leans to the slider's first word (under 40), 'high' to the second (over 60). */
type Lean = 'low' | 'high';

interface Signals {
  values: CoreValue[];
  voice: Partial<Record<VoiceSlider, Lean>>;
  /** Matched against industry and occupation. */
  work: string[];
  /** Matched against what the user is building. */
  building: string[];
}

export const SIGNALS: Record<ArchetypeId, Signals> = {
  'visionary-minimalist': {
    values: ['Simplicity', 'Innovation', 'Discipline'],
    voice: { voicePrecisionFlow: 'low', voiceLiteralPoetic: 'low' },
    work: ['tech', 'software', 'product', 'design', 'architect', 'engineer', 'saas', 'hardware', 'ux'],
    building: ['product', 'platform', 'software', 'tool', 'device', 'hardware', 'ai', 'design', 'os'],
  },
  'modern-classic': {
    values: ['Integrity', 'Excellence', 'Leadership', 'Loyalty'],
    voice: { voiceFormalCasual: 'low', voiceProfessionalPlayful: 'low' },
    work: [
      'law',
      'legal',
      'attorney',
      'lawyer',
      'finance',
      'financial',
      'bank',
      'consult',
      'accounting',
      'accountant',
      'government',
      'policy',
      'insurance',
    ],
    building: ['firm', 'practice', 'institution', 'legacy', 'family business', 'advisory', 'bank'],
  },
  'creative-maverick': {
    values: ['Creativity', 'Freedom', 'Curiosity', 'Joy'],
    voice: { voiceLiteralPoetic: 'high', voiceProfessionalPlayful: 'high', voicePrecisionFlow: 'high' },
    work: [
      'art',
      'arts',
      'artist',
      'music',
      'musician',
      'film',
      'creative',
      'writer',
      'author',
      'photograph',
      'advertising',
      'illustrat',
      'animation',
      'theatre',
      'theater',
    ],
    building: [
      'studio',
      'art',
      'album',
      'film',
      'book',
      'collective',
      'gallery',
      'magazine',
      'label',
      'zine',
    ],
  },
  'quiet-luxury-strategist': {
    values: ['Excellence', 'Discipline', 'Balance', 'Wisdom', 'Craftsmanship'],
    voice: { voicePrecisionFlow: 'low', voiceFormalCasual: 'low' },
    work: [
      'invest',
      'venture',
      'private equity',
      'wealth',
      'real estate',
      'hospitality',
      'luxury',
      'asset management',
      'strategy',
      'strategist',
    ],
    building: ['fund', 'portfolio', 'holding', 'wealth', 'luxury', 'boutique', 'investment', 'family office'],
  },
  'rugged-explorer': {
    values: ['Courage', 'Freedom', 'Resilience', 'Sustainability', 'Adventure'],
    voice: { voiceDirectGentle: 'low', voiceFormalCasual: 'high' },
    work: [
      'outdoor',
      'travel',
      'adventure',
      'agricultur',
      'energy',
      'sport',
      'expedition',
      'conservation',
      'environment',
      'climate',
      'forestry',
      'guide',
      'tourism',
    ],
    building: ['outdoor', 'expedition', 'travel', 'adventure', 'climate', 'conservation', 'trail', 'gear'],
  },
  'polished-connector': {
    values: ['Empathy', 'Community', 'Ambition', 'Leadership'],
    voice: { voiceProfessionalPlayful: 'low', voiceDirectGentle: 'high' },
    work: [
      'sales',
      'marketing',
      'public relations',
      'event',
      'partnership',
      'recruit',
      'business development',
      'communications',
      'talent',
      'account manager',
      'account executive',
      'media',
    ],
    building: [
      'network',
      'agency',
      'event',
      'partnership',
      'client',
      'consultancy',
      'podcast',
      'personal brand',
    ],
  },
  'urban-innovator': {
    values: ['Innovation', 'Growth', 'Curiosity'],
    voice: { voiceFormalCasual: 'high', voiceDirectGentle: 'low' },
    work: [
      'startup',
      'fintech',
      'crypto',
      'web3',
      'blockchain',
      'gaming',
      'e-commerce',
      'ecommerce',
      'developer',
      'growth',
      'data',
      'app',
      'apps',
    ],
    building: ['startup', 'app', 'marketplace', 'fintech', 'crypto', 'saas', 'scale', 'community app', 'api'],
  },
  'warm-mentor': {
    values: ['Authenticity', 'Integrity', 'Empathy', 'Growth', 'Generosity', 'Wisdom', 'Faith'],
    voice: { voiceDirectGentle: 'high', voicePrecisionFlow: 'high' },
    work: [
      'education',
      'teach',
      'coach',
      'health',
      'nonprofit',
      'non-profit',
      'therap',
      'counsel',
      'human resources',
      'people',
      'ministry',
      'social work',
      'nurs',
      'school',
      'professor',
    ],
    building: [
      'school',
      'nonprofit',
      'coaching',
      'mentor',
      'clinic',
      'foundation',
      'community',
      'charity',
      'course',
    ],
  },
  'bold-disruptor': {
    values: ['Courage', 'Ambition', 'Adventure'],
    voice: { voiceDirectGentle: 'low', voiceProfessionalPlayful: 'high' },
    work: [
      'entertainment',
      'influencer',
      'beauty',
      'fashion',
      'creator',
      'nightlife',
      'performer',
      'comedian',
      'activist',
    ],
    building: ['movement', 'brand', 'revolution', 'disrupt', 'empire', 'show', 'fashion', 'beauty'],
  },
  'grounded-craftsperson': {
    values: ['Authenticity', 'Community', 'Craftsmanship', 'Sustainability'],
    voice: { voiceLiteralPoetic: 'low', voiceFormalCasual: 'high' },
    work: [
      'craft',
      'food',
      'restaurant',
      'chef',
      'brew',
      'woodwork',
      'carpent',
      'construction',
      'maker',
      'farm',
      'ceramic',
      'furniture',
      'coffee',
      'manufactur',
      'baker',
      'artisan',
    ],
    building: [
      'workshop',
      'bakery',
      'restaurant',
      'farm',
      'handmade',
      'hand-made',
      'craft',
      'brewery',
      'furniture',
      'ceramic',
      'cafe',
      'café',
      'coffee',
    ],
  },
};

export interface ArchetypeScore {
  archetype: ArchetypeProfile;
  score: number;
  /** Human phrases naming the answers that moved the score, e.g. "You chose 'understated power' films". */
  reasons: string[];
}

interface Tally {
  score: number;
  reasons: string[];
}

/** Scores every archetype of ARCHETYPES for the answers, best first (see the module comment). */
export function scoreArchetypes(answers: Answers): ArchetypeScore[] {
  const tallies = new Map<string, Tally>(
    ARCHETYPES.map((archetype) => [archetype.id, { score: 0, reasons: [] }]),
  );
  const add = (id: string, points: number, reason: string) => {
    const tally = tallies.get(id);
    if (!tally) return;
    tally.score += points;
    if (!tally.reasons.includes(reason)) tally.reasons.push(reason);
  };

  // Films and music score alike: the category's primary archetype gets the most, the others less.
  const addTaste = <Choice extends string>(
    choices: readonly Choice[] | undefined,
    table: Record<Choice, Pointing>,
    points: { primary: number; secondary: number },
    noun: string,
  ) => {
    for (const choice of choices ?? []) {
      const [primary, ...secondary] = table[choice] ?? [];
      const reason = `You chose '${choice}' ${noun}`;
      if (primary) add(primary, points.primary, reason);
      for (const id of secondary) add(id, points.secondary, reason);
    }
  };
  addTaste(answers.styleFilms, FILM_TABLE, FILM_POINTS, 'films');
  addTaste(answers.styleMusic, MUSIC_TABLE, MUSIC_POINTS, 'music');

  const chosenValues = answers.coreValues ?? [];
  const work = [answers.industry, answers.occupation]
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text) => ({ text, lower: text.toLowerCase() }));
  const building = answers.whatBuilding?.toLowerCase();
  for (const [id, signals, compiled] of signalEntries()) {
    const shared = chosenValues.filter((value) => signals.values.includes(value));
    if (shared.length > 0) add(id, VALUE_POINTS * shared.length, `You value ${listPhrase(shared)}`);

    for (const [slider, lean] of compiled.voice) {
      const strength = voiceStrength(answers[slider], lean);
      if (strength === 0) continue;
      const word = VOICE_SLIDERS[slider][lean === 'low' ? 0 : 1];
      add(id, strength, `Your voice is ${strength === 2 ? 'very' : 'mostly'} ${word}`);
    }

    const workMatch = work.find(({ lower }) => firstKeyword(lower, compiled.work));
    if (workMatch) add(id, KEYWORD_POINTS, `Your work in '${workMatch.text.trim()}' fits this archetype`);

    const buildingKeyword = building ? firstKeyword(building, compiled.building) : undefined;
    if (buildingKeyword) add(id, KEYWORD_POINTS, `You are building something around '${buildingKeyword}'`);
  }

  for (const [id, ratings] of brandRatingsByArchetype(answers.brandPreferences)) {
    if (ratings.liked.length > 0)
      add(id, BRAND_POINTS * ratings.liked.length, `You liked ${listPhrase(ratings.liked)}`);
    if (ratings.disliked.length > 0) {
      add(id, -BRAND_POINTS * ratings.disliked.length, `You disliked ${listPhrase(ratings.disliked)}`);
    }
  }

  return ARCHETYPES.map((archetype, order) => ({ archetype, order, ...tallies.get(archetype.id)! }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ archetype, score, reasons }) => ({ archetype, score, reasons }));
}

/** A keyword of SIGNALS with its lower-case text and its pattern (see compileKeywordPattern). */
interface Keyword {
  keyword: string;
  needle: string;
  pattern: RegExp;
}

/** A list of keywords, with one pattern that finds whether any of their texts is there at all. */
interface KeywordList {
  keywords: readonly Keyword[];
  anyNeedle: RegExp;
}

type SignalEntry = readonly [
  ArchetypeId,
  Signals,
  { voice: readonly [VoiceSlider, Lean][]; work: KeywordList; building: KeywordList },
];

let signalEntryList: readonly SignalEntry[] | undefined;

/**
 * SIGNALS as the scoring reads them, built on the first analysis and kept: the voice leans as entries,
 * the work and building keywords compiled. Matching the keywords was ~8% of an analysis when each
 * pattern was looked up by keyword on every call, and the voice entries were listed anew for every
 * archetype. Not at load: the browser imports the engine for its pricing and the 214 Unicode patterns
 * cost the dashboard a long task (40-57 ms, 4x that on a slow phone) it never needs.
 */
function signalEntries(): readonly SignalEntry[] {
  signalEntryList ??= (Object.entries(SIGNALS) as [ArchetypeId, Signals][]).map(([id, signals]) => [
    id,
    signals,
    {
      voice: Object.entries(signals.voice) as [VoiceSlider, Lean][],
      work: compileKeywords(signals.work),
      building: compileKeywords(signals.building),
    },
  ]);
  return signalEntryList;
}

/** 2 for a strong lean the archetype shares (under 25, or 75 and over), 1 for a mild one, else 0. */
function voiceStrength(value: number | undefined, lean: Lean): number {
  if (value === undefined) return 0;
  const toward = lean === 'low' ? 50 - value : value - 50;
  if (toward >= 25) return 2;
  if (toward > 10) return 1;
  return 0;
}

/**
 * The first keyword of the list found at the start of a word of `lower`, the user's text in lower
 * case (short keywords: the whole word).
 */
function firstKeyword(lower: string, list: KeywordList): string | undefined {
  // A keyword's pattern matches only where its text is, and most texts hold none of a list's: one
  // pattern of all the texts answers that for the whole list, ~5 times faster than each includes.
  if (!list.anyNeedle.test(lower)) return undefined;
  return list.keywords.find(({ needle, pattern }) => lower.includes(needle) && pattern.test(lower))?.keyword;
}

function compileKeywords(keywords: readonly string[]): KeywordList {
  const compiled = keywords.map((keyword): Keyword => ({
    keyword,
    needle: keyword.toLowerCase(),
    pattern: compileKeywordPattern(keyword),
  }));
  // With no keywords, a pattern that never matches.
  const anyNeedle = new RegExp(compiled.map(({ needle }) => escapeRegExp(needle)).join('|') || '[^\\s\\S]');
  return { keywords: compiled, anyNeedle };
}

function compileKeywordPattern(keyword: string): RegExp {
  const escaped = escapeRegExp(keyword.toLowerCase());
  const end = keyword.length <= 3 ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}${end}`, 'u');
}

/** Liked and disliked swipe brands per archetype, read through each brand's category. */
function brandRatingsByArchetype(
  preferences: Answers['brandPreferences'],
): Map<ArchetypeId, { liked: string[]; disliked: string[] }> {
  const byArchetype = new Map<ArchetypeId, { liked: string[]; disliked: string[] }>();
  const ratings = new Map(
    Object.entries(preferences ?? {}).map(([name, rating]) => [name.trim().toLowerCase(), rating]),
  );
  // Swipe order, not the order the record was written in, so the reasons read the same every time.
  for (const brand of SWIPE_BRANDS) {
    const rating = ratings.get(brand.name.toLowerCase());
    if (rating !== 'like' && rating !== 'dislike') continue;
    for (const id of BRAND_CATEGORY_TABLE[brand.category]) {
      const entry = byArchetype.get(id) ?? { liked: [], disliked: [] };
      (rating === 'like' ? entry.liked : entry.disliked).push(brand.name);
      byArchetype.set(id, entry);
    }
  }
  return byArchetype;
}
