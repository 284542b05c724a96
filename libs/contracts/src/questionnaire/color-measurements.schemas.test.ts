import type { z } from 'zod';
import { buildColorMeasurements } from './color-measurements.fixture';
import {
  colorMeasurementsSchema,
  COOL_SKIN_HUE_BELOW,
  skinUndertone,
  WARM_SKIN_HUE_FROM,
} from './color-measurements.schemas';
import { questionnaireAnswersSchema, step13Schema } from './questionnaire.schemas';

const issues = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const step13 = { eyeColor: 'Blue', skinTone: 'Fair', hairColor: 'Black' };

describe('color measurements from a photo', () => {
  test('When a photo was measured, then step 13 and the merged answers keep its numbers unchanged', () => {
    const measured = buildColorMeasurements();

    expect(step13Schema.parse({ ...step13, colorMeasurements: measured }).colorMeasurements).toEqual(
      measured,
    );
    expect(questionnaireAnswersSchema.parse({ colorMeasurements: measured }).colorMeasurements).toEqual(
      measured,
    );
    expect(step13Schema.parse(step13)).not.toHaveProperty('colorMeasurements');
  });

  test('When a skin hue angle is read, then the Neutral band runs from 47° up to 58°, and past 0° is cooler still', () => {
    expect(skinUndertone(COOL_SKIN_HUE_BELOW - 0.1)).toBe('Cool');
    expect(skinUndertone(COOL_SKIN_HUE_BELOW)).toBe('Neutral');
    expect(skinUndertone(WARM_SKIN_HUE_FROM - 0.1)).toBe('Neutral');
    expect(skinUndertone(WARM_SKIN_HUE_FROM)).toBe('Warm');
    expect(skinUndertone(355)).toBe('Cool');
  });

  test('When a measurement is out of range, then it is refused with a message naming it', () => {
    const measured = buildColorMeasurements();
    const result = step13Schema.safeParse({
      ...step13,
      colorMeasurements: {
        ...measured,
        skin: { ...measured.skin, L: 140 },
        iris: { ...measured.iris, h: 360 },
      },
    });

    expect(issues(result)).toEqual(
      expect.arrayContaining([
        { path: 'colorMeasurements.skin.L', message: 'Skin lightness (L*) must be a number from 0 to 100' },
        {
          path: 'colorMeasurements.iris.h',
          message: 'Iris hue angle (h) must be a number from 0 to less than 360',
        },
      ]),
    );
  });

  test('When a number is missing, not a number or an undertone unknown, then each is refused by name', () => {
    const { hair: _hair, ...withoutHair } = buildColorMeasurements();

    expect(issues(colorMeasurementsSchema.safeParse(withoutHair))).toEqual([
      { path: 'hair', message: 'Hair must be a color with L, C and h' },
    ]);
    expect(
      issues(colorMeasurementsSchema.safeParse({ ...buildColorMeasurements(), chroma: Number.NaN })),
    ).toEqual([{ path: 'chroma', message: 'Chroma must be a number from 0 to 150' }]);
    expect(
      issues(colorMeasurementsSchema.safeParse({ ...buildColorMeasurements(), undertone: 'Olive' })),
    ).toEqual([{ path: 'undertone', message: 'Undertone must be Warm, Neutral or Cool' }]);
    expect(issues(colorMeasurementsSchema.safeParse('a photo'))).toEqual([
      { path: '', message: 'Color measurements must be an object of skin, iris and hair readings' },
    ]);
  });

  test('When the derived numbers disagree with the samples, then the reading is refused, naming each', () => {
    const measured = buildColorMeasurements({ skin: { h: 63 } });
    const result = colorMeasurementsSchema.safeParse({
      ...measured,
      undertone: 'Cool',
      value: measured.value - 10,
      hairContrast: measured.hairContrast + 1,
    });

    expect(issues(result)).toEqual([
      { path: 'undertone', message: 'Undertone must be Warm for a skin hue angle of 63°' },
      { path: 'value', message: "Value must be the skin's lightness (L*)" },
      { path: 'hairContrast', message: 'Hair contrast must be the difference in L* between hair and skin' },
    ]);
  });

  test('When another answer is wrong too, then the contradiction is still named beside it', () => {
    const result = questionnaireAnswersSchema.safeParse({
      zipCode: '123',
      colorMeasurements: { ...buildColorMeasurements(), undertone: 'Cool' },
    });

    expect(issues(result)).toEqual([
      { path: 'colorMeasurements.undertone', message: 'Undertone must be Warm for a skin hue angle of 63°' },
      { path: 'zipCode', message: 'Please enter a valid ZIP code' },
    ]);
  });

  test('When a reading carries keys the contract does not know (an image, say), then they are dropped, as for the answers', () => {
    const measured = buildColorMeasurements();
    const parsed = colorMeasurementsSchema.parse({
      ...measured,
      image: 'data:image/jpeg;base64,AAAA',
      skin: { ...measured.skin, pixels: [1, 2, 3] },
    });

    expect(parsed).toEqual(measured);
  });
});
