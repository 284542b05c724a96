import { budgetTierLabel, formatCount } from '@uniform/contracts';

/**
 * Spec 1 §9: gender expression reads as a percentage, 50 neutral and each side scaled by 2
 * (0 → 100% feminine, 75 → 50% masculine).
 */
export function genderExpressionLabel(value: number): string {
  if (value === 50) return 'Neutral';
  return value < 50 ? `${(50 - value) * 2}% feminine` : `${(value - 50) * 2}% masculine`;
}

/**
 * Spec 1 §9's voice label: below 25 'very' left, below 50 'mostly' left, below 75 'mostly' right,
 * else 'very' right.
 */
export function voiceLabel(value: number, left: string, right: string): string {
  if (value < 25) return `Very ${left}`;
  if (value < 50) return `Mostly ${left}`;
  if (value < 75) return `Mostly ${right}`;
  return `Very ${right}`;
}

/** "$1,000 · Entry Level": the budget and its tier (spec 1 §9). */
export function budgetLabel(budget: number): string {
  return `$${formatCount(budget)} · ${budgetTierLabel(budget)}`;
}
