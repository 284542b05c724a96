/** What a test context, fake or server has in common: it can be closed. */
export interface Closable {
  close(): unknown;
}

/**
 * Runs `start` before the enclosing describe block's tests (before each one with `each`) and closes
 * what it returned after them. Keep it for the tests by assigning inside:
 * `useStarted(async () => (ctx = await startAnalysis()))`. A start that failed leaves nothing to
 * close, so its own error is the one reported.
 */
export function useStarted(
  start: () => Promise<Closable>,
  options: { each?: boolean; timeoutMs?: number } = {},
): void {
  let started: Closable | undefined;
  const [before, after] = options.each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    started = await start();
  }, options.timeoutMs);
  after(async () => {
    const closing = started;
    started = undefined;
    await closing?.close();
  }, options.timeoutMs);
}
