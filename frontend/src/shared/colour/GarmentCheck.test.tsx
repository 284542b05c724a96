/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paletteFor } from '@uniform/style-engine';
import {
  garmentPhotoFile,
  navyAndCamelOnWhite,
  restorePaintedCanvas,
  stubPaintedCanvas,
} from '../../testing/painted-canvas';
import { GarmentCheck, type GarmentCheckResult } from './GarmentCheck';

jest.setTimeout(30_000);

const SEASON = 'Deep Winter';
const palette = paletteFor(SEASON)!;

let fetchSpy: jest.Mock;
beforeEach(() => {
  // The edge of the world: any request would land here, and none may be made.
  fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
});

afterEach(restorePaintedCanvas);

const region = (name = 'Check a color') => screen.getByRole('region', { name });

describe('The garment check, showing its own verdicts (the custom-item dialog)', () => {
  test('When one of the palette colours is picked, then it is "In your palette", named, with no request made', () => {
    render(<GarmentCheck season={SEASON} />);
    const swatch = palette.recommended[0]!;

    fireEvent.change(within(region()).getByLabelText('Pick a color'), { target: { value: swatch.hex } });

    const result = within(region()).getByRole('status');
    expect(result.textContent).toContain('In your palette');
    expect(result.textContent).toContain(`Nearest in your palette: ${swatch.name}`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('When a colour the season lists to avoid is picked, then the verdict is "Avoid" and names the nearest palette colour', () => {
    render(<GarmentCheck season={SEASON} />);

    fireEvent.change(within(region()).getByLabelText('Pick a color'), {
      target: { value: palette.avoid[0]!.hex },
    });

    const result = within(region()).getByRole('status');
    expect(within(result).getByText('Avoid')).toBeTruthy();
    expect(result.textContent).toMatch(/Nearest in your palette: .+ \(ΔE \d+\.\d\)/);
  });

  test('When a photo of a navy-and-camel garment on white is used, then it is shrunk to 200 px, both colours get a verdict, the bitmap is closed, and nothing is sent', async () => {
    render(<GarmentCheck season={SEASON} />);
    const { drawn, close } = stubPaintedCanvas(navyAndCamelOnWhite);

    await userEvent.setup().upload(within(region()).getByLabelText('Use a photo'), garmentPhotoFile());

    const results = await within(region()).findByRole('list', { name: 'Color check results' });
    const rows = within(results).getAllByRole('listitem');
    expect(drawn).toEqual([{ width: 200, height: 150 }]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(within(region()).getByRole('status').textContent).toContain('The photo’s 2 main colors:');
    expect(rows).toHaveLength(2);
    const navyRow = rows.find((row) => row.textContent?.includes('#1F2A44'))!;
    const camelRow = rows.find((row) => row.textContent?.includes('#C19A6B'))!;
    expect(navyRow.textContent).toContain('50%');
    expect(navyRow.textContent).toContain('In your palette');
    expect(navyRow.textContent).toContain('Nearest in your palette: Midnight Navy');
    expect(camelRow.textContent).toMatch(/Avoid|Near — wear it away from your face/);
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 30_000);

  test('When the file is not an image, then a plain message says so and nothing is drawn', async () => {
    render(<GarmentCheck season={SEASON} />);
    const { drawn } = stubPaintedCanvas(() => '#000000');

    // The accept filter is only a hint to the picker; a drag-and-drop can still hand over a PDF.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(region()).getByLabelText('Use a photo'),
        new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
      );

    expect(await within(region()).findByText('Choose a photo (an image file).')).toBeTruthy();
    expect(drawn).toEqual([]);
  });

  test('When the check shows, then the photo input is an image-only file input asking for the back camera, hidden behind a visible label that names it', () => {
    render(<GarmentCheck season={SEASON} />);

    const input = within(region()).getByLabelText('Use a photo');
    const label = within(region()).getByText('Use a photo', { selector: 'label' });

    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    // No native "No file chosen" text to clip: the input is visually hidden, its label is the button.
    expect(input.className).toContain('sr-only');
    expect(label.getAttribute('for')).toBe(input.id);
  });

  test('When the keyboard is used, then Tab reaches the colour picker and then the photo input', async () => {
    render(<GarmentCheck season={SEASON} />);
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement).toBe(within(region()).getByLabelText('Pick a color'));
    await user.tab();
    expect(document.activeElement).toBe(within(region()).getByLabelText('Use a photo'));
  });

  test('When the season is not one of the 12, then there is no check at all', () => {
    render(<GarmentCheck season="Insufficient Data" />);

    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('The garment check, handing its verdicts over (the chat)', () => {
  function renderHandingOver() {
    const results: GarmentCheckResult[] = [];
    const onClose = jest.fn();
    render(
      <GarmentCheck
        season={SEASON}
        title="Check a garment"
        onResult={(result) => results.push(result)}
        onClose={onClose}
      />,
    );
    return { results, onClose, check: region('Check a garment') };
  }

  test('When a colour is dragged through in the picker, then only the colour chosen on closing it is handed over, and nothing shows under the controls', () => {
    const { results, check } = renderHandingOver();
    const picker = within(check).getByLabelText('Pick a color');

    // A drag fires input events only; closing the picker fires change.
    fireEvent.input(picker, { target: { value: '#112233' } });
    fireEvent.input(picker, { target: { value: '#445566' } });
    expect(results).toEqual([]);
    fireEvent.change(picker, { target: { value: '#cc5500' } });

    expect(results).toEqual([{ from: 'picked', colours: [{ hex: '#CC5500', share: 1 }] }]);
    expect(within(check).getByRole('status').textContent).toBe('');
  });

  test('When a photo is read, then its colours are handed over and the status is cleared', async () => {
    const { results, check } = renderHandingOver();
    stubPaintedCanvas(navyAndCamelOnWhite);

    await userEvent.setup().upload(within(check).getByLabelText('Use a photo'), garmentPhotoFile());

    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]!.from).toBe('photo');
    expect(results[0]!.colours.map((colour) => colour.hex).sort()).toEqual(['#1F2A44', '#C19A6B']);
    expect(within(check).getByRole('status').textContent).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('When Escape is pressed inside it, or Close is clicked, then it asks to be closed', async () => {
    const { onClose, check } = renderHandingOver();
    const user = userEvent.setup();

    within(check).getByLabelText('Pick a color').focus();
    await user.keyboard('{Escape}');
    await user.click(within(check).getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
