import type { ButtonHTMLAttributes } from 'react';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * The "×" that closes a dialog or a toast, named "Close" for screen readers. Wrap it in the
 * primitive's own Close (`asChild`) so the primitive does the closing; `className` places it.
 */
export function CloseButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" aria-label="Close" className={cn('absolute rounded p-1', className)} {...props}>
      <X className="h-4 w-4" aria-hidden />
    </button>
  );
}
