import type { UniformPiece } from '@uniform/contracts';
import { ARCHETYPES, resolveArchetype } from '../archetype';
import type { Answers, Archetype, Tier } from '../types';
import { answerRules, expressionSide, type ExpressionSide } from './answer-rules';

/**
 * The dashboard's 12 core uniform pieces (spec 2 §2.1, §3, §9) with their price at each market
 * tier in US dollars. Spec 2 §9 fixes the blazer at 95/295/650; the other prices are ours, set from
 * what a well-made version of the piece typically costs at Uniqlo/J.Crew level (entry), at
 * Theory/A.P.C. level (mid) and at Jil Sander/Loro Piana level (luxury). An archetype may rename
 * and redescribe a piece (a Rugged Explorer's overcoat is a waxed field jacket) but never reprices
 * it, so the investment total depends on the tier alone.
 */
export const UNIFORM_PIECE_CATALOGUE = [
  {
    id: 'structured-blazer',
    name: 'Structured Blazer',
    category: 'outerwear',
    description: 'A well-cut blazer in your darkest neutral that lifts every other piece.',
    prices: { entry: 95, mid: 295, luxury: 650 },
  },
  {
    id: 'overcoat',
    name: 'Wool Overcoat',
    category: 'outerwear',
    description: 'A knee-length wool coat that works over tailoring and knitwear alike.',
    prices: { entry: 150, mid: 450, luxury: 1450 },
  },
  {
    id: 'crisp-shirt',
    name: 'Crisp Button-Down Shirt',
    category: 'foundation',
    description:
      'A cotton poplin or Oxford shirt in the lightest neutral of your palette, the base of formal looks.',
    prices: { entry: 45, mid: 145, luxury: 395 },
  },
  {
    id: 'fine-knit',
    name: 'Fine-Gauge Knit',
    category: 'foundation',
    description: 'A merino or cashmere crewneck that layers under a blazer or stands alone.',
    prices: { entry: 50, mid: 195, luxury: 850 },
  },
  {
    id: 'tailored-trousers',
    name: 'Tailored Trousers',
    category: 'foundation',
    description: 'Wool or wool-blend trousers with a clean break, in a core neutral.',
    prices: { entry: 60, mid: 195, luxury: 595 },
  },
  {
    id: 'elevated-tee',
    name: 'Elevated Tee',
    category: 'foundation',
    description: 'A heavyweight cotton or silk-blend tee that holds its shape under a jacket.',
    prices: { entry: 25, mid: 75, luxury: 290 },
  },
  {
    id: 'dark-denim',
    name: 'Dark Denim',
    category: 'foundation',
    description: 'Dark, clean jeans without distressing, smart enough for a casual office.',
    prices: { entry: 70, mid: 220, luxury: 495 },
  },
  {
    id: 'leather-shoes',
    name: 'Leather Loafers',
    category: 'footwear',
    description: 'Polished leather loafers or boots that take you from a pitch to dinner.',
    prices: { entry: 95, mid: 295, luxury: 895 },
  },
  {
    id: 'minimal-sneakers',
    name: 'Minimal Leather Sneakers',
    category: 'footwear',
    description: 'Clean low-top leather sneakers with no visible branding.',
    prices: { entry: 85, mid: 195, luxury: 550 },
  },
  {
    id: 'leather-bag',
    name: 'Leather Work Bag',
    category: 'accent',
    description: 'A structured leather tote or briefcase that fits a laptop.',
    prices: { entry: 90, mid: 350, luxury: 1650 },
  },
  {
    id: 'leather-belt',
    name: 'Leather Belt',
    category: 'accent',
    description: 'A slim leather belt with a simple buckle, matched to your shoes.',
    prices: { entry: 35, mid: 95, luxury: 450 },
  },
  {
    id: 'signature-accessory',
    name: 'Signature Watch or Jewelry',
    category: 'accent',
    description: 'One piece you always wear, a watch, a ring or frames, that people remember.',
    prices: { entry: 75, mid: 295, luxury: 1500 },
  },
] as const satisfies readonly Omit<UniformPiece, 'basePrice'>[];

