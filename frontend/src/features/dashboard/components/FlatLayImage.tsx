import { flatLayAlt, flatLayDataUrl, type FlatLay } from '@uniform/style-engine';
import { cn } from '../../../shared/lib/cn';

/**
 * One of the style engine's flat-lay drawings as an image: the SVG in a data URL (the CSP allows
 * img-src data:), so it cannot run script or reach anything, with its title and description as the
 * alt text. It scales to its container and never overflows it.
 */
export function FlatLayImage({ flatLay, className }: { flatLay: FlatLay; className?: string }) {
  return (
    <img
      src={flatLayDataUrl(flatLay)}
      alt={flatLayAlt(flatLay)}
      className={cn('block h-auto w-full max-w-full', className)}
      decoding="async"
    />
  );
}
