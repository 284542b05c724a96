import { FILM_CATEGORIES, MUSIC_CATEGORIES } from '@uniform/contracts';
import { FILM_EXAMPLES, MUSIC_EXAMPLES } from '../content/onboarding-content';
import { defaultRandom, sample, shuffle, type RandomSource } from './random';

/** How many example titles or artists a card shows (spec 1 §9). */
export const EXAMPLES_PER_CARD = 3;

export interface MediaCard {
  category: string;
  examples: string[];
}

/**
 * The cards of step 3 for one page load: categories in a fresh order, each with 3 of its examples
 * picked at random (spec 1 §3).
 */
export function buildMediaCards(random: RandomSource = defaultRandom): {
  films: MediaCard[];
  music: MediaCard[];
} {
  const cards = <C extends string>(categories: readonly C[], examples: Record<C, readonly string[]>) =>
    shuffle(categories, random).map((category) => ({
      category,
      examples: sample(examples[category], EXAMPLES_PER_CARD, random),
    }));
  return { films: cards(FILM_CATEGORIES, FILM_EXAMPLES), music: cards(MUSIC_CATEGORIES, MUSIC_EXAMPLES) };
}
