import {
  BUDGET_TIERS,
  budgetTier,
  analysisBudget,
  UNIFORM_PIECE_CATEGORIES,
  UNIFORM_PIECE_COUNT,
  type Analysis,
  type BudgetTierId,
  type UniformPiece,
  type UniformPieceCategory,
} from '@uniform/contracts';
import {
  LOOK_DIALOG_SCALE,
  LOOKBOOK_CATEGORIES,
  LOOKBOOK_ITEM_COUNTS,
  LOOKBOOK_PRICES,
  lookTotal,
  uniformPieces,
  type LookbookCategory,
} from '@uniform/style-engine';
import {
  LOOKBOOK_BRANDS,
  LOOKBOOK_PIECES,
  type LookbookSeason,
  type LookCopy,
} from '../content/dashboard-content';

/**
 * The dashboard's money maths (spec 2 §9). Every number comes from the style engine's tables; this
 * file only picks, sums and formats them.
 */

export type Tier = BudgetTierId;

/** The tier select of the dashboard and lookbook: Entry Level, Mid-Market, Luxury. */
export const TIER_OPTIONS = BUDGET_TIERS.map((tier) => ({ value: tier.id, label: tier.label }));
/** The look dialog's own tier names (spec 2 §2.1): Budget, Mid, Luxury. */
export const LOOK_DIALOG_TIER_OPTIONS: { value: Tier; label: string }[] = [
  { value: 'entry', label: 'Budget' },
  { value: 'mid', label: 'Mid' },
  { value: 'luxury', label: 'Luxury' },
];

export const tierLabel = (tier: Tier): string => BUDGET_TIERS.find((t) => t.id === tier)!.label;

/** The market tier the selects start on: derived from the budget (spec 2 §4). */
export function defaultTier(analysis: Analysis): Tier {
  return budgetTier(analysisBudget(analysis));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** $1,000 */
export const formatUsd = (amount: number): string => usd.format(amount);

/** The 12 pieces: the analysis's own, or the engine's catalogue for an older analysis without them. */
export function dashboardPieces(analysis: Analysis): UniformPiece[] {
  const own = analysis.uniformPieces;
  return own && own.length === UNIFORM_PIECE_COUNT ? own : uniformPieces(defaultTier(analysis));
}

export function piecesTotal(pieces: readonly UniformPiece[], tier: Tier): number {
  return pieces.reduce((sum, piece) => sum + piece.prices[tier], 0);
}

export interface BreakdownSegment {
  category: UniformPieceCategory;
  count: number;
  amount: number;
}
export interface BreakdownRow {
  tier: Tier;
  label: string;
  total: number;
  segments: BreakdownSegment[];
}

/** The budget breakdown chart: what the pieces of each category cost together, per tier. */
export function budgetBreakdown(pieces: readonly UniformPiece[]): BreakdownRow[] {
  return BUDGET_TIERS.map(({ id, label }) => {
    const segments = UNIFORM_PIECE_CATEGORIES.map((category) => {
      const inCategory = pieces.filter((piece) => piece.category === category);
      return {
        category,
        count: inCategory.length,
        amount: inCategory.reduce((sum, piece) => sum + piece.prices[id], 0),
      };
    }).filter((segment) => segment.count > 0);
    return { tier: id, label, total: piecesTotal(pieces, id), segments };
  });
}

export interface LookbookItem {
  id: string;
  name: string;
  category: LookbookCategory;
  description: string;
  currentPrice: number;
  currentBrand: string;
}

/** The lookbook's core pieces for a season at a tier: 3 foundation, 2 footwear, 2 accent. */
export function lookbookItems(season: LookbookSeason, tier: Tier): LookbookItem[] {
  return LOOKBOOK_CATEGORIES.flatMap((category) =>
    Array.from({ length: LOOKBOOK_ITEM_COUNTS[category] }, (_, index) => {
      const copy = LOOKBOOK_PIECES[season][category][index]!;
      return {
        id: `${season}-${category}-${index + 1}`,
        name: copy.name,
        category,
        description: copy.description,
        currentPrice: LOOKBOOK_PRICES[category][tier][index]!,
        currentBrand: LOOKBOOK_BRANDS[tier][category],
      };
    }),
  );
}

/** A look card's total at the lookbook tier (0.7 / 1 / 1.6). */
export function lookCardTotal(look: LookCopy, tier: Tier): number {
  return lookTotal(
    look.items.map((item) => item.price),
    tier,
    'card',
  );
}

/** A look dialog's total at its own tier (0.6 / 1 / 1.8). */
export function lookDialogTotal(look: LookCopy, tier: Tier): number {
  return lookTotal(
    look.items.map((item) => item.price),
    tier,
    'dialog',
  );
}

/** One item's price in the look dialog at its tier. */
export function lookDialogItemPrice(price: number, tier: Tier): number {
  return Math.round(price * LOOK_DIALOG_SCALE[tier]);
}

/** Where the Search buttons go: a shopping search for the piece. */
export function shoppingSearchUrl(query: string): string {
  return `https://www.google.com/search?tbm=shop&q=${encodeURIComponent(query)}`;
}