export type UniformPieceId = (typeof UNIFORM_PIECE_CATALOGUE)[number]['id'];
export const UNIFORM_PIECE_IDS = UNIFORM_PIECE_CATALOGUE.map((piece) => piece.id) as UniformPieceId[];

interface PieceWording {
  name: string;
  description: string;
}

/**
 * Other wordings of each slot, in order, for when the answers rule out the usual one (a man who
 * avoids suits gets a chore jacket instead of a blazer and a canvas tote instead of a briefcase).
 * A slot keeps its price: what changes is the piece, not what that kind of piece costs. Each slot
 * ends with a wording that names no fabric, cut or garment of one side, so something always fits.
 */
const PIECE_ALTERNATIVES: Record<UniformPieceId, readonly PieceWording[]> = {
  'structured-blazer': [
    { name: 'Chore Jacket', description: 'A cotton or wool chore jacket, easy over a knit or a tee.' },
    { name: 'Overshirt Jacket', description: 'A heavy overshirt worn open as a light layer.' },
    {
      name: 'Light Layer',
      description: 'One light layer in your darkest neutral that finishes every outfit.',
    },
  ],
  overcoat: [
    { name: 'Car Coat', description: 'A hip-length wool car coat that goes over knitwear and denim.' },
    { name: 'Everyday Coat', description: 'A warm coat in a core neutral, plain enough for every day.' },
  ],
  'crisp-shirt': [
    { name: 'Oxford Shirt', description: 'A soft cotton Oxford shirt, worn open-collared or under a knit.' },
    { name: 'Knit Polo', description: 'A fine knit polo that reads smart without a collar to starch.' },
    { name: 'Collared Top', description: 'A clean collared top in a light color from your palette.' },
  ],
  'fine-knit': [
    { name: 'Merino Crewneck', description: 'A merino crewneck that layers over a shirt or stands alone.' },
    { name: 'Cotton Sweatshirt', description: 'A heavyweight cotton sweatshirt without print.' },
  ],
  'tailored-trousers': [
    {
      name: 'Relaxed Wool Trousers',
      description: 'Easy wool trousers with a straight leg, in a core neutral.',
    },
    {
      name: 'Straight Chinos',
      description: 'Cotton chinos with a straight leg, smart enough for the office.',
    },
    {
      name: 'Everyday Trousers',
      description: 'Comfortable trousers in a core neutral that go with everything.',
    },
  ],
  'elevated-tee': [
    { name: 'Knit Tee', description: 'A fine knitted tee that keeps its shape on its own.' },
    { name: 'Everyday Top', description: 'A plain top in a soft color from your palette.' },
  ],
  'dark-denim': [
    {
      name: 'Straight Chinos',
      description: 'Cotton chinos with a straight leg, for the days denim would go.',
    },
    { name: 'Casual Trousers', description: 'Easy trousers in a darker neutral for casual days.' },
  ],
  'leather-shoes': [
    { name: 'Suede Derbies', description: 'Suede derby shoes with a light sole, dressed up or down.' },
    { name: 'Everyday Shoes', description: 'Comfortable, well-kept shoes in a dark neutral.' },
  ],
  'minimal-sneakers': [
    { name: 'Canvas Low-Tops', description: 'Clean canvas low-top shoes with no visible branding.' },
    { name: 'Casual Shoes', description: 'Light, comfortable shoes for casual days, kept clean.' },
  ],
  'leather-bag': [
    { name: 'Canvas Tote', description: 'A roomy canvas tote with leather handles that fits a laptop.' },
    { name: 'Everyday Bag', description: 'A simple bag that carries your day, in a core neutral.' },
  ],
  'leather-belt': [
    { name: 'Woven Belt', description: 'A woven or webbing belt with a simple buckle.' },
    { name: 'Light Scarf', description: 'A light scarf in a color from your palette.' },
  ],
  'signature-accessory': [
    { name: 'Signature Frames', description: 'Frames that become part of how people picture you.' },
    { name: 'Signature Watch', description: 'One watch you always wear, that people remember.' },
    { name: 'Signature Piece', description: 'One small piece you always wear, that people remember.' },
  ],
};

