import { z } from 'zod';

/**
 * Coloring measured on the device from a white-balanced photo (issue 22, item 2): the numbers,
 * never the image, that travel with the step 13 answers as evidence for the color analysis.
 * style-engine's photo/colour-measurements.ts computes them; the colour analysis weighs them.
 *
 * Undertone is read from the skin's hue angle in CIE LCh (D65): measured skin sits in a narrow band
 * from rosy near 40° to golden near 70° (Ly et al., "Research Techniques Made Simple: Cutaneous
 * Colorimetry", J Invest Dermatol 2020); below 47° reads Cool, 58° and above Warm, the middle
 * Neutral. That split is our calibration, not a published one.
 */

/** Skin hue angles below this read as a cool (rosy) undertone. */
export const COOL_SKIN_HUE_BELOW = 47;
/** Skin hue angles at or above this read as a warm (golden) undertone. */
export const WARM_SKIN_HUE_FROM = 58;
/** The most a derived number (value, chroma, contrast) may differ from its samples: they are rounded to a tenth. */
const DERIVED_TOLERANCE = 0.15;

export const SKIN_UNDERTONES = ['Warm', 'Neutral', 'Cool'] as const;
export type SkinUndertone = (typeof SKIN_UNDERTONES)[number];

/** A hue angle in −180…180: a skin redder than red (past 0° to 359°) is cooler still. */
export const signedHue = (hue: number): number => (hue > 180 ? hue - 360 : hue);

/** The undertone a skin hue angle reads as. */
export function skinUndertone(skinHue: number): SkinUndertone {
  const signed = signedHue(skinHue);
  if (signed < COOL_SKIN_HUE_BELOW) return 'Cool';
  return signed >= WARM_SKIN_HUE_FROM ? 'Warm' : 'Neutral';
}

const inRange = (name: string, min: number, max: number) => {
  const message = `${name} must be a number from ${min} to ${max}`;
  return z.number({ error: message }).min(min, message).max(max, message);
};

// sRGB's most colorful colors reach a C* of about 134 (blue); nothing measured from a photo exceeds it.
const CHROMA_MAX = 150;

/** A color in CIE LCh(ab), D65; `what` names it in the messages ('Skin'). */
const lchOf = (what: string) =>
  z
    .object(
      {
        L: inRange(`${what} lightness (L*)`, 0, 100).describe('Lightness L*, 0 (black) to 100 (white)'),
        C: inRange(`${what} chroma (C*)`, 0, CHROMA_MAX).describe('Chroma C*, 0 for gray'),
        h: z
          .number({ error: `${what} hue angle (h) must be a number from 0 to less than 360` })
          .min(0, `${what} hue angle (h) must be a number from 0 to less than 360`)
          .lt(360, `${what} hue angle (h) must be a number from 0 to less than 360`)
          .describe('Hue angle in degrees, 0 when the color has no hue'),
      },
      { error: `${what} must be a color with L, C and h` },
    )
    .describe('A color in CIE LCh(ab), D65');

const near = (a: number, b: number) => Math.abs(a - b) <= DERIVED_TOLERANCE;

export const colorMeasurementsSchema = z
  .object(
    {
      skin: lchOf('Skin').describe('The skin: cheeks and forehead, shadows and highlights excluded'),
      iris: lchOf('Iris').describe('The iris'),
      hair: lchOf('Hair').describe('The hair above the forehead'),
      undertone: z
        .enum(SKIN_UNDERTONES, { error: 'Undertone must be Warm, Neutral or Cool' })
        .describe("The undertone read from the skin's hue angle"),
      value: inRange('Value', 0, 100).describe("The skin's L*: its value, light to deep"),
      chroma: inRange('Chroma', 0, CHROMA_MAX).describe(
        "The skin's C*: how clear (high) or soft (low) it is",
      ),
      hairContrast: inRange('Hair contrast', 0, 100).describe('|ΔL*| between hair and skin'),
      irisContrast: inRange('Iris contrast', 0, 100).describe('|ΔL*| between iris and skin'),
    },
    { error: 'Color measurements must be an object of skin, iris and hair readings' },
  )
  // The derived numbers must be the samples' own, so a reading cannot say two things at once;
  // checked only once every number is in range, so a bad number gets one message, its own.
  .superRefine(
    (m, ctx) => {
      const mismatch = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (m.undertone !== skinUndertone(m.skin.h)) {
        mismatch(
          'undertone',
          `Undertone must be ${skinUndertone(m.skin.h)} for a skin hue angle of ${m.skin.h}°`,
        );
      }
      if (!near(m.value, m.skin.L)) mismatch('value', "Value must be the skin's lightness (L*)");
      if (!near(m.chroma, m.skin.C)) mismatch('chroma', "Chroma must be the skin's chroma (C*)");
      if (!near(m.hairContrast, Math.abs(m.hair.L - m.skin.L))) {
        mismatch('hairContrast', 'Hair contrast must be the difference in L* between hair and skin');
      }
      if (!near(m.irisContrast, Math.abs(m.iris.L - m.skin.L))) {
        mismatch('irisContrast', 'Iris contrast must be the difference in L* between iris and skin');
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  )
  .meta({
    id: 'ColorMeasurements',
    description:
      'Coloring measured on the device from a white-balanced photo: numbers only, never the image. Unknown keys are dropped.',
  });

export type ColorMeasurements = z.infer<typeof colorMeasurementsSchema>;
/** A color in CIE LCh(ab), D65, as the measurements hold it. */
export type Lch = ColorMeasurements['skin'];

const tenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * A reading from its three samples: the undertone, value, chroma and contrasts derived from them,
 * as the schema's consistency rule expects (contrasts rounded to a tenth).
 */
export function colorMeasurementsFrom({
  skin,
  iris,
  hair,
}: {
  skin: Lch;
  iris: Lch;
  hair: Lch;
}): ColorMeasurements {
  return {
    skin,
    iris,
    hair,
    undertone: skinUndertone(skin.h),
    value: skin.L,
    chroma: skin.C,
    hairContrast: tenth(Math.abs(hair.L - skin.L)),
    irisContrast: tenth(Math.abs(iris.L - skin.L)),
  };
}
