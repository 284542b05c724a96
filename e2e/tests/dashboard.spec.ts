/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { buildAnswersFixture, type Analysis } from '@uniform/contracts';
import { lookbookCorePieces, lookbookLooks, lookbookSeason, lookTotal } from '@uniform/style-engine';

/**
 * The dashboard in a real browser against the real product: the analysis comes from the analysis
 * service exactly as the last onboarding step asks for it and is stored where onboarding stores it;
 * then every tab, every dialog, the season and tier selects (prices from the analysis' own 12 pieces) and an
 * edited brand field that survives a reload.
 */

const ANALYSIS_KEY = 'uniform.analysis.v1';
/** The header's "who is signed in" queries, which answer 401 to a visitor by design. */
const SIGNED_OUT_401 = ['/api/auth/user', '/api/simple-auth/user'];

/** A founder's full answers (all 15 steps), budget 3,000: the mid-market tier. */
const ANSWERS = buildAnswersFixture();

interface StoredAnalysis {
  styleArchetype: string;
  colorAnalysis: { season: string };
  uniformPieces: { prices: Record<'entry' | 'mid' | 'luxury', number> }[];
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const toastText = (page: Page, text: string) => page.locator('li').filter({ hasText: text });

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTab(page: Page, name: string, search: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=${search}$`));
}

test('When a visitor with a completed onboarding uses the dashboard, then every tab and dialog works, prices follow the one price table and an edited brand field survives a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  const failedCalls: string[] = [];
  page.on('console', (message) => {
    // The browser's own network lines are checked through the responses below instead.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      consoleErrors.push(message.text());
    }
  });
  page.on('response', (response) => {
    // Every call but the signed-out "who is signed in" checks must succeed.
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !SIGNED_OUT_401.includes(pathname)) {
      failedCalls.push(`${response.status()} ${pathname}`);
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // Onboarding's last step: the analysis from the service, stored in this browser.
  const res = await page.request.post('/api/analyze-style', { data: ANSWERS });
  expect(res.status()).toBe(200);
  const analysis = (await res.json()) as StoredAnalysis;
  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    ANALYSIS_KEY,
    JSON.stringify(analysis),
  ] as const);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Dashboard' })).toBeVisible();
  await expect(page.getByText(analysis.styleArchetype).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Brand Summary' })).toHaveAttribute('aria-selected', 'true');

  // ── Brand summary: investment by tier, the 12 pieces, events ──
  const total = (tier: 'entry' | 'mid' | 'luxury') =>
    usd(analysis.uniformPieces.reduce((sum, piece) => sum + piece.prices[tier], 0));
  await expect(page.getByText('Based on $3,000 budget')).toBeVisible();
  const investmentTier = page.getByRole('combobox', { name: 'Market tier' });
  await expect(investmentTier).toHaveText(/Mid-Market/);
  const investment = page.getByTestId('investment-total');
  await expect(investment).toHaveText(total('mid'));
  await choose(page, investmentTier, 'Luxury');
  await expect(investment).toHaveText(total('luxury'));
  await choose(page, investmentTier, 'Entry Level');
  await expect(investment).toHaveText(total('entry'));

  await page.getByRole('button', { name: 'View all 12 pieces' }).click();
  const pieces = page.getByRole('dialog', { name: '12 Uniform Pieces' });
  await expect(pieces.getByRole('listitem')).toHaveCount(12);
  const firstPiece = pieces.getByRole('listitem').first(); // the blazer: 95 / 295 / 650
  await expect(firstPiece.getByText('$95', { exact: true })).toBeVisible();
  await expect(firstPiece.getByText('Entry Level', { exact: true })).toBeVisible();
  await firstPiece
    .getByLabel('Replace with your own item (link)')
    .fill('https://shop.example.com/products/navy-wool-blazer');
  await firstPiece.getByRole('button', { name: /^Save your item for / }).click();
  await expect(firstPiece.getByText('Navy Wool Blazer', { exact: true })).toBeVisible();
  // The analysis service's guidance on the item arrives under it.
  await expect(firstPiece.getByText(/^Navy Wool Blazer as your /)).toBeVisible({ timeout: 20_000 });
  await expect(firstPiece.getByRole('link', { name: 'View Item: Navy Wool Blazer' })).toBeVisible();
  await firstPiece.getByRole('button', { name: /^Remove your item for / }).click();
  await expect(firstPiece.getByText(/Navy Wool Blazer/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(pieces).toBeHidden();

  const outfitButtons = page.getByRole('button', { name: /^View Outfit for / });
  const eventCount = await outfitButtons.count();
  expect(eventCount).toBeGreaterThan(0);
  expect(eventCount).toBeLessThanOrEqual(3);
  for (let i = 0; i < eventCount; i += 1) {
    await outfitButtons.nth(i).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Style notes')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('button', { name: 'View All Recommendations' }).click();
  await expect(page).toHaveURL(/\?tab=regional-brands$/);
  await expect(page.getByRole('heading', { name: 'Regional Style Context' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Recommended Brands' })).toBeVisible();

  // ── Colour analysis: own season first, another season's palette, copy a hex ──
  await openTab(page, 'Color Analysis', 'color-analysis');
  const season = page.getByRole('combobox', { name: 'Season' });
  await expect(season).toHaveText(new RegExp(analysis.colorAnalysis.season));
  await page.getByText('How seasonal color analysis works').click();
  await expect(page.getByText(/Seasonal color analysis sorts coloring/)).toBeVisible();
  const other = analysis.colorAnalysis.season === 'Soft Autumn' ? 'Light Spring' : 'Soft Autumn';
  await choose(page, season, other);
  await expect(page.getByRole('heading', { name: `${other} palette` })).toBeVisible();
  await page
    .getByRole('button', { name: /^Copy #/ })
    .first()
    .click();
  await expect(toastText(page, 'Copied!')).toBeVisible();

  // ── Lookbook: seven of the visitor's own pieces at their 12-piece prices, one total per look ──
  await openTab(page, 'Lookbook', 'lookbook');
  const lookbookTier = page.getByRole('combobox', { name: 'Market tier' });
  const lookbookTotal = page.getByTestId('lookbook-total');
  const own = analysis as unknown as Analysis;
  const core = lookbookCorePieces(own, lookbookSeason(own));
  const looks = lookbookLooks(own);
  // Investor pitches, conferences and video calls: a pitch and a conference look, no networking one.
  expect(looks.map((look) => look.name)).toEqual(['Investor Pitch Power', 'Industry Authority']);
  await expect(lookbookTier).toHaveText(/Entry Level/); // the page's tier moved with the investment card
  for (const tier of ['entry', 'mid', 'luxury'] as const) {
    if (tier !== 'entry') await choose(page, lookbookTier, tier === 'mid' ? 'Mid-Market' : 'Luxury');
    await expect(lookbookTotal).toHaveText(usd(lookTotal(core, tier)));
    for (const look of looks) {
      await expect(page.getByTestId(`look-total-${look.key}`)).toHaveText(usd(lookTotal(look.items, tier)));
    }
  }
  const coat = core.find((item) => item.id === 'overcoat')!;
  await expect(page.getByLabel(`Item link for ${coat.name}`)).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Season' }), 'Summer');
  await expect(page.getByLabel(`Item link for ${coat.name}`)).toHaveCount(0); // no coat in summer
  await expect(page.getByLabel(/^Item link for /)).toHaveCount(7);
  await expect(page.getByRole('button', { name: /^View details of / })).toHaveCount(looks.length);

  for (const look of looks) {
    await page.getByRole('button', { name: `View details of ${look.name}` }).click();
    const dialog = page.getByRole('dialog', { name: look.name });
    const dialogTotal = dialog.getByTestId('look-dialog-total');
    // The card's tier (Luxury) and the dialog's agree on one total.
    await expect(dialogTotal).toHaveText(usd(lookTotal(look.items, 'luxury')));
    await choose(page, dialog.getByRole('combobox', { name: 'Price tier' }), 'Budget');
    await expect(dialogTotal).toHaveText(usd(lookTotal(look.items, 'entry')));
    await choose(page, dialog.getByRole('combobox', { name: 'Price tier' }), 'Mid');
    await expect(dialogTotal).toHaveText(usd(lookTotal(look.items, 'mid')));
    await dialog.getByRole('button', { name: 'Save Look' }).click();
    // Exact: the dialog's "Remove … from saved looks" button also has "saved" in its name.
    await expect(dialog.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Shop This Look' })).toBeVisible();
    // Escape would first close the newer "Look saved" toast; the dialog's own Close button closes it.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const savedLooks = page.getByRole('region', { name: 'Saved looks' });
    await expect(savedLooks.getByRole('heading', { name: look.name })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Formal' }).click();
  await expect(page.getByText(/Looks filtered by occasion are coming soon/)).toBeVisible();
  await page.getByRole('button', { name: 'Try Getup' }).click();
  await expect(page).toHaveURL(/\?tab=sms-subscription$/);
  await expect(page.getByRole('tab', { name: 'Getup' })).toHaveAttribute('aria-selected', 'true');

  // ── Chat with Scottie, social media (premium) ──
  await openTab(page, 'Chat with Scottie', 'chat-stylist');
  await expect(page.getByRole('heading', { name: 'Chat with Scottie', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Social Media/ })).toBeDisabled();

  // ── Personal branding: edit, save, reload ──
  await openTab(page, 'Personal Branding', 'personal-branding');
  await expect(page.getByRole('heading', { name: 'Chat with Cas', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Brand statement' }).click({ timeout: 30_000 });
  const statement = `I make cloud costs legible, and I dress the same way (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Brand statement', exact: true }).fill(statement);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(statement)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Brand statement', exact: true })).toHaveCount(0);
  // The community section settles: its list, or the spec's sentence when the service has none.
  await expect(page.getByRole('status', { name: 'Loading community recommendations' })).toHaveCount(0, {
    timeout: 30_000,
  });

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Personal Branding' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(statement)).toBeVisible({ timeout: 30_000 });

  expect(consoleErrors).toEqual([]);
  expect(failedCalls).toEqual([]);
});
