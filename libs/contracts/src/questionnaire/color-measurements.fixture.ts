import { colorMeasurementsFrom, type ColorMeasurements, type Lch } from './color-measurements.schemas';

/**
 * Color measurements for tests, as the device would send them: skin, iris and hair in LCh, with the
 * undertone, value, chroma and contrasts derived from them so the schema's consistency rule holds.
 * The default is a warm, light photo: golden skin (L* 68, hue 63°), medium-brown hair, hazel eyes.
 */
export function buildColorMeasurements(
  samples: { skin?: Partial<Lch>; iris?: Partial<Lch>; hair?: Partial<Lch> } = {},
): ColorMeasurements {
  const skin = { L: 68, C: 22, h: 63, ...samples.skin };
  const iris = { L: 38, C: 14, h: 70, ...samples.iris };
  const hair = { L: 32, C: 12, h: 60, ...samples.hair };
  return colorMeasurementsFrom({ skin, iris, hair });
}
