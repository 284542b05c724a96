import { converter } from 'culori';
import type { Lab } from '../colour-maths';
import type { LinearGains } from './photo-pixels';

/**
 * White balance from something in the photo that should be white: the whites of the eyes, or a
 * white card the user holds next to the face.
 *
 * Method: a von Kries correction, the gray-card scaling of photography, in linear RGB. Each channel
 * is multiplied so the reference comes out neutral; green keeps a gain of 1, as camera raw
 * converters do, so the photo's exposure is left as taken (green carries most of the luminance,
 * and whether a grey card was lit bright or dim cannot be told from the card). The correction only
 * holds when the reference still carries the light's colour, so it is refused when the reference is
 * blown out (a clipped channel lost the ratio), too dark (noise outweighs the signal) or too
 * colourful to be white under ordinary light (a light this coloured, or a region that is not white
 * after all, is not something to correct and then trust).
 */

/** An sRGB colour, each channel 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The reference's own colour: how strongly and towards which hue the light tints the photo. */
export interface ColourCast {
  /** C* of the reference: 0 under neutral light (eye whites, never quite white, a little more). */
  chroma: number;
  /** Its hue angle in degrees (CIE LCh), 0 when it has no hue. */
  hue: number;
  /** The hue in a word, for messages. */
  tint: 'pink' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple';
}

export type WhiteReferenceRefusal = 'reference-blown-out' | 'reference-too-dark' | 'reference-too-saturated';

export type WhiteBalance =
  | { ok: true; gains: LinearGains; cast: ColourCast }
  | { ok: false; reason: WhiteReferenceRefusal; cast: ColourCast };

/** Below this L* a reference is too dark: a white card in deep shade, eyes in a dim room. */
export const REFERENCE_MIN_LIGHTNESS = 40;
/** A channel at this share of full scale or above is clipped. */
export const REFERENCE_MAX_CHANNEL = 250 / 255;
/**
 * Above this C* the reference is too colourful to be white. A grey card lit by a light the camera did
 * not correct for at all, seen against D65 white: 5000 K daylight gives C* about 15, a 4000 K lamp
 * about 28, a 3500 K lamp about 38 and a tungsten bulb (CIE illuminant A) about 55. Phones correct
 * most of that themselves, so a reference past 30 means light warmer than a 4000 K lamp left as it
 * was, or a region that is not white after all; in both the correction would be a guess.
 */
export const REFERENCE_MAX_CHROMA = 30;

const toLab65 = /* @__PURE__ */ converter('lab65');
const toLch65 = /* @__PURE__ */ converter('lch65');
const toRgb = /* @__PURE__ */ converter('rgb');
const toLinearRgb = /* @__PURE__ */ converter('lrgb');

function tintOf(hue: number): ColourCast['tint'] {
  if (hue < 30 || hue >= 330) return 'pink';
  if (hue < 75) return 'orange';
  if (hue < 110) return 'yellow';
  if (hue < 200) return 'green';
  if (hue < 290) return 'blue';
  return 'purple';
}

/**
 * The correction that makes the reference white, or why the reference cannot be trusted. Throws a
 * RangeError when the reference has a value that is not a finite number.
 */
export function whiteBalance(reference: Lab | Rgb): WhiteBalance {
  const values =
    'L' in reference ? [reference.L, reference.a, reference.b] : [reference.r, reference.g, reference.b];
  if (!values.every(Number.isFinite)) {
    throw new RangeError(`A white reference needs finite numbers, got ${JSON.stringify(reference)}`);
  }
  const colour =
    'L' in reference
      ? { mode: 'lab65' as const, l: reference.L, a: reference.a, b: reference.b }
      : { mode: 'rgb' as const, r: reference.r / 255, g: reference.g / 255, b: reference.b / 255 };
  const lab = toLab65(colour);
  const lch = toLch65(colour);
  const hue = lch.h ?? 0;
  const cast: ColourCast = { chroma: lch.c, hue, tint: tintOf(hue) };

  const rgb = toRgb(colour);
  if (Math.max(rgb.r, rgb.g, rgb.b) >= REFERENCE_MAX_CHANNEL) {
    return { ok: false, reason: 'reference-blown-out', cast };
  }
  if (lab.l < REFERENCE_MIN_LIGHTNESS) return { ok: false, reason: 'reference-too-dark', cast };
  const linear = toLinearRgb(colour);
  // A channel near zero would need an unbounded gain: that reference is not white under any light.
  if (cast.chroma > REFERENCE_MAX_CHROMA || Math.min(linear.r, linear.g, linear.b) <= 0.01) {
    return { ok: false, reason: 'reference-too-saturated', cast };
  }
  return { ok: true, gains: { r: linear.g / linear.r, g: 1, b: linear.g / linear.b }, cast };
}
