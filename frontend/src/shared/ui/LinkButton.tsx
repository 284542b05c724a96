import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from './Button';

const linkButton =
  'inline-flex h-8 items-center justify-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50';

/**
 * A link to another site that looks like a small secondary button and opens in a new tab. Without
 * an `href` (no link yet) it is the same button, disabled, so the row of actions keeps its shape.
 */
export function LinkButton({
  href,
  icon: Icon,
  label,
  children,
}: {
  href?: string;
  icon: LucideIcon;
  /** The link's accessible name when its text alone is not enough ("Search <item>"). */
  label?: string;
  children: ReactNode;
}) {
  const content = (
    <>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {children}
    </>
  );
  if (!href) {
    return (
      <Button variant="secondary" size="sm" disabled>
        {content}
      </Button>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={linkButton}>
      {content}
    </a>
  );
}
