/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { continueButton, stepText, sumOnScreen, toastText } from './support/onboarding';

const ANALYSIS_KEY = 'uniform.analysis.v1';
const DRAFT_KEY = 'uniform.onboarding-draft.v1';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => {
    const text = window.localStorage.getItem(k);
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }, key);

/** Step 1: reads the sum off the screen and answers it (wrong first when asked to). */
async function solveHumanCheck(page: Page, { wrongFirst = false } = {}) {
  const sum = await sumOnScreen(page);
  const input = page.getByLabel(/^What is/);
  if (wrongFirst) {
    await input.fill(String(sum + 1));
    await continueButton(page).click();
    await expect(page.getByText('Incorrect answer. Please try again.')).toBeVisible();
    await expect(stepText(page, 1)).toBeVisible();
  }
  await input.fill(String(sum));
  await continueButton(page).click();
  await expect(stepText(page, 2)).toBeVisible();
}

test('When a new visitor answers all 15 steps, then the analysis is stored and the dashboard opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Your Style Profile' })).toBeVisible();
  await expect(stepText(page, 1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);

  // 1: a wrong sum first, then the right one.
  await solveHumanCheck(page, { wrongFirst: true });
  await expect(page.getByRole('heading', { level: 2, name: 'What are you building?' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();

  // 2: too short first.
  const building = page.getByLabel('What are you building?');
  await building.fill('An app');
  await continueButton(page).click();
  await expect(page.getByText("Please provide more detail about what you're building")).toBeVisible();
  await building.fill('A climate fintech that gives smallholder farmers fair credit');
  await continueButton(page).click();

  // 3: three films (then the other cards are disabled) and one music style.
  await expect(stepText(page, 3)).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText('Please select at least 1 film')).toBeVisible();
  for (const film of ['Understated power', 'Stoic and strong', 'Elegant and classic']) {
    await page.getByRole('checkbox', { name: film }).check();
  }
  await expect(page.getByRole('checkbox', { name: 'Edgy and modern' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Minimal and moody' }).check();
  await continueButton(page).click();

  // 4: the brand swipe, with the buttons and the keyboard.
  await expect(stepText(page, 4)).toBeVisible();
  await expect(page.getByText('1 of 20', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  const card = page.getByRole('group', { name: /, (Foundation|Athletic)$/ });
  await card.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('4 of 20', { exact: true })).toBeVisible();
  for (let i = 4; i <= 20; i += 1) await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByText('All done!')).toBeVisible();
  await continueButton(page).click();

  // 5
  await page.getByLabel('Industry').fill('Finance');
  await page.getByLabel('Occupation').fill('Founder & CEO');
  await continueButton(page).click();

  // A reload keeps the answers in progress.
  await expect(stepText(page, 6)).toBeVisible();
  await page.reload();
  await expect(stepText(page, 6)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Occupation')).toHaveValue('Founder & CEO');
  await continueButton(page).click();

  // 6
  await expect(stepText(page, 6)).toBeVisible();
  await page.getByRole('radio', { name: '35-44' }).check();
  await page.getByRole('radio', { name: 'Nonbinary' }).check();
  await page.getByLabel('Gender expression').fill('70');
  await expect(page.getByText('40% masculine')).toBeVisible();
  await continueButton(page).click();

  // 7
  await expect(stepText(page, 7)).toBeVisible();
  for (const value of ['Integrity', 'Curiosity', 'Craftsmanship']) {
    await page.getByRole('checkbox', { name: value }).check();
  }
  await continueButton(page).click();

  // 8: the founder's suggestions are offered; one custom event.
  await expect(stepText(page, 8)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Board meetings' }).check();
  await page.getByRole('checkbox', { name: 'Investor pitches' }).check();
  await page.getByLabel('Add your own event').fill('Demo days');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('checkbox', { name: 'Demo days' })).toBeChecked();
  await continueButton(page).click();

  // 9
  await expect(stepText(page, 9)).toBeVisible();
  await page.getByLabel('Direct or gentle?').fill('20');
  await expect(page.getByText('Very direct')).toBeVisible();
  await continueButton(page).click();

  // 10: Nonbinary at 70 is offered the masculine attention areas.
  await expect(stepText(page, 10)).toBeVisible();
  await page.getByRole('radio', { name: 'Rectangle' }).check();
  await page.getByRole('radio', { name: 'Average' }).check();
  await page.getByRole('radio', { name: 'Tailored & defined' }).check();
  await page.getByRole('radio', { name: 'Torso/build' }).check();
  await continueButton(page).click();

  // 11: a typed Myers-Briggs type and the Enneagram quiz.
  await expect(stepText(page, 11)).toBeVisible();
  await page.getByLabel('Myers-Briggs type (optional)').fill('intj');
  await expect(page.getByLabel('Myers-Briggs type (optional)')).toHaveValue('INTJ');
  await page.getByRole('button', { name: 'Take the 9-question Enneagram quiz' }).click();
  const questions = page.getByRole('region', { name: 'Enneagram quiz' }).locator('fieldset');
  await expect(questions).toHaveCount(9);
  // click, not check: the last answer closes the quiz, so the radio is gone before it could be seen checked.
  for (let i = 0; i < 9; i += 1) await questions.nth(i).getByRole('radio').first().click();
  await expect(page.getByText('Your Enneagram result: Type 8, The Challenger.')).toBeVisible();
  await expect(page.getByLabel('Enneagram type (optional)')).toHaveValue('8');
  await continueButton(page).click();

  // 12
  await expect(stepText(page, 12)).toBeVisible();
  for (const answer of [
    'Green',
    'I tan easily',
    'Gold',
    'Bright and clear',
    'High: they stand apart sharply',
    'Bold and saturated',
  ]) {
    await page.getByRole('radio', { name: answer }).check();
  }
  await continueButton(page).click();

  // 13: two hair colours.
  await expect(stepText(page, 13)).toBeVisible();
  await page.getByRole('radio', { name: 'Dark Brown' }).check();
  await page.getByRole('radio', { name: 'Olive' }).check();
  await page.getByRole('checkbox', { name: 'Black' }).check();
  await page.getByRole('checkbox', { name: 'Grey / Silver' }).check();
  await continueButton(page).click();

  // 14: a ZIP code too short first.
  await expect(stepText(page, 14)).toBeVisible();
  await page.getByLabel('ZIP code').fill('9411');
  await continueButton(page).click();
  await expect(page.getByText('Please enter a valid ZIP code')).toBeVisible();
  await page.getByLabel('ZIP code').fill('94110');
  await continueButton(page).click();

  // 15: the overlay shows while the analysis is held, then the dashboard.
  await expect(stepText(page, 15)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await page.getByLabel('Budget for your uniform').fill('2500');
  await expect(page.getByText('$2,500 · Mid-Market')).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: unknown[] = [];
  await page.route('**/api/analyze-style', async (route) => {
    sent.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Complete Analysis' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Analyzing Your Style' })).toBeVisible();
  release();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await expect(toastText(page, 'Analysis Complete!')).toBeVisible();
  const analysis = await stored(page, ANALYSIS_KEY);
  expect(analysis).toEqual(expect.objectContaining({ styleArchetype: expect.any(String) }));
  expect(analysis).not.toHaveProperty('showArchetypeSelection');
  expect(await stored(page, DRAFT_KEY)).toBeNull();

  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toHaveProperty('captchaAnswer');
  expect(sent[0]).toEqual(
    expect.objectContaining({
      whatBuilding: 'A climate fintech that gives smallholder farmers fair credit',
      styleFilms: ['Understated power', 'Stoic and strong', 'Elegant and classic'].map((f) =>
        f.toLowerCase(),
      ),
      hairColor: ['Black', 'Grey / Silver'],
      environments: expect.arrayContaining(['Board meetings', 'Investor pitches', 'Demo days']),
      myersBriggs: 'INTJ',
      enneagram: '8',
      zipCode: '94110',
      budget: 2500,
    }),
  );
  expect(Object.keys((sent[0] as { brandPreferences: object }).brandPreferences)).toHaveLength(20);
});

test('When a visitor skips every step on a phone, then no analysis is requested and the placeholder is stored', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analyze-style')) calls.push(request.url());
  });
  await page.goto('/onboarding');
  await solveHumanCheck(page);

  for (let step = 2; step <= 14; step += 1) {
    await expect(stepText(page, step)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `step ${step} fits a 375 px screen`).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(stepText(page, 15)).toBeVisible();
  await page.getByRole('button', { name: 'Complete Analysis' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const analysis = await stored(page, ANALYSIS_KEY);
  expect(analysis).toEqual(expect.objectContaining({ showArchetypeSelection: true, styleLanguage: [] }));
  expect(calls).toEqual([]);
});

test('When the analysis call fails, then the "Analysis Failed" toast shows its message and the answers stay', async ({
  page,
}) => {
  await page.route('**/api/analyze-style', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'The analysis service is busy. Please try again.',
        code: 'UNAVAILABLE',
      }),
    }),
  );
  await page.goto('/onboarding');
  await solveHumanCheck(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('checkbox', { name: 'Bold and glam' }).check();
  await page.getByRole('checkbox', { name: 'Edgy and hype' }).check();
  await continueButton(page).click();
  for (let step = 4; step <= 14; step += 1) {
    await expect(stepText(page, step)).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await page.getByRole('button', { name: 'Complete Analysis' }).click();

  await expect(toastText(page, 'Analysis Failed')).toBeVisible();
  await expect(toastText(page, 'The analysis service is busy. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(stepText(page, 15)).toBeVisible();
  expect(await stored(page, ANALYSIS_KEY)).toBeNull();
});
