import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';

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

/** How long after the next frame a paint counts as done when the browser reports none. */
const PAINT_REPORT_TIMEOUT_MS = 100;

/**
 * Resolves once what was just drawn is on screen: when the browser reports a contentful paint after
 * this call (the first one, or a new largest one), which it does only once the frame is presented,
 * well after the frame's own callbacks when the main thread is busy; or, when none comes (nothing
 * drawn was larger, or a browser without these reports), a frame and PAINT_REPORT_TIMEOUT_MS later.
 */
export function afterNextPaint(): Promise<void> {
  if (onServer) return new Promise(() => {});
  return new Promise((resolve) => {
    const since = performance.now();
    let observer: PerformanceObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const types =
      (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
    if (types.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      if (types.includes('paint')) observer.observe({ type: 'paint', buffered: true });
    }
    requestAnimationFrame(() => {
      timer = setTimeout(done, PAINT_REPORT_TIMEOUT_MS);
    });
  });
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

/**
 * A component whose code loads once the page is idle (whenIdle) and then on first render: a panel
 * below the first screen. `pick` names the component in the loaded module.
 */
export function lazyWhenIdle<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(() =>
    whenIdle()
      .then(load)
      .then((module) => ({ default: pick(module) })),
  );
}
