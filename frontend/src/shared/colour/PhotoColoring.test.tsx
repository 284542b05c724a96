/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deltaE } from '@uniform/style-engine';
import { FaceDetectorContext } from './face-detector-context';
import type { FaceDetector, LoadFaceDetector } from './face-reader';
import { PhotoColoring, type PhotoColoringProps } from './PhotoColoring';
import { fakeDetector, restorePhotoStubs, stubPhoto } from './testing/photo-stubs';
import { paintFace } from './testing/synthetic-face';

jest.setTimeout(30_000);

/** Fair warm skin, blue eyes, dark brown hair: painted once, read by the real readFacePhoto each time. */
const painted = paintFace({ skin: [226, 180, 150], iris: [70, 110, 160], hair: [70, 48, 34] });
const photoFile = () => new File([new Uint8Array([255, 216, 255])], 'me.jpg', { type: 'image/jpeg' });

let fetchSpy: jest.Mock;
beforeEach(() => {
  fetchSpy = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchSpy;
});
afterEach(() => {
  jest.restoreAllMocks();
  restorePhotoStubs();
});

function renderPhoto(load: LoadFaceDetector, props: PhotoColoringProps = {}) {
  const user = userEvent.setup();
  render(
    <FaceDetectorContext.Provider value={load}>
      <PhotoColoring {...props} />
    </FaceDetectorContext.Provider>,
  );
  const section = screen.getByRole('region', { name: 'Use a photo' });
  return { user, section };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('Use a photo', () => {
  test('When a face photo is chosen, then each stage is announced, and the skin, eye and hair swatches come with their numbers in words, the answers they give and no request made', async () => {
    // Arrange: a model that loads and detects only when told, to see each stage
    const stub = stubPhoto(painted);
    const loaded = deferred<FaceDetector>();
    const found = deferred<void>();
    const real = fakeDetector(painted);
    const load: LoadFaceDetector = () => loaded.promise;
    const onRead = jest.fn();
    const { user, section } = renderPhoto(load, { onRead });

    // Act
    await user.upload(within(section).getByLabelText('Choose a photo of your face'), photoFile());

    // Assert
    const status = within(section).getByRole('status');
    expect(await within(status).findByText('Loading the face model…')).toBeTruthy();
    const detector = await real();
    loaded.resolve({ detect: async (canvas) => (await found.promise, detector.detect(canvas)) });
    expect(await within(status).findByText('Finding your face…')).toBeTruthy();
    found.resolve();
    const result = await within(section).findByRole('region', { name: 'What your photo shows' });
    expect(within(status).queryByText(/…$/)).toBeNull();
    expect(within(result).getByTestId('photo-swatch-skin').textContent).toContain(
      'Skin: light, warm undertone (hue 59°)',
    );
    expect(within(result).getByTestId('photo-swatch-eyes').textContent).toMatch(
      /^Eyes: clear color, medium contrast with your skin \(lightness difference 31\)/,
    );
    expect(within(result).getByTestId('photo-swatch-hair').textContent).toMatch(
      /^Hair: deep, high contrast with your skin \(lightness difference 52\)/,
    );
    const answers = within(result).getByTestId('photo-answers').textContent;
    expect(answers).toBe('Eye colorBlueSkin toneLightHair colorDark BrownEyesBright and clear');
    expect(within(section).getByText(/Your photo never leaves this device/)).toBeTruthy();
    expect(within(result).getByText(/using the whites of your eyes/)).toBeTruthy();
    // The model saw a copy at most 640 px on a side; the photo itself was kept for the caller.
    expect(real.canvases.map((canvas) => [canvas.width, canvas.height])).toEqual([[640, 640]]);
    expect(onRead).toHaveBeenCalledWith(expect.objectContaining({ ok: true }), stub.bitmap);
    expect(stub.close).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('When the photo has no face, then the specific problem is shown and nothing is guessed', async () => {
    stubPhoto(painted);
    const { user, section } = renderPhoto(fakeDetector(painted, 0));

    await user.upload(within(section).getByLabelText('Take a photo'), photoFile());

    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('We could not find a face in the photo.');
    expect(within(section).queryByRole('region', { name: 'What your photo shows' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Use these answers' })).toBeNull();
  });

  test('When two faces are found, then the user is told to take a photo of just themselves', async () => {
    const stub = stubPhoto(painted);
    const { user, section } = renderPhoto(fakeDetector(painted, 2));

    await user.upload(within(section).getByLabelText('Choose a photo of your face'), photoFile());

    expect((await within(section).findByRole('alert')).textContent).toContain(
      'We found 2 faces in the photo.',
    );
    // A photo that gave no reading is let go at once.
    expect(stub.close).toHaveBeenCalled();
  });

  test('When the file is not an image, then it says so without loading the model', async () => {
    stubPhoto(painted);
    const load = jest.fn(fakeDetector(painted));
    const { section } = renderPhoto(load);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      within(section).getByLabelText('Choose a photo of your face'),
      new File(['name,hex'], 'colors.csv', { type: 'text/csv' }),
    );

    expect((await within(section).findByRole('alert')).textContent).toContain(
      'Choose a photo (an image file).',
    );
    expect(load).not.toHaveBeenCalled();
  });

  test('When the face model cannot load, then the user is told to answer the questions instead', async () => {
    stubPhoto(painted);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, section } = renderPhoto(async () => {
      throw new Error('WebAssembly blocked');
    });

    await user.upload(within(section).getByLabelText('Choose a photo of your face'), photoFile());

    expect((await within(section).findByRole('alert')).textContent).toContain(
      'The face model could not run in this browser.',
    );
  });

  test('When "Use these answers" is pressed, then the answers and the reading are handed over; when the photo is removed, the reading is forgotten and the photo closed', async () => {
    const stub = stubPhoto(painted);
    const onUseAnswers = jest.fn();
    const onClear = jest.fn();
    const { user, section } = renderPhoto(fakeDetector(painted), { onUseAnswers, onClear });
    await user.upload(within(section).getByLabelText('Choose a photo of your face'), photoFile());
    await within(section).findByRole('region', { name: 'What your photo shows' });
    onClear.mockClear();

    await user.click(within(section).getByRole('button', { name: 'Use these answers' }));

    expect(onUseAnswers).toHaveBeenCalledWith(
      { eyeColor: 'Blue', skinTone: 'Light', hairColor: 'Dark Brown', eyeClarity: 'bright' },
      expect.objectContaining({ measurements: expect.objectContaining({ undertone: 'Warm' }) }),
    );
    expect(within(section).getByRole('status').textContent).toContain('Answers filled in from your photo.');

    await user.click(within(section).getByRole('button', { name: 'Remove the photo' }));

    expect(within(section).queryByRole('region', { name: 'What your photo shows' })).toBeNull();
    expect(onClear).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stub.close).toHaveBeenCalled());
  });
});

/** A warm lamp's cast (red up, blue down) over the painted face and everything in its light. */
const ORANGE_LAMP = [1.1, 1, 0.82] as const;
const SKIN = [226, 180, 150] as const;
const SKIN_HEX = '#E2B496';
/** A white card, a little gray as paper is under a lamp, held low on the left of the photo. */
const CARD_AT = { x: 20, y: 640, side: 100 };
/** Under the lamp the eye whites' red clips, so they cannot tell the light's color: only the card can. */
const withCard = paintFace({
  skin: SKIN,
  iris: [70, 110, 160],
  hair: [70, 48, 34],
  cast: ORANGE_LAMP,
  card: { ...CARD_AT, colour: [210, 210, 210] },
});
/** Eye whites the lamp leaves readable, and a card held in deep shade. */
const withDarkCard = paintFace({
  skin: SKIN,
  iris: [70, 110, 160],
  hair: [70, 48, 34],
  sclera: [200, 200, 198],
  cast: ORANGE_LAMP,
  card: { ...CARD_AT, colour: [60, 60, 60] },
});

/** The photo drawn at half size on the page: a pixel of the photo is half a pixel of screen. */
function showAtHalfSize(section: HTMLElement) {
  const photo = within(section).getByRole('button', { name: 'Your photo: mark the white card' });
  const canvas = photo.querySelector('canvas')!;
  jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 400,
    height: 400,
  } as DOMRect);
  return photo;
}

