/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page, type TestInfo } from '@playwright/test';
import { paletteFor } from '@uniform/style-engine';
import { saveScreenshot } from '../screenshots';
import {
  answerEveryStepAsArchitect,
  ARCHITECT_BUILDING,
  stepText,
  sumOnScreen,
  toastText,
} from './support/onboarding';
import { budgetTierLabel, pdfFileName, type PdfDocument } from '@uniform/contracts';

/**
 * A new visitor's whole journey through the gateway, the way a user does it: the landing page's call
 * to action, all 15 onboarding steps, every dashboard tab (each checked against the analysis the
 * product stored), Scottie, both PDF downloads and a Getup subscription. Then the same onboarding
 * with the keyboard alone. onboarding.spec.ts and dashboard.spec.ts check the details of each part;
 * this file checks that they hold together for one person.
 */

const ANALYSIS_KEY = 'uniform.analysis.v1';

interface StoredAnalysis {
  styleArchetype: string;
  styleIcon: { name: string };
  colorAnalysis: { season: string; undertone: string; recommendedColors: { name: string }[] };
  regionalStyle: { region: string; insiderBrands: { name: string }[] };
  personalityProfile: { occupation: string; whatBuilding: string; budget?: number };
}

const storedAnalysis = (page: Page) =>
  page.evaluate((key) => {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as StoredAnalysis) : null;
  }, ANALYSIS_KEY);

/** A downloaded file: a real PDF of plausible size, named after the document and the archetype. */
async function expectPdf(
  download: Download,
  document: PdfDocument,
  archetype: string,
  testInfo: TestInfo,
  what: string,
) {
  expect(download.suggestedFilename()).toBe(pdfFileName(document, archetype));
  const bytes = await readFile((await download.path())!);
  testInfo.annotations.push({ type: 'pdf', description: `${what}: ${bytes.length} bytes` });
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-1024).toString('latin1')).toContain('%%EOF');
  expect(bytes.length).toBeGreaterThan(20_000);
  expect(bytes.length).toBeLessThan(20_000_000);
}

const attachTab = (page: Page, testInfo: TestInfo, name: string) =>
  saveScreenshot(page, testInfo, `journey-${name}-1280.png`);

