import { expect, test, type Page } from '@playwright/test';

async function answerFirst(page: Page, count: number, rating: (id: number) => number) {
  for (let id = 1; id <= count; id += 1)
    await page.locator(`label[for="statement-${id}-${rating(id)}"]`).click();
}

async function toResults(page: Page) {
  await page.goto('/personality-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Personality Quiz' })).toBeVisible();
  const birthday = page.getByLabel('Your birthday');
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await birthday.fill('1990-12-05');
  await next.click();

  const submit = page.getByRole('button', { name: 'See My Results' });
  await answerFirst(page, 14, () => 4);
  await expect(page.getByText('14 of 15 answered')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.locator('label[for="statement-15-2"]').click();
  await expect(page.getByText('15 of 15 answered')).toBeVisible();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
}

test('When a visitor takes the quiz, then the signs, the radar chart and the reading follow', async ({
  page,
}) => {
  await toResults(page);
  // 5 December: Sagittarius in the tropical zodiac, Ophiuchus in the sidereal one.
  await expect(page.getByText('Sagittarius', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Ophiuchus', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /five traits/i })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Extraversion');

  await page.getByRole('button', { name: 'Get My Reading' }).click();
  await expect(page.getByRole('heading', { name: 'Your personality reading' })).toBeVisible();
  const reading = page.locator('article');
  await expect(reading).toContainText('Sagittarius');
  await expect(reading).toContainText('Ophiuchus');

  await page.getByRole('button', { name: 'Take Quiz Again' }).click();
  await expect(page.getByLabel('Your birthday')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('When the reading cannot be fetched, then the Notice dialog says so and OK closes it', async ({
  page,
}) => {
  await page.route('**/api/personality-reading', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"down","code":"UPSTREAM_UNAVAILABLE"}',
    }),
  );
  await toResults(page);
  await page.getByRole('button', { name: 'Get My Reading' }).click();
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText(
    'Sorry, there was an error generating your personality reading. Please try again.',
  );
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
});

test('When the quiz is opened on a 360 px phone, then nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/personality-quiz');
  await page.getByLabel('Your birthday').fill('1984-03-02');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('0 of 15 answered')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
