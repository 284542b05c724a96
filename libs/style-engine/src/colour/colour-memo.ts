import {
  COLOR_PREFERENCES,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  HAIR_COLORS,
  JEWELRY_PREFERENCES,
  SKIN_TONES,
  SUN_REACTIONS,
  VEIN_COLORS,
} from '@uniform/contracts';
import type { ColourAnswers, ColourInput } from './colour-analysis';

/**
 * A memo of the colour results over the nine colouring answers (issue 23: the season, palette and
 * what would change it were ~25% of the engine's CPU per analysis, and the service asks for them on
 * every request). They depend on those answers alone, and each answer is one of a few options (3,
 * 3, 3, 2, 2, 2, 6, 8 and 10, or a list of hair colours) or skipped: a discrete domain whose keys
 * are at most a few hundred characters, and people of one colouring give the same answers, so they
 * share entries. Only answers that are all questionnaire options are memoized; anything else, and
 * every answer set with a photo's continuous measurements, is computed as before. Bounded: at most
 * MEMO_ENTRIES results per memo (about 1.2 kB each, measured: ~5 MB a memo when full); when full,
 * the oldest entry goes. Callers get their own copies (see the users), so nothing a caller does to
 * a result can change the memo.
 */
export const MEMO_ENTRIES = 4096;

type ColourField = keyof ColourAnswers;

const OPTIONS: { [F in ColourField]-?: ReadonlySet<string> } = {
  veinColor: new Set(VEIN_COLORS),
  sunReaction: new Set(SUN_REACTIONS),
  jewelryPreference: new Set(JEWELRY_PREFERENCES),
  eyeClarity: new Set(EYE_CLARITY),
  featureContrast: new Set(FEATURE_CONTRASTS),
  colorPreference: new Set(COLOR_PREFERENCES),
  eyeColor: new Set(EYE_COLORS),
  skinTone: new Set(SKIN_TONES),
  hairColor: new Set(HAIR_COLORS),
};
const FIELDS = Object.keys(OPTIONS) as ColourField[];

/**
 * The key of these colouring answers, or undefined when they are not memoized: a photo's
 * measurements, or an answer that is not one of its question's options. A list of hair colours is
 * keyed as a list (the sentences tell "dark brown alone" from "dark brown"), in its own order.
 */
export function colourAnswersKey(input: ColourInput): string | undefined {
  if (input.colorMeasurements !== undefined) return undefined;
  let key = '';
  for (const field of FIELDS) {
    const value: unknown = input[field];
    key += '|';
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (!OPTIONS[field].has(value)) return undefined;
      key += value;
    } else if (field === 'hairColor' && Array.isArray(value) && value.length <= HAIR_COLORS.length) {
      key += '[';
      for (const hair of value as unknown[]) {
        if (typeof hair !== 'string' || !OPTIONS.hairColor.has(hair)) return undefined;
        key += `${hair},`;
      }
    } else {
      return undefined;
    }
  }
  return key;
}

/** A map of at most MEMO_ENTRIES results; the oldest goes first when it is full. */
export class ColourMemo<Result> {
  private readonly entries = new Map<string, Result>();

  /** The result for these answers: the memo's when it has one, else `compute`'s (kept if keyable). */
  get(input: ColourInput, compute: () => Result): Result {
    const key = colourAnswersKey(input);
    if (key === undefined) return compute();
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const result = compute();
    if (this.entries.size >= MEMO_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, result);
    return result;
  }
}
