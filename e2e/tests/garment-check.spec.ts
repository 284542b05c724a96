/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { buildAnswersFixture } from '@uniform/contracts';
import { deltaE, paletteFor } from '@uniform/style-engine';
import { paintedPng } from '../fixtures/garment-png';
import { MAX_BODY_BYTES, cameraGrain, recordRequests, storeAnalysis } from './support/on-device-photo';

/**
 * The garment check in a real browser (issue 22, item 4): a photo of a garment goes through the
 * custom-item dialog's file input, its colours and their verdicts show, and the photo never leaves
 * the device. Every request the page makes from the dashboard's first load to the verdict is
 * recorded and none may carry image data: no multipart body, no body over a few kB, no PNG bytes,
 * no data: URL other than the dashboard's own SVG drawings.
 */

test('When a visitor checks a photo of a garment against their palette, then each colour gets its verdict and no request carries the photo', async ({
  page,
}) => {
  const res = await page.request.post('/api/analyze-style', { data: buildAnswersFixture() });
  expect(res.status()).toBe(200);
  const analysis = (await res.json()) as { colorAnalysis: { season: string } };
  const palette = paletteFor(analysis.colorAnalysis.season);
  expect(palette, `the engine's season ${analysis.colorAnalysis.season} has a palette`).toBeDefined();
  // The garment: half the season's first colour, half a colour it lists to avoid (not one the
  // white backdrop or a shadow could swallow), on a white studio backdrop.
  const wear = palette!.recommended[0]!;
  const avoid = palette!.avoid.find(
    (swatch) => deltaE(swatch.hex, '#FFFFFF') > 20 && deltaE(swatch.hex, '#000000') > 20,
  )!;
  expect(avoid).toBeDefined();
  // 400 × 300 is shrunk to exactly half on the device; edges on even pixels keep the halving from
  // blending the two colours into a third. A little fixed noise, as a camera adds, makes the file
  // too big to hide in a small request (plain colours would compress to 2–3 kB).
  const grain = cameraGrain(1);
  const photo = paintedPng(400, 300, (x, y) => {
    if (x < 80 || x >= 320 || y < 50) return grain('#FCFCFC');
    return grain(x < 200 ? wear.hex : avoid.hex);
  });
  expect(photo.length).toBeGreaterThan(20 * MAX_BODY_BYTES);

  await storeAnalysis(page, analysis);

  const recorder = recordRequests(page);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'View all 12 pieces' }).click();
  const dialog = page.getByRole('dialog', { name: '12 Uniform Pieces' });
  const check = dialog.getByRole('region', { name: 'Check a color' });
  await expect(check).toBeVisible();
  const beforeCheck = recorder.mark();

  await check
    .getByLabel('Use a photo')
    .setInputFiles({ name: 'garment.png', mimeType: 'image/png', buffer: photo });

  // Two colours; a browser that blends the edges more than halving should may add a third, small one.
  const rows = check.getByRole('list', { name: 'Color check results' }).getByRole('listitem');
  await expect(rows.filter({ hasText: `Nearest in your palette: ${wear.name}` }).first()).toContainText(
    'In your palette',
  );
  await expect(rows.filter({ hasText: 'Avoid' }).first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(3);

  // Only the verdict shows; whatever the page asked for meanwhile (a refetch on focus, say) is small.
  recorder.expectNoImageData(beforeCheck);
});

test('When a visitor checks a garment photo in the chat with Scottie, then its verdict is a card in the conversation, asking about it sends words only, and no request carries the photo', async ({
  page,
}) => {
  const res = await page.request.post('/api/analyze-style', { data: buildAnswersFixture() });
  expect(res.status()).toBe(200);
  const analysis = (await res.json()) as { colorAnalysis: { season: string } };
  const wear = paletteFor(analysis.colorAnalysis.season)!.recommended[0]!;
  const grain = cameraGrain(2);
  const photo = paintedPng(400, 300, (x, y) =>
    x < 80 || x >= 320 || y < 50 ? grain('#FCFCFC') : grain(wear.hex),
  );
  expect(photo.length).toBeGreaterThan(20 * MAX_BODY_BYTES);

  await storeAnalysis(page, analysis);
  const recorder = recordRequests(page);
  await page.goto('/dashboard?tab=chat-stylist');
  const chat = page.getByTestId('chat-stylist');
  await chat.getByRole('button', { name: 'Check a garment' }).click();
  const check = chat.getByRole('region', { name: 'Check a garment' });
  await expect(check).toBeVisible();
  const beforeCheck = recorder.mark();

  await check
    .getByLabel('Use a photo')
    .setInputFiles({ name: 'garment.png', mimeType: 'image/png', buffer: photo });

  const card = chat.getByRole('log').getByTestId('chat-garment-check').last();
  await expect(card).toContainText(`Nearest in your palette: ${wear.name}`);
  await expect(card).toContainText('In your palette');
  recorder.expectNoImageData(beforeCheck);

  // Asking about it sends a sentence naming the color, nothing of the photo.
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/chat-stylist'));
  await card.getByRole('button', { name: 'Ask Scottie about it' }).click();
  const request = await asked;
  const body = request.postDataJSON() as { message: string };
  expect(body.message).toContain(wear.name);
  // The chat request carries the analysis as it always does, and the question: nothing of the photo.
  expect(Object.keys(body).sort()).toEqual(['analysis', 'chatHistory', 'message']);
  expect(request.postData()).not.toMatch(/data:image|iVBORw0KGgo|blob:/);
});
