import { startTransition, useEffect, useState } from 'react';

/**
 * Code the first screen does not draw with waits for it: Lighthouse charges every script requested
 * before the largest paint to that paint (issue 23), and a phone on a slow network fetches a few
 * hundred kB per second. These helpers say when "after" has come.
 */

/** How long code the first screen does not need waits for an idle moment at most, once the page has loaded. */
const IDLE_TIMEOUT_MS = 1000;

/** Rendered outside a browser (the route tests render on the server): there is no paint to wait for. */
const onServer = typeof window === 'undefined';

/**
 * Resolves once the page has loaded (its entry script, styles and font) and the browser is idle, or
 * IDLE_TIMEOUT_MS later at most. Never on the server, where no page loads.
 */
export function whenIdle(): Promise<void> {
  if (onServer) return new Promise(() => {});
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 0);
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Resolves once the next frame has been painted (a timer set in an animation frame fires after it). */
export function afterNextPaint(): Promise<void> {
  if (onServer) return new Promise(() => {});
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * False until what the component drew first has been painted, then true (as a transition, so what
 * it then renders may suspend while the first drawing stays). True at once on the server, which
 * renders everything.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(onServer);
  useEffect(() => {
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (!cancelled) startTransition(() => setPainted(true));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return painted;
}