type AnswerPiece = { when: (answers: Answers) => boolean } & PieceWording;

const side = (wanted: ExpressionSide) => (answers: Answers) => expressionSide(answers) === wanted;
const shape = (bodyShape: string) => (answers: Answers) => answers.bodyShape === bodyShape;
const height = (value: string) => (answers: Answers) => answers.height === value;
const fit = (value: string) => (answers: Answers) => answers.fitPreference === value;
const attention =
  (...areas: string[]) =>
  (answers: Answers) =>
    answers.attentionArea !== undefined && areas.includes(answers.attentionArea);

/**
 * Wordings the answers ask for, per slot, tried in order before the archetype's own: where the user
 * wants the eye drawn first, then body shape, height, fit and the gender expression. Each keeps its
 * slot's price, and like every wording it must pass the answer rules (a blouse is a feminine garment,
 * so only a feminine or neutral side gets one; a user who avoids dresses gets no wrap dress).
 */
const ANSWER_PIECES: Partial<Record<UniformPieceId, readonly AnswerPiece[]>> = {
  'structured-blazer': [
    {
      when: attention('Chest/shoulders', 'Upper body structure'),
      name: 'Sharp-Shouldered Blazer',
      description: 'A blazer with a crisp, structured shoulder that frames your upper body.',
    },
    {
      when: shape('Inverted Triangle'),
      name: 'Soft-Shoulder Blazer',
      description: 'An unstructured blazer with a natural shoulder that adds no width.',
    },
    {
      when: shape('Pear'),
      name: 'Defined-Shoulder Blazer',
      description: 'A blazer with a defined shoulder that balances the hips.',
    },
  ],
  overcoat: [
    {
      when: height('Petite (under 5\'4")'),
      name: 'Short Wool Coat',
      description: 'A hip-to-thigh-length wool coat that keeps your proportions and the leg line long.',
    },
    {
      when: height('Tall (over 5\'8")'),
      name: 'Long Wool Overcoat',
      description: 'A below-the-knee wool coat that uses your height.',
    },
  ],
  'crisp-shirt': [
    {
      when: side('feminine'),
      name: 'Silk Blouse',
      description: 'A fluid silk or crepe blouse in a light color of your palette, soft under a blazer.',
    },
  ],
  'fine-knit': [
    {
      when: attention('Torso/build'),
      name: 'Fitted Merino Knit',
      description: 'A fine merino knit that follows your build without clinging.',
    },
    {
      when: fit('Flowy & relaxed'),
      name: 'Relaxed Merino Sweater',
      description: 'A soft merino sweater with an easy, relaxed drape.',
    },
    {
      when: fit('Soft but hugging'),
      name: 'Fitted Rib Knit',
      description: 'A fine rib knit that follows the body softly.',
    },
  ],
  'tailored-trousers': [
    {
      when: shape('Pear'),
      name: 'Wide-Leg Trousers',
      description: 'High-waisted wide-leg trousers that balance the hips in one long line.',
    },
    {
      when: shape('Inverted Triangle'),
      name: 'Straight Wide Trousers',
      description: 'Straight, slightly wide trousers that balance the shoulders.',
    },
    {
      when: shape('Hourglass'),
      name: 'High-Waisted Trousers',
      description: 'High-waisted trousers with a clean straight leg that keep the waist defined.',
    },
    {
      when: height('Petite (under 5\'4")'),
      name: 'Ankle-Length Trousers',
      description: 'Slim ankle-length trousers that keep the leg line long.',
    },
  ],
  'elevated-tee': [
    {
      when: (answers) =>
        side('feminine')(answers) && (shape('Hourglass')(answers) || fit('Soft but hugging')(answers)),
      name: 'Wrap Dress',
      description: 'A jersey wrap dress that follows the waist, from a pitch to dinner.',
    },
    {
      when: shape('Apple'),
      name: 'Longline Tee',
      description: 'A longline heavyweight tee that skims rather than clings and draws a vertical line.',
    },
    {
      when: side('feminine'),
      name: 'Silk-Blend Shell Top',
      description: 'A sleeveless silk-blend top that sits cleanly under a jacket.',
    },
  ],
  'dark-denim': [
    {
      when: fit('Flowy & relaxed'),
      name: 'Relaxed Straight Jeans',
      description: 'Dark, relaxed straight-leg jeans without distressing.',
    },
    {
      when: fit('Tailored & defined'),
      name: 'Slim Dark Jeans',
      description: 'Dark, slim jeans with a clean finish, smart enough for a casual office.',
    },
  ],
  'leather-shoes': [
    {
      when: attention('Legs/shoes', 'Footwear/accessories'),
      name: 'Statement Leather Shoes',
      description: 'Leather shoes with one detail people notice, in a color from your palette.',
    },
  ],
  'leather-belt': [
    {
      when: attention('Waist/curves'),
      name: 'Slim Waist Belt',
      description: 'A slim leather belt worn at the waist over knits, shirts and dresses.',
    },
    {
      when: shape('Rectangle'),
      name: 'Contrast Leather Belt',
      description: 'A leather belt in a contrasting color that adds shape at the waist.',
    },
  ],
  'signature-accessory': [
    {
      when: attention('Shoulders/décolletage'),
      name: 'Fine Pendant Necklace',
      description: 'A fine pendant for open necklines, the one piece you always wear.',
    },
    {
      when: attention('Face/accessories'),
      name: 'Signature Frames',
      description: 'Frames that become part of how people picture you.',
    },
    {
      when: attention('Statement pieces'),
      name: 'Statement Jewelry',
      description: 'One bold piece of jewelry, a ring, a cuff or a chain, that people remember.',
    },
  ],
};

