import { expressionOf } from '../archetype';
import { escapeRegExp } from '../brand/brand-text';
import type { Answers } from '../types';
import { avoidTerms, mentionsAvoided } from './avoid-wearing';
import type { Department } from './brand-catalogue.data';

/**
 * What the answers allow, in one place, so brands, insider brands, pieces, looks and moodboards
 * obey the same rules (issue 19):
 * - a brand the user disliked is never named, by itself or inside another text;
 * - brands and garment words follow the gender identity and expression: a feminine side (under 40
 *   on the 0–100 scale of expressionOf, spec 1 §9's threshold) gets no menswear-only brand and no
 *   tie; a masculine side (over 60) gets no womenswear-only brand and no skirt, heel or blouse; a
 *   neutral or unknown expression may get either. A brand the user liked is always allowed;
 * - nothing that names what the user avoids wearing (see avoid-wearing).
 */

export type ExpressionSide = 'feminine' | 'masculine' | 'neutral';

/** Garments worn almost only by women; "dress" not when it qualifies a watch, shoe, shirt or code. */
const FEMININE_GARMENTS =
  /\b(skirts?|dress(es)?\b(?![- ](watch|shoes?|shirts?|code|trousers?|boots?|pants))|gowns?|heels?|high-heeled|stilettos?|pumps|blouses?|camisoles?|earrings?|lip colou?r|lipstick|clutch(es)?|slingbacks?|silk shell|tights|bodysuits?)\b/iu;
/** Garments worn almost only by men. */
const MASCULINE_GARMENTS =
  /\b(ties|tie(?![- ]dye)|neckties?|bow ties?|cufflinks?|pocket squares?|tie bars?|tie clips?)\b/iu;

export interface AnswerRules {
  side: ExpressionSide;
  avoidTerms: readonly string[];
  isLiked(name: string): boolean;
  isDisliked(name: string): boolean;
  /** A brand of this department may be recommended: it fits the side, or the user liked it. */
  allowsBrand(brand: { name: string; department: Department }): boolean;
  /** The text names no disliked brand, no garment of the other side and nothing the user avoids. */
  allowsText(text: string): boolean;
  /** The text names no disliked brand (for texts about places, where garments are context). */
  namesNoDislikedBrand(text: string): boolean;
}

export function expressionSide(
  answers: Pick<Answers, 'genderExpression' | 'genderIdentity'>,
): ExpressionSide {
  const expression = expressionOf(answers);
  if (expression === undefined) return 'neutral';
  if (expression < 40) return 'feminine';
  if (expression > 60) return 'masculine';
  return 'neutral';
}

export function answerRules(answers: Answers = {}): AnswerRules {
  const ratings = new Map(
    Object.entries(answers.brandPreferences ?? {}).map(([name, value]) => [name.trim().toLowerCase(), value]),
  );
  // Most lists ask of every swipe brand; without any ratings there is no name to look up.
  const isLiked = (name: string) => ratings.size > 0 && ratings.get(name.trim().toLowerCase()) === 'like';
  const isDisliked = (name: string) =>
    ratings.size > 0 && ratings.get(name.trim().toLowerCase()) === 'dislike';
  // Matched as written ("Gap", "On"), so the words gap and on stay free.
  const disliked = Object.entries(answers.brandPreferences ?? {})
    .filter(([, value]) => value === 'dislike')
    .map(([name]) => name.trim())
    .filter(Boolean);
  // The pattern can only match where a disliked name is written, and most texts hold none: looking
  // for the plain names first spares compiling the pattern and running it at every position.
  const namesNoDislikedBrand = (text: string) =>
    !disliked.some((name) => text.includes(name)) || !dislikedPatternOf(disliked).test(text);

  const side = expressionSide(answers);
  const terms = avoidTerms(answers.avoidWearing);
  const otherSideGarments =
    side === 'feminine' ? MASCULINE_GARMENTS : side === 'masculine' ? FEMININE_GARMENTS : undefined;

  return {
    side,
    avoidTerms: terms,
    isLiked,
    isDisliked,
    allowsBrand: (brand) =>
      !isDisliked(brand.name) &&
      (isLiked(brand.name) ||
        brand.department === 'both' ||
        side === 'neutral' ||
        (side === 'feminine') === (brand.department === 'womenswear')),
    allowsText: (text) =>
      namesNoDislikedBrand(text) && !otherSideGarments?.test(text) && !mentionsAvoided(text, terms),
    namesNoDislikedBrand,
  };
}

/**
 * At most this many lists of disliked brands keep their compiled pattern (a list is at most the
 * swipe's 20 names, per the contract), the oldest going first.
 */
const DISLIKED_PATTERN_ENTRIES = 512;
const dislikedPatterns = new Map<string, RegExp>();

/**
 * The pattern of a disliked brand in a text (matched as written, not inside another word): one
 * RegExp per list of names, reused. Each list of an analysis asks answerRules again (some seven
 * times an analysis), and a new RegExp is parsed (its Unicode classes are large) and first runs in
 * V8's bytecode interpreter, so over generated answers a fresh pattern per call made
 * namesNoDislikedBrand ~28% of an analysis. The pattern has no g flag, so sharing it keeps no
 * state between texts.
 */
function dislikedPatternOf(disliked: readonly string[]): RegExp {
  const key = disliked.join('\u0000');
  let pattern = dislikedPatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(
      `(^|[^\\p{L}\\p{N}])(${disliked.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
      'u',
    );
    if (dislikedPatterns.size >= DISLIKED_PATTERN_ENTRIES) {
      dislikedPatterns.delete(dislikedPatterns.keys().next().value!);
    }
    dislikedPatterns.set(key, pattern);
  }
  return pattern;
}
