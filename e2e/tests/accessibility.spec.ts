import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { buildAnalysis } from '@uniform/style-engine';

/**
 * axe-core on every route (and the dashboard with a real analysis) at phone and desktop width: zero
 * serious or critical violations of WCAG 2.x A/AA. A screenshot of each route at both widths is
 * attached to the report as an artefact (test-results/e2e).
 */
const ANALYSIS_KEY = 'uniform.analysis.v1';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const ROUTES = [
  '/',
  '/onboarding',
  '/dashboard',
  '/getup',
  '/personality-quiz',
  '/family-manifesto',
  '/meditation',
  '/terms',
  '/privacy',
  '/no-such-page',
];

/** A Deep Winter founder's analysis from the real engine, as the onboarding leaves it in storage. */
const analysis = buildAnalysis({
  whatBuilding: 'A climate-data platform for manufacturers',
  styleFilms: ['understated power'],
  styleMusic: ['minimal and moody'],
  industry: 'Software',
  occupation: 'Founder',
  coreValues: ['Integrity', 'Craftsmanship', 'Growth'],
  environments: ['Investor pitches', 'Conferences'],
  veinColor: 'blue-purple',
  sunReaction: 'burn',
  jewelryPreference: 'silver',
  eyeClarity: 'bright',
  featureContrast: 'high',
  colorPreference: 'bold',
  eyeColor: 'Dark Brown',
  skinTone: 'Deep',
  hairColor: 'Black',
  zipCode: '10001',
  budget: 8000,
});

async function expectNoSeriousViolations(page: Page, context: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious, context).toEqual([]);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violations`, async ({ page }, testInfo) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `${route} at ${size.width} px`);
        await attachScreenshot(page, testInfo, `${route.replace(/\W+/g, '-') || 'home'}-${size.name}.png`);
        expect(errors).toEqual([]);
      });
    }

    test('/dashboard with an analysis has no serious or critical axe violations', async ({
      page,
    }, testInfo) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        ANALYSIS_KEY,
        JSON.stringify(analysis),
      ] as const);
      await page.goto('/dashboard');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `dashboard at ${size.width} px`);
      await attachScreenshot(page, testInfo, `dashboard-analysis-${size.name}.png`);
    });
  });
}

test('the account dialog has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /log ?in/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'account dialog', '[role="dialog"]');
});
