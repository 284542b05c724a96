import { cn } from '../lib/cn';

/** A colour chip; decorative, the name and hex beside it carry the meaning. */
export function Swatch({ hex, className }: { hex: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block shrink-0 rounded-md border border-black/10', className ?? 'h-8 w-8')}
      style={{ backgroundColor: hex }}
    />
  );
}
