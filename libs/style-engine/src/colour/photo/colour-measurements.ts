import { converter } from 'culori';
import { z } from 'zod';
import type { Lab } from '../colour-maths';

/**
 * Colouring measured from a photo: the numbers, never the image, that go with the questionnaire
 * answers as evidence on the colour analysis's three axes (see colour-analysis.ts).
 *
 * Method: the white-balanced skin, iris and hair samples in CIE LCh (D65). Undertone is read from
 * the skin's hue angle, the measure dermatology uses for yellowness against redness (Ly et al.,
 * "Research Techniques Made Simple: Cutaneous Colorimetry", J Invest Dermatol 2020): measured skin
 * sits in a narrow band of hue angles, from rosy near 40° to golden near 70°, and we read below 47°
 * as Cool, 58° and above as Warm, the middle as Neutral. That split is our calibration, not a
 * published one, and hue also shifts with depth and with the light; it is evidence to weigh with the
 * answers (veins, sun, jewellery), not a verdict. Value is the skin's L* and chroma its C*; contrast
 * is the difference in L* between hair and skin and between iris and skin, the feature contrast the
 * 12-season systems read as clarity.
 */

/** Skin hue angles below this read as a cool (rosy) undertone. */
export const COOL_SKIN_HUE_BELOW = 47;
/** Skin hue angles at or above this read as a warm (golden) undertone. */
export const WARM_SKIN_HUE_FROM = 58;

const lightness = z.number().min(0).max(100);
// sRGB's most colourful colours reach a C* of about 134 (blue); nothing measured from a photo exceeds it.
const chroma = z.number().min(0).max(150);

export const lchSchema = z
  .object({
    L: lightness.describe('Lightness L*, 0 (black) to 100 (white)'),
    C: chroma.describe('Chroma C*, 0 for gray'),
    h: z.number().min(0).lt(360).describe('Hue angle in degrees, 0 when the color has no hue'),
  })
  .describe('A color in CIE LCh(ab), D65');

export const colourMeasurementsSchema = z
  .object({
    skin: lchSchema.describe('The skin: cheeks and forehead, shadows and highlights excluded'),
    iris: lchSchema.describe('The iris'),
    hair: lchSchema.describe('The hair above the forehead'),
    undertone: z.enum(['Warm', 'Neutral', 'Cool']).describe("The undertone read from the skin's hue angle"),
    value: lightness.describe("The skin's L*: its value, light to deep"),
    chroma: chroma.describe("The skin's C*: how clear (high) or soft (low) it is"),
    hairContrast: lightness.describe('|ΔL*| between hair and skin'),
    irisContrast: lightness.describe('|ΔL*| between iris and skin'),
  })
  .describe('Coloring measured on the device from a white-balanced photo: numbers only, never the image');

export type Lch = z.infer<typeof lchSchema>;
export type ColourMeasurements = z.infer<typeof colourMeasurementsSchema>;

export interface ColouringSamples {
  skin: Lab;
  iris: Lab;
  hair: Lab;
}

const toLch65 = /* @__PURE__ */ converter('lch65');
// A photo's measurement is not precise past a tenth, and the numbers travel in a contract.
const tenth = (value: number): number => Math.round(value * 10) / 10;

function lchOf(lab: Lab): Lch {
  const lch = toLch65({ mode: 'lab65', l: lab.L, a: lab.a, b: lab.b });
  return {
    L: Math.min(100, Math.max(0, tenth(lch.l))),
    C: Math.min(150, tenth(lch.c)),
    h: tenth(lch.h ?? 0) % 360,
  };
}

function undertoneOf(skinHue: number): ColourMeasurements['undertone'] {
  // Hue is an angle: a skin redder than red (a tinge of magenta, past 0° to 359°) is cooler still.
  const signed = skinHue > 180 ? skinHue - 360 : skinHue;
  if (signed < COOL_SKIN_HUE_BELOW) return 'Cool';
  return signed >= WARM_SKIN_HUE_FROM ? 'Warm' : 'Neutral';
}

/**
 * The measurements from the skin, iris and hair samples (take them with the white-balance gains).
 * Throws a RangeError when a sample has a value that is not a finite number.
 */
export function colourMeasurements(samples: ColouringSamples): ColourMeasurements {
  for (const [name, lab] of Object.entries(samples)) {
    if (![lab.L, lab.a, lab.b].every(Number.isFinite)) {
      throw new RangeError(`The ${name} sample needs finite L*, a* and b*, got ${JSON.stringify(lab)}`);
    }
  }
  const skin = lchOf(samples.skin);
  const iris = lchOf(samples.iris);
  const hair = lchOf(samples.hair);
  return {
    skin,
    iris,
    hair,
    undertone: undertoneOf(skin.h),
    value: skin.L,
    chroma: skin.C,
    hairContrast: tenth(Math.abs(hair.L - skin.L)),
    irisContrast: tenth(Math.abs(iris.L - skin.L)),
  };
}
