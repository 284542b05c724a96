import { BUDGET_TIER_IDS, UNIFORM_PIECE_CATEGORIES, uniformPieceSchema } from '@uniform/contracts';
import { ARCHETYPES } from '../archetype';
import type { Tier } from '../types';
import {
  LOOK_DIALOG_SCALE,
  LOOK_TOTAL_SCALE,
  LOOKBOOK_ITEM_COUNTS,
  LOOKBOOK_PRICES,
  lookbookTotal,
  lookTotal,
} from './lookbook';
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

describe('lookbook constants', () => {
  test('When read, then the price tables equal spec 2 §9 (low/mid/high as entry/mid/luxury)', () => {
    expect(LOOKBOOK_PRICES).toEqual({
      foundation: { entry: [65, 85, 115], mid: [150, 220, 295], luxury: [850, 1200, 1650] },
      footwear: { entry: [85, 120], mid: [180, 280], luxury: [750, 1100] },
      accent: { entry: [35, 55], mid: [95, 145], luxury: [450, 750] },
    });
  });

  test('When read, then the item counts are 3 / 2 / 2 and match the price tables', () => {
    expect(LOOKBOOK_ITEM_COUNTS).toEqual({ foundation: 3, footwear: 2, accent: 2 });
    for (const [category, count] of Object.entries(LOOKBOOK_ITEM_COUNTS)) {
      for (const tier of TIERS) {
        expect(LOOKBOOK_PRICES[category as keyof typeof LOOKBOOK_PRICES][tier]).toHaveLength(count);
      }
    }
  });

  test('When read, then the look scales are 0.7 / 1 / 1.6 and the dialog scales 0.6 / 1 / 1.8', () => {
    expect(LOOK_TOTAL_SCALE).toEqual({ entry: 0.7, mid: 1, luxury: 1.6 });
    expect(LOOK_DIALOG_SCALE).toEqual({ entry: 0.6, mid: 1, luxury: 1.8 });
  });

  test('When a look total is computed, then the tier scale of the card or the dialog applies, in whole dollars', () => {
    expect(lookTotal([150, 180, 95], 'mid')).toBe(425);
    expect(lookTotal([150, 180, 95], 'entry')).toBe(298);
    expect(lookTotal([150, 180, 95], 'luxury')).toBe(680);
    expect(lookTotal([150, 180, 95], 'entry', 'dialog')).toBe(255);
    expect(lookTotal([150, 180, 95], 'luxury', 'dialog')).toBe(765);
    expect(lookTotal([], 'mid')).toBe(0);
  });

  test('When the core lookbook pieces are added up, then each tier sums its seven prices', () => {
    expect(lookbookTotal('entry')).toBe(65 + 85 + 115 + 85 + 120 + 35 + 55);
    expect(lookbookTotal('mid')).toBe(150 + 220 + 295 + 180 + 280 + 95 + 145);
    expect(lookbookTotal('luxury')).toBe(850 + 1200 + 1650 + 750 + 1100 + 450 + 750);
  });
});
