/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analysis } from '@uniform/contracts';
import { analyzeColour, drapePairs, hexToRgb } from '@uniform/style-engine';
import { detectedFace, readFacePhoto } from '@uniform/style-engine/photo';
import { DashboardPage } from '..';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { FaceDetectorContext } from '../../../shared/colour/face-detector-context';
import { fakeDetector, restorePhotoStubs, stubPhoto } from '../../../shared/colour/testing/photo-stubs';
import { paintFace } from '../../../shared/colour/testing/synthetic-face';
import { teacherAnalysis, teacherAnswers } from '../../../testing/personas';
import { renderAt, setUpDashboardTests, openDashboard } from '../../../testing/render';
import { panelsLoaded } from '../testing/panels-loaded';

const { api } = setUpDashboardTests();
jest.setTimeout(30_000);

/** The teacher's Soft Summer, not sure of it: Soft Autumn close behind. */
function unsureAnalysis(): Analysis {
  const base = teacherAnalysis();
  return {
    ...base,
    colorAnalysis: { ...base.colorAnalysis, confidence: 'low', runnerUpSeason: 'Soft Autumn' },
  };
}

/**
 * jsdom decodes no images and has no 2D canvas, so the browser's two drawing primitives are stood
 * in for, as in GarmentCheck.test: createImageBitmap gives a 640 × 480 bitmap, and each canvas
 * records what is drawn on it. Everything from the file input to the refined season is ours.
 */
function stubCanvas() {
  const drawn: Array<{ width: number; height: number }> = [];
  const close = jest.fn();
  const bitmap = { width: 640, height: 480, close };
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => bitmap);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        drawImage: (image: unknown, _x: number, _y: number, width: number, height: number) => {
          expect(image).toBe(bitmap);
          drawn.push({ width, height });
        },
      }) as unknown as CanvasRenderingContext2D,
  );
  return { drawn, close };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

async function startDrape(analysis = unsureAnalysis()) {
  const user = userEvent.setup();
  openDashboard(analysis, '/dashboard?tab=color-analysis');
  await panelsLoaded();
  const drape = screen.getByRole('region', { name: 'Try a virtual drape' });
  const callsBefore = api().calls.length;
  const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
  const stub = stubCanvas();
  await user.upload(within(drape).getByLabelText('Choose a photo for the drape'), photo);
  return { user, drape, analysis, stub, newCalls: () => api().calls.slice(callsBefore) };
}

/** The colour of a framed side, as the browser reports the inline border colour. */
const frameColour = (side: HTMLElement) => side.style.borderColor;
const rgb = (hex: string) => `rgb(${hexToRgb(hex).join(', ')})`;

