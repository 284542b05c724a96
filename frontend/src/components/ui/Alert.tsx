import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function Alert({
  className,
  variant = 'default',
  ...props
}: HTMLAttributes<HTMLDivElement> & { variant?: 'default' | 'success' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border p-4 text-sm',
        variant === 'success' && 'border-emerald-300 bg-emerald-50 text-emerald-900',
        variant === 'destructive' && 'border-red-300 bg-red-50 text-red-900',
        variant === 'default' && 'border-stone-200 bg-white text-ink',
        className,
      )}
      {...props}
    />
  );
}
