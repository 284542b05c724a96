import { teacherAnalysis } from '../../../testing/personas';
import { analysisBudget } from '@uniform/contracts';
import { LOOKBOOK_SEASONS, lookbookCorePieces, lookbookLooks, lookTotal } from '@uniform/style-engine';
import { uniformPieces, uniformTotal } from '@uniform/style-engine';
import { budgetBreakdown, dashboardPieces, formatUsd, piecesTotal } from './pricing';
import { defaultTier } from './tier';

describe('dashboard pricing (spec 2 §9)', () => {
  test('When the budget is missing, then it is 1,000 and the tier entry; thresholds 1500 and 5000 decide the tier', () => {
    const base = teacherAnalysis();
    const without = { ...base, budget: undefined, personalityProfile: {} };
    expect(analysisBudget(without)).toBe(1000);
    expect(defaultTier(without)).toBe('entry');
    expect(defaultTier({ ...base, budget: 1499 })).toBe('entry');
    expect(defaultTier({ ...base, budget: 1500 })).toBe('mid');
    expect(defaultTier({ ...base, budget: 4999 })).toBe('mid');
    expect(defaultTier({ ...base, budget: 5000 })).toBe('luxury');
    expect(formatUsd(1000)).toBe('$1,000');
  });

  test('When the lookbook is priced, then each of its pieces costs what the same piece costs among the 12, at every tier', () => {
    const analysis = teacherAnalysis();
    const pieces = dashboardPieces(analysis);
    const byId = new Map(pieces.map((piece) => [piece.id, piece]));
    for (const season of LOOKBOOK_SEASONS) {
      const core = lookbookCorePieces(analysis, season);
      expect(core).toHaveLength(7);
      for (const item of core) {
        expect(byId.get(item.id)?.name).toBe(item.name);
        expect(item.prices).toEqual(byId.get(item.id)!.prices);
      }
    }
  });

  test('When a look is priced, then its total at a tier is the 12-piece total of its pieces, the same on the card and in the dialog', () => {
    const analysis = teacherAnalysis();
    const pieces = dashboardPieces(analysis);
    for (const look of lookbookLooks(analysis)) {
      const own = look.items.map((item) => pieces.find((piece) => piece.id === item.id)!);
      for (const tier of ['entry', 'mid', 'luxury'] as const) {
        expect(lookTotal(look.items, tier)).toBe(piecesTotal(own, tier));
      }
    }
  });

  test('When the 12 pieces are broken down, then each tier row adds up to the uniform total and the blazer is 95/295/650', () => {
    const pieces = dashboardPieces({ ...teacherAnalysis(), uniformPieces: undefined });
    expect(pieces).toEqual(uniformPieces('entry'));
    expect(pieces.find((piece) => piece.id === 'structured-blazer')!.prices).toEqual({
      entry: 95,
      mid: 295,
      luxury: 650,
    });
    for (const row of budgetBreakdown(pieces)) {
      expect(row.total).toBe(uniformTotal(row.tier));
      expect(row.segments.reduce((sum, segment) => sum + segment.amount, 0)).toBe(row.total);
      expect(row.segments.reduce((sum, segment) => sum + segment.count, 0)).toBe(12);
    }
  });
});
