import {
  BUDGET_TIER_IDS,
  buildCreativeDirectorAnswers,
  buildFintechFounderAnswers,
  UNIFORM_PIECE_CATEGORIES,
  uniformPieceSchema,
} from '@uniform/contracts';
import { buildAnalysis } from '../analysis';
import { ARCHETYPES } from '../archetype';
import type { Answers, Tier } from '../types';
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

describe('uniformPieces worded for the answers (issue 19 item 2)', () => {
  const names = (answers: Answers) => uniformPieces('mid', undefined, answers).map((piece) => piece.name);

  test.each<[string, Answers, string[]]>([
    [
      'a feminine hourglass',
      { genderIdentity: 'Female', genderExpression: 20, bodyShape: 'Hourglass' },
      ['Silk Blouse', 'Wrap Dress', 'High-Waisted Trousers'],
    ],
    ['a pear shape', { bodyShape: 'Pear' }, ['Defined-Shoulder Blazer', 'Wide-Leg Trousers']],
    ['an inverted triangle', { bodyShape: 'Inverted Triangle' }, ['Soft-Shoulder Blazer']],
    ['an apple shape', { bodyShape: 'Apple' }, ['Longline Tee']],
    ['a petite frame', { height: 'Petite (under 5\'4")' }, ['Short Wool Coat', 'Ankle-Length Trousers']],
    ['a tall frame', { height: 'Tall (over 5\'8")' }, ['Long Wool Overcoat']],
    [
      'a relaxed fit',
      { fitPreference: 'Flowy & relaxed' },
      ['Relaxed Merino Sweater', 'Relaxed Straight Jeans'],
    ],
    ['a defined fit', { fitPreference: 'Tailored & defined' }, ['Slim Dark Jeans']],
    ['attention on the face', { attentionArea: 'Face/accessories' }, ['Signature Frames']],
    ['attention on the waist', { attentionArea: 'Waist/curves' }, ['Slim Waist Belt']],
    ['attention on the shoes', { attentionArea: 'Legs/shoes' }, ['Statement Leather Shoes']],
  ])('When the answers give %s, then the capsule has pieces cut for it', (_what, answers, expected) => {
    expect(names(answers)).toEqual(expect.arrayContaining(expected));
    expect(names({})).not.toEqual(expect.arrayContaining(expected));
  });

  test('When a feminine hourglass avoids dresses and blouses, then the answer rules still win over the cut', () => {
    const avoiding = names({
      genderIdentity: 'Female',
      genderExpression: 20,
      bodyShape: 'Hourglass',
      avoidWearing: 'dresses, blouses',
    });

    expect(avoiding.join(' ')).not.toMatch(/dress|blouse/i);
    expect(avoiding).toContain('High-Waisted Trousers');
  });

  test('When a masculine man is an hourglass, then he gets the shape but no feminine garment', () => {
    const his = names({ genderIdentity: 'Male', genderExpression: 85, bodyShape: 'Hourglass' });

    expect(his).toContain('High-Waisted Trousers');
    expect(his.join(' ')).not.toMatch(/dress|blouse/i);
  });

  test('When the two people of issue 19 get their capsules, then they share at most 2 of the 12 pieces and no price', () => {
    const founder = buildAnalysis(buildFintechFounderAnswers()).uniformPieces!;
    const director = buildAnalysis(buildCreativeDirectorAnswers()).uniformPieces!;
    const shared = founder.filter((piece) => director.some((other) => other.name === piece.name));

    // Before the answers worded the pieces, they shared 6 names (shirt, tee, denim, loafers, sneakers, belt).
    expect(shared.length).toBeLessThanOrEqual(2);
    expect(founder.map((piece) => piece.basePrice)).not.toEqual(director.map((piece) => piece.basePrice));
  });
});
