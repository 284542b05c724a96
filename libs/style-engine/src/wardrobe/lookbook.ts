import type { Tier } from '../types';

/**
 * The lookbook constants of spec 2 §9. The spec names its tiers low, mid and high for the lookbook
 * and budget, mid and luxury for the look dialog; both are our market tiers:
 *
 * | spec (lookbook) | spec (dialog) | ours   |
 * |-----------------|---------------|--------|
 * | low             | budget        | entry  |
 * | mid             | mid           | mid    |
 * | high            | luxury        | luxury |
 */

export const LOOKBOOK_CATEGORIES = ['foundation', 'footwear', 'accent'] as const;
export type LookbookCategory = (typeof LOOKBOOK_CATEGORIES)[number];

/** The lookbook's core pieces (hidden-tab item counts): 3 foundation, 2 footwear, 2 accent. */
export const LOOKBOOK_ITEM_COUNTS: Record<LookbookCategory, number> = {
  foundation: 3,
  footwear: 2,
  accent: 2,
};

/** Price of each lookbook item by category and tier, in US dollars, one entry per item. */
export const LOOKBOOK_PRICES: Record<LookbookCategory, Record<Tier, readonly number[]>> = {
  foundation: { entry: [65, 85, 115], mid: [150, 220, 295], luxury: [850, 1200, 1650] },
  footwear: { entry: [85, 120], mid: [180, 280], luxury: [750, 1100] },
  accent: { entry: [35, 55], mid: [95, 145], luxury: [450, 750] },
};

/** The look cards' totals: 0.7 (low), 1 (mid), 1.6 (high). */
export const LOOK_TOTAL_SCALE: Record<Tier, number> = { entry: 0.7, mid: 1, luxury: 1.6 };

/** The look dialog's totals: 0.6 (budget), 1 (mid), 1.8 (luxury). */
export const LOOK_DIALOG_SCALE: Record<Tier, number> = { entry: 0.6, mid: 1, luxury: 1.8 };

/** Where a look total is shown: the look card or its details dialog, which scale differently. */
export type LookTotalView = 'card' | 'dialog';

/**
 * A look's total at a tier: the sum of its item prices (at mid-market, the scale's 1) times the
 * tier's scale for the card or the dialog, rounded to whole dollars.
 */
export function lookTotal(itemPrices: readonly number[], tier: Tier, view: LookTotalView = 'card'): number {
  const scale = view === 'dialog' ? LOOK_DIALOG_SCALE[tier] : LOOK_TOTAL_SCALE[tier];
  const sum = itemPrices.reduce((total, price) => total + price, 0);
  return Math.round(sum * scale);
}

/** The lookbook's core pieces at a tier added up (3 foundation, 2 footwear, 2 accent). */
export function lookbookTotal(tier: Tier): number {
  return LOOKBOOK_CATEGORIES.reduce(
    (total, category) => total + LOOKBOOK_PRICES[category][tier].reduce((sum, price) => sum + price, 0),
    0,
  );
}
