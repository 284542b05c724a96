import type { Archetype, Tier } from '../types';

/** A style icon with where they sit on the 0 (feminine) to 100 (masculine) expression scale. */
export interface StyleIconProfile {
  name: string;
  /** One sentence: why this person is the archetype's reference. */
  description: string;
  /** Their public style on the questionnaire's 0–100 gender-expression scale; picks the closest icon. */
  expression: number;
}

/**
 * A suggestion for the uniform text. `fit` marks the fit preference it serves; `expression` marks a
 * piece worn mostly on the feminine or masculine side, offered only when the answers say so.
 */
export interface SuggestionItem {
  text: string;
  fit?: 'structured' | 'relaxed' | 'fitted';
  expression?: 'feminine' | 'masculine';
}

/** What an archetype wears: the wardrobe module reads it, the archetype module only carries it. */
export interface ArchetypeWardrobe {
  /** Name and description overrides of the 12 uniform pieces, keyed by piece id (prices never change). */
  pieces: Partial<Record<string, { name: string; description: string }>>;
  suggestions: { foundation: SuggestionItem[]; footwear: SuggestionItem[]; accent: SuggestionItem[] };
  /** One outfit sentence per event; {c1} {c2} {c3} are the user's first three colours. */
  eventLooks: { pitchMeeting: string; conference: string; networking: string };
  /** Colours the event looks use when the user's colours are fewer than three. */
  defaultColours: [string, string, string];
  /** The resale platform added to the mid-market brand list (spec 2 §9). */
  resalePlatform: 'Poshmark' | 'Grailed' | 'Depop';
}

/** An archetype of the fixed set with everything the engine builds on it. */
export interface ArchetypeProfile extends Archetype {
  styleIcons: StyleIconProfile[];
  /**
   * Sentences of the brand summary. Placeholders: {aRole} ("a founder", "an engineer"; "a leader"
   * when no occupation is known) and {industry} ("your industry" when unknown).
   */
  summaryTemplates: string[];
  moodboardPrompts: string[];
  /** Brand names of the wardrobe brand catalogue that fit this archetype, per market tier, best first. */
  brands: Record<Tier, string[]>;
  wardrobe: ArchetypeWardrobe;
}
