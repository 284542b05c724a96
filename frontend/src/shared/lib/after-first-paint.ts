/** How long code the first screen does not need waits for an idle moment at most, once the page has loaded. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Resolves once the page has loaded (its entry script, styles and font) and the browser is idle, or
 * IDLE_TIMEOUT_MS later at most: for code beside the first page (the account control, the profile sync)
 * so it never competes with what the first paint waits for.
 */
export function whenIdle(): Promise<void> {
  // Rendered outside a browser (the route tests render on the server): no page ever loads there.
  if (typeof window === 'undefined') return new Promise(() => {});
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
