export type {
  ArchetypeProfile,
  ArchetypeWardrobe,
  StyleIconProfile,
  SuggestionItem,
} from './archetype.types';
export { ARCHETYPES } from './archetypes.data';
export {
  BRAND_POINTS,
  FILM_POINTS,
  KEYWORD_POINTS,
  MUSIC_POINTS,
  scoreArchetypes,
  SIGNALS,
  VALUE_POINTS,
  VOICE_SLIDERS,
  type ArchetypeScore,
} from './archetype-scoring';
export {
  archetypeSummary,
  expressionOf,
  fallbackArchetypes,
  findArchetype,
  pickStyleIcon,
  resolveArchetype,
} from './archetype-lookup';
