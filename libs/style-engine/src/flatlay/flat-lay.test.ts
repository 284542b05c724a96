import {
  buildCreativeDirectorAnswers,
  buildFintechFounderAnswers,
  type Analysis,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import { answersArbitrary } from '@uniform/test-kit';
import fc from 'fast-check';
import { buildAnalysis } from '../analysis';
import { ARCHETYPES } from '../archetype';
import { auditAnalysis } from '../audit';
import { EVENT_LOOK_KEYS, eventLooks, moodboardPrompts, UNIFORM_PIECE_NAMES } from '../wardrobe';
import { capsuleFlatLay, lookFlatLay, moodboardFlatLays, readGarments, type FlatLay } from './flat-lay';

/**
 * The flat-lays draw what the engine wrote, in the user's colours: the issue 19 people as fixtures,
 * every wording the engine can give a piece or a look, and generated answer sets for the colours.
 */

const founderAnswers = buildFintechFounderAnswers();
const directorAnswers = buildCreativeDirectorAnswers();
const founder = buildAnalysis(founderAnswers);
const director = buildAnalysis(directorAnswers);

function allFlatLays(analysis: Analysis): FlatLay[] {
  return [
    capsuleFlatLay(analysis),
    ...EVENT_LOOK_KEYS.map((type) => lookFlatLay(analysis, type)),
    ...moodboardFlatLays(analysis),
  ].filter((flatLay): flatLay is FlatLay => flatLay !== null);
}

const kindsIn = (analysis: Analysis) =>
  new Set(allFlatLays(analysis).flatMap((flatLay) => flatLay.pieces.map((piece) => piece.kind)));

/** Every colour the SVG paints with, fill or stroke. */
function paintsIn(svg: string): string[] {
  return [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((paint) => paint !== 'none');
}

const upper = (hex: string) => hex.toUpperCase();

/** The drawings each of the 12 slots may get across its wordings (a wrap dress may stand in for the tee). */
const SLOT_KINDS: Record<string, readonly string[]> = {
  'structured-blazer': ['blazer', 'jacket', 'cardigan'],
  overcoat: ['coat', 'jacket'],
  'crisp-shirt': ['shirt', 'tee'],
  'fine-knit': ['knit', 'turtleneck', 'cardigan'],
  'tailored-trousers': ['trousers', 'jeans', 'skirt'],
  'elevated-tee': ['tee', 'shirt', 'knit', 'dress'],
  'dark-denim': ['jeans', 'trousers'],
  'leather-shoes': ['shoes', 'boots', 'heels'],
  'minimal-sneakers': ['sneakers', 'shoes'],
  'leather-bag': ['bag'],
  'leather-belt': ['belt', 'scarf'],
  'signature-accessory': ['watch', 'jewelry', 'glasses'],
};

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+);/g;
const TAG = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)>$/;

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

const unescapeXml = (text: string) =>
  text.replace(ENTITY, (entity) =>
    entity.startsWith('&#')
      ? String.fromCodePoint(Number(entity.slice(2, -1)))
      : { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }[entity]!,
  );

/**
 * A strict little XML reader, enough to prove an SVG well-formed: every tag closes in order, every
 * attribute is quoted, and no bare "&" or "<" is left in text or attribute values. Throws otherwise.
 */
