import { BUDGET_TIER_IDS, UNIFORM_PIECE_CATEGORIES, uniformPieceSchema } from '@uniform/contracts';
import { ARCHETYPES } from '../archetype';
import type { Tier } from '../types';
import { UNIFORM_PIECE_IDS, uniformPieces, uniformTotal } from './uniform-pieces';

const TIERS = BUDGET_TIER_IDS as Tier[];

describe('uniformPieces', () => {
  test.each(TIERS)(
    'When priced at %s, then there are exactly 12 valid pieces whose basePrice is that tier’s price',
    (tier) => {
      const pieces = uniformPieces(tier);

      expect(pieces).toHaveLength(12);
      expect(new Set(pieces.map((piece) => piece.id)).size).toBe(12);
      for (const piece of pieces) {
        expect(uniformPieceSchema.parse(piece)).toEqual(piece);
        expect(piece.basePrice).toBe(piece.prices[tier]);
        expect(piece.prices.entry).toBeLessThan(piece.prices.mid);
        expect(piece.prices.mid).toBeLessThan(piece.prices.luxury);
      }
      expect(new Set(pieces.map((piece) => piece.category))).toEqual(new Set(UNIFORM_PIECE_CATEGORIES));
    },
  );

  test('When the blazer is priced, then it is 95 / 295 / 650 as spec 2 §9 says', () => {
    const blazer = (tier: Tier) => uniformPieces(tier).find((piece) => piece.id === 'structured-blazer')!;

    expect(blazer('entry').prices).toEqual({ entry: 95, mid: 295, luxury: 650 });
    expect(TIERS.map((tier) => blazer(tier).basePrice)).toEqual([95, 295, 650]);
  });

  test.each(ARCHETYPES.map((archetype) => [archetype.name, archetype] as const))(
    'When worded for %s, then names may change but ids, categories and prices do not',
    (_name, archetype) => {
      expect(
        Object.keys(archetype.wardrobe.pieces).every((id) => (UNIFORM_PIECE_IDS as string[]).includes(id)),
      ).toBe(true);
      const plain = uniformPieces('mid');
      const worded = uniformPieces('mid', archetype);

      expect(
        worded.map(({ id, category, prices, basePrice }) => ({ id, category, prices, basePrice })),
      ).toEqual(plain.map(({ id, category, prices, basePrice }) => ({ id, category, prices, basePrice })));
      for (const piece of worded) expect(uniformPieceSchema.safeParse(piece).success).toBe(true);
    },
  );

  test('When the pieces are added up, then the total rises with the tier', () => {
    expect(uniformTotal('entry')).toBeLessThan(uniformTotal('mid'));
    expect(uniformTotal('mid')).toBeLessThan(uniformTotal('luxury'));
    expect(uniformTotal('entry')).toBe(
      uniformPieces('entry').reduce((sum, piece) => sum + piece.basePrice, 0),
    );
  });
});
