/** Polls `check` every 100 ms until it holds; past `timeoutMs`, fails naming `what` it waited for. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}
