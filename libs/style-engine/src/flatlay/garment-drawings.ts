import type { GarmentKind } from './garment-words.data';

/**
 * Our own flat vector drawing of each garment kind, laid flat as on a table and seen from above
 * (shoes from the side, in pairs), each in a 100 × 100 cell. A drawing is one <g>: the garment's
 * silhouette filled with its colour, and seams, buttons and folds as thin lines in a contrasting
 * colour of the same palette, so nothing in a picture is a colour the user was not given. What sits
 * in the light colour (a sole, a watch face) is outlined in the garment's own colour, because the
 * contrasting line of a dark garment is the light colour itself.
 */

export interface DrawingColours {
  /** The garment's colour. */
  fill: string;
  /** Seams and outline: a palette colour that stands out against the fill. */
  line: string;
  /** A light palette colour for soles, watch faces and lenses. */
  light: string;
}

type Drawing = (colours: DrawingColours) => string;

const body = (d: string, { fill, line }: DrawingColours) =>
  `<path d="${d}" fill="${fill}" stroke="${line}" stroke-width="1.2" stroke-linejoin="round"/>`;
const seams = (d: string, { line }: DrawingColours, width = 1) =>
  `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="0.7"/>`;
const dots = (points: readonly (readonly [number, number])[], { line }: DrawingColours, r = 1.4) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${line}"/>`).join('');

/** A long-sleeved top: the body, both sleeves down the sides. */
const LONG_SLEEVES =
  'M32 16 L44 12 Q50 18 56 12 L68 16 L80 26 L88 80 L78 82 L70 42 L70 88 L30 88 L30 42 L22 82 L12 80 L20 26 Z';

/** Shoe pairs: one shoe seen from the side, drawn twice, the second a little lower. */
const pair = (shoe: string) =>
  `<g transform="translate(2 -6)">${shoe}</g><g transform="translate(44 8)">${shoe}</g>`;

