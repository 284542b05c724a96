import type { Analysis, ColorAnalysis, UniformPiece } from '@uniform/contracts';
import { listPhrase, sentences } from '../brand/brand-text';
import { hexToLab, normaliseHex } from '../colour';
import type { OutfitType } from '../wardrobe/event-looks';
import { GARMENT_DRAWINGS, type DrawingColours } from './garment-drawings';
import { GARMENT_PAIRS, GARMENT_SETS, GARMENT_WORDS, type GarmentKind } from './garment-words.data';

/**
 * Illustrated flat-lays of an analysis (issue 19 item 6): the capsule's 12 pieces, each event look
 * and each moodboard drawn as our own garment shapes (see garment-drawings) laid out on a table in
 * the user's colours. What is drawn is read from the words the engine wrote, with one word table
 * (garment-words.data), so a picture never shows a garment the text does not name. Colours come
 * from the palette alone: a look that names a palette colour before a garment ("a true navy shirt")
 * or after it ("a silk shirt in soft olive") fills it with that colour's hex; every other garment
 * takes the colour of its role, as a stylist builds a capsule: large pieces in the foundation
 * colours, tops near the face in the statement and accent colours, shoes, bags and small things in
 * the neutrals. A colour on the season's avoid list is never used, even when a palette repeats it.
 */

export interface PaletteColour {
  name: string;
  hex: string;
}

export interface LaidPiece {
  /** The drawing; 'swatch' is a fabric square for a moodboard that names no garment. */
  kind: GarmentKind | 'swatch';
  /** The words it stands for: "Classic Wool Overcoat", "blazer". */
  label: string;
  colour: PaletteColour;
}

export interface FlatLay {
  /** A self-contained SVG document (no external references), titled and described for screen readers. */
  svg: string;
  /** The accessible name: "Flat-lay of your 12-piece capsule". */
  title: string;
  /** The accessible description: what is laid out, in which colours. */
  description: string;
  pieces: readonly LaidPiece[];
}

type Role = 'large' | 'face' | 'small';

const ROLE_OF: Record<GarmentKind, Role> = {
  coat: 'large',
  blazer: 'large',
  jacket: 'large',
  trousers: 'large',
  jeans: 'large',
  skirt: 'large',
  dress: 'large',
  shirt: 'face',
  knit: 'face',
  turtleneck: 'face',
  cardigan: 'face',
  tee: 'face',
  scarf: 'face',
  tie: 'face',
  hat: 'face',
  shoes: 'small',
  heels: 'small',
  boots: 'small',
  sneakers: 'small',
  bag: 'small',
  belt: 'small',
  watch: 'small',
  glasses: 'small',
  jewelry: 'small',
};

/** What each of the 12 slots draws when its wording names no garment ("Signature Piece"). */
const SLOT_DRAWINGS: Record<string, GarmentKind> = {
  'structured-blazer': 'blazer',
  overcoat: 'coat',
  'crisp-shirt': 'shirt',
  'fine-knit': 'knit',
  'tailored-trousers': 'trousers',
  'elevated-tee': 'tee',
  'dark-denim': 'jeans',
  'leather-shoes': 'shoes',
  'minimal-sneakers': 'sneakers',
  'leather-bag': 'bag',
  'leather-belt': 'belt',
  'signature-accessory': 'watch',
};

const CATEGORY_DRAWINGS: Record<UniformPiece['category'], GarmentKind> = {
  outerwear: 'jacket',
  foundation: 'tee',
  footwear: 'shoes',
  accent: 'bag',
};

const LOOK_LABELS: Record<OutfitType, string> = {
  pitchMeeting: 'pitch meeting',
  conference: 'conference',
  networking: 'networking',
};

export interface FlatLayLayout {
  /** Pieces per row; by default up to four, in as even rows as fit. A printed page wants one row of 12. */
  columns?: number;
}

