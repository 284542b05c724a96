import type { SiderealSign } from '@uniform/contracts';

export type ZodiacElement = 'Fire' | 'Earth' | 'Air' | 'Water';

/** A sign as the personality reading uses it. */
export interface SignProfile {
  /** The classical element; Ophiuchus has none. */
  element: ZodiacElement | undefined;
  /** Cardinal, fixed or mutable; Ophiuchus has none. */
  modality: 'cardinal' | 'fixed' | 'mutable' | undefined;
  symbol: string;
  /** Three traits astrology traditionally gives the sign. */
  traits: [string, string, string];
  /** The sign translated into style, three to four keywords. */
  styleKeywords: string[];
}

/**
 * The 12 signs of Western (tropical) astrology with their traditional element, modality and
 * traits, plus Ophiuchus, the Serpent Bearer, the thirteenth constellation on the ecliptic that
 * sidereal (constellation-based) readings include (the Sun crosses it roughly 29 November to
 * 17 December). The style keywords are ours: how each sign's traits read in clothes.
 */
export const SIGN_PROFILES: Record<SiderealSign, SignProfile> = {
  Aries: {
    element: 'Fire',
    modality: 'cardinal',
    symbol: 'the Ram',
    traits: ['bold', 'direct', 'pioneering'],
    styleKeywords: ['decisive lines', 'sporty structure', 'a flash of red'],
  },
  Taurus: {
    element: 'Earth',
    modality: 'fixed',
    symbol: 'the Bull',
    traits: ['steady', 'sensual', 'loyal'],
    styleKeywords: ['luxurious textures', 'earthy tones', 'investment pieces'],
  },
  Gemini: {
    element: 'Air',
    modality: 'mutable',
    symbol: 'the Twins',
    traits: ['curious', 'quick', 'sociable'],
    styleKeywords: ['mix-and-match separates', 'playful prints', 'versatile layers'],
  },
  Cancer: {
    element: 'Water',
    modality: 'cardinal',
    symbol: 'the Crab',
    traits: ['nurturing', 'protective', 'sentimental'],
    styleKeywords: ['soft knits', 'heirloom pieces', 'moonlit silvers'],
  },
  Leo: {
    element: 'Fire',
    modality: 'fixed',
    symbol: 'the Lion',
    traits: ['warm', 'generous', 'magnetic'],
    styleKeywords: ['statement pieces', 'gold', 'rich color', 'a touch of drama'],
  },
  Virgo: {
    element: 'Earth',
    modality: 'mutable',
    symbol: 'the Maiden',
    traits: ['precise', 'practical', 'discerning'],
    styleKeywords: ['clean tailoring', 'impeccable details', 'muted neutrals'],
  },
  Libra: {
    element: 'Air',
    modality: 'cardinal',
    symbol: 'the Scales',
    traits: ['harmonious', 'charming', 'aesthetic'],
    styleKeywords: ['balanced proportions', 'soft color', 'refined elegance'],
  },
  Scorpio: {
    element: 'Water',
    modality: 'fixed',
    symbol: 'the Scorpion',
    traits: ['intense', 'private', 'perceptive'],
    styleKeywords: ['dark palettes', 'leather', 'sleek, close lines'],
  },
  Sagittarius: {
    element: 'Fire',
    modality: 'mutable',
    symbol: 'the Archer',
    traits: ['adventurous', 'optimistic', 'free-spirited'],
    styleKeywords: ['travel-ready layers', 'global textiles', 'relaxed fits'],
  },
  Capricorn: {
    element: 'Earth',
    modality: 'cardinal',
    symbol: 'the Sea-Goat',
    traits: ['ambitious', 'disciplined', 'traditional'],
    styleKeywords: ['classic tailoring', 'structured coats', 'heritage quality'],
  },
  Aquarius: {
    element: 'Air',
    modality: 'fixed',
    symbol: 'the Water Bearer',
    traits: ['original', 'progressive', 'independent'],
    styleKeywords: ['unexpected shapes', 'modern materials', 'futuristic accents'],
  },
  Pisces: {
    element: 'Water',
    modality: 'mutable',
    symbol: 'the Fish',
    traits: ['intuitive', 'dreamy', 'compassionate'],
    styleKeywords: ['flowing fabrics', 'sea tones', 'soft romantic layers'],
  },
  Ophiuchus: {
    element: undefined,
    modality: undefined,
    symbol: 'the Serpent Bearer',
    traits: ['healing', 'truth-seeking', 'magnetic'],
    styleKeywords: ['symbolic jewelry', 'deep greens and golds', 'scholarly layers'],
  },
};

/** What each element brings, as a phrase after "toward". */
export const ELEMENT_QUALITIES: Record<ZodiacElement, string> = {
  Fire: 'energy, visibility and warmth',
  Earth: 'substance, practicality and quality',
  Air: 'ideas, lightness and versatility',
  Water: 'feeling, depth and intuition',
};
