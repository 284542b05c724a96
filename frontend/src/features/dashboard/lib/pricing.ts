import {
  BUDGET_TIERS,
  UNIFORM_PIECE_CATEGORIES,
  type Analysis,
  type UniformPiece,
  type UniformPieceCategory,
} from '@uniform/contracts';
import { analysisPieces } from '@uniform/style-engine';
import type { Tier } from './tier';

/**
 * The dashboard's money maths (spec 2 §9). Every number is a price of the analysis' 12 pieces (one
 * table for the pieces, the lookbook and the look dialogs); this file only picks, sums and formats.
 */

/** The tier select of the dashboard and lookbook: Entry Level, Mid-Market, Luxury. */
export const TIER_OPTIONS = BUDGET_TIERS.map((tier) => ({ value: tier.id, label: tier.label }));
/** The look dialog's own tier names (spec 2 §2.1): Budget, Mid, Luxury. */
export const LOOK_DIALOG_TIER_OPTIONS: { value: Tier; label: string }[] = [
  { value: 'entry', label: 'Budget' },
  { value: 'mid', label: 'Mid' },
  { value: 'luxury', label: 'Luxury' },
];

export const tierLabel = (tier: Tier): string => BUDGET_TIERS.find((t) => t.id === tier)!.label;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** $1,000 */
export const formatUsd = (amount: number): string => usd.format(amount);

/** The 12 pieces: the analysis's own, or the engine's catalogue for an older analysis without them. */
export const dashboardPieces = (analysis: Analysis): UniformPiece[] => analysisPieces(analysis);

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

/** Where the Search buttons go: a shopping search for the piece. */
export function shoppingSearchUrl(query: string): string {
  return `https://www.google.com/search?tbm=shop&q=${encodeURIComponent(query)}`;
}
