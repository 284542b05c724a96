import { LabelledSelect } from '../../../shared/ui/Select';
import { TIER_OPTIONS } from '../lib/pricing';
import type { Tier } from '../lib/tier';

/** The "Market tier" choice: the summary's total and the lookbook's prices follow the same tier. */
export function TierSelect({
  id,
  tier,
  onTierChange,
  className,
}: {
  id: string;
  tier: Tier;
  onTierChange: (tier: Tier) => void;
  className?: string;
}) {
  return (
    <LabelledSelect
      id={id}
      label="Market tier"
      value={tier}
      onValueChange={onTierChange}
      options={TIER_OPTIONS}
      className={className}
    />
  );
}
