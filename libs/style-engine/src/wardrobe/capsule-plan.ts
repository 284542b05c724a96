import { budgetTier, budgetTierLabel, type UniformPiece } from '@uniform/contracts';
import { listPhrase } from '../brand/brand-text';
import type { UniformPieceId } from './uniform-pieces';

/**
 * The order to buy the 12 pieces in when the budget does not cover them all: the foundation
 * pieces that every outfit is built on first, then the shoes and the blazer that make them work
 * and look, then outerwear and the finishing accents. Standard capsule-wardrobe practice: buy the
 * pieces worn most often first, the ones that complete a look last.
 */
export const CAPSULE_BUYING_ORDER: readonly UniformPieceId[] = [
  'tailored-trousers',
  'crisp-shirt',
  'fine-knit',
  'dark-denim',
  'elevated-tee',
  'leather-shoes',
  'structured-blazer',
  'minimal-sneakers',
  'overcoat',
  'leather-bag',
  'leather-belt',
  'signature-accessory',
];

export interface PlannedPiece {
  id: string;
  name: string;
  price: number;
}

/** What to buy with the budget now and what to buy later, at the prices of the user's tier. */
export interface BuyingPlan {
  budget: number;
  /** The tier label of the budget ('Entry Level', …): the prices are the pieces' prices there. */
  tierLabel: string;
  total: number;
  first: PlannedPiece[];
  firstTotal: number;
  next: PlannedPiece[];
}

const rank = (id: string) => {
  const index = (CAPSULE_BUYING_ORDER as readonly string[]).indexOf(id);
  return index === -1 ? CAPSULE_BUYING_ORDER.length : index;
};

/** The pieces in buying order (pieces the order does not know go last, as they came). */
export function inBuyingOrder<P extends { id: string }>(pieces: readonly P[]): P[] {
  return [...pieces].sort((a, b) => rank(a.id) - rank(b.id));
}

/**
 * The plan for `pieces` (the analysis's 12, priced from their own per-tier table at the tier of
 * `budget`): undefined when they fit the budget; otherwise the pieces taken in buying order while
 * they fit what is left of the budget, and the rest, in the same order, for later.
 */
export function buyingPlan(pieces: readonly UniformPiece[], budget: number): BuyingPlan | undefined {
  const tier = budgetTier(budget);
  return planPurchases(
    pieces.map((piece) => ({ id: piece.id, name: piece.name, price: piece.prices[tier] })),
    budget,
  );
}

/** The same plan for pieces already priced at the budget's tier (the chat's capsule). */
export function planPurchases(pieces: readonly PlannedPiece[], budget: number): BuyingPlan | undefined {
  const priced = inBuyingOrder(pieces);
  const total = priced.reduce((sum, piece) => sum + piece.price, 0);
  if (total <= budget) return undefined;
  const first: PlannedPiece[] = [];
  const next: PlannedPiece[] = [];
  let left = budget;
  for (const piece of priced) {
    // A piece that does not fit waits, but a cheaper one after it may still fit now.
    if (piece.price <= left) {
      first.push(piece);
      left -= piece.price;
    } else {
      next.push(piece);
    }
  }
  return { budget, tierLabel: budgetTierLabel(budget), total, first, firstTotal: budget - left, next };
}

/** What toLocaleString('en-US') gives ("$1,250"), with the formatter built once, not on every call. */
const US_NUMBER = new Intl.NumberFormat('en-US');
/**
 * A whole amount from 0 up reads as its digits in groups of three, as the formatter writes it;
 * the formatter (a call into ICU, ~2% of an analysis for the plan's dozen prices) for the rest.
 */
const wholeDollars = (amount: number) =>
  Number.isSafeInteger(amount) && amount >= 0 && !Object.is(amount, -0);
function grouped(amount: number): string {
  const digits = String(amount);
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let at = text.length; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`;
  return text;
}
export const dollars = (amount: number) =>
  `$${wholeDollars(amount) ? grouped(amount) : US_NUMBER.format(amount)}`;
const priceList = (pieces: readonly PlannedPiece[]) =>
  listPhrase(pieces.map((piece) => `${piece.name} (${dollars(piece.price)})`));

/**
 * The plan in words, next to the 12 pieces: "Your 12 pieces come to $875 at Entry Level, $75 more
 * than your $800 budget, so buy them in two steps. First $800: …, together $800; next: …."
 */
export function buyingPlanText(plan: BuyingPlan): string {
  const count = plan.first.length + plan.next.length;
  const over = `Your ${count} pieces come to ${dollars(plan.total)} at ${plan.tierLabel}, ${dollars(plan.total - plan.budget)} more than your ${dollars(plan.budget)} budget, so buy them in two steps.`;
  if (plan.first.length === 0) {
    // Below the cheapest piece (only possible off the questionnaire's budget range): save for the
    // first piece in buying order.
    const [start, ...rest] = plan.next;
    return `${over} First ${dollars(plan.budget)}: save toward the ${start!.name} (${dollars(start!.price)})${rest.length ? `; next: ${priceList(rest)}` : ''}.`;
  }
  return `${over} First ${dollars(plan.budget)}: ${priceList(plan.first)}, together ${dollars(plan.firstTotal)}; next: ${priceList(plan.next)}.`;
}