/** The flat-lay of the capsule's pieces (the analysis's own, or `pieces`); null with no piece or no palette. */
export function capsuleFlatLay(
  analysis: Pick<Analysis, 'colorAnalysis' | 'uniformPieces'>,
  pieces: readonly UniformPiece[] = analysis.uniformPieces ?? [],
  layout: FlatLayLayout = {},
): FlatLay | null {
  const palette = flatLayPalette(analysis.colorAnalysis);
  if (!palette || pieces.length === 0) return null;
  const laid = pieces.map((piece) => {
    const read = readGarments(piece.name, palette.colours)[0];
    const kind = read?.kind ?? SLOT_DRAWINGS[piece.id] ?? CATEGORY_DRAWINGS[piece.category];
    return { kind, label: piece.name, colour: read?.colour ?? palette.next(ROLE_OF[kind]) };
  });
  const title = `Flat-lay of your ${pieces.length}-piece capsule`;
  const description = `${listPhrase(laid.map((piece) => `${piece.label} in ${piece.colour.name.toLowerCase()}`))}.`;
  return drawFlatLay('flatlay-capsule', title, description, laid, palette, layout);
}

/** The flat-lay of one event look; null when the analysis has no look for that occasion. */
export function lookFlatLay(
  analysis: Pick<Analysis, 'colorAnalysis' | 'eventLooks'>,
  outfitType: OutfitType,
): FlatLay | null {
  const sentence = analysis.eventLooks[outfitType]?.trim();
  const palette = flatLayPalette(analysis.colorAnalysis);
  if (!sentence || !palette) return null;
  const read = readGarments(withoutOccasions(sentence), palette.colours);
  // A look written without garment words ("relaxed navy and grey pieces") is still an outfit.
  const garments = read.length ? read : defaultOutfit(sentence, palette.colours);
  const laid = garments.map(({ kind, word, colour }) => ({
    kind,
    label: word,
    colour: colour ?? palette.next(ROLE_OF[kind]),
  }));
  const title = `Flat-lay of your ${LOOK_LABELS[outfitType]} look`;
  return drawFlatLay(`flatlay-${outfitType}`, title, describeLaid(laid), laid, palette);
}

/**
 * One picture per moodboard prompt: the garments and colours it names, or, when it names no garment
 * (a scene, a colour study), fabric swatches of the colours it names, or of the palette's first four.
 */
export function moodboardFlatLays(analysis: Pick<Analysis, 'colorAnalysis' | 'moodboardPrompts'>): FlatLay[] {
  const palette = flatLayPalette(analysis.colorAnalysis);
  if (!palette) return [];
  const prompts = analysis.moodboardPrompts.map((prompt) => prompt.trim()).filter(Boolean);
  return prompts.map((prompt, index) => {
    const garments = readGarments(prompt, palette.colours);
    const dressed: LaidPiece[] = garments.map(({ kind, word, colour }) => ({
      kind,
      label: word,
      colour: colour ?? palette.next(ROLE_OF[kind]),
    }));
    // Fabric swatches of the prompt's colours fill a board that names fewer than three garments.
    const laid = [...dressed, ...swatches(prompt, palette.colours)].slice(0, Math.max(dressed.length, 3));
    const title = `Moodboard ${index + 1} of ${prompts.length}`;
    const fabrics = laid.filter((piece) => piece.kind === 'swatch');
    const description = sentences(
      dressed.length ? describeLaid(dressed) : '',
      fabrics.length
        ? `Fabric swatches in ${listPhrase(fabrics.map((piece) => piece.colour.name.toLowerCase()))}.`
        : '',
    );
    return drawFlatLay(`flatlay-moodboard-${index + 1}`, title, description, laid, palette);
  });
}

/**
 * The flat-lay as an image URL for `<img src>`: a data URL, which the dashboard's and the PDF's
 * content security policies allow (img-src data:), so the picture needs no request and runs nothing.
 */
