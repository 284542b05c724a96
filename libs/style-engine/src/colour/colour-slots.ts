import { withArticle } from '../brand/brand-text';

/**
 * Colour slots of the wardrobe sentences: an event look, a moodboard or a uniform piece is written
 * once per archetype with {c1}…{c4} where a colour goes, and filled with the user's own colours, so
 * a sentence never names a colour outside their season (a Bright Winter's blazer is "true navy",
 * never the "camel" an archetype might favour). The colours are the analysis's wearable ones, the
 * season's foundation colours first (see build-analysis), so {c1} is the darkest anchor and {c4}
 * the first colour of the season's professional range.
 */

export const COLOUR_SLOT_COUNT = 4;

/** The word a slot reads when the answers leave no colour at all: it names no colour of any season. */
const NO_COLOUR = 'neutral';

/**
 * The colour of each slot, lower-cased for a sentence: the user's colours that `allowed` keeps (the
 * avoid-wearing answer may rule one out), in order, repeated when there are fewer than four; never a
 * colour from outside the list, because any other would be outside the season. Only when the user
 * has no colour at all (no palette to leave) do the `fallback` colours (an archetype's own) step in.
 */
export function slotColours(
  colours: readonly string[],
  allowed: (text: string) => boolean = () => true,
  fallback: readonly string[] = [],
): string[] {
  const usable = (list: readonly string[]) => [
    ...new Set(list.map((colour) => colour.trim().toLowerCase()).filter((name) => name && allowed(name))),
  ];
  const own = usable(colours);
  const names = own.length || colours.some((colour) => colour.trim()) ? own : usable(fallback);
  if (names.length === 0) return Array.from({ length: COLOUR_SLOT_COUNT }, () => NO_COLOUR);
  return Array.from({ length: COLOUR_SLOT_COUNT }, (_, index) => names[index % names.length]!);
}

/**
 * `template` with each {cN} replaced by the Nth slot colour; an "a"/"A" in front of a slot agrees
 * with the colour it meets ("a {c2} waxed jacket" with olive reads "an olive waxed jacket").
 */
export function fillColourSlots(template: string, slots: readonly string[]): string {
  let text = '';
  for (const part of templateParts(template)) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const colour = slots.length ? slots[part.slot % slots.length]! : NO_COLOUR;
    if (!part.article) {
      text += colour;
      continue;
    }
    const phrase = withArticle(colour);
    text += part.article === 'A' ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
  }
  return text;
}

/** A template's text between slots, and each slot: its index from 0 and the article before it. */
type TemplatePart = string | { slot: number; article: string | undefined };

const SLOT_PATTERN = /(?:\b(a|A) )?\{c([1-9])\}/g;

/**
 * The templates are the archetypes' and the looks' own sentences, a few hundred constants, so each
 * is split into parts once (filling them was ~5% of an analysis when every call ran the slot
 * pattern); past TEMPLATE_CACHE_ENTRIES other texts are split on every call rather than kept.
 */
const TEMPLATE_CACHE_ENTRIES = 2048;
const templateCache = new Map<string, readonly TemplatePart[]>();

function templateParts(template: string): readonly TemplatePart[] {
  const known = templateCache.get(template);
  if (known) return known;
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(SLOT_PATTERN)) {
    parts.push(template.slice(last, match.index), { slot: Number(match[2]) - 1, article: match[1] });
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  if (templateCache.size < TEMPLATE_CACHE_ENTRIES) templateCache.set(template, parts);
  return parts;
}
