import type { Analysis, BudgetTierId } from '@uniform/contracts';
import { analysisBudget, budgetTier } from '@uniform/contracts/stored';

/**
 * The page's one market tier (spec 2 §4). Apart from the pricing maths, so the dashboard's first
 * screen holds the tier without loading the style engine the prices come from.
 */
export type Tier = BudgetTierId;

/** The market tier the selects start on: derived from the budget. */
export function defaultTier(analysis: Analysis): Tier {
  return budgetTier(analysisBudget(analysis));
}
