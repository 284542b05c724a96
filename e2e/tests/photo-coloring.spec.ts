/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { buildAnswersFixture, SEASONS } from '@uniform/contracts';
import { samplePortraitPng } from '../fixtures/sample-portrait';
import { MAX_BODY_BYTES, recordRequests, storeAnalysis } from './support/on-device-photo';
import {
  answerArchitectThroughStep12,
  continueButton,
  finishArchitectFromStep14,
  stepText,
} from './support/onboarding';

/**
 * "Use a photo" in a real browser (issue 22, item 2): on step 13 a real portrait (shipped with
 * @vladmandic/human) goes through the file input; the face model, loaded from our own origin only
 * once the photo is chosen, finds the face; the sampled swatches, the suggested answers and the
 * season they give show; "Use these answers" fills step 13; the analysis on the dashboard is that
 * season. Every request of the page is recorded: none carries image data, and none leaves our origin.
 */

/** The season step 13 names ("…this photo points to Cool Summer."), not its runner-up. */
const seasonIn = (text: string) => SEASONS.find((season) => text.includes(`points to ${season}.`));

test('When a visitor reads their coloring from a photo on step 13 and uses the answers, then the dashboard shows the season the photo gave and no request carries the photo', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const photo = await samplePortraitPng();
  expect(photo.length).toBeGreaterThan(20 * MAX_BODY_BYTES);
  const recorder = recordRequests(page);

  await page.goto('/onboarding');
  await answerArchitectThroughStep12(page);
  await expect(stepText(page, 13)).toBeVisible();
  // The face model is not loaded before the visitor chooses a photo.
  const modelRequests = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect((await modelRequests()).filter((url) => url.includes('/models/face/'))).toEqual([]);
  const beforePhoto = recorder.mark();

  const section = page.getByTestId('photo-coloring');
  await section
    .getByLabel('Choose a photo of your face')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });

  const result = section.getByRole('region', { name: 'What your photo shows' });
  await expect(result).toBeVisible({ timeout: 120_000 });
  for (const swatch of ['skin', 'eyes', 'hair'])
    await expect(result.getByTestId(`photo-swatch-${swatch}`)).toBeVisible();
  const seasonText = (await page.getByTestId('photo-season').textContent()) ?? '';
  const season = seasonIn(seasonText);
  expect(season, seasonText).toBeDefined();
  // The model and its WebAssembly came from our origin, after the photo was chosen.
  const loaded = (await modelRequests()).filter((url) => url.includes('/models/face/'));
  expect(loaded.some((url) => url.endsWith('facemesh.bin'))).toBe(true);
  expect(loaded.some((url) => url.endsWith('iris.bin'))).toBe(true);

  await section.getByRole('button', { name: 'Use these answers' }).click();
  // Step 13's answers are filled in: one eye color, one skin tone and a hair color chosen.
  for (const group of ['Eye color', 'Skin tone']) {
    await expect(page.getByRole('group', { name: group }).getByRole('radio', { checked: true })).toHaveCount(
      1,
    );
  }
  await continueButton(page).click();
  await finishArchitectFromStep14(page);

  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  await page.getByRole('tab', { name: /Color Analysis/i }).click();
  await expect(page.getByRole('tabpanel').getByText(`${season!} · `)).toBeVisible();

  recorder.expectNoImageData(beforePhoto);
  recorder.expectSameOrigin(baseURL!);
});

test('When a visitor marks the white card they hold in their photo on the color tab, then the colors are corrected from the card and no request carries the photo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A light gray card held up in the lower left corner of the 450-pixel portrait.
  const card = { x: 12, y: 360, side: 60, hex: '#E6E6E6' };
  const photo = await samplePortraitPng(card);
  const answers = buildAnswersFixture();
  const res = await page.request.post('/api/analyze-style', { data: answers });
  expect(res.status()).toBe(200);
  await storeAnalysis(page, await res.json());
  const recorder = recordRequests(page);

  await page.goto('/dashboard?tab=color-analysis');
  const section = page.getByTestId('photo-coloring');
  const beforePhoto = recorder.mark();
  await section
    .getByLabel('Choose a photo of your face')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(section.getByRole('region', { name: 'What your photo shows' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(section).not.toContainText('using the white card');

  // The photo is drawn as it was measured: a tap at the card's middle, in the canvas's own size.
  const picker = section.getByRole('button', { name: 'Your photo: mark the white card' });
  const box = (await picker.boundingBox())!;
  const middle = (at: number) => (at + card.side / 2) / 450;
  await picker.click({ position: { x: box.width * middle(card.x), y: box.height * middle(card.y) } });

  await expect(section.getByTestId('white-card-mark')).toBeVisible();
  await expect(
    section.getByText('Colors corrected for the light using the white card in the photo.'),
  ).toBeVisible();
  recorder.expectNoImageData(beforePhoto);
});
