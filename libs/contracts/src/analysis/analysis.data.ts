/**
 * Fixed vocabularies of the analysis object (spec 2 §2.1, §3, §9): the 12 colour seasons, the
 * palette and neutral categories, the markers the dashboard checks for, and the uniform-piece
 * categories. The style engine produces these values; the dashboard and the PDF read them.
 */

/** The 12 seasons of the colour analysis, by family. */
export const SEASONS = [
  'Light Spring',
  'Warm Spring',
  'Bright Spring',
  'Light Summer',
  'Cool Summer',
  'Soft Summer',
  'Soft Autumn',
  'Warm Autumn',
  'Deep Autumn',
  'Deep Winter',
  'Cool Winter',
  'Bright Winter',
] as const;
export type Season = (typeof SEASONS)[number];

/** Other names for the same seasons: spec 2 lists 'Clear Spring', and 'Clear' is the older word for 'Bright'. */
export const SEASON_ALIASES = { 'Clear Spring': 'Bright Spring', 'Clear Winter': 'Bright Winter' } as const;

/** Markers the dashboard checks for (spec 2 §2.1) and the insufficient-data placeholder carries. */
export const INSUFFICIENT_SEASON = 'Insufficient Data';
export const UNDERTONE_NOT_AVAILABLE = 'Not Available';
export const INSUFFICIENT_ARCHETYPE = 'Insufficient Data';
export const UNDETERMINED_ICON = 'Unable to Determine';
/** A brand summary containing this phrase (any case) marks the analysis as insufficient. */
export const INSUFFICIENT_SUMMARY_PHRASE = 'insufficient information';

/** Every value colorAnalysis.season may hold. */
export const SEASON_VALUES = [
  ...SEASONS,
  ...(Object.keys(SEASON_ALIASES) as (keyof typeof SEASON_ALIASES)[]),
  INSUFFICIENT_SEASON,
] as const;

export const UNDERTONES = ['Warm', 'Cool', 'Neutral'] as const;
export const UNDERTONE_VALUES = [...UNDERTONES, UNDERTONE_NOT_AVAILABLE] as const;

/** How sure the season call is; with medium or low the runner-up season is worth showing. */
export const SEASON_CONFIDENCES = ['high', 'medium', 'low'] as const;

/** Palette categories of recommended colours (spec 2 §2.1). */
export const PALETTE_CATEGORIES = [
  'foundation',
  'professional',
  'statement',
  'accent',
  'casual',
  'evening',
] as const;
/** Categories of neutrals (spec 2 §2.1). */
export const NEUTRAL_CATEGORIES = ['light', 'medium', 'dark', 'warm', 'cool'] as const;

/** Categories of the core uniform pieces (spec 2 §3). */
export const UNIFORM_PIECE_CATEGORIES = ['foundation', 'footwear', 'accent', 'outerwear'] as const;
/** The dashboard's "12 Uniform Pieces". */
export const UNIFORM_PIECE_COUNT = 12;

/** Brand price ranges per market tier (spec 2 §9). */
export const BRAND_PRICE_RANGES = { entry: 'Under $150', mid: '$150-$500', luxury: '$500-$1500+' } as const;

export type PaletteCategory = (typeof PALETTE_CATEGORIES)[number];
export type NeutralCategory = (typeof NEUTRAL_CATEGORIES)[number];
export type UniformPieceCategory = (typeof UNIFORM_PIECE_CATEGORIES)[number];
