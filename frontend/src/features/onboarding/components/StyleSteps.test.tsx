/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { step13Schema } from '@uniform/contracts';
import { analyzeColour } from '@uniform/style-engine';
import { detectedFace, readFacePhoto } from '@uniform/style-engine/photo';
import { FaceDetectorContext } from '../../../shared/colour/face-detector-context';
import { fakeDetector, restorePhotoStubs, stubPhoto } from '../../../shared/colour/testing/photo-stubs';
import { paintFace } from '../../../shared/colour/testing/synthetic-face';
import { DEFAULT_FORM_VALUES, stepInput, type OnboardingFormValues } from '../lib/form-values';
import { ColoringStep } from './StyleSteps';

jest.setTimeout(30_000);

/** Fair warm skin, blue eyes, dark brown hair, read by the real readFacePhoto from a painted face. */
const painted = paintFace({ skin: [226, 180, 150], iris: [70, 110, 160], hair: [70, 48, 34] });

/** Step 12 answered (soft eyes, warm leaning), step 13 not yet. */
const STEP_12 = {
  veinColor: 'green',
  sunReaction: 'tan',
  jewelryPreference: 'gold',
  eyeClarity: 'soft',
  featureContrast: 'high',
  colorPreference: 'bold',
} as const;

afterEach(() => {
  jest.restoreAllMocks();
  restorePhotoStubs();
});

function renderStep() {
  let form!: UseFormReturn<OnboardingFormValues>;
  function Step() {
    form = useForm<OnboardingFormValues>({ defaultValues: { ...DEFAULT_FORM_VALUES, ...STEP_12 } });
    return (
      <FormProvider {...form}>
        <ColoringStep />
      </FormProvider>
    );
  }
  render(
    <FaceDetectorContext.Provider value={fakeDetector(painted)}>
      <Step />
    </FaceDetectorContext.Provider>,
  );
  return { form: () => form, user: userEvent.setup() };
}

async function readPhoto(user: ReturnType<typeof userEvent.setup>) {
  stubPhoto(painted);
  const section = screen.getByRole('region', { name: 'Use a photo' });
  await user.upload(
    within(section).getByLabelText('Choose a photo of your face'),
    new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
  );
  await within(section).findByRole('region', { name: 'What your photo shows' });
  return section;
}

describe('Step 13: use a photo', () => {
  test('When a photo is read, then the season it gives with the step-12 answers is shown, run on the device', async () => {
    const { user } = renderStep();

    const section = await readPhoto(user);

    const reading = readFacePhoto(painted.image, [detectedFace(painted.face)]);
    if (!reading.ok) throw new Error('The painted face should read');
    const expected = analyzeColour({
      ...STEP_12,
      ...reading.answers,
      colorMeasurements: reading.measurements,
    });
    const season = await within(section).findByTestId('photo-season');
    expect(season.textContent).toContain(
      `With your answers so far, this photo points to ${expected.season}.`,
    );
    expect(season.textContent).toMatch(/Confidence: (High|Medium|Low)/);
  });

  test('When "Use these answers" is pressed, then eye, skin and hair colors and eye clarity are set (the change to step 12 said), the measurements join the answers step 13 sends, and removing the photo drops them', async () => {
    // Arrange
    const { form, user } = renderStep();
    const section = await readPhoto(user);

    // Act
    await user.click(within(section).getByRole('button', { name: 'Use these answers' }));

    // Assert: the cards below show the photo's answers, still editable
    expect((screen.getByRole('radio', { name: /^Blue/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Light$/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Dark Brown/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText(/from "Soft and muted" to "Bright and clear"\. Go back to change it\./),
    ).toBeTruthy();
    const values = form().getValues();
    expect(values).toMatchObject({
      eyeColor: 'Blue',
      skinTone: 'Light',
      hairColor: ['Dark Brown'],
      eyeClarity: 'bright',
    });
    const sent = step13Schema.parse(stepInput(values));
    expect(sent.colorMeasurements).toMatchObject({ undertone: 'Warm', skin: { h: 58.9 } });

    // Act: the user changes one answer by hand, then removes the photo
    await user.click(screen.getByRole('radio', { name: /^Green/ }));
    await user.click(within(section).getByRole('button', { name: 'Remove the photo' }));

    // Assert
    expect(form().getValues('eyeColor')).toBe('Green');
    expect(form().getValues('colorMeasurements')).toBeUndefined();
    expect(step13Schema.parse(stepInput(form().getValues())).colorMeasurements).toBeUndefined();
    expect(screen.queryByText(/Go back to change it/)).toBeNull();
  });
});
