import { Suspense, type ReactNode } from 'react';
import { usePainted } from '../../../shared/lib/after-first-paint';

/**
 * Renders `children` (lazy panels) only once the page has painted, behind a Suspense with `fallback`.
 * A lazy component starts loading when it renders, so without the wait its scripts would be requested
 * before the first screen paints, and Lighthouse charges every script requested before the largest
 * paint to that paint (issue 23).
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return usePainted() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/**
 * A lazy panel's place while its code loads: a screen tall, so whatever follows (the page's footer)
 * stays below the screen and nothing visible moves when the panel arrives.
 */
export function PanelSuspense({ children }: { children: ReactNode }) {
  return (
    <AfterFirstPaint fallback={<div aria-busy="true" className="min-h-screen" />}>{children}</AfterFirstPaint>
  );
}