async function openTab(page: Page, name: string, search: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(search ? `\\?tab=${search}$` : '/dashboard$'));
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test.describe('a new visitor at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('When a new visitor goes from the landing page through onboarding to every dashboard tab, Scottie, both PDFs and Getup, then each shows their own analysis', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // ── Landing → the hero's call to action ──
    await page.goto('/');
    await page.getByRole('link', { name: 'Discover Your Uniform' }).first().click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(stepText(page, 1)).toBeVisible();

    // ── Onboarding: a principal architect in Brooklyn, every step answered ──
    await answerEveryStepAsArchitect(page);
    const building = ARCHITECT_BUILDING;

    // ── The dashboard, with the analysis the product stored for this visitor ──
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
    await expect(toastText(page, 'Analysis Complete!')).toBeVisible();
    const analysis = (await storedAnalysis(page))!;
    expect(analysis).not.toBeNull();
    expect(analysis.personalityProfile.whatBuilding).toBe(building);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Style Dashboard' })).toBeVisible();
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText(analysis.styleArchetype, { exact: true })).toBeVisible();

    // Brand summary: this visitor's budget, archetype and icon.
    await openTab(page, 'Brand Summary', '');
    await expect(page.getByText('Based on $6,000 budget')).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(analysis.styleIcon.name).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Market tier' })).toHaveText(budgetTierLabel(6000));
    await attachTab(page, testInfo, 'brand-summary');

    // Download Uniform: the header's PDF.
    const uniform = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Uniform' }).click();
    await expectPdf(await uniform, 'uniform', analysis.styleArchetype, testInfo, 'Download Uniform');
    await expect(page.getByRole('button', { name: 'Download Uniform' })).toBeEnabled();

    // Colour analysis: the stored season and undertone, and the season's own colours.
    await openTab(page, 'Color Analysis', 'color-analysis');
    const { season, undertone, recommendedColors } = analysis.colorAnalysis;
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(season);
    await expect(panel.getByText(`${season} · ${undertone} undertone`)).toBeVisible();
    await expect(panel.getByText(recommendedColors[0]!.name, { exact: true }).first()).toBeVisible();
    await attachTab(page, testInfo, 'color-analysis');

    // Regional brands: the region of ZIP 11201 and its insider brands.
    await openTab(page, 'Regional Brands', 'regional-brands');
    expect(analysis.regionalStyle.region).toMatch(/New York|Brooklyn|NY/);
    await expect(panel.getByText(analysis.regionalStyle.region).first()).toBeVisible();
    await expect(
      panel.getByText(analysis.regionalStyle.insiderBrands[0]!.name, { exact: true }).first(),
    ).toBeVisible();
    await attachTab(page, testInfo, 'regional-brands');

    // Lookbook: starts on the family of the visitor's season, at the tier of their budget.
    await openTab(page, 'Lookbook', 'lookbook');
    const family = paletteFor(season)!.family;
    await expect(panel.getByRole('combobox', { name: 'Season' })).toHaveText(
      family === 'Autumn' ? 'Fall' : family,
    );
    await expect(panel.getByRole('combobox', { name: 'Market tier' })).toHaveText(budgetTierLabel(6000));
    await expect(panel.getByRole('button', { name: 'View details of Investor Pitch Power' })).toBeVisible();
    await attachTab(page, testInfo, 'lookbook');

    // Personal branding: their own career answers, and the brand guide PDF.
    await openTab(page, 'Personal Branding', 'personal-branding');
    const insights = panel.locator('dl');
    await expect(insights.getByText(analysis.personalityProfile.occupation, { exact: true })).toBeVisible();
    await expect(insights.getByText(building, { exact: true })).toBeVisible();
    await expect(insights.getByText('INFJ', { exact: true })).toBeVisible();
    const guide = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download Brand Guide' }).click();
    await expectPdf(await guide, 'brand-guide', analysis.styleArchetype, testInfo, 'Download Brand Guide');
    await attachTab(page, testInfo, 'personal-branding');

    // Social media: premium, so its tab cannot be chosen (spec 2 §2.1).
    const social = page.getByRole('tab', { name: /Social Media/ });
    await expect(social).toBeDisabled();
    await expect(social).toContainText('Premium');
    await social.click({ force: true });
    await expect(page).toHaveURL(/\?tab=personal-branding$/);
    await expect(social).toHaveAttribute('aria-selected', 'false');

    // Getup: subscribe a valid US mobile number; the success toast and the result (pending its YES).
    await openTab(page, 'Getup', 'sms-subscription');
    const phone = panel.getByLabel('Mobile phone number');
    await phone.pressSequentially(`41555501${String(Math.floor(Math.random() * 90) + 10)}`);
    await expect(phone).toHaveValue(/^\(415\) 555-01\d\d$/);
    await attachTab(page, testInfo, 'getup');
    await panel.getByRole('button', { name: 'Start My Daily Getup' }).click();
    await expect(toastText(page, 'Success!')).toBeVisible();
    await expect(panel.getByRole('status', { name: 'Getup subscription result' })).toContainText(
      'reply YES to start your 7 AM Getup',
    );

    // Chat with Scottie: a question about colour, answered from this analysis, streamed.
    await openTab(page, 'Chat with Scottie', 'chat-stylist');
    const chat = page.getByTestId('chat-stylist');
    const streamed = page.waitForResponse((res) => res.url().endsWith('/api/chat-stylist'));
    await chat.getByRole('textbox').fill('Which colours suit me best?');
    await chat.getByRole('button', { name: 'Send message to Scottie' }).click();
    expect((await streamed).headers()['content-type']).toMatch(/^text\/event-stream/);
    const answer = chat.getByRole('log').locator('p[data-role]').nth(2);
    await expect(answer).toContainText(`You are a ${season} with a ${undertone.toLowerCase()} undertone`);
    await expect(chat.getByRole('textbox')).toBeEnabled();
    await attachTab(page, testInfo, 'chat-stylist');

    // A link straight to the premium tab shows the upgrade teaser, its button disabled.
    await page.goto('/dashboard?tab=social-media');
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeDisabled();
    await attachTab(page, testInfo, 'social-media');

    expect(pageErrors).toEqual([]);
  });
});