describe('Virtual drape (colour tab)', () => {
  test('When the unsure Soft Summer picks the Soft Autumn colour of every pair, then each pair frames her photo twice in its two colours, the progress counts up, and Soft Autumn comes out with Soft Summer as runner-up, with no request made', async () => {
    const { user, drape, analysis, stub, newCalls } = await startDrape();
    const pairs = drapePairs(analysis.colorAnalysis);
    expect(pairs.length).toBeGreaterThanOrEqual(3);

    for (const [index, pair] of pairs.entries()) {
      expect(await within(drape).findByText(`Pair ${index + 1} of ${pairs.length}`)).toBeTruthy();
      const [left, right] = [screen.getByTestId('drape-left'), screen.getByTestId('drape-right')];
      expect([frameColour(left), frameColour(right)]).toEqual([rgb(pair.left.hex), rgb(pair.right.hex)]);
      expect(within(left).getByRole('img', { name: `Your photo framed in ${pair.left.name}` })).toBeTruthy();
      expect(
        within(right).getByRole('img', { name: `Your photo framed in ${pair.right.name}` }),
      ).toBeTruthy();
      const side = pair.left.season === 'Soft Autumn' ? 'Left' : 'Right';
      await user.click(within(drape).getByRole('button', { name: side }));
    }

    const result = within(drape).getByRole('region', { name: 'Your drape result' });
    expect(within(result).getByText('Season').nextSibling?.textContent).toBe('Soft Autumn');
    expect(within(result).getByText('Runner-up').nextSibling?.textContent).toBe('Soft Summer');
    expect(within(result).getByText('Confidence').nextSibling?.textContent).toMatch(/High|Medium|Low/);
    expect(result.textContent).toContain(`Soft Autumn: ${pairs.length} of ${pairs.length} picks`);
    // The photo is drawn shrunk to 320 px on the two framed canvases (kept from pair to pair, only
    // their frames change), and released once the drape is over.
    expect(stub.drawn).toEqual([
      { width: 320, height: 240 },
      { width: 320, height: 240 },
    ]);
    expect(stub.close).toHaveBeenCalledTimes(1);
    // The account control loads lazily, so its signed-in check can land now: it carries nothing of the photo.
    expect(newCalls().filter((call) => call.operation !== 'getSimpleAuthUser')).toEqual([]);

    await user.click(within(result).getByRole('button', { name: 'Use this season' }));

    expect(screen.getByRole('heading', { name: 'Soft Autumn palette' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toContain('Soft Autumn');
    expect(within(drape).queryByRole('region', { name: 'Your drape result' })).toBeNull();
  });

  test('When every pick agrees with her own season, then it stays Soft Summer with high confidence, and "Keep my result" leaves her palette showing', async () => {
    const { user, drape, analysis } = await startDrape();
    const pairs = drapePairs(analysis.colorAnalysis);

    for (const pair of pairs) {
      await within(drape).findByText(/^Pair \d+ of \d+/);
      // Keyboard: Tab to the chosen side's button and press Enter.
      const button = within(drape).getByRole('button', {
        name: pair.left.season === 'Soft Summer' ? 'Left' : 'Right',
      });
      button.focus();
      await user.keyboard('{Enter}');
    }

    const result = within(drape).getByRole('region', { name: 'Your drape result' });
    expect(within(result).getByText('Season').nextSibling?.textContent).toBe('Soft Summer');
    expect(within(result).getByText('Confidence').nextSibling?.textContent).toBe('High');
    await user.click(within(result).getByRole('button', { name: 'Keep my result' }));
    expect(screen.getByRole('heading', { name: 'Soft Summer palette' })).toBeTruthy();
    expect(within(drape).queryByRole('region', { name: 'Your drape result' })).toBeNull();
  });

  test('When the file is not an image, then a plain message says so and no pair is shown', async () => {
    const user = userEvent.setup({ applyAccept: false });
    openDashboard(unsureAnalysis(), '/dashboard?tab=color-analysis');
    await panelsLoaded();
    const drape = screen.getByRole('region', { name: 'Try a virtual drape' });
    const { drawn } = stubCanvas();

    await user.upload(
      within(drape).getByLabelText('Choose a photo for the drape'),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );

    expect(await within(drape).findByText('Choose a photo (an image file).')).toBeTruthy();
    expect(within(drape).queryByText(/^Pair \d/)).toBeNull();
    expect(drawn).toEqual([]);
  });

  test('When the photo input is shown, then it takes images only', async () => {
    openDashboard(unsureAnalysis(), '/dashboard?tab=color-analysis');
    await panelsLoaded();
    const input = within(screen.getByRole('region', { name: 'Try a virtual drape' })).getByLabelText(
      'Choose a photo for the drape',
    );
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*');
  });
});

describe('Use a photo (colour tab)', () => {
  /** Fair warm skin, blue eyes, dark brown hair, read by the real readFacePhoto from a painted face. */
  const painted = paintFace({ skin: [226, 180, 150], iris: [70, 110, 160], hair: [70, 48, 34] });
  const reading = readFacePhoto(painted.image, [detectedFace(painted.face)]);

  afterEach(restorePhotoStubs);

  async function readOnTab(answers?: typeof teacherAnswers) {
    const user = userEvent.setup();
    const analysis = unsureAnalysis();
    analysisStore.set(analysis, answers);
    renderAt(
      <FaceDetectorContext.Provider value={fakeDetector(painted)}>
        <DashboardPage />
      </FaceDetectorContext.Provider>,
      '/dashboard?tab=color-analysis',
    );
    await panelsLoaded();
    const section = await screen.findByRole('region', { name: 'Use a photo' });
    const stub = stubPhoto(painted);
    await user.upload(
      within(section).getByLabelText('Choose a photo of your face'),
      new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await within(section).findByRole('region', { name: 'What your photo shows' });
    return { user, section, stub };
  }

  test('When her answers are kept and a photo is read, then the season her answers and the photo give is shown, and the drape offers the same photo without choosing it again', async () => {
    if (!reading.ok) throw new Error('The painted face should read');
    const { user, section, stub } = await readOnTab(teacherAnswers);

    const expected = analyzeColour({ ...teacherAnswers, colorMeasurements: reading.measurements });
    expect(within(section).getByTestId('photo-season').textContent).toContain(
      `Your answers with this photo's colors point to ${expected.season}.`,
    );
    const drape = screen.getByRole('region', { name: 'Try a virtual drape' });
    await user.click(within(drape).getByRole('button', { name: 'Drape the photo you used above' }));

    const pairs = drapePairs(unsureAnalysis().colorAnalysis);
    expect(await within(drape).findByText(`Pair 1 of ${pairs.length}`)).toBeTruthy();
    expect(within(screen.getByTestId('drape-left')).getByRole('img')).toBeTruthy();
    // The drape borrows the photo: it is still open for "Use a photo", which owns it.
    expect(stub.close).not.toHaveBeenCalled();

    await user.click(within(section).getByRole('button', { name: 'Remove the photo' }));

    expect(within(drape).queryByText(/^Pair \d/)).toBeNull();
    expect(within(drape).queryByRole('button', { name: 'Drape the photo you used above' })).toBeNull();
  });

  test('When no answers are kept, then the photo undertone is set beside the analysis undertone', async () => {
    const { section } = await readOnTab();

    expect(within(section).getByTestId('photo-season').textContent).toContain(
      `Undertone: the photo reads warm, your analysis ${unsureAnalysis().colorAnalysis.undertone.toLowerCase()}.`,
    );
  });
});
