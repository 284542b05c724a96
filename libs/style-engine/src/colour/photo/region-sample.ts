import { formatHex } from 'culori';
import type { Lab } from '../colour-maths';
import { regionPixels, type LinearGains, type PhotoImage, type Region } from './photo-pixels';

/**
 * The colour of a region of a photo (cheeks and forehead, an iris, the hair above the forehead).
 *
 * Method: every opaque pixel of the region in CIELAB (D65); the darkest and the lightest 15% by L*
 * dropped, because shadow (under the cheekbone, between strands of hair) and highlight (shine on
 * the forehead, the catchlight in an eye) are the light's colour, not the person's; then each of
 * L*, a* and b* is the interquartile mean of what is left (the mean of its middle half), which a
 * freckle, a stray hair or a speck of noise cannot move the way it moves a plain mean, and which
 * is smoother than a median on a photo's quantised values.
 */

/** Share of the region's pixels dropped at each end of L*: shadows at the bottom, highlights at the top. */
export const SHADOW_HIGHLIGHT_SHARE = 0.15;

/**
 * Fewer pixels than this and a region is too small to measure: at a face 100 pixels across an iris
 * covers about 30, and a reading from so few is mostly JPEG noise.
 */
export const MIN_REGION_PIXELS = 100;

export interface SampleOptions {
  /** The white-balance correction (whiteBalance's gains), applied to each pixel before Lab. */
  gains?: LinearGains;
  /** Defaults to MIN_REGION_PIXELS. */
  minPixels?: number;
  /**
   * Which pixels belong to the subject, by their colour after the gains (e.g. the hair band's
   * pixels that are not skin): the others are left out as if outside the region.
   */
  keep?: (lab: Lab) => boolean;
}

export type RegionSample =
  | {
      ok: true;
      /** The region's colour in CIELAB (D65). */
      lab: Lab;
      /** The same colour as #RRGGBB, for a swatch (clipped to sRGB). */
      hex: string;
      /** Pixels the colour was measured from, after shadows and highlights were dropped. */
      pixels: number;
      /** Opaque pixels inside the region (that keep, when given, kept). */
      regionPixels: number;
    }
  | { ok: false; reason: 'region-too-small'; regionPixels: number; minPixels: number };

/** The mean of the middle half of the values (all of them when there are fewer than 4). */
function interquartileMean(values: Float64Array): number {
  const sorted = values.slice().sort();
  const cut = Math.floor(sorted.length / 4);
  const middle = sorted.subarray(cut, sorted.length - cut);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

/**
 * The colour of a region (or several, e.g. both cheeks and the forehead, a pixel counted once),
 * shadows and highlights excluded. A region with fewer than minPixels opaque pixels, including one
 * that lies outside the photo or whose outline has a missing point, is reported as too small.
 * Throws a RangeError when the image is not a whole RGBA bitmap.
 */
export function sampleRegion(
  image: PhotoImage,
  region: Region | readonly Region[],
  options: SampleOptions = {},
): RegionSample {
  const asked = options.minPixels ?? MIN_REGION_PIXELS;
  // Never below one pixel: an empty region has no colour to report.
  const minPixels = Number.isFinite(asked) ? Math.max(1, Math.ceil(asked)) : MIN_REGION_PIXELS;
  const pixels = regionPixels(image, region, options.gains);
  const { keep } = options;
  const subject = Array.from({ length: pixels.count }, (_, index) => index).filter(
    (index) => !keep || keep({ L: pixels.L[index]!, a: pixels.a[index]!, b: pixels.b[index]! }),
  );
  if (subject.length < minPixels) {
    return { ok: false, reason: 'region-too-small', regionPixels: subject.length, minPixels };
  }

  const byLightness = subject.sort((left, right) => pixels.L[left]! - pixels.L[right]!);
  const dropped = Math.floor(subject.length * SHADOW_HIGHLIGHT_SHARE);
  const kept = byLightness.slice(dropped, subject.length - dropped);
  const channel = (values: Float64Array): number =>
    interquartileMean(Float64Array.from(kept, (index) => values[index]!));
  const lab = { L: channel(pixels.L), a: channel(pixels.a), b: channel(pixels.b) };
  return {
    ok: true,
    lab,
    hex: formatHex({ mode: 'lab65', l: lab.L, a: lab.a, b: lab.b }).toUpperCase(),
    pixels: kept.length,
    regionPixels: subject.length,
  };
}
