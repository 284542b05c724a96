import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** The small pill above a page's main heading, led by a gold icon. */
export function Eyebrow({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white/70 px-3 py-1 text-xs font-medium uppercase tracking-widest text-stone-600">
      <Icon className="h-3.5 w-3.5 text-gold" aria-hidden /> {children}
    </p>
  );
}
