import { SEASONS, type Season } from '@uniform/contracts';
import type { ColourAnswers } from './colour-analysis';

/**
 * The reference set the colour quiz engine is measured against (issue 22): three colouring profiles
 * per season, each the full set of answers the engine reads, written from a published 12-season
 * description of that season.
 *
 * Sources. There is no internet where this set was written, so each description is paraphrased from
 * memory, never quoted at length, and named so a reader can check it:
 * - SCI_ART: Kathryn Kalisz's Sci\ART 12-tone system, as its season descriptions are summarised by
 *   her trained analysts (the tone names Light, True/Cool, Soft, Bright, Dark/Deep, Warm/True).
 * - BLUEPRINTS: Christine Scaman's 12 Blueprints (12blueprints.com), one page per season, which
 *   extends Sci\ART and writes about its seasons in deep skin.
 * - LOOKING_YOUR_BEST: Mary Spillane and Christine Sherlock, "Color Me Beautiful's Looking Your
 *   Best" (1995), the 12-tone book of Color Me Beautiful: six dominant types (Light, Deep, Warm,
 *   Cool, Clear, Soft), each flowing to one of two seasons, which is the same 12.
 *
 * Skin depth. Every season has a light-skinned profile (Porcelain, Fair or Light on our scale) and
 * one of medium skin (Medium, Olive or Tan); deep skin (Deep or Rich Ebony) is given where the
 * sources place the season in deep skin: Bright Spring, Warm and Deep Autumn, and Deep, Cool and
 * Bright Winter. It does not occur in the Light seasons (light value is their first trait; their
 * skin reaches medium beige at most), nor in Warm Spring, Cool Summer and the two Soft seasons on
 * our scale, where Tan is the deepest their descriptions reach: with Deep skin the colouring reads
 * deep first and belongs to an Autumn or Winter.
 *
 * Neighbours. The 12 seasons sit on a wheel, each between the two seasons that share one of its two
 * traits: its sister across the family line (Light Spring and Light Summer are both light first;
 * Soft Summer and Soft Autumn, Deep Autumn and Deep Winter, Bright Winter and Bright Spring likewise)
 * and the season of its own family it flows into. A True (Warm or Cool) season has no sister, so
 * both its neighbours are in its family (True Summer sits between Light Summer and Soft Summer).
 * This is how 12 Blueprints and Sci\ART-trained analysts speak of neighbouring and sister seasons
 * (as recalled, not quoted): an analyst unsure between two seasons is unsure between neighbours on
 * the wheel, so a miss to a neighbour is a near miss and a miss anywhere else is wrong.
 */

/** The 12-season wheel, each season between its two neighbours (the last wraps to the first). */
export const SEASON_WHEEL: readonly Season[] = [
  'Light Spring',
  'Light Summer',
  'Cool Summer',
  'Soft Summer',
  'Soft Autumn',
  'Warm Autumn',
  'Deep Autumn',
  'Deep Winter',
  'Cool Winter',
  'Bright Winter',
  'Bright Spring',
  'Warm Spring',
];

/** The two seasons beside this one on the wheel. */
export function neighboursOf(season: Season): readonly [Season, Season] {
  const at = SEASON_WHEEL.indexOf(season);
  const n = SEASON_WHEEL.length;
  return [SEASON_WHEEL[(at + n - 1) % n], SEASON_WHEEL[(at + 1) % n]];
}

export interface ReferenceProfile {
  /** e.g. 'light-summer-1'. */
  id: string;
  season: Season;
  neighbours: readonly [Season, Season];
  answers: Required<ColourAnswers>;
  /** The published description the profile was written from, and what it says of this colouring. */
  source: string;
}

const SCI_ART = 'Kathryn Kalisz, Sci\\ART 12 tones';
const BLUEPRINTS = 'Christine Scaman, 12 Blueprints (12blueprints.com)';
const LOOKING_YOUR_BEST = 'Spillane and Sherlock, Color Me Beautiful’s Looking Your Best (1995)';

type Entry = [answers: Required<ColourAnswers>, source: string];

