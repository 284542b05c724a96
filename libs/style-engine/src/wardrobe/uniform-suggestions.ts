import type { UniformSuggestions } from '@uniform/contracts';
import { expressionOf, resolveArchetype, type SuggestionItem } from '../archetype';
import { fillColourSlots, slotColours } from '../colour';
import type { Answers, Archetype } from '../types';
import { answerRules } from './answer-rules';

/**
 * The uniform text of the analysis (spec 2 §3): foundation, footwear and accent pieces as
 * comma-separated text, plus the colour names. The archetype gives the pieces; the answers of
 * step 10 tailor them:
 * - fit preference: pieces of the chosen fit first ('Tailored & defined' → structured, 'Flowy &
 *   relaxed' → relaxed, 'Soft but hugging' → fitted), pieces of another fit last;
 * - body shape and height: one proportion piece each (a Pear gets defined shoulders, a Petite
 *   frame a cropped jacket…);
 * - attention area: one piece that draws the eye where the user asked;
 * - gender expression: pieces worn mostly on one side appear only when the answers say so;
 * - colours: a piece that names a colour names one of the user's ({c1}…{c4}, see colour-slots);
 * - the answer rules: nothing that names a term of the avoid-wearing answer (colours included), a
 *   garment of the other side of the gender expression or a disliked brand (see answerRules).
 */

export const SUGGESTION_COUNTS = { foundation: 3, footwear: 2, accent: 2 } as const;

const FIT_OF: Record<string, SuggestionItem['fit']> = {
  'Tailored & defined': 'structured',
  'Flowy & relaxed': 'relaxed',
  'Soft but hugging': 'fitted',
};

type Slot = keyof typeof SUGGESTION_COUNTS;
interface Addition {
  slot: Slot;
  text: string;
}

/** Proportion pieces per body shape (spec 1 §9's shapes). */
const BODY_SHAPE_PIECES: Record<string, Addition> = {
  Pear: { slot: 'foundation', text: 'jacket with defined shoulders to balance the hips' },
  Apple: { slot: 'foundation', text: 'longline open layer that draws a vertical line' },
  Hourglass: { slot: 'foundation', text: 'wrap or belted top that follows the waist' },
  Rectangle: { slot: 'foundation', text: 'layered textures that add shape' },
  'Inverted Triangle': { slot: 'foundation', text: 'straight or wide-leg trousers to balance the shoulders' },
};

const HEIGHT_PIECES: Record<string, Addition> = {
  'Petite (under 5\'4")': { slot: 'foundation', text: 'cropped jacket that keeps the leg line long' },
  'Tall (over 5\'8")': { slot: 'foundation', text: 'longline coat that uses your height' },
};

/** One piece per attention area (spec 1 §9's choices). */
const ATTENTION_PIECES: Record<string, Addition> = {
  'Shoulders/décolletage': { slot: 'accent', text: 'fine pendant for open necklines' },
  'Waist/curves': { slot: 'accent', text: 'slim belt at the waist' },
  'Legs/shoes': { slot: 'footwear', text: 'statement shoes in a color from your palette' },
  'Chest/shoulders': { slot: 'foundation', text: 'jacket with a clean structured shoulder' },
  'Torso/build': { slot: 'foundation', text: 'fine knit that follows your build' },
  'Footwear/accessories': { slot: 'footwear', text: 'standout leather shoes kept immaculate' },
  'Upper body structure': { slot: 'foundation', text: 'structured overshirt with a strong collar' },
  'Proportional balance': { slot: 'foundation', text: 'one-color column from top to trousers' },
  'Statement pieces': { slot: 'accent', text: 'one statement piece per outfit' },
  'Face/accessories': { slot: 'accent', text: 'statement eyewear or earrings near the face' },
  'Overall silhouette': { slot: 'foundation', text: 'clean single silhouette in one tone' },
};

/** Used only when the user ruled out every piece of a slot the archetype offers. */
const GENERIC_PIECES: Record<Slot, string[]> = {
  foundation: ['well-cut trousers in a core neutral', 'fine knit top', 'clean-lined overshirt'],
  footwear: ['comfortable leather shoes', 'clean low-profile shoes', 'ankle boots'],
  accent: ['simple watch', 'structured bag', 'light scarf'],
};

export function uniformSuggestions(
  archetype: Archetype,
  answers: Answers,
  colours: string[],
): UniformSuggestions {
  const profile = resolveArchetype(archetype);
  const allowed = answerRules(answers).allowsText;
  const expression = expressionOf(answers);
  const fit = answers.fitPreference ? FIT_OF[answers.fitPreference] : undefined;
  const slots = slotColours(colours, allowed, profile.wardrobe.defaultColours);

  const additions = [
    answers.bodyShape ? BODY_SHAPE_PIECES[answers.bodyShape] : undefined,
    answers.height ? HEIGHT_PIECES[answers.height] : undefined,
    answers.attentionArea ? ATTENTION_PIECES[answers.attentionArea] : undefined,
  ].filter((addition): addition is Addition => addition !== undefined && allowed(addition.text));

  const slot = (name: Slot): string => {
    const chosen = rankByFit(profile.wardrobe.suggestions[name], fit)
      .map((item) => ({ ...item, text: fillColourSlots(item.text, slots) }))
      .filter((item) => fitsExpression(item, expression) && allowed(item.text))
      .slice(0, SUGGESTION_COUNTS[name])
      .map((item) => item.text);
    const extra = additions.filter((addition) => addition.slot === name).map((addition) => addition.text);
    const pieces = [...chosen, ...extra];
    if (pieces.length === 0) pieces.push(...GENERIC_PIECES[name].filter(allowed).slice(0, 1));
    return pieces.join(', ');
  };

  return {
    foundation: slot('foundation'),
    footwear: slot('footwear'),
    accent: slot('accent'),
    colors: colours.filter(allowed),
  };
}

/** Pieces of the chosen fit first, then pieces without a fit, then the other fits; stable otherwise. */
function rankByFit(items: readonly SuggestionItem[], fit: SuggestionItem['fit']): SuggestionItem[] {
  const rank = (item: SuggestionItem) => (item.fit === undefined ? 1 : item.fit === fit ? 0 : 2);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** Feminine pieces under 60 on the expression scale, masculine ones over 40; neither when unknown. */
function fitsExpression(item: SuggestionItem, expression: number | undefined): boolean {
  if (!item.expression) return true;
  if (expression === undefined) return false;
  return item.expression === 'feminine' ? expression < 60 : expression > 40;
}
