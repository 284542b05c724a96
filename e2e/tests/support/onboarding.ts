import { expect, type Page } from '@playwright/test';

/** What the onboarding and journey specs share: the questionnaire's controls and one whole set of answers. */
export const stepText = (page: Page, step: number) => page.getByText(`Step ${step} of 15`, { exact: true });
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
/**
 * A toast, found by CSS rather than role: while a modal dialog is open, Radix hides everything outside
 * it from the accessibility tree (the toast is announced through its own live region).
 */
export const toastText = (page: Page, text: string) => page.locator('li').filter({ hasText: text });

export async function sumOnScreen(page: Page): Promise<number> {
  const text = (await page.getByText(/^What is \d+ \+ \d+\?$/).textContent()) ?? '';
  const [a, b] = text.match(/\d+/g)!.map(Number);
  return a! + b!;
}

/** What the architect answers on step 2 ("What are you building?"). */
export const ARCHITECT_BUILDING = 'A design-led architecture studio for affordable, beautiful housing';

/**
 * A principal architect in Brooklyn answers every one of the 15 steps with the mouse, from step 1 on
 * screen to "Complete Analysis" clicked.
 */
export async function answerEveryStepAsArchitect(page: Page): Promise<void> {
  await answerArchitectThroughStep12(page);

  await expect(stepText(page, 13)).toBeVisible();
  await page.getByRole('radio', { name: 'Grey', exact: true }).check();
  await page.getByRole('radio', { name: 'Light', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Light Brown' }).check();
  await continueButton(page).click();

  await finishArchitectFromStep14(page);
}

/** The architect's steps 1 to 12, ending on step 13 (the coloring step). */
export async function answerArchitectThroughStep12(page: Page): Promise<void> {
  await page.getByLabel(/^What is/).fill(String(await sumOnScreen(page)));
  await continueButton(page).click();

  await expect(stepText(page, 2)).toBeVisible();
  await page.getByLabel('What are you building?').fill(ARCHITECT_BUILDING);
  await continueButton(page).click();

  await expect(stepText(page, 3)).toBeVisible();
  for (const card of ['Artsy and intellectual', 'Elegant and classic', 'Indie and mellow']) {
    await page.getByRole('checkbox', { name: card }).check();
  }
  await continueButton(page).click();

  await expect(stepText(page, 4)).toBeVisible();
  const ratings = ['Like', 'Dislike', 'Not sure'] as const;
  for (let i = 0; i < 20; i += 1) {
    await page.getByRole('button', { name: ratings[i % 3], exact: true }).click();
  }
  await expect(page.getByText('All done!')).toBeVisible();
  await continueButton(page).click();

  await expect(stepText(page, 5)).toBeVisible();
  await page.getByLabel('Industry').fill('Architecture');
  await page.getByLabel('Occupation').fill('Principal Architect');
  await continueButton(page).click();

  await expect(stepText(page, 6)).toBeVisible();
  await page.getByRole('radio', { name: '45-54' }).check();
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Gender expression').fill('35');
  await continueButton(page).click();

  await expect(stepText(page, 7)).toBeVisible();
  for (const value of ['Creativity', 'Authenticity', 'Excellence']) {
    await page.getByRole('checkbox', { name: value }).check();
  }
  await continueButton(page).click();

  await expect(stepText(page, 8)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Client meetings' }).check();
  await page.getByRole('checkbox', { name: 'Speaking engagements' }).check();
  await page.getByLabel('Add your own event').fill('Site visits');
  await page.getByRole('button', { name: 'Add' }).click();
  await continueButton(page).click();

  await expect(stepText(page, 9)).toBeVisible();
  await page.getByLabel('Literal or poetic?').fill('70');
  await continueButton(page).click();

  await expect(stepText(page, 10)).toBeVisible();
  await page.getByRole('radio', { name: 'Hourglass' }).check();
  await page.getByRole('radio', { name: /^Tall/ }).check();
  await page.getByRole('radio', { name: 'Tailored & defined' }).check();
  await page.getByRole('radio', { name: 'Waist/curves' }).check();
  await continueButton(page).click();

  await expect(stepText(page, 11)).toBeVisible();
  await page.getByLabel('Myers-Briggs type (optional)').fill('INFJ');
  await page.getByLabel('Enneagram type (optional)').fill('4w5');
  await continueButton(page).click();

  await expect(stepText(page, 12)).toBeVisible();
  for (const [question, answer] of [
    ['What color are the veins on your inner wrist in daylight?', 'Blue or purple'],
    ['How does your skin react to the sun?', 'I burn easily'],
    ['Which metal flatters your skin?', 'Silver'],
    ['How would you describe your eyes?', 'Soft and muted'],
    ['How much contrast is there between your hair, skin and eyes?', 'Low: they blend softly'],
    ['Which colors do you feel best in?', 'Soft and muted'],
  ] as const) {
    await page.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();
  }
  await continueButton(page).click();
}

/** The architect's last two steps, from step 14 to "Complete Analysis" clicked. */
export async function finishArchitectFromStep14(page: Page): Promise<void> {
  await expect(stepText(page, 14)).toBeVisible();
  await page.getByLabel('ZIP code').fill('11201');
  await continueButton(page).click();

  await expect(stepText(page, 15)).toBeVisible();
  await page.getByLabel('Budget for your uniform').fill('6000');
  await page.getByRole('button', { name: 'Complete Analysis' }).click();
}
