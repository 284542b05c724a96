import type {
  AvoidColor,
  BudgetTierId,
  ColorSwatch,
  NeutralSwatch,
  QuestionnaireAnswers,
  Season,
} from '@uniform/contracts';

/**
 * The shapes the engine's modules share. Every module takes plain data and returns plain data:
 * no clock, no randomness, no I/O, so the same answers always give the same analysis.
 */

export type Answers = QuestionnaireAnswers;
export type Tier = BudgetTierId;
export type SeasonFamily = 'Spring' | 'Summer' | 'Autumn' | 'Winter';

/** A season's full palette: the six categories, the five neutral groups and what to avoid. */
export interface SeasonPalette {
  season: Season;
  family: SeasonFamily;
  /** One or two sentences: what the season is (hue, value, chroma) and how to wear it. */
  description: string;
  /** Gold, silver, rose gold… */
  metals: string;
  /** At least 3 swatches in each of the six palette categories. */
  recommended: ColorSwatch[];
  /** At least 1 swatch in each of the five neutral categories. */
  neutrals: NeutralSwatch[];
  /** Colours to avoid, each with the reason. */
  avoid: Extract<AvoidColor, { reason: string }>[];
}

/** A style archetype of the fixed set; the fallback archetype list is the same set. */
export interface Archetype {
  /** Stable id, kebab-case, e.g. 'visionary-minimalist'. */
  id: string;
  /** Display name, e.g. 'The Visionary Minimalist'. */
  name: string;
  description: string;
  keywords: string[];
  styleLanguage: string[];
  /** At least 3 real, recognisable people; the first is the default icon. */
  styleIcons: { name: string; description: string }[];
}
