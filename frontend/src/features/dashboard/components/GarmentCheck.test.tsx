/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hexToRgb, paletteFor } from '@uniform/style-engine';
import DashboardPage from '../routes/DashboardPage';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { founderAnalysis, teacherAnalysis } from '../../../testing/personas';
import { renderAt, setUpDashboardTests } from '../../../testing/render';

const { api } = setUpDashboardTests();
jest.setTimeout(30_000);

async function openCheck(analysis = teacherAnalysis()) {
  analysisStore.set(analysis);
  const user = userEvent.setup();
  renderAt(<DashboardPage />);
  await user.click(screen.getByRole('button', { name: 'View all 12 pieces' }));
  const dialog = await screen.findByRole('dialog', { name: '12 Uniform Pieces' });
  const check = within(dialog).getByRole('region', { name: 'Check a color' });
  // Whatever the dashboard fetched to open is not part of the check.
  const callsBefore = api().calls.length;
  return { user, check, analysis, newCalls: () => api().calls.slice(callsBefore) };
}

/**
 * jsdom decodes no images and has no 2D canvas, so the browser's two drawing primitives are stood
 * in for: createImageBitmap gives a 400 × 300 bitmap, and the canvas hands back `paint`'s pixels at
 * whatever size the code shrank it to. Everything from the file input to the verdict is ours.
 */
function stubCanvas(paint: (x: number, y: number, width: number, height: number) => string) {
  const drawn: Array<{ width: number; height: number }> = [];
  const close = jest.fn();
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({
    width: 400,
    height: 300,
    close,
  }));
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
        drawn.push({ width, height }),
      getImageData: (_x: number, _y: number, width: number, height: number) => {
        expect([width, height]).toEqual([this.width, this.height]);
        const data = new Uint8ClampedArray(width * height * 4);
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            data.set([...hexToRgb(paint(x, y, width, height)), 255], (y * width + x) * 4);
          }
        }
        return { data, width, height };
      },
    } as unknown as CanvasRenderingContext2D;
  });
  return { drawn, close };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

describe('Check a colour (custom-item dialog)', () => {
  test('When the teacher picks one of her own palette colours, then it is "In your palette", named, with no request made', async () => {
    const { check, analysis, newCalls } = await openCheck();
    const swatch = paletteFor(analysis.colorAnalysis.season)!.recommended[0]!;

    fireEvent.change(within(check).getByLabelText('Pick a color'), { target: { value: swatch.hex } });

    const result = within(check).getByRole('status');
    expect(result.textContent).toContain('In your palette');
    expect(result.textContent).toContain(`Nearest in your palette: ${swatch.name}`);
    expect(newCalls()).toEqual([]);
  });

  test('When she picks a colour her season lists to avoid, then the verdict is "Avoid" and names the nearest palette colour', async () => {
    const { check, analysis } = await openCheck();
    const avoided = paletteFor(analysis.colorAnalysis.season)!.avoid[0]!;

    fireEvent.change(within(check).getByLabelText('Pick a color'), { target: { value: avoided.hex } });

    const result = within(check).getByRole('status');
    expect(within(result).getByText('Avoid')).toBeTruthy();
    expect(result.textContent).toMatch(/Nearest in your palette: .+ \(ΔE \d+\.\d\)/);
  });

  test('When a photo of a navy-and-camel garment on white is used, then it is shrunk to 200 px, both colours are shown with a verdict each for the Deep Winter founder, the bitmap is closed, and nothing is sent', async () => {
    const { user, check, analysis, newCalls } = await openCheck(founderAnalysis());
    expect(analysis.colorAnalysis.season).toBe('Deep Winter');
    const { drawn, close } = stubCanvas((x, y, width, height) => {
      const inGarment = x >= width / 4 && x < (3 * width) / 4 && y >= height / 5;
      if (!inGarment) return '#FFFFFF';
      return x < width / 2 ? '#1F2A44' : '#C19A6B';
    });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'shirt.png', { type: 'image/png' });

    await user.upload(within(check).getByLabelText('Use a photo'), photo);

    const results = await within(check).findByRole('list', { name: 'Color check results' });
    const rows = within(results).getAllByRole('listitem');
    expect(drawn).toEqual([{ width: 200, height: 150 }]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(within(check).getByRole('status').textContent).toContain('The photo’s 2 main colors:');
    expect(rows).toHaveLength(2);
    const navyRow = rows.find((row) => row.textContent?.includes('#1F2A44'))!;
    const camelRow = rows.find((row) => row.textContent?.includes('#C19A6B'))!;
    expect(navyRow.textContent).toContain('50%');
    expect(navyRow.textContent).toContain('In your palette');
    expect(navyRow.textContent).toContain('Nearest in your palette: Midnight Navy');
    expect(camelRow.textContent).toMatch(/Avoid|Near — wear it away from your face/);
    expect(newCalls()).toEqual([]);
  });

  test('When the file is not an image, then a plain message says so and nothing is drawn', async () => {
    const { check } = await openCheck();
    const { drawn } = stubCanvas(() => '#000000');
    const input = within(check).getByLabelText('Use a photo');

    // The accept filter is only a hint to the picker; a drag-and-drop can still hand over a PDF.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));

    expect(await within(check).findByText('Choose a photo (an image file).')).toBeTruthy();
    expect(drawn).toEqual([]);
  });

  test('When the colour check is used, then the photo input asks for the back camera and takes only images', async () => {
    const { check } = await openCheck();

    const input = within(check).getByLabelText('Use a photo');

    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
  });
});