const BY_SEASON: Record<Season, readonly [Entry, Entry, Entry]> = {
  'Light Spring': [
    [
      {
        skinTone: 'Porcelain',
        hairColor: 'Light Blonde',
        eyeColor: 'Blue',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'burn',
        jewelryPreference: 'gold',
        colorPreference: 'soft',
      },
      `${SCI_ART}, Light Spring: ivory or peach skin, golden or strawberry blonde hair, clear light blue or aqua eyes; light and warm, never heavy`,
    ],
    [
      {
        skinTone: 'Fair',
        hairColor: 'Light Blonde',
        eyeColor: 'Green',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'both',
        sunReaction: 'both',
        jewelryPreference: 'gold',
        colorPreference: 'soft',
      },
      `${BLUEPRINTS}, Light Spring page: a light, warm-neutral person whose light eyes are clear, not smoky; pastels with a little yellow in them`,
    ],
    [
      {
        skinTone: 'Medium',
        hairColor: 'Light Blonde',
        eyeColor: 'Blue',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'both',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Light type flowing to Spring: golden blonde hair, bright blue eyes, warm medium beige skin; low contrast, warm lean`,
    ],
  ],
  'Warm Spring': [
    [
      {
        skinTone: 'Fair',
        hairColor: 'Red',
        eyeColor: 'Green',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'both',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${SCI_ART}, Warm (True) Spring: golden or coppery red hair, freckled peach skin, clear green or topaz eyes; warm above all`,
    ],
    [
      {
        skinTone: 'Medium',
        hairColor: 'Light Brown',
        eyeColor: 'Light Brown / Hazel',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${BLUEPRINTS}, True Spring page: golden beige skin that tans, golden brown hair, warm bright hazel eyes; medium-light, clear and fully warm`,
    ],
    [
      {
        skinTone: 'Tan',
        hairColor: 'Medium Brown',
        eyeColor: 'Amber',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Warm type flowing to Spring, in golden tan skin: warm brown hair with golden lights, amber eyes; gold, not silver`,
    ],
  ],
  'Bright Spring': [
    [
      {
        skinTone: 'Fair',
        hairColor: 'Medium Brown',
        eyeColor: 'Blue',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'green',
        sunReaction: 'both',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${SCI_ART}, Bright Spring: clear ivory skin, medium to dark warm brown hair, vivid turquoise or blue eyes; contrast and clarity, warm second`,
    ],
    [
      {
        skinTone: 'Medium',
        hairColor: 'Dark Brown',
        eyeColor: 'Green',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'both',
        colorPreference: 'bold',
      },
      `${BLUEPRINTS}, Bright Spring page: sparkling green or hazel eyes against dark brown hair; a warm-neutral who needs saturated, clear color`,
    ],
    [
      {
        skinTone: 'Deep',
        hairColor: 'Dark Brown',
        eyeColor: 'Light Brown / Hazel',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Clear type flowing to Spring, in deep skin: glowing warm brown skin, dark brown hair, bright golden hazel eyes with clear whites`,
    ],
  ],
  'Light Summer': [
    [
      {
        skinTone: 'Porcelain',
        hairColor: 'Light Blonde',
        eyeColor: 'Blue',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'blue-purple',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'soft',
      },
      `${SCI_ART}, Light Summer: pale pink skin, light ash blonde hair, soft blue eyes; light first, then cool, and low contrast by nature`,
    ],
    [
      {
        skinTone: 'Fair',
        hairColor: 'Light Blonde',
        eyeColor: 'Grey',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'blue-purple',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'soft',
      },
      `${BLUEPRINTS}, Light Summer page: light ash blonde hair, gray-blue eyes, fair skin that burns; light first, then cool`,
    ],
    [
      {
        skinTone: 'Medium',
        hairColor: 'Light Blonde',
        eyeColor: 'Blue',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'both',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'soft',
      },
      `${LOOKING_YOUR_BEST}, Light type flowing to Summer: light ash blonde hair, clear light blue eyes, medium rosy-beige skin; silver over gold`,
    ],
  ],
  'Cool Summer': [
    [
      {
        skinTone: 'Light',
        hairColor: 'Medium Brown',
        eyeColor: 'Blue',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'blue-purple',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${SCI_ART}, True (Cool) Summer: rosy skin, ash brown hair, gray-blue eyes; cool first, medium in value, gentle rather than dusty`,
    ],
    [
      {
        skinTone: 'Medium',
        hairColor: 'Grey / Silver',
        eyeColor: 'Grey',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'blue-purple',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'soft',
      },
      `${BLUEPRINTS}, True Summer page: hair that grays early to a soft silver, gray eyes, pink-beige skin; wholly cool, no gold`,
    ],
    [
      {
        skinTone: 'Fair',
        hairColor: 'Dark Blonde',
        eyeColor: 'Blue',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'blue-purple',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Cool type flowing to Summer: ash blonde hair, blue eyes, pink skin; blue-based colors of medium depth`,
    ],
  ],
  'Soft Summer': [
    [
      {
        skinTone: 'Light',
        hairColor: 'Dark Blonde',
        eyeColor: 'Grey',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'both',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'soft',
      },
      `${SCI_ART}, Soft Summer: ash dark blonde to mousy brown hair, gray-green eyes, beige skin; muted first, then cool, and neutral-leaning`,
    ],
    [
      {
        skinTone: 'Medium',
        hairColor: 'Light Brown',
        eyeColor: 'Light Brown / Hazel',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'blue-purple',
        sunReaction: 'both',
        jewelryPreference: 'silver',
        colorPreference: 'soft',
      },
      `${BLUEPRINTS}, Soft Summer page: cool hazel eyes with gray in them, ash light brown hair, medium skin; smoky and blended`,
    ],
    [
      {
        skinTone: 'Tan',
        hairColor: 'Medium Brown',
        eyeColor: 'Light Brown / Hazel',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'blue-purple',
        sunReaction: 'both',
        jewelryPreference: 'both',
        colorPreference: 'soft',
      },
      `${LOOKING_YOUR_BEST}, Soft type flowing to Summer, in tan skin: ashy medium brown hair, soft hazel eyes; rose-brown and muted, never bright`,
    ],
  ],
  'Soft Autumn': [
    [
      {
        skinTone: 'Light',
        hairColor: 'Dark Blonde',
        eyeColor: 'Green',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'both',
        jewelryPreference: 'gold',
        colorPreference: 'soft',
      },
      `${SCI_ART}, Soft Autumn: golden dark blonde hair, soft green eyes, warm beige skin; muted first, then warm, with low contrast`,
    ],
    [
      {
        skinTone: 'Medium',
        hairColor: 'Light Brown',
        eyeColor: 'Light Brown / Hazel',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'both',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'soft',
      },
      `${BLUEPRINTS}, Soft Autumn page: warm light brown hair, hazel eyes, skin that tans; a warm-neutral in earthy, dusty color`,
    ],
    [
      {
        skinTone: 'Tan',
        hairColor: 'Medium Brown',
        eyeColor: 'Light Brown / Hazel',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'both',
        colorPreference: 'soft',
      },
      `${LOOKING_YOUR_BEST}, Soft type flowing to Autumn, in tan skin: medium brown hair, soft hazel eyes; blended and warm-neutral`,
    ],
  ],
  'Warm Autumn': [
    [
      {
        skinTone: 'Light',
        hairColor: 'Auburn',
        eyeColor: 'Green',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'both',
        jewelryPreference: 'gold',
        colorPreference: 'soft',
      },
      `${SCI_ART}, Warm (True) Autumn: auburn or copper hair, warm green eyes with a tiger-eye glint, golden freckled skin; warm first, medium chroma`,
    ],
    [
      {
        skinTone: 'Olive',
        hairColor: 'Medium Brown',
        eyeColor: 'Light Brown / Hazel',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${BLUEPRINTS}, True Autumn page: golden olive skin that tans, warm brown hair, golden hazel eyes; rich, saturated earth colors and gold`,
    ],
    [
      {
        skinTone: 'Deep',
        hairColor: 'Dark Brown',
        eyeColor: 'Amber',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Warm type flowing to Autumn, in deep skin: bronze skin, warm dark brown hair, amber or topaz eyes`,
    ],
  ],
  'Deep Autumn': [
    [
      {
        skinTone: 'Light',
        hairColor: 'Dark Brown',
        eyeColor: 'Dark Brown',
        eyeClarity: 'soft',
        featureContrast: 'high',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'soft',
      },
      `${SCI_ART}, Dark (Deep) Autumn: ivory-beige skin, dark brown hair, deep brown eyes; dark first, then warm, rich rather than icy`,
    ],
    [
      {
        skinTone: 'Tan',
        hairColor: 'Dark Brown',
        eyeColor: 'Dark Brown',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${BLUEPRINTS}, Dark Autumn page: warm tan skin, dark brown hair, dark brown eyes; deep and warm, with some strength of color`,
    ],
    [
      {
        skinTone: 'Rich Ebony',
        hairColor: 'Black',
        eyeColor: 'Dark Brown',
        eyeClarity: 'soft',
        featureContrast: 'low',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Deep type flowing to Autumn, in deep skin: dark warm brown skin, black hair, deep brown eyes; gold and brass`,
    ],
  ],
  'Deep Winter': [
    [
      {
        skinTone: 'Light',
        hairColor: 'Black',
        eyeColor: 'Dark Brown',
        eyeClarity: 'soft',
        featureContrast: 'high',
        veinColor: 'blue-purple',
        sunReaction: 'both',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${SCI_ART}, Dark (Deep) Winter: pale neutral skin, near-black hair, deep dark eyes without Bright Winter's sparkle; dark first, then cool`,
    ],
    [
      {
        skinTone: 'Olive',
        hairColor: 'Black',
        eyeColor: 'Dark Brown',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'blue-purple',
        sunReaction: 'tan',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${BLUEPRINTS}, Dark Winter page: olive skin that tans, black hair, black-brown eyes; silver, deep jewel colors`,
    ],
    [
      {
        skinTone: 'Rich Ebony',
        hairColor: 'Black',
        eyeColor: 'Dark Brown',
        eyeClarity: 'bright',
        featureContrast: 'low',
        veinColor: 'blue-purple',
        sunReaction: 'both',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Deep type flowing to Winter, in deep skin: blue-black hair, dark eyes, cool deep brown skin; low value contrast, still clear`,
    ],
  ],
  'Cool Winter': [
    [
      {
        skinTone: 'Fair',
        hairColor: 'Dark Brown',
        eyeColor: 'Grey',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'blue-purple',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'soft',
      },
      `${SCI_ART}, True (Cool) Winter: cool pale skin, dark ash brown hair, icy gray or blue eyes; cool first, then dark and clear`,
    ],
    [
      {
        skinTone: 'Medium',
        hairColor: ['Black', 'Grey / Silver'],
        eyeColor: 'Grey',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'blue-purple',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${BLUEPRINTS}, True Winter page: salt-and-pepper hair, gray eyes, neutral-cool skin; black, white and pure blue-based color`,
    ],
    [
      {
        skinTone: 'Deep',
        hairColor: ['Black', 'Grey / Silver'],
        eyeColor: 'Dark Brown',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'blue-purple',
        sunReaction: 'both',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Cool type flowing to Winter, in deep skin: blue-toned deep skin, graying black hair, dark eyes; silver and platinum`,
    ],
  ],
  'Bright Winter': [
    [
      {
        skinTone: 'Porcelain',
        hairColor: 'Black',
        eyeColor: 'Blue',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'blue-purple',
        sunReaction: 'burn',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${SCI_ART}, Bright Winter: porcelain skin, black hair, jewel-bright blue eyes; clear first, then cool, the highest contrast`,
    ],
    [
      {
        skinTone: 'Olive',
        hairColor: 'Dark Brown',
        eyeColor: 'Green',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'both',
        sunReaction: 'both',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${BLUEPRINTS}, Bright Winter page: olive-neutral skin, dark brown hair, vivid green eyes; a neutral-cool who needs clear, saturated color`,
    ],
    [
      {
        skinTone: 'Deep',
        hairColor: 'Dark Brown',
        eyeColor: 'Light Brown / Hazel',
        eyeClarity: 'bright',
        featureContrast: 'high',
        veinColor: 'blue-purple',
        sunReaction: 'both',
        jewelryPreference: 'silver',
        colorPreference: 'bold',
      },
      `${LOOKING_YOUR_BEST}, Clear type flowing to Winter, in deep skin: cool deep skin, dark brown hair, vivid light hazel eyes that stand out sharply`,
    ],
  ],
};

export const REFERENCE_PROFILES: readonly ReferenceProfile[] = SEASONS.flatMap((season) =>
  BY_SEASON[season].map(([answers, source], i) => ({
    id: `${season.toLowerCase().replace(' ', '-')}-${i + 1}`,
    season,
    neighbours: neighboursOf(season),
    answers,
    source,
  })),
);
