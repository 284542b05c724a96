import { Crown } from 'lucide-react';

export function PremiumBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Crown className="h-3 w-3" aria-hidden />
      Premium
    </span>
  );
}