export function flatLayDataUrl(flatLay: Pick<FlatLay, 'svg'>): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(flatLay.svg)}`;
}

/** The alt text of the flat-lay as an image: its accessible name, then its description. */
export function flatLayAlt(flatLay: Pick<FlatLay, 'title' | 'description'>): string {
  return `${flatLay.title}. ${flatLay.description}`;
}

/** A garment a text names, with the palette colour the text gives it, if any. */
export interface ReadGarment {
  kind: GarmentKind;
  /** The garment word as written: "blazer", "loafers". */
  word: string;
  colour?: PaletteColour;
}

/**
 * The garments `text` names, in order, each with the palette colour written next to it. The text is
 * cut into phrases at commas and joining words ("over", "with", "and"…); a phrase is one garment,
 * named by its last garment word. A colour alone in a phrase goes to the garment before it when it
 * follows "in" ("a silk shirt in soft olive"), else to the next garment without one ("tonal navy and
 * grey: a shirt, trousers"); "matching" repeats the colour of the garment before.
 */
export function readGarments(text: string, colours: readonly PaletteColour[]): ReadGarment[] {
  const { tokens, colourAt } = tokenise(text, colours);
  const garments: ReadGarment[] = [];
  const pending: PaletteColour[] = [];
  // "Matching trousers" match the jacket: the last large piece given a colour.
  let lastColoured: PaletteColour | undefined;
  let previous: ReadGarment[] = [];

  for (const { words, separator } of phrases(tokens)) {
    const phraseColours = words.filter((word) => colourAt.has(word)).map((word) => colourAt.get(word)!);
    const found = headGarments(words);
    if (found.length === 0) {
      const colourless = previous.filter((garment) => !garment.colour);
      if (phraseColours.length && separator === 'in' && colourless.length) {
        for (const garment of colourless) garment.colour = phraseColours[0];
        pending.push(...phraseColours.slice(1));
      } else pending.push(...phraseColours);
      previous = [];
      continue;
    }
    const colour =
      phraseColours[0] ?? (words.includes('matching') ? lastColoured : undefined) ?? pending.shift();
    const read = found.map((garment) => ({ ...garment, ...(colour ? { colour } : {}) }));
    if (colour && found.some((garment) => ROLE_OF[garment.kind] === 'large')) lastColoured = colour;
    garments.push(...read);
    previous = read;
  }
  // Colours the text named without a garment after them dress the garments it left without one.
  for (const garment of garments) {
    if (!garment.colour && pending.length) garment.colour = pending.shift();
  }
  return garments;
}

interface Palette {
  colours: readonly PaletteColour[];
  next(role: Role): PaletteColour;
  background: string;
  light: string;
  lineFor(fill: string): string;
}

/**
 * The colours a picture may use: the season's recommended colours and neutrals less any on its
 * avoid list (by hex or by name); undefined when none is left (the insufficient-data placeholder).
 */
function flatLayPalette(colorAnalysis: ColorAnalysis): Palette | undefined {
  const avoided = new Set(
    colorAnalysis.avoid.flatMap((colour) =>
      typeof colour === 'string'
        ? [colour.trim().toLowerCase()]
        : [colour.name.trim().toLowerCase(), normaliseHex(colour.hex) ?? colour.hex],
    ),
  );
  const allowed = (colour: { name: string; hex: string }) =>
    !avoided.has(colour.name.trim().toLowerCase()) && !avoided.has(normaliseHex(colour.hex) ?? colour.hex);
  const swatch = ({ name, hex }: { name: string; hex: string }) => ({ name, hex: normaliseHex(hex) ?? hex });
  const recommended = colorAnalysis.recommendedColors.filter(allowed);
  const neutrals = colorAnalysis.neutrals.filter(allowed);
  const colours = [...recommended, ...neutrals].map(swatch);
  if (colours.length === 0) return undefined;

  const ofCategory = (...categories: string[]) =>
    categories
      .flatMap((category) => recommended.filter((colour) => colour.category === category))
      .map(swatch);
  const neutralsOf = (...categories: string[]) =>
    categories.flatMap((category) => neutrals.filter((colour) => colour.category === category)).map(swatch);
  const lightness = (hex: string) => hexToLab(hex).L;
  const byLightness = [...colours].sort((first, second) => lightness(first.hex) - lightness(second.hex));
  const darkest = byLightness[0]!.hex;
  const lightest = byLightness[byLightness.length - 1]!.hex;
  const background = neutralsOf('light')[0]?.hex ?? lightest;
  // A piece in the table's own colour would vanish into it: the table colour is left out of a role
  // that has others.
  const onTable = (order: PaletteColour[]) => {
    const visible = order.filter((colour) => colour.hex !== background);
    return visible.length ? visible : order;
  };
  const orders: Record<Role, PaletteColour[]> = {
    large: onTable([...ofCategory('foundation', 'professional'), ...neutralsOf('dark', 'medium')]),
    face: onTable([...ofCategory('statement', 'accent', 'professional', 'casual')]),
    small: onTable([...neutralsOf('dark', 'warm', 'medium', 'cool', 'light')]),
  };
  const used: Record<Role, number> = { large: 0, face: 0, small: 0 };

  return {
    colours,
    next(role) {
      const order = orders[role].length ? orders[role] : colours;
      const colour = order[used[role] % order.length]!;
      used[role] += 1;
      return colour;
    },
    background,
    light: lightest,
    // Seams show in the darkest colour on a light garment and in the lightest on a dark one.
    lineFor: (fill) => (lightness(fill) > 55 ? darkest : lightest),
  };
}

const JOINING_WORDS = new Set([
  'and',
  'with',
  'over',
  'under',
  'in',
  'on',
  'of',
  'beside',
  'by',
  'carrying',
  'plus',
  'or',
  'for',
  'from',
  'to',
  'at',
  'into',
  'then',
]);

/** Lower-case word tokens; each palette colour name in the text becomes one token ("§2"). */
function tokenise(text: string, colours: readonly PaletteColour[]) {
  const colourAt = new Map<string, PaletteColour>();
  let marked = text.toLowerCase();
  const longestFirst = colours
    .map((colour, index) => ({ colour, index, name: colour.name.trim().toLowerCase() }))
    .filter(({ name }) => name)
    .sort((first, second) => second.name.length - first.name.length);
  for (const { colour, index, name } of longestFirst) {
    const marker = ` §${index} `;
    let from = marked.indexOf(name);
    while (from !== -1) {
      const end = from + name.length;
      if (isWordEdge(marked, from - 1) && isWordEdge(marked, end)) {
        colourAt.set(marker.trim(), colour);
        marked = `${marked.slice(0, from)}${marker}${marked.slice(end)}`;
        from = marked.indexOf(name, from + marker.length);
      } else from = marked.indexOf(name, end);
    }
  }
  const tokens = marked.match(/§\d+|\p{L}+(?:[-'’]\p{L}+)*|[,;:.!?()]/gu) ?? [];
  return { tokens, colourAt };
}

function* phrases(tokens: readonly string[]) {
  let words: string[] = [];
  let separator = '';
  for (const token of tokens) {
    const isBreak = /^[,;:.!?()]$/.test(token) || JOINING_WORDS.has(token);
    if (!isBreak) {
      words.push(token);
      continue;
    }
    if (words.length) yield { words, separator };
    words = [];
    separator = token;
  }
  if (words.length) yield { words, separator };
}

/** The garment(s) a phrase names: its last garment word (a suit is two). */
function headGarments(words: readonly string[]): ReadGarment[] {
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index]!;
    const pair = index > 0 ? lookUp(GARMENT_PAIRS, `${words[index - 1]} ${word}`) : undefined;
    if (pair) return [{ kind: pair, word: `${words[index - 1]} ${word}` }];
    const set = lookUp(GARMENT_SETS, word);
    if (set) return set.map(([kind, label]) => ({ kind, word: label }));
    const kind = lookUp(GARMENT_WORDS, word) ?? lookUp(GARMENT_WORDS, word.split('-').pop()!);
    if (kind) return [{ kind, word }];
  }
  return [];
}

/** A table's own entry only: a word such as "constructor" is not a garment. */
function lookUp<Value>(table: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Drops the "For investor pitches and video calls: " opening, whose words are events, not garments. */
function withoutOccasions(sentence: string): string {
  return /^for\s[^:]*:\s/i.test(sentence) ? sentence.slice(sentence.indexOf(':') + 1) : sentence;
}

/** A top, trousers and shoes in the colours the look names, for a look that names no garment. */
function defaultOutfit(sentence: string, colours: readonly PaletteColour[]): ReadGarment[] {
  const named = readColours(sentence, colours);
  return [
    { kind: 'tee', word: 'top', colour: named[0] },
    { kind: 'trousers', word: 'trousers', colour: named[1] ?? named[0] },
    { kind: 'shoes', word: 'shoes' },
  ];
}

function readColours(text: string, colours: readonly PaletteColour[]): PaletteColour[] {
  const { tokens, colourAt } = tokenise(text, colours);
  return [...new Set(tokens.filter((token) => colourAt.has(token)))].map((token) => colourAt.get(token)!);
}

function swatches(prompt: string, colours: readonly PaletteColour[]): LaidPiece[] {
  const named = readColours(prompt, colours);
  return (named.length ? named : colours.slice(0, 4)).map((colour) => ({
    kind: 'swatch',
    label: colour.name,
    colour,
  }));
}

function describeLaid(laid: readonly LaidPiece[]): string {
  const phrase = listPhrase(laid.map((piece) => `${piece.label} in ${piece.colour.name.toLowerCase()}`));
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}.`;
}

