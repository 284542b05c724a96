import type { ColorSwatch, NeutralSwatch } from '@uniform/contracts';
import { deltaE, hexToLab } from './colour-maths';
import { COLOUR_WORDS } from './colour-words.data';
import { paletteFor } from './season-palettes.data';

/**
 * Does a garment's colour belong to a season? The custom-item feature gives us a hex (picked, or
 * read from the product title with colourFromText) and we compare it with every recommended colour
 * and neutral of the season by CIEDE2000.
 *
 * FIT_THRESHOLD is 8: a CIEDE2000 difference of about 2 is the smallest most people notice side by
 * side and about 5 still reads as "the same colour, another dye lot"; a palette has only ~23
 * swatches, so we allow up to 8, the distance at which a shade still reads as a variant of the
 * swatch (navy against midnight navy) but no longer as its neighbour (navy against cobalt, about
 * 17; white against Soft Summer's oyster, about 9.4). Every season's avoid list lies beyond it; a
 * unit test keeps it that way.
 */
export const FIT_THRESHOLD = 8;

export interface PaletteMatch {
  /** The closest recommended colour or neutral of the season. */
  swatch: ColorSwatch | NeutralSwatch;
  /** CIEDE2000 difference to it, rounded to 2 decimals. */
  distance: number;
  /** True when distance ≤ FIT_THRESHOLD. */
  fits: boolean;
}

/**
 * The season's swatch closest to a colour. Undefined when the season is not one of the 12 (aliases
 * such as 'Clear Spring' accepted); throws a RangeError when hex is not a hex colour.
 */
export function nearestPaletteColour(hex: string, season: string): PaletteMatch | undefined {
  const palette = paletteFor(season);
  if (!palette) return undefined;
  const target = hexToLab(hex);
  // Recommended colours first, so a neutral only wins when it is strictly closer.
  const [first, ...rest] = [...palette.recommended, ...palette.neutrals].map((swatch) => ({
    swatch,
    distance: deltaE(target, hexToLab(swatch.hex)),
  }));
  const { swatch, distance } = rest.reduce(
    (best, next) => (next.distance < best.distance ? next : best),
    first,
  );
  return { swatch, distance: Math.round(distance * 100) / 100, fits: distance <= FIT_THRESHOLD };
}

/** The longest colour phrase, in words. */
const MAX_WORDS = Math.max(...Object.keys(COLOUR_WORDS).map((word) => word.split(' ').length));

/**
 * The colour named in a product title or URL: 'https://shop.example.com/products/merino-crew-dark-navy?variant=2'
 * → { word: 'dark navy', hex: '#141B33' }. Words are split on '-', '_', '/', spaces and the other
 * URL punctuation, case ignored; runs of words are tried so 'dark-navy' and 'Dark Navy' both match
 * 'dark navy'. The longest match (in characters) wins; of equally long ones the last, because shops
 * put the colour at the end of a title or slug and the brand or domain at the start.
 */
export function colourFromText(text: string): { word: string; hex: string } | undefined {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A stray '%' is not an encoding; read the text as it is.
  }
  const words = decoded
    .toLowerCase()
    .split(/[\s\-_/.?=&+,:;#%()[\]'"|]+/)
    .filter(Boolean);
  let found: string | undefined;
  for (let start = 0; start < words.length; start += 1) {
    for (let length = 1; length <= MAX_WORDS && start + length <= words.length; length += 1) {
      const phrase = words.slice(start, start + length).join(' ');
      if (Object.hasOwn(COLOUR_WORDS, phrase) && (!found || phrase.length >= found.length)) found = phrase;
    }
  }
  return found ? { word: found, hex: COLOUR_WORDS[found] } : undefined;
}
