import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { buildAnswersFixture, FRONTEND_ROUTES, operationById } from '@uniform/contracts';
import { buildAnalysis, lookbookLooks } from '@uniform/style-engine';
import { saveScreenshot } from '../screenshots';

/**
 * Every route, and every dashboard tab and hidden panel (with a real analysis), at a small phone, a
 * phone and a desktop width: the page is never wider than the screen (a sideways scroll on a phone),
 * and at the phone and desktop widths axe-core finds zero serious or critical violations of WCAG 2.x
 * A/AA. A screenshot of each page at each width is kept as an artefact
 * (test-results/e2e/<test>/<page>-<width>.png).
 */
const ANALYSIS_KEY = 'uniform.analysis.v1';
const WIDTHS = [
  { name: 'small-phone', width: 360, height: 740, axe: false },
  { name: 'phone', width: 390, height: 844, axe: true },
  { name: 'desktop', width: 1280, height: 900, axe: true },
] as const;
type Width = (typeof WIDTHS)[number];
/** Every route of the app, and one that is not (the 'Page Not Found' screen). */
const ROUTES = [...FRONTEND_ROUTES, '/no-such-page'];

/**
 * The dashboard's tabs in the order of its tab list, each with a heading only its own panel shows
 * (for Personal Branding one that appears once the brand has loaded, not the loading skeleton).
 * Premium (Social Media) cannot be clicked: a link straight to it shows the upgrade teaser.
 */
const DASHBOARD_TABS = [
  { tab: 'brand-summary', label: 'Brand Summary', heading: 'Your Brand Colors' },
  { tab: 'color-analysis', label: 'Color Analysis', heading: 'Color Analysis' },
  { tab: 'regional-brands', label: 'Regional Brands', heading: 'Regional Style Context' },
  { tab: 'lookbook', label: 'Lookbook', heading: 'Core Uniform Pieces' },
  { tab: 'personal-branding', label: 'Personal Branding', heading: 'Style Strategy' },
  { tab: 'social-media', label: 'Social Media', heading: 'Social media styling', premium: true },
  { tab: 'sms-subscription', label: 'Getup', heading: 'Getup' },
  { tab: 'chat-stylist', label: 'Chat with Scottie', heading: 'Chat with Scottie' },
] as const;
/** Panels with no tab of their own, reached by link (`?tab=`) from the other tabs. */
const HIDDEN_PANELS = [
  { tab: 'capsule-wardrobe', heading: 'Capsule Wardrobe' },
  { tab: 'event-looks', heading: 'Event Looks' },
  { tab: 'evolution', heading: 'Style Evolution' },
] as const;

/** A Deep Winter founder's analysis from the real engine, as the onboarding leaves it in storage. */
const analysis = buildAnalysis(
  buildAnswersFixture({ eyeColor: 'Dark Brown', skinTone: 'Deep', zipCode: '10001', budget: 8000 }),
);

const withStoredAnalysis = (page: Page) =>
  page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    ANALYSIS_KEY,
    JSON.stringify(analysis),
  ] as const);

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
  expect.soft(serious, context).toEqual([]);
}

/**
 * Nothing makes the page wider than the screen: on a phone that is a sideways scroll. Like the axe
 * check, a soft assertion: one broken tab does not hide the state of the tabs after it.
 */
async function expectNoSidewaysScroll(page: Page, context: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${context} is wider than the screen by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * The page as the user ends up seeing it: web fonts and images loaded (either can widen a line or a
 * card), then no sideways scroll, axe where the width asks for it, and the screenshot.
 */
async function checkPage(
  page: Page,
  testInfo: TestInfo,
  size: Width,
  context: string,
  screenshot: string,
): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)), {
      message: `${context}: images load`,
    })
    .toBe(true);
  await expectNoSidewaysScroll(page, context);
  if (size.axe) await expectNoSeriousViolations(page, context);
  await saveScreenshot(page, testInfo, `${screenshot}-${size.name}.png`);
}

