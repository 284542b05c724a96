import type { Page, TestInfo } from '@playwright/test';

/**
 * A full-page screenshot kept as a test artefact in the test's own folder under test-results/e2e,
 * whether the test passes or fails.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
}
