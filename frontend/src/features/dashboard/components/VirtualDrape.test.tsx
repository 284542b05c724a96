/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analysis } from '@uniform/contracts';
import { drapePairs, hexToRgb } from '@uniform/style-engine';
import { teacherAnalysis } from '../../../testing/personas';
import { openDashboard, setUpDashboardTests } from '../../../testing/render';

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
  const drape = screen.getByRole('region', { name: 'Try a virtual drape' });
  const callsBefore = api().calls.length;
  const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
  const stub = stubCanvas();
  await user.upload(within(drape).getByLabelText('Use a photo'), photo);
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
    expect(newCalls()).toEqual([]);

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
    const drape = screen.getByRole('region', { name: 'Try a virtual drape' });
    const { drawn } = stubCanvas();

    await user.upload(
      within(drape).getByLabelText('Use a photo'),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );

    expect(await within(drape).findByText('Choose a photo (an image file).')).toBeTruthy();
    expect(within(drape).queryByText(/^Pair \d/)).toBeNull();
    expect(drawn).toEqual([]);
  });

  test('When the photo input is shown, then it takes images only', () => {
    openDashboard(unsureAnalysis(), '/dashboard?tab=color-analysis');
    const input = within(screen.getByRole('region', { name: 'Try a virtual drape' })).getByLabelText(
      'Use a photo',
    );
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*');
  });
});
