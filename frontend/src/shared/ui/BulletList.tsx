import { cn } from '../lib/cn';

/**
 * Short lines each led by a gold dot: in a row that wraps (`inline`, the hero's facts) or one under
 * another (how a page works). `className` places the list.
 */
export function BulletList({
  items,
  inline,
  className,
}: {
  items: readonly string[];
  inline?: boolean;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        'text-sm text-stone-600',
        inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className={inline ? 'flex items-center gap-2' : 'flex gap-2'}>
          <span className={cn('h-1.5 w-1.5 rounded-full bg-gold', !inline && 'mt-2 shrink-0')} aria-hidden />{' '}
          {item}
        </li>
      ))}
    </ul>
  );
}