/**
 * The 12 pieces priced at `tier` (basePrice = prices[tier]), worded for the answers and the archetype:
 * a wording the answers ask for (see ANSWER_PIECES) comes first, then the archetype's, then the
 * catalogue's alternatives; the first that the answer rules allow (see answerRules) is the piece.
 */
export function uniformPieces(tier: Tier, archetype?: Archetype, answers: Answers = {}): UniformPiece[] {
  const overrides = archetype ? resolveArchetype(archetype).wardrobe.pieces : {};
  const { allowsText } = answerRules(answers);
  return UNIFORM_PIECE_CATALOGUE.map((piece) => {
    const asked = (ANSWER_PIECES[piece.id] ?? []).filter((wording) => wording.when(answers));
    const candidates: PieceWording[] = [
      ...asked,
      overrides[piece.id] ?? piece,
      ...PIECE_ALTERNATIVES[piece.id],
    ];
    const wording =
      candidates.find((candidate) => allowsText(`${candidate.name}. ${candidate.description}`)) ??
      candidates[candidates.length - 1]!;
    return {
      id: piece.id,
      name: wording.name,
      category: piece.category,
      description: wording.description,
      basePrice: piece.prices[tier],
      prices: { ...piece.prices },
    };
  });
}

/**
 * Every name the engine can give a piece (the catalogue's, the answers', the archetypes' and the
 * alternatives'): the vocabulary a consumer that must only repeat engine words (the Getup texts)
 * checks against, and what the drawings must cover.
 */
export const UNIFORM_PIECE_NAMES: readonly string[] = [
  ...new Set([
    ...UNIFORM_PIECE_CATALOGUE.map((piece) => piece.name),
    ...Object.values(ANSWER_PIECES).flatMap((wordings) => wordings.map((wording) => wording.name)),
    ...ARCHETYPES.flatMap((archetype) =>
      Object.values(archetype.wardrobe.pieces).map((piece) => piece!.name),
    ),
    ...Object.values(PIECE_ALTERNATIVES).flatMap((wordings) => wordings.map((wording) => wording.name)),
  ]),
];

/** What the 12 pieces cost together at a tier: the dashboard's total-investment card. */
export function uniformTotal(tier: Tier): number {
  return UNIFORM_PIECE_CATALOGUE.reduce((sum, piece) => sum + piece.prices[tier], 0);
}