const CELL = 100;
const GAP = 12;
const MARGIN = 18;
// A slight turn per piece, as things lie on a real table; fixed, so a picture is the same every time.
const TURNS = [-4, 3, -2, 5, -3, 2, 4, -5, 1, -1, 3, -2];

function drawFlatLay(
  id: string,
  title: string,
  description: string,
  laid: readonly LaidPiece[],
  palette: Palette,
  layout: FlatLayLayout = {},
): FlatLay {
  const columns = Math.max(
    1,
    Math.min(laid.length, layout.columns ?? (laid.length <= 4 ? laid.length : laid.length <= 6 ? 3 : 4)),
  );
  const rows = Math.ceil(laid.length / columns);
  const width = MARGIN * 2 + columns * CELL + (columns - 1) * GAP;
  const height = MARGIN * 2 + rows * CELL + (rows - 1) * GAP;
  const cells = laid.map((piece, index) => {
    const x = MARGIN + (index % columns) * (CELL + GAP);
    const y = MARGIN + Math.floor(index / columns) * (CELL + GAP);
    const colours: DrawingColours = {
      fill: piece.colour.hex,
      line: palette.lineFor(piece.colour.hex),
      light: palette.light,
    };
    const drawing = piece.kind === 'swatch' ? drawSwatch(colours) : GARMENT_DRAWINGS[piece.kind](colours);
    const turn = TURNS[index % TURNS.length];
    return `<g data-garment="${piece.kind}" transform="translate(${x} ${y}) rotate(${turn} 50 50)">${drawing}</g>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc">` +
    `<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(description)}</desc>` +
    `<rect width="${width}" height="${height}" rx="12" fill="${palette.background}"/>` +
    cells.join('') +
    '</svg>';
  return { svg, title, description, pieces: laid };
}

function drawSwatch(colours: DrawingColours): string {
  return (
    `<path d="M12 12 L88 12 L88 70 L70 88 L12 88 Z" fill="${colours.fill}" stroke="${colours.line}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="M88 70 L70 70 L70 88" fill="none" stroke="${colours.line}" stroke-width="1" stroke-opacity="0.7"/>`
  );
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}

/** True when the character at `index` (or the text's end) does not continue a word. */
function isWordEdge(text: string, index: number): boolean {
  const character = text.charAt(index);
  return !character || !/[\p{L}-]/u.test(character);
}
