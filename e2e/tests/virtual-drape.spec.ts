/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { buildAnswersFixture, type Analysis } from '@uniform/contracts';
import { drapePairs } from '@uniform/style-engine';
import { paintedPng } from '../fixtures/garment-png';
import { MAX_BODY_BYTES, cameraGrain, recordRequests, storeAnalysis } from './support/on-device-photo';

/**
 * The virtual drape in a real browser (issue 22, item 3): a face photo goes through the colour
 * tab's file input, each pair frames it twice, the picks refine the season, and "Use this season"
 * shows its palette. Every request the page makes from the dashboard's first load to the result is
 * recorded and none may carry image data (as in garment-check.spec.ts).
 */

test('When a visitor drapes their photo and picks the runner-up each time, then the runner-up is their refined season and no request carries the photo', async ({
  page,
}) => {
  const res = await page.request.post('/api/analyze-style', { data: buildAnswersFixture() });
  expect(res.status()).toBe(200);
  const analysis = (await res.json()) as Analysis;
  // Drape against a named runner-up, low in confidence, so every pick toward it must move the season.
  analysis.colorAnalysis.confidence = 'low';
  const pairs = drapePairs(analysis.colorAnalysis);
  const runnerUp = [pairs[0]!.left.season, pairs[0]!.right.season].find(
    (season) => season !== analysis.colorAnalysis.season,
  )!;
  analysis.colorAnalysis.runnerUpSeason = runnerUp;

  // A face-like picture: skin oval on a grey backdrop, with camera grain so it is too big to hide.
  const grain = cameraGrain(3);
  const photo = paintedPng(300, 400, (x, y) =>
    ((x - 150) / 90) ** 2 + ((y - 190) / 130) ** 2 <= 1 ? grain('#E0B9A0') : grain('#8A8A8A'),
  );
  expect(photo.length).toBeGreaterThan(20 * MAX_BODY_BYTES);

  await storeAnalysis(page, analysis);

  const recorder = recordRequests(page);

  await page.goto('/dashboard?tab=color-analysis');
  const drape = page.getByRole('region', { name: 'Try a virtual drape' });
  await expect(drape).toBeVisible();
  const beforeDrape = recorder.mark();

  await drape
    .getByLabel('Choose a photo for the drape')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: photo });

  for (const [index, pair] of pairs.entries()) {
    await expect(drape.getByText(`Pair ${index + 1} of ${pairs.length}`)).toBeVisible();
    await expect(drape.getByRole('img', { name: `Your photo framed in ${pair.left.name}` })).toBeVisible();
    await expect(drape.getByRole('img', { name: `Your photo framed in ${pair.right.name}` })).toBeVisible();
    const side = pair.left.season === runnerUp ? 'Left' : 'Right';
    await drape.getByRole('button', { name: side, exact: true }).click();
  }

  const result = drape.getByRole('region', { name: 'Your drape result' });
  await expect(result).toContainText(`Season${runnerUp}`);
  await expect(result).toContainText(`Runner-up${analysis.colorAnalysis.season}`);
  await result.getByRole('button', { name: 'Use this season' }).click();
  await expect(page.getByRole('heading', { name: `${runnerUp} palette` })).toBeVisible();

  recorder.expectNoImageData(beforeDrape);
});
