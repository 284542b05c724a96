import { Label } from '../../../shared/ui/Field';
import { Select } from '../../../shared/ui/Select';
import { isTier, TIER_OPTIONS, type Tier } from '../lib/pricing';

/** The "Market tier" choice: the summary's total and the lookbook's prices follow the same tier. */
export function TierSelect({
  id,
  tier,
  onTierChange,
  className = 'space-y-1',
}: {
  id: string;
  tier: Tier;
  onTierChange: (tier: Tier) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>Market tier</Label>
      <Select
        id={id}
        value={tier}
        onValueChange={(value) => isTier(value) && onTierChange(value)}
        options={TIER_OPTIONS}
      />
    </div>
  );
}
