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
  return template.replace(/(?:\b(a|A) )?\{c([1-9])\}/g, (_, article: string | undefined, index: string) => {
    const colour = slots.length ? slots[(Number(index) - 1) % slots.length]! : NO_COLOUR;
    if (!article) return colour;
    const phrase = withArticle(colour);
    return article === 'A' ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
  });
}