for (const size of WIDTHS) {
  const checks = size.axe ? 'no serious or critical axe violations and no' : 'no';
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const route of ROUTES) {
      test(`${route} has ${checks} sideways scroll`, async ({ page }, testInfo) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await checkPage(
          page,
          testInfo,
          size,
          `${route} at ${size.width} px`,
          route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home',
        );
        expect(errors).toEqual([]);
      });
    }

    test(`the signed-in account page has ${checks} sideways scroll`, async ({ page }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Signed out, /account is only its sign-in prompt (checked with the routes above): sign up first.
      const signUp = await page.request.post(operationById('signUp').path, {
        data: {
          email: `a11y-account-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
          password: 'tailored-navy-blazer',
          firstName: 'Grace',
          dataRetentionConsent: true,
        },
      });
      expect(signUp.status(), await signUp.text()).toBe(201);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkPage(
        page,
        testInfo,
        size,
        `the signed-in /account at ${size.width} px`,
        'account-signed-in',
      );
      expect(errors).toEqual([]);
    });

    test(`every dashboard tab and hidden panel with an analysis has ${checks} sideways scroll`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await withStoredAnalysis(page);
      await page.goto('/dashboard');
      const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
      const tabs = tablist.getByRole('tab');
      // The list above is the whole tab list: a tab added to the dashboard fails here until it is checked.
      await expect(tabs).toHaveText(DASHBOARD_TABS.map(({ label }) => new RegExp(`^${label}`)));
      const panel = page.getByRole('tabpanel');

      for (const entry of DASHBOARD_TABS) {
        const context = `the ${entry.label} tab at ${size.width} px`;
        const trigger = tabs.filter({ hasText: new RegExp(`^${entry.label}`) });
        if ('premium' in entry) {
          await expect(trigger, `${context} cannot be clicked`).toBeDisabled();
          await page.goto(`/dashboard?tab=${entry.tab}`);
          await expect(
            panel.getByRole('button', { name: 'Upgrade to Premium' }),
            `${context}: a link to it shows the teaser, with nothing to buy yet`,
          ).toBeDisabled();
        } else if (entry.tab === 'brand-summary') {
          await expect(page, `${context} is the default`).toHaveURL(/\/dashboard$/);
        } else {
          await trigger.click();
          await expect(page).toHaveURL(new RegExp(`\\?tab=${entry.tab}$`));
        }
        await expect(trigger, `${context} is the selected tab`).toHaveAttribute('aria-selected', 'true');
        await expect(panel.getByRole('heading', { name: entry.heading, exact: true })).toBeVisible();
        await checkPage(page, testInfo, size, context, `dashboard-${entry.tab}`);
      }

      for (const entry of HIDDEN_PANELS) {
        const context = `the ${entry.heading} panel at ${size.width} px`;
        await page.goto(`/dashboard?tab=${entry.tab}`);
        await expect(panel.getByRole('heading', { name: entry.heading, exact: true })).toBeVisible();
        await expect(
          tablist.getByRole('tab', { selected: true }),
          `${context}: no tab is selected`,
        ).toHaveCount(0);
        await checkPage(page, testInfo, size, context, `dashboard-${entry.tab}`);
      }
      expect(errors).toEqual([]);
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

// ── Dialogs: axe on each, focus trapped inside, Escape closes and gives focus back to the opener ──

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus is inside the dialog and stays there over a full round of Tab and a few Shift+Tab. */
async function expectFocusTrapped(page: Page, dialog: Locator, context: string): Promise<void> {
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(inside, { message: `${context}: focus moves into the dialog` }).toBe(true);
  const stops = await dialog.evaluate((el, selector) => el.querySelectorAll(selector).length, TABBABLE);
  for (let i = 1; i <= stops + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), `${context}: Tab ${i} of ${stops + 2} stays in the dialog`).toBe(true);
  }
  for (let i = 1; i <= 3; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `${context}: Shift+Tab ${i} stays in the dialog`).toBe(true);
  }
}

/**
 * Opens the dialog from `opener` with the keyboard, runs axe on it, checks the focus trap, then
 * Escape: the dialog closes and focus is back on the opener.
 */
async function checkDialog(
  page: Page,
  opener: Locator,
  dialog: Locator,
  context: string,
  whileOpen?: () => Promise<void>,
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog, `${context} opens`).toBeVisible();
  await expectNoSeriousViolations(page, context, '[role="dialog"]');
  await expectFocusTrapped(page, dialog, context);
  if (whileOpen) await whileOpen();
  await page.keyboard.press('Escape');
  await expect(dialog, `${context}: Escape closes it`).toBeHidden();
  await expect(opener, `${context}: focus returns to the opener`).toBeFocused();
}

for (const size of WIDTHS.filter(({ axe }) => axe)) {
  test(`every dashboard dialog at ${size.width} px passes axe, traps focus and closes on Escape back to its opener`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await withStoredAnalysis(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Style Dashboard' })).toBeVisible();

    // Brand summary: the 12 pieces (a piece's details are rows in this dialog, not a dialog of their own).
    const pieces = page.getByRole('dialog', { name: '12 Uniform Pieces' });
    await checkDialog(
      page,
      page.getByRole('button', { name: 'View all 12 pieces' }),
      pieces,
      '12 Uniform Pieces',
      async () => {
        await expect(pieces.getByRole('listitem')).toHaveCount(12);
        await saveScreenshot(page, testInfo, `dialog-uniform-pieces-${size.name}.png`);
      },
    );

    // Every upcoming event's View Outfit dialog.
    const outfits = page.getByRole('button', { name: /^View Outfit for / });
    const events = await outfits.count();
    expect(events).toBeGreaterThan(0);
    for (let i = 0; i < events; i += 1) {
      const title = ((await outfits.nth(i).getAttribute('aria-label')) ?? '').replace(
        /^View Outfit for /,
        '',
      );
      await checkDialog(
        page,
        outfits.nth(i),
        page.getByRole('dialog', { name: `${title} outfit` }),
        `${title} outfit`,
      );
    }

    // "View All Recommendations" switches tab (no dialog); the lookbook's look dialogs (one per
    // occasion the visitor dresses for: here a pitch and a conference look).
    await page.getByRole('tab', { name: 'Lookbook', exact: true }).click();
    for (const look of lookbookLooks(analysis).map((card) => card.name)) {
      const dialog = page.getByRole('dialog', { name: look });
      await checkDialog(
        page,
        page.getByRole('button', { name: `View details of ${look}` }),
        dialog,
        look,
        async () => {
          if (look === 'Investor Pitch Power')
            await saveScreenshot(page, testInfo, `dialog-look-${size.name}.png`);
        },
      );
    }
  });
}

test('the Getup subscribe dialog passes axe (also with its inline error), traps focus and closes on Escape', async ({
  page,
}, testInfo) => {
  await withStoredAnalysis(page);
  await page.goto('/getup');
  const dialog = page.getByRole('dialog', { name: 'Start Your Daily Getup' });
  const opener = page.getByRole('button', { name: 'Start Your Daily Getup' }).first();
  await checkDialog(page, opener, dialog, 'Getup subscribe dialog', async () => {
    await dialog.getByRole('button', { name: 'Start My Daily Getup' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByLabel('Mobile phone number')).toBeFocused();
    await expectNoSeriousViolations(page, 'Getup subscribe dialog with its error', '[role="dialog"]');
    await saveScreenshot(page, testInfo, 'dialog-getup.png');
  });
});

test('the account dialog traps focus and closes on Escape back to its opener', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: /log ?in/i }).first();
  await checkDialog(page, opener, page.getByRole('dialog'), 'account dialog');
});

test('the family manifesto "Start over?" dialog passes axe, traps focus and closes on Escape', async ({
  page,
}) => {
  await page.goto('/family-manifesto');
  await page.getByRole('button', { name: 'Start Your Manifesto' }).click();
  const opener = page.getByRole('button', { name: 'Start over' });
  await expect(opener).toBeEnabled({ timeout: 20_000 });
  await checkDialog(page, opener, page.getByRole('dialog', { name: 'Start over?' }), 'Start over? dialog');
});

test('the personality quiz Notice dialog passes axe, traps focus and closes on Escape', async ({ page }) => {
  await page.route('**/api/personality-reading', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"down","code":"UPSTREAM_UNAVAILABLE"}',
    }),
  );
  await page.goto('/personality-quiz');
  await page.getByLabel('Your birthday').fill('1988-04-21');
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let id = 1; id <= 15; id += 1) await page.locator(`label[for="statement-${id}-3"]`).click();
  await page.getByRole('button', { name: 'See My Results' }).click();
  // Opened by the failed request, not by a trigger: focus goes back to the button that asked.
  const opener = page.getByRole('button', { name: 'Get My Reading' });
  await checkDialog(page, opener, page.getByRole('dialog', { name: 'Notice' }), 'Notice dialog');
});

test('the "Analyzing Your Style" alert dialog passes axe and holds focus while the analysis runs', async ({
  page,
}) => {
  await page.goto('/onboarding');
  const [a, b] = ((await page.getByText(/^What is \d+ \+ \d+\?$/).textContent()) ?? '')
    .match(/\d+/g)!
    .map(Number);
  await page.getByLabel(/^What is/).fill(String(a! + b!));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('checkbox', { name: 'Understated power' }).check();
  await page.getByRole('checkbox', { name: 'Minimal and moody' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let step = 4; step <= 14; step += 1) {
    await expect(page.getByText(`Step ${step} of 15`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/analyze-style', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Complete Analysis' }).focus();
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('alertdialog', { name: 'Analyzing Your Style' });
  await expect(overlay).toBeVisible();
  await expectNoSeriousViolations(page, 'analyzing overlay', '[role="alertdialog"]');
  // Nothing behind it can be reached: not by the mouse, and not by Tab.
  await expectFocusTrapped(page, overlay, 'analyzing overlay');
  release();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
});
