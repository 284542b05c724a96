import type { HTMLAttributes } from 'react';
import { CircleExclamationPoint, CircleCheck, Info } from 'lucide-react';
import { cn } from '../lib/cn';

type Variant = 'default' | 'success' | 'destructive';

const styles: Record<Variant, string> = {
  default: 'border-stone-200 bg-white text-ink',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  destructive: 'border-red-300 bg-red-50 text-red-900',
};
const icons = { default: Info, success: CircleCheck, destructive: CircleExclamationPoint };

/**
 * A message in the page. A failure interrupts the screen reader (role alert); good news and notes
 * wait for it to finish (role status).
 */
export function Alert({
  className,
  variant = 'default',
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & { variant?: Variant }) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm leading-relaxed', styles[variant], className)}
      {...props}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
