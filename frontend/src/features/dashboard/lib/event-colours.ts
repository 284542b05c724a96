import type { Analysis } from '@uniform/contracts';
import { contrastRatio, isHexColour, normaliseHex } from '@uniform/style-engine';
import { brandColours } from './analysis-view';

/** The cards the event bars sit on. */
const CARD_WHITE = '#FFFFFF';
/**
 * The least contrast an event's colour bar needs against the card to be seen. The bar is decorative
 * (the event's title and date carry the meaning), so it need not reach the 3:1 of controls; below
 * 1.5:1 an off-white or cream disappears into the card.
 */
export const EVENT_BAR_MIN_CONTRAST = 1.5;
/** stone-500, for a palette with no colour dark enough. */
export const EVENT_BAR_FALLBACK = '#78716C';

/**
 * The upcoming events' bar colours, one per event: the brand's primary and secondary colours, then
 * its neutrals and the rest of the palette, skipping any colour too pale to see on the white card
 * and any already used, so a pale neutral hands its place to the next palette colour.
 */
export function eventBarColours(analysis: Analysis, count: number): string[] {
  const { primary, secondary } = brandColours(analysis);
  const candidates = [
    primary?.hex,
    secondary?.hex,
    ...analysis.colorAnalysis.neutrals.map((colour) => colour.hex),
    ...analysis.colorAnalysis.recommendedColors.map((colour) => colour.hex),
  ];
  const usable = new Set<string>();
  for (const hex of candidates) {
    if (!hex || !isHexColour(hex)) continue;
    const colour = normaliseHex(hex)!;
    if (contrastRatio(colour, CARD_WHITE) >= EVENT_BAR_MIN_CONTRAST) usable.add(colour);
  }
  const colours = [...usable].slice(0, count);
  while (colours.length < count) colours.push(EVENT_BAR_FALLBACK);
  return colours;
}
