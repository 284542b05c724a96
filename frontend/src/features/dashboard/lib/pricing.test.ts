import { teacherAnalysis } from '../../../testing/personas';
import { analysisBudget } from '@uniform/contracts';
import { uniformPieces, uniformTotal } from '@uniform/style-engine';
import {
  budgetBreakdown,
  dashboardPieces,
  defaultTier,
  formatUsd,
  lookbookItems,
  lookCardTotal,
  lookDialogItemPrice,
  lookDialogTotal,
} from './pricing';
import { LOOKS } from '../content/dashboard-content';

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

  test('When the lookbook is priced, then the 7 pieces follow the tables (foundation 65/85/115 at entry, 850/1200/1650 at luxury)', () => {
    const entry = lookbookItems('fall', 'entry');
    expect(entry.map((item) => item.category)).toEqual([
      'foundation',
      'foundation',
      'foundation',
      'footwear',
      'footwear',
      'accent',
      'accent',
    ]);
    expect(entry.map((item) => item.currentPrice)).toEqual([65, 85, 115, 85, 120, 35, 55]);
    expect(lookbookItems('winter', 'mid').map((item) => item.currentPrice)).toEqual([
      150, 220, 295, 180, 280, 95, 145,
    ]);
    expect(lookbookItems('spring', 'luxury').map((item) => item.currentPrice)).toEqual([
      850, 1200, 1650, 750, 1100, 450, 750,
    ]);
  });

  test('When a look is priced, then the card scales 0.7/1/1.6 and the dialog 0.6/1/1.8', () => {
    const look = LOOKS[0]!;
    const sum = look.items.reduce((total, item) => total + item.price, 0);
    expect(lookCardTotal(look, 'entry')).toBe(Math.round(sum * 0.7));
    expect(lookCardTotal(look, 'mid')).toBe(sum);
    expect(lookCardTotal(look, 'luxury')).toBe(Math.round(sum * 1.6));
    expect(lookDialogTotal(look, 'entry')).toBe(Math.round(sum * 0.6));
    expect(lookDialogTotal(look, 'luxury')).toBe(Math.round(sum * 1.8));
    expect(lookDialogItemPrice(100, 'luxury')).toBe(180);
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