function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] };
  const open = [root];
  for (const [token] of xml.matchAll(/<[^>]*>|[^<]+/g)) {
    const parent = open[open.length - 1]!;
    if (!token.startsWith('<')) {
      if (token.replace(ENTITY, '').includes('&')) throw new Error(`Bare & in text: ${token}`);
      parent.text += unescapeXml(token);
      continue;
    }
    const tag = TAG.exec(token);
    if (!tag) throw new Error(`Malformed tag: ${token}`);
    const [, closing, name, attributeText, selfClosing] = tag;
    if (closing) {
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}>`);
      open.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of attributeText!.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      if (key! in attributes) throw new Error(`Repeated attribute ${key}`);
      if (value!.replace(ENTITY, '').includes('&')) throw new Error(`Bare & in ${key}`);
      attributes[key!] = unescapeXml(value!);
    }
    const element: XmlElement = { name: name!, attributes, text: '', children: [] };
    parent.children.push(element);
    if (!selfClosing) open.push(element);
  }
  if (open.length !== 1 || root.children.length !== 1) throw new Error('Unclosed or repeated root element');
  return root.children[0]!;
}

const descendants = (element: XmlElement): XmlElement[] =>
  element.children.flatMap((child) => [child, ...descendants(child)]);

// Wordings of the avoid-wearing answer that rule out each slot's usual piece, so the answer-rule
// alternatives of uniform-pieces are produced too; and the three sides of gender expression.
const AVOID_PHRASINGS = [
  '',
  'suits, blazers, jackets',
  'leather',
  'wool, merino, cashmere',
  'denim, jeans',
  'sneakers',
  'coats',
  'shirts, oxford',
  'knitwear, crewnecks, knits, sweaters',
  'loafers, boots, shoes',
  'bags, totes, canvas',
  'belts, scarves',
  'watches, jewelry, frames, eyewear',
  'tees, tops',
  'trousers, chinos',
  'leather, suede, canvas, cotton, wool, silk',
];
const EXPRESSIONS = [10, 50, 90];
const ANSWER_VARIANTS: QuestionnaireAnswers[] = AVOID_PHRASINGS.flatMap((avoidWearing) =>
  EXPRESSIONS.map((genderExpression) => ({
    ...buildFintechFounderAnswers(),
    avoidWearing,
    genderExpression,
  })),
);

describe('capsuleFlatLay, lookFlatLay and moodboardFlatLays', () => {
  test.each([
    ['founder', founder],
    ['creative director', director],
  ])(
    'When the %s’s flat-lays are drawn, then every paint is a hex of their palette or neutrals and none is on their avoid list',
    (_, analysis) => {
      const { recommendedColors, neutrals, avoid } = analysis.colorAnalysis;
      const palette = new Set([...recommendedColors, ...neutrals].map((colour) => upper(colour.hex)));
      const avoided = new Set(
        avoid.flatMap((colour) => (typeof colour === 'string' ? [] : [upper(colour.hex)])),
      );
      const flatLays = allFlatLays(analysis);
      expect(flatLays.length).toBeGreaterThan(4);
      for (const flatLay of flatLays) {
        const paints = paintsIn(flatLay.svg);
        expect(paints.length).toBeGreaterThan(0);
        for (const paint of paints) {
          expect(palette).toContain(upper(paint));
          expect(avoided).not.toContain(upper(paint));
        }
      }
    },
  );

  test('When a model-written analysis lists a palette colour under avoid too, then no picture uses it', () => {
    const black = founder.colorAnalysis.recommendedColors.find((colour) => colour.name === 'Black')!;
    const contradictory = {
      ...founder,
      colorAnalysis: {
        ...founder.colorAnalysis,
        avoid: [...founder.colorAnalysis.avoid, { name: 'Black', hex: black.hex, reason: 'Too harsh.' }],
      },
    };
    const paints = allFlatLays(contradictory).flatMap((flatLay) => paintsIn(flatLay.svg).map(upper));
    expect(paints.length).toBeGreaterThan(0);
    expect(paints).not.toContain(upper(black.hex));
    expect(allFlatLays(founder).flatMap((flatLay) => paintsIn(flatLay.svg).map(upper))).toContain(
      upper(black.hex),
    );
  });

  test('When the founder, who avoids pleated midi skirts and leans feminine, is drawn, then no picture has a skirt or a tie', () => {
    const kinds = kindsIn(founder);
    expect(kinds).not.toContain('skirt');
    expect(kinds).not.toContain('tie');
    expect(kinds).toContain('blazer');
  });

  test('When the creative director, a man whose expression is masculine, is drawn, then no picture has a dress, skirt or heels', () => {
    const kinds = kindsIn(director);
    for (const kind of ['dress', 'skirt', 'heels'] as const) expect(kinds).not.toContain(kind);
    expect(kinds).toContain('trousers');
  });

  test('When a flat-lay is drawn, then its SVG is well-formed XML with a title and description that name it', () => {
    for (const flatLay of [...allFlatLays(founder), ...allFlatLays(director)]) {
      const root = parseXml(flatLay.svg);
      expect(root.name).toBe('svg');
      expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(root.attributes.role).toBe('img');
      const byId = new Map(descendants(root).map((element) => [element.attributes.id, element]));
      const [titleId, descId] = root.attributes['aria-labelledby']!.split(' ');
      expect(byId.get(titleId)?.name).toBe('title');
      expect(byId.get(titleId)?.text).toBe(flatLay.title);
      expect(byId.get(descId)?.text).toBe(flatLay.description);
      // Self-contained: nothing is fetched from anywhere.
      expect(flatLay.svg).not.toMatch(/href=|url\(/);
      expect(descendants(root).filter((element) => 'data-garment' in element.attributes)).toHaveLength(
        flatLay.pieces.length,
      );
    }
  });

  test('When the reader is given broken XML, then it throws', () => {
    expect(() => parseXml('<svg><title>a & b</title></svg>')).toThrow();
    expect(() => parseXml('<svg><g></svg>')).toThrow();
    expect(() => parseXml('<svg><title>x</title>')).toThrow();
    expect(() => parseXml('<svg width=1></svg>')).toThrow();
  });

  test('When a piece name carries markup, then the SVG escapes it and still parses', () => {
    const [first, ...rest] = founder.uniformPieces!;
    const pieces = [{ ...first!, name: 'Blazer <b>"Tom & Jerry’s"</b>' }, ...rest];
    const flatLay = capsuleFlatLay(founder, pieces)!;
    const root = parseXml(flatLay.svg);
    expect(descendants(root).some((element) => element.name === 'b')).toBe(false);
    expect(descendants(root).find((element) => element.name === 'desc')?.text).toContain(
      'Blazer <b>"Tom & Jerry’s"</b> in',
    );
  });

  test('When the capsule is drawn, then each of the 12 pieces gets its own drawing, named in the description', () => {
    const flatLay = capsuleFlatLay(founder)!;
    expect(flatLay.title).toBe('Flat-lay of your 12-piece capsule');
    expect(flatLay.pieces.map((piece) => piece.label)).toEqual(
      founder.uniformPieces!.map((piece) => piece.name),
    );
    // Each slot draws a garment of its own kind, whichever wording the answers gave it.
    founder.uniformPieces!.forEach((piece, index) =>
      expect(SLOT_KINDS[piece.id]).toContain(flatLay.pieces[index]!.kind),
    );
    for (const piece of founder.uniformPieces!) expect(flatLay.description).toContain(piece.name);
  });

  test('When the capsule is coloured, then large pieces take foundation colours, tops near the face statement or accent colours, and shoes and bags neutrals', () => {
    const { recommendedColors, neutrals } = founder.colorAnalysis;
    const hexesOf = (...categories: string[]) =>
      recommendedColors.filter((colour) => categories.includes(colour.category)).map((colour) => colour.hex);
    const neutralHexes = neutrals.map((colour) => colour.hex);
    const pieces = capsuleFlatLay(founder)!.pieces;
    const ofKinds = (...kinds: string[]) => pieces.filter((piece) => kinds.includes(piece.kind));
    const large = ofKinds('blazer', 'coat', 'jacket', 'trousers', 'jeans', 'skirt', 'dress');
    const face = ofKinds('shirt', 'knit', 'turtleneck', 'cardigan', 'tee', 'scarf');
    const small = ofKinds(
      'shoes',
      'heels',
      'boots',
      'sneakers',
      'bag',
      'belt',
      'watch',
      'jewelry',
      'glasses',
    );
    expect(large.length + face.length + small.length).toBe(12);
    // The foundation colours go first; with more large pieces than those, the professional ones follow.
    expect(large.slice(0, 3).map((piece) => piece.colour.hex)).toEqual(hexesOf('foundation'));
    for (const piece of large) expect(hexesOf('foundation', 'professional')).toContain(piece.colour.hex);
    for (const piece of face) expect(hexesOf('statement', 'accent')).toContain(piece.colour.hex);
    for (const piece of small) expect(neutralHexes).toContain(piece.colour.hex);
  });

  test('When every wording the engine can give a piece is read, then each names a drawing, and the one garment-free wording draws its slot', () => {
    expect(UNIFORM_PIECE_NAMES.length).toBeGreaterThan(40);
    const unread = UNIFORM_PIECE_NAMES.filter((name) => readGarments(name, []).length === 0);
    // "Signature Piece" is the accessory slot's last resort, written to name no garment at all.
    expect(unread).toEqual(['Signature Piece']);
    const signature = founder.uniformPieces!.map((piece) =>
      piece.id === 'signature-accessory' ? { ...piece, name: 'Signature Piece' } : piece,
    );
    expect(capsuleFlatLay(founder, signature)!.pieces.at(-1)!.kind).toBe('watch');
  });

  test('When every event look and moodboard the engine can write is drawn, then each look lays out at least two garments', () => {
    const colours = founder.colorAnalysis.recommendedColors.map((colour) => colour.name);
    for (const archetype of ARCHETYPES) {
      for (const answers of ANSWER_VARIANTS) {
        const analysis = { ...founder, eventLooks: eventLooks(archetype, answers, colours) };
        for (const type of EVENT_LOOK_KEYS) {
          const flatLay = lookFlatLay(analysis, type);
          if (analysis.eventLooks[type]) expect(flatLay?.pieces.length).toBeGreaterThanOrEqual(2);
        }
        const prompts = moodboardPrompts(archetype, answers, colours);
        expect(moodboardFlatLays({ ...founder, moodboardPrompts: prompts })).toHaveLength(prompts.length);
      }
    }
  });

  test('When a look names palette colours, then the garment after a colour name, or before "in" and a colour, takes that colour', () => {
    const hexOf = (analysis: Analysis, name: string) =>
      analysis.colorAnalysis.recommendedColors.find((colour) => colour.name === name)!.hex;
    // "…a black tailored blazer over a crisp true navy shirt, matching trousers and polished leather loafers…"
    expect(founder.eventLooks.pitchMeeting).toContain(
      'black tailored blazer over a crisp true navy shirt, matching trousers',
    );
    const pitch = lookFlatLay(founder, 'pitchMeeting')!;
    expect(pitch.title).toBe('Flat-lay of your pitch meeting look');
    expect(pitch.pieces.map((piece) => [piece.kind, piece.colour.hex])).toEqual([
      ['blazer', hexOf(founder, 'Black')],
      ['shirt', hexOf(founder, 'True Navy')],
      ['trousers', hexOf(founder, 'Black')],
      ['shoes', expect.any(String)],
    ]);
    // "…a printed silk shirt in soft olive with mushroom wide-leg trousers…"
    expect(director.eventLooks.conference).toContain(
      'a printed silk shirt in soft olive with mushroom wide-leg trousers',
    );
    const conference = lookFlatLay(director, 'conference')!;
    expect(conference.pieces.slice(0, 2).map((piece) => [piece.kind, piece.colour.hex])).toEqual([
      ['shirt', hexOf(director, 'Soft Olive')],
      ['trousers', hexOf(director, 'Mushroom')],
    ]);
  });

  test('When an occasion has no look, then it has no flat-lay', () => {
    const analysis = { ...director, eventLooks: { ...director.eventLooks, pitchMeeting: '' } };
    expect(lookFlatLay(analysis, 'pitchMeeting')).toBeNull();
    expect(lookFlatLay(analysis, 'conference')).not.toBeNull();
  });

  test('When a moodboard names no garment, then it shows fabric swatches of the colours it names', () => {
    const flatLays = moodboardFlatLays(founder);
    expect(flatLays).toHaveLength(founder.moodboardPrompts.length);
    const study = founder.moodboardPrompts.findIndex((prompt) => /^A colou?r study of/.test(prompt));
    expect(study).toBeGreaterThanOrEqual(0);
    const swatches = flatLays[study]!;
    expect(swatches.pieces.every((piece) => piece.kind === 'swatch')).toBe(true);
    expect(swatches.description).toBe('Fabric swatches in black, true navy and charcoal.');
  });

  test('When the analysis has no palette (the insufficient-data placeholder), then nothing is drawn', () => {
    const empty = {
      ...founder,
      colorAnalysis: { ...founder.colorAnalysis, recommendedColors: [], neutrals: [] },
    };
    expect(capsuleFlatLay(empty)).toBeNull();
    expect(lookFlatLay(empty, 'pitchMeeting')).toBeNull();
    expect(moodboardFlatLays(empty)).toEqual([]);
  });

  test('When flat-lays are drawn, then the analysis is left as it was and its audit finds the same', () => {
    const analysis = buildAnalysis(founderAnswers);
    const before = structuredClone(analysis);
    const auditBefore = auditAnalysis(founderAnswers, analysis);
    allFlatLays(analysis);
    expect(analysis).toEqual(before);
    expect(auditAnalysis(founderAnswers, analysis)).toEqual(auditBefore);
  });

  test('When any generated answer set is analysed, then every flat-lay paints only with its palette and draws every piece', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const analysis = buildAnalysis(answers);
        const { recommendedColors, neutrals, avoid } = analysis.colorAnalysis;
        const palette = new Set([...recommendedColors, ...neutrals].map((colour) => upper(colour.hex)));
        const avoided = new Set(
          avoid.flatMap((colour) => (typeof colour === 'string' ? [] : [upper(colour.hex)])),
        );
        const capsule = capsuleFlatLay(analysis);
        if (palette.size && analysis.uniformPieces?.length)
          expect(capsule?.pieces).toHaveLength(analysis.uniformPieces.length);
        for (const flatLay of allFlatLays(analysis)) {
          for (const paint of paintsIn(flatLay.svg)) {
            expect(palette).toContain(upper(paint));
            expect(avoided).not.toContain(upper(paint));
          }
        }
      }),
      { seed: 19, numRuns: 150 },
    );
  });
});
