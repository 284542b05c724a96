import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A small grey line under an item, led by its icon: an event's date, a community's place. */
export function MetaLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-center gap-1 text-xs text-stone-500">
      <Icon className="h-3 w-3" aria-hidden />
      {children}
    </p>
  );
}
