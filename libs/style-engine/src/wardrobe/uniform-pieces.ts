import type { UniformPiece } from '@uniform/contracts';
import { resolveArchetype } from '../archetype';
import type { Archetype, Tier } from '../types';

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
    description: 'A cotton poplin or Oxford shirt in white or pale blue, the base of formal looks.',
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
    name: 'Signature Watch or Jewellery',
    category: 'accent',
    description: 'One piece you always wear, a watch, a ring or frames, that people remember.',
    prices: { entry: 75, mid: 295, luxury: 1500 },
  },
] as const satisfies readonly Omit<UniformPiece, 'basePrice'>[];

export type UniformPieceId = (typeof UNIFORM_PIECE_CATALOGUE)[number]['id'];
export const UNIFORM_PIECE_IDS = UNIFORM_PIECE_CATALOGUE.map((piece) => piece.id) as UniformPieceId[];

/** The 12 pieces priced at `tier` (basePrice = prices[tier]), worded for the archetype when given. */
export function uniformPieces(tier: Tier, archetype?: Archetype): UniformPiece[] {
  const overrides = archetype ? resolveArchetype(archetype).wardrobe.pieces : {};
  return UNIFORM_PIECE_CATALOGUE.map((piece) => ({
    id: piece.id,
    name: overrides[piece.id]?.name ?? piece.name,
    category: piece.category,
    description: overrides[piece.id]?.description ?? piece.description,
    basePrice: piece.prices[tier],
    prices: { ...piece.prices },
  }));
}

/** What the 12 pieces cost together at a tier: the dashboard's total-investment card. */
export function uniformTotal(tier: Tier): number {
  return UNIFORM_PIECE_CATALOGUE.reduce((sum, piece) => sum + piece.prices[tier], 0);
}
