import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many pages' code is on its way. Navigations are React transitions, so while the next page's code
 * loads the current page stays on screen; the layout reads this to say something is happening.
 */
let loading = 0;
const listeners = new Set<() => void>();
const change = (by: number) => {
  loading += by;
  for (const listener of listeners) listener();
};

/** `load` counted while it is pending. The count changes after the render that asked for the page. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  queueMicrotask(() => change(1));
  return load.finally(() => queueMicrotask(() => change(-1)));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while some page's code is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

let markShown: () => void = () => undefined;
/** Resolves once the first page (not its loading state) is on screen. */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Rendered in the page area after the page: it mounts when the page commits. */
export function PageShown() {
  useEffect(() => markShown(), []);
  return null;
}