export const GARMENT_DRAWINGS: Record<GarmentKind, Drawing> = {
  coat: (c) =>
    body(
      'M33 6 L44 4 L50 30 L56 4 L67 6 L82 16 L89 80 L79 82 L72 38 L75 96 L25 96 L28 38 L21 82 L11 80 L18 16 Z',
      c,
    ) +
    seams('M44 4 L47 22 L50 30 M56 4 L53 22 L50 30 M50 30 L50 96 M28 60 L72 60', c) +
    dots(
      [
        [44, 42],
        [56, 42],
        [44, 52],
        [56, 52],
      ],
      c,
    ),
  blazer: (c) =>
    body(
      'M31 14 L43 11 L50 42 L57 11 L69 14 L84 24 L90 84 L80 86 L72 46 L72 90 L28 90 L28 46 L20 86 L10 84 L16 24 Z',
      c,
    ) +
    seams(
      'M43 11 L45 28 L40 34 L50 42 M57 11 L55 28 L60 34 L50 42 M50 42 L50 90 M33 70 L43 70 M57 70 L67 70',
      c,
    ) +
    dots(
      [
        [53, 56],
        [53, 66],
      ],
      c,
    ),
  jacket: (c) =>
    body(
      'M32 16 L43 13 Q50 20 57 13 L68 16 L82 26 L88 78 L78 80 L71 44 L72 84 L28 84 L29 44 L22 80 L12 78 L18 26 Z',
      c,
    ) + seams('M50 19 L50 84 M29 78 L71 78 M34 40 L44 40 L44 50 L34 50 Z M56 40 L66 40 L66 50 L56 50 Z', c),
  shirt: (c) =>
    body(LONG_SLEEVES, c) +
    seams('M44 12 L47 22 L50 18 L53 22 L56 12 M50 20 L50 88 M78 78 L88 76 M12 76 L22 78', c) +
    dots(
      [
        [52, 32],
        [52, 44],
        [52, 56],
        [52, 68],
        [52, 80],
      ],
      c,
      1.1,
    ),
  knit: (c) =>
    body('M32 16 Q50 26 68 16 L80 24 L88 80 L78 82 L70 42 L70 88 L30 88 L30 42 L22 82 L12 80 L20 24 Z', c) +
    seams('M35 17 Q50 24 65 17 M30 82 L70 82 M12.6 74 L87.4 74 M12.6 74 L22.8 76 M87.4 74 L77.2 76', c, 0.9),
  turtleneck: (c) =>
    body(
      'M40 6 L60 6 L60 16 L68 16 L80 24 L88 80 L78 82 L70 42 L70 88 L30 88 L30 42 L22 82 L12 80 L20 24 L32 16 L40 16 Z',
      c,
    ) + seams('M40 10 L60 10 M40 13 L60 13 M40 16 L60 16 M30 82 L70 82', c, 0.9),
  cardigan: (c) =>
    body(
      'M32 16 L44 14 L50 40 L56 14 L68 16 L80 24 L88 80 L78 82 L70 42 L70 88 L30 88 L30 42 L22 82 L12 80 L20 24 Z',
      c,
    ) +
    seams('M44 14 L50 40 L56 14 M50 40 L50 88 M30 82 L70 82', c, 0.9) +
    dots(
      [
        [53, 48],
        [53, 58],
        [53, 68],
        [53, 78],
      ],
      c,
      1.2,
    ),
  tee: (c) =>
    body('M30 18 L42 14 Q50 22 58 14 L70 18 L86 32 L77 42 L70 37 L70 86 L30 86 L30 37 L23 42 L14 32 Z', c) +
    seams('M42 14 Q50 25 58 14 M77.5 40.5 L70 35 M22.5 40.5 L30 35', c, 0.9),
  trousers: (c) =>
    body('M30 6 L70 6 L76 95 L56 95 L50 32 L44 95 L24 95 Z', c) +
    seams('M30.5 12 L69.5 12 M38 12 L40 94 M62 12 L60 94 M50 12 L50 26', c, 0.8),
  jeans: (c) =>
    body('M30 6 L70 6 L75 95 L56 95 L50 32 L44 95 L25 95 Z', c) +
    seams(
      'M30.5 12 L69.5 12 M32 12 Q34 24 44 22 M68 12 Q66 24 56 22 M50 12 L50 28 M26 88 L44 88 M56 88 L74 88',
      c,
      0.8,
    ) +
    dots([[50, 9]], c, 1.4),
  skirt: (c) => body('M34 14 L66 14 L80 86 L20 86 Z', c) + seams('M33.5 20 L66.5 20 M50 20 L50 30', c, 0.9),
  dress: (c) =>
    body('M39 6 L45 6 Q50 14 55 6 L61 6 L63 22 Q64 32 58 40 L76 94 L24 94 L42 40 Q36 32 37 22 Z', c) +
    seams('M42 40 L58 40', c, 0.9),
  shoes: (c) =>
    pair(
      body('M6 64 Q8 50 22 50 L34 52 Q44 56 46 62 L46 68 L6 68 Z', c) +
        seams('M16 54 Q24 58 34 54 M6 66 L46 66', c, 0.9),
    ),
  heels: (c) =>
    pair(
      body('M8 66 L10 54 Q24 54 40 64 L46 64 L46 68 L40 68 L38 66 L14 66 L13 76 L10 76 Z', c) +
        seams('M12 56 Q22 60 30 60', c, 0.9),
    ),
  boots: (c) =>
    pair(
      body('M10 26 L26 26 L26 56 Q40 58 46 66 L46 72 L8 72 Z', c) +
        seams('M10 32 L26 32 M8 70 L46 70', c, 0.9),
    ),
  sneakers: (c) =>
    pair(
      body('M6 62 Q8 48 20 48 L30 50 Q42 54 46 62 Z', c) +
        `<path d="M6 62 L46 62 L46 68 L6 68 Z" fill="${c.light}" stroke="${c.fill}" stroke-width="1.2"/>` +
        seams('M18 52 L24 56 M22 50 L28 54', c, 0.9),
    ),
  bag: (c) =>
    `<path d="M34 40 Q34 14 50 14 Q66 14 66 40" fill="none" stroke="${c.fill}" stroke-width="4" stroke-linecap="round"/>` +
    body('M18 38 L82 38 L86 90 L14 90 Z', c) +
    seams('M18 48 L82 48', c, 0.9),
  scarf: (c) =>
    body('M30 8 L48 8 L48 68 L54 90 L38 92 L32 70 Z M52 8 L70 8 L68 74 L62 94 L50 90 L54 70 Z', c) +
    seams('M32 20 L48 20 M52 20 L70 20 M40 92 L39 98 M44 91 L43 97 M54 92 L55 98 M58 93 L59 99', c, 0.9),
  belt: (c) =>
    body('M8 44 Q50 36 92 44 L92 54 Q50 46 8 54 Z', c) +
    `<rect x="18" y="38" width="14" height="20" rx="2" fill="none" stroke="${c.line}" stroke-width="2.2"/>` +
    dots(
      [
        [60, 46],
        [68, 46.8],
        [76, 48],
      ],
      c,
      1.1,
    ),
  watch: (c) =>
    body('M42 8 L58 8 L58 92 L42 92 Z', c) +
    `<circle cx="50" cy="50" r="15" fill="${c.light}" stroke="${c.fill}" stroke-width="3"/>` +
    `<path d="M50 50 L50 41 M50 50 L57 53" fill="none" stroke="${c.fill}" stroke-width="1.6" stroke-linecap="round"/>` +
    dots(
      [
        [50, 16],
        [50, 22],
        [50, 80],
        [50, 86],
      ],
      c,
      1,
    ),
  glasses: (c) =>
    `<g fill="${c.light}" fill-opacity="0.5" stroke="${c.fill}" stroke-width="4">` +
    '<circle cx="32" cy="52" r="14"/><circle cx="68" cy="52" r="14"/></g>' +
    `<path d="M46 50 Q50 45 54 50 M18 48 L6 42 M82 48 L94 42" fill="none" stroke="${c.fill}" stroke-width="3" stroke-linecap="round"/>`,
  jewelry: (c) =>
    `<path d="M22 18 Q50 70 78 18" fill="none" stroke="${c.fill}" stroke-width="2.5"/>` +
    `<circle cx="50" cy="46" r="5" fill="${c.fill}" stroke="${c.line}" stroke-width="1"/>` +
    `<circle cx="36" cy="76" r="9" fill="none" stroke="${c.fill}" stroke-width="3.5"/>` +
    `<circle cx="64" cy="76" r="9" fill="none" stroke="${c.fill}" stroke-width="3.5"/>`,
  tie: (c) =>
    body('M45 8 L55 8 L57 17 L53 21 L61 80 L50 93 L39 80 L47 21 L43 17 Z', c) +
    seams('M43 17 L57 17', c, 0.9),
  hat: (c) =>
    body('M22 72 Q22 24 50 22 Q78 24 78 72 Z', c) +
    body('M18 66 L82 66 L82 80 L18 80 Z', c) +
    seams('M30 66 L30 80 M40 66 L40 80 M50 66 L50 80 M60 66 L60 80 M70 66 L70 80', c, 0.8),
};