// ── Keyboard only ────────────────────────────────────────────────────────────────────────────────

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus: a control that never gets it is a defect. */
async function tabTo(page: Page, target: Locator, what: string, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `${what} is reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Tabs into a radio group, then arrows to `option` (arrows check as they move); Space if needed. */
async function chooseRadio(page: Page, group: Locator, option: string, max = 12) {
  const radio = group.getByRole('radio', { name: option, exact: true });
  for (let i = 0; i < 40; i += 1) {
    if (await group.evaluate((el) => el.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < max && !(await isFocused(radio)); i += 1) await page.keyboard.press('ArrowDown');
  await expect(radio, `${option} is reachable with the arrow keys`).toBeFocused();
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

async function toggleCheckbox(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name, exact: true });
  await tabTo(page, box, `the ${name} checkbox`);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Continue (or Complete Analysis) by keyboard: Tab to it, then Enter. */
async function submitStep(page: Page, next: number | 'done') {
  const name = next === 'done' ? 'Complete Analysis' : 'Continue';
  await tabTo(page, page.getByRole('button', { name }), name);
  await page.keyboard.press('Enter');
  if (next !== 'done') {
    await expect(stepText(page, next)).toBeVisible();
    // The new step's heading takes focus, so the next Tab starts at its first control.
    await expect(page.locator('form h2')).toBeFocused();
  }
}

test('When a visitor completes all 15 onboarding steps with the keyboard alone, then the analysis is stored and the dashboard opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/onboarding');
  await expect(stepText(page, 1)).toBeVisible();

  // 1: Tab to the sum, type it, Enter submits.
  await tabTo(page, page.getByLabel(/^What is/), 'the human check');
  await page.keyboard.type(String(await sumOnScreen(page)));
  await page.keyboard.press('Enter');
  await expect(stepText(page, 2)).toBeVisible();
  await expect(page.locator('form h2')).toBeFocused();

  // 2
  await tabTo(page, page.getByLabel('What are you building?'), 'the building field');
  await page.keyboard.type('A logistics startup that makes freight carbon-neutral');
  await submitStep(page, 3);

  // 3: Space on the cards.
  for (const card of ['Understated power', 'Stoic and strong', 'Minimal and moody']) {
    await toggleCheckbox(page, card);
  }
  await submitStep(page, 4);

  // 4: the brand card with the arrow keys (→ like, ← dislike, ↓ not sure).
  await tabTo(page, page.getByRole('group', { name: /, (Foundation|Athletic)$/ }), 'the brand card');
  for (let i = 0; i < 20; i += 1) await page.keyboard.press(['ArrowRight', 'ArrowLeft', 'ArrowDown'][i % 3]!);
  await expect(page.getByText('All done!')).toBeVisible();
  // The card is gone; focus moves to the "All done!" message, not back to the page.
  await expect(page.getByRole('status').filter({ hasText: 'All done!' })).toBeFocused();
  await submitStep(page, 5);

  // 5
  await tabTo(page, page.getByLabel('Industry'), 'Industry');
  await page.keyboard.type('Logistics');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Occupation')).toBeFocused();
  await page.keyboard.type('Co-founder & COO');
  await page.keyboard.press('Enter');
  await expect(stepText(page, 6)).toBeVisible();

  // 6: radio groups with the arrows, the slider with the arrows.
  await chooseRadio(page, page.getByRole('group', { name: 'Age bracket' }), '25-34');
  await chooseRadio(page, page.getByRole('group', { name: 'Gender identity' }), 'Male');
  await tabTo(page, page.getByLabel('Gender expression'), 'the gender expression slider');
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Gender expression')).toHaveValue('70');
  await submitStep(page, 7);

  // 7
  for (const value of ['Integrity', 'Excellence', 'Growth']) await toggleCheckbox(page, value);
  await submitStep(page, 8);

  // 8: a suggestion, and a typed event added with Enter.
  await toggleCheckbox(page, 'Investor pitches');
  await tabTo(page, page.getByLabel('Add your own event'), 'Add your own event');
  await page.keyboard.type('Warehouse walk-throughs');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Warehouse walk-throughs' })).toBeChecked();
  await expect(stepText(page, 8)).toBeVisible();
  await submitStep(page, 9);

  // 9: Home/End and the arrows on a slider.
  await tabTo(page, page.getByLabel('Direct or gentle?'), 'the direct or gentle slider');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Direct or gentle?')).toHaveValue('1');
  await submitStep(page, 10);

  // 10: four radio groups (Male at 70 is offered the masculine attention areas).
  await chooseRadio(page, page.getByRole('group', { name: 'Body shape' }), 'Inverted Triangle');
  await chooseRadio(page, page.getByRole('group', { name: 'Height' }), 'Average');
  await chooseRadio(page, page.getByRole('group', { name: 'Fit preference' }), 'Tailored & defined');
  await chooseRadio(
    page,
    page.getByRole('group', { name: 'Where do you like to draw attention?' }),
    'Chest/shoulders',
  );
  await submitStep(page, 11);

  // 11: a typed Myers-Briggs type, the Enneagram quiz by keyboard, and the zodiac select.
  await tabTo(page, page.getByLabel('Myers-Briggs type (optional)'), 'Myers-Briggs');
  await page.keyboard.type('estj');
  await expect(page.getByLabel('Myers-Briggs type (optional)')).toHaveValue('ESTJ');
  const quizButton = page.getByRole('button', { name: 'Take the 9-question Enneagram quiz' });
  await tabTo(page, quizButton, 'the Enneagram quiz button');
  await page.keyboard.press('Enter');
  const quiz = page.getByRole('region', { name: 'Enneagram quiz' });
  const questions = quiz.locator('fieldset');
  await expect(questions).toHaveCount(9);
  for (let q = 0; q < 9; q += 1) {
    const first = questions.nth(q).getByRole('radio').first();
    await tabTo(page, first, `the first answer of question ${q + 1}`);
    await page.keyboard.press('Space');
    if (q < 8) await expect(first).toBeChecked();
  }
  await expect(page.getByText(/^Your Enneagram result: Type \d, /)).toBeVisible();
  await expect(page.getByLabel('Enneagram type (optional)')).toHaveValue(/^[1-9]$/);
  // The quiz is gone; focus goes to the field it filled in, not back to the page.
  await expect(page.getByLabel('Enneagram type (optional)')).toBeFocused();
  const zodiac = page.getByRole('combobox', { name: 'Zodiac sign (optional)' });
  await tabTo(page, zodiac, 'the zodiac select');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Cap');
  // Typeahead moves the highlight as the letters arrive; Enter picks whatever is highlighted then.
  await expect(page.getByRole('option', { name: 'Capricorn' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(zodiac).toHaveText('Capricorn');
  await expect(zodiac).toBeFocused();
  await submitStep(page, 12);

  // 12: six radio groups.
  for (const [legend, option] of [
    ['What color are the veins on your inner wrist in daylight?', 'Green'],
    ['How does your skin react to the sun?', 'I tan easily'],
    ['Which metal flatters your skin?', 'Gold'],
    ['How would you describe your eyes?', 'Bright and clear'],
    ['How much contrast is there between your hair, skin and eyes?', 'High: they stand apart sharply'],
    ['Which colors do you feel best in?', 'Bold and saturated'],
  ] as const) {
    await chooseRadio(page, page.getByRole('group', { name: legend }), option);
  }
  await submitStep(page, 13);

  // 13
  await chooseRadio(page, page.getByRole('group', { name: 'Eye color' }), 'Dark Brown');
  await chooseRadio(page, page.getByRole('group', { name: 'Skin tone' }), 'Medium');
  await toggleCheckbox(page, 'Black');
  await submitStep(page, 14);

  // 14: type, Enter.
  await tabTo(page, page.getByLabel('ZIP code'), 'ZIP code');
  await page.keyboard.type('60607');
  await page.keyboard.press('Enter');
  await expect(stepText(page, 15)).toBeVisible();

  // 15: the budget slider with the arrows, the optional text, then Complete Analysis.
  const budget = page.getByLabel('Budget for your uniform');
  await tabTo(page, budget, 'the budget slider');
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
  await expect(budget).toHaveValue('3000');
  await expect(page.getByText('$3,000 · Mid-Market')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('How do you dress today? (optional)')).toBeFocused();
  await page.keyboard.type('Fleece vests and chinos, every day.');
  await submitStep(page, 'done');

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await expect(toastText(page, 'Analysis Complete!')).toBeVisible();
  const analysis = await storedAnalysis(page);
  expect(analysis).toEqual(
    expect.objectContaining({
      styleArchetype: expect.any(String),
      personalityProfile: expect.objectContaining({
        whatBuilding: 'A logistics startup that makes freight carbon-neutral',
        occupation: 'Co-founder & COO',
        myersBriggs: 'ESTJ',
        zipCode: '60607',
        budget: 3000,
      }),
    }),
  );
});
