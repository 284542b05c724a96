import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What the browser suite and the security suite share: both drive ONE product the launcher starts on
 * this machine, so one worker, no retries (a flaky case must show), and the same deadlines and reports.
 */
export function suiteDefaults(testDir: string, outputName: string): PlaywrightTestConfig {
  return {
    testDir,
    outputDir: `../test-results/${outputName}`,
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  };
}

/**
 * The product as Playwright's webServer: the launcher, run from the repo root, is ready when it says
 * Ready (every service, worker and the gateway answer /readyz; the gateway alone can be ready while a service
 * is still starting), and gets SIGTERM so it stops them all.
 */
export function launchedProduct(
  env: Record<string, string>,
  command = 'node infra/launcher/start.mjs --no-build',
): PlaywrightTestConfig['webServer'] {
  return {
    command,
    cwd: '..',
    wait: { stdout: /\[launcher\] Ready:/ },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env,
  };
}
