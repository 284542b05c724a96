import { converter } from 'culori';
import { colorMeasurementsFrom, type ColorMeasurements, type Lch } from '@uniform/contracts';
import type { Lab } from '../colour-maths';

/**
 * Colouring measured from a photo: the numbers, never the image, that go with the questionnaire
 * answers as evidence on the colour analysis's three axes (see colour-analysis.ts). Their schema,
 * colorMeasurementsSchema, and the hue angles that split the undertones live in @uniform/contracts.
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

/**
 * The measurements from the skin, iris and hair samples (take them with the white-balance gains).
 * Throws a RangeError when a sample has a value that is not a finite number.
 */
export function colourMeasurements(samples: ColouringSamples): ColorMeasurements {
  for (const [name, lab] of Object.entries(samples)) {
    if (![lab.L, lab.a, lab.b].every(Number.isFinite)) {
      throw new RangeError(`The ${name} sample needs finite L*, a* and b*, got ${JSON.stringify(lab)}`);
    }
  }
  return colorMeasurementsFrom({
    skin: lchOf(samples.skin),
    iris: lchOf(samples.iris),
    hair: lchOf(samples.hair),
  });
}
