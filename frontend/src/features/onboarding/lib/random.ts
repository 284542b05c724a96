/**
 * Every random choice of the questionnaire (captcha operands, card order, examples) goes through a
 * RandomSource, so tests pass a seeded one and get the same screen every time.
 */
export type RandomSource = () => number;

export const defaultRandom: RandomSource = Math.random;

/** An integer from min to max, both included. */
export function randomInt(min: number, max: number, random: RandomSource = defaultRandom): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A shuffled copy (Fisher–Yates); the input is left alone. */
export function shuffle<T>(items: readonly T[], random: RandomSource = defaultRandom): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i, random);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** `count` different items in random order (all of them when there are fewer). */
export function sample<T>(items: readonly T[], count: number, random: RandomSource = defaultRandom): T[] {
  return shuffle(items, random).slice(0, count);
}

/** A small deterministic generator (mulberry32) for tests and reproducible screens. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