describe('Use a photo with a white card', () => {
  test('When the lamp spoils the eye whites and the user taps the white card they hold, then the colors are balanced from the card and the skin comes back as it is in daylight', async () => {
    // Arrange
    stubPhoto(withCard);
    const detector = fakeDetector(withCard);
    const onRead = jest.fn();
    const { user, section } = renderPhoto(detector, { onRead });
    await user.upload(within(section).getByLabelText('Choose a photo of your face'), photoFile());
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('The whites of your eyes (or the white card) show as pure white');
    const photo = showAtHalfSize(section);

    // Act: tap the middle of the card
    await user.pointer({
      keys: '[MouseLeft]',
      target: photo,
      coords: { clientX: (CARD_AT.x + CARD_AT.side / 2) / 2, clientY: (CARD_AT.y + CARD_AT.side / 2) / 2 },
    });

    // Assert
    const result = await within(section).findByRole('region', { name: 'What your photo shows' });
    expect(within(result).getByText(/using the white card in the photo/)).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(onRead).toHaveBeenCalledTimes(1);
    const [reading] = onRead.mock.calls[0] as [{ swatches: { skin: string }; balancedBy: string }];
    expect(reading.balancedBy).toBe('card');
    expect(deltaE(reading.swatches.skin, SKIN_HEX)).toBeLessThan(2);
    // The square read is the 4% of the photo around the tap, drawn over the photo in its proportions.
    const mark = within(section).getByTestId('white-card-mark');
    expect([mark.style.left, mark.style.top, mark.style.width, mark.style.height]).toEqual([
      '6.75%',
      '84.25%',
      '4%',
      '4%',
    ]);
    // The face model ran once: the card was read from the photo already measured.
    expect(detector.canvases).toHaveLength(1);
  });

  test('When the card marked with the keyboard is in shadow, then its own problem is shown; when it is cleared, then the eye-white reading comes back', async () => {
    // Arrange
    stubPhoto(withDarkCard);
    const onClear = jest.fn();
    const { user, section } = renderPhoto(fakeDetector(withDarkCard), { onClear });
    await user.upload(within(section).getByLabelText('Choose a photo of your face'), photoFile());
    const first = await within(section).findByRole('region', { name: 'What your photo shows' });
    expect(within(first).getByText(/using the whites of your eyes/)).toBeTruthy();
    const skinLine = within(first).getByTestId('photo-swatch-skin').textContent;
    const photo = showAtHalfSize(section);
    onClear.mockClear();

    // Act: from the middle of the photo, ten card squares left and nine down, onto the card
    act(() => photo.focus());
    await user.keyboard(`${'{ArrowLeft}'.repeat(10)}${'{ArrowDown}'.repeat(9)}{Enter}`);

    // Assert
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(
      'The whites of your eyes (or the white card) are in shadow, so we cannot tell the color of the light.',
    );
    expect(within(section).queryByRole('region', { name: 'What your photo shows' })).toBeNull();
    expect(onClear).toHaveBeenCalledTimes(1);

    // Act: clear the card
    await user.click(within(section).getByRole('button', { name: 'Clear the card' }));

    // Assert
    const again = await within(section).findByRole('region', { name: 'What your photo shows' });
    expect(within(again).getByText(/using the whites of your eyes/)).toBeTruthy();
    expect(within(again).getByTestId('photo-swatch-skin').textContent).toBe(skinLine);
    expect(within(section).queryByTestId('white-card-mark')).toBeNull();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  test('When the photo has no face, then no card is offered and the photo is let go', async () => {
    const stub = stubPhoto(withCard);
    const { user, section } = renderPhoto(fakeDetector(withCard, 0));

    await user.upload(within(section).getByLabelText('Choose a photo of your face'), photoFile());

    await within(section).findByRole('alert');
    expect(within(section).queryByRole('button', { name: 'Your photo: mark the white card' })).toBeNull();
    expect(stub.close).toHaveBeenCalled();
  });
});
