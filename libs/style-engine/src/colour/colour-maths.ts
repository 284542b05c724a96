/**
 * Colour maths for matching a garment colour to a palette.
 *
 * Method: sRGB hex → linear RGB → CIE XYZ (D65, IEC 61966-2-1) → CIELAB (D65 white), and colour
 * difference by CIEDE2000 (CIE 142-2001), implemented after Sharma, Wu and Dalal, "The CIEDE2000
 * Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
 * Observations" (2005), whose test pairs the unit tests check. CIEDE2000 rather than CIE76 because
 * CIE76 overstates differences between saturated colours and understates them between blues, which
 * is exactly where clothing colours (navy, cobalt, royal) crowd together.
 */

export interface Lab {
  /** Lightness, 0 (black) to 100 (white). */
  L: number;
  /** Green (−) to red (+). */
  a: number;
  /** Blue (−) to yellow (+). */
  b: number;
}

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for '#RRGGBB', 'RRGGBB', '#RGB' or 'RGB'. */
export function isHexColour(value: string): boolean {
  return HEX_PATTERN.test(value.trim());
}

/** '#abc', 'AABBCC' → '#AABBCC'; undefined when the text is not a hex colour. */
export function normaliseHex(value: string): string | undefined {
  const match = HEX_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

/** '#RRGGBB' → [r, g, b] in 0–255. Throws a RangeError on text that is not a hex colour. */
export function hexToRgb(hex: string): [number, number, number] {
  const normalised = normaliseHex(hex);
  if (!normalised) throw new RangeError(`Not a hex color: ${JSON.stringify(hex)}`);
  return [1, 3, 5].map((start) => parseInt(normalised.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

// The sRGB transfer function undone, per channel (IEC 61966-2-1).
const toLinear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

// D65 reference white, Y normalised to 100.
const WHITE = { X: 95.047, Y: 100, Z: 108.883 };
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;
const labF = (t: number): number => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);

/** A hex colour in CIELAB (D65). Throws a RangeError on text that is not a hex colour. */
export function hexToLab(hex: string): Lab {
  const [r, g, b] = hexToRgb(hex).map(toLinear);
  const X = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) * 100;
  const Y = (0.2126729 * r + 0.7151522 * g + 0.072175 * b) * 100;
  const Z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) * 100;
  const fx = labF(X / WHITE.X);
  const fy = labF(Y / WHITE.Y);
  const fz = labF(Z / WHITE.Z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** WCAG 2 relative luminance of a hex colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast ratio between two hex colours, 1 (none) to 21 (black on white), either order.
 * 4.5 is the AA minimum for body text, 3 for large text and controls.
 */
export function contrastRatio(first: string, second: string): number {
  const [darker, lighter] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => a - b);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Chroma (colourfulness) of a Lab colour: 0 for greys, about 30–130 for strong colours. */
export function labChroma(lab: Lab): number {
  return Math.hypot(lab.a, lab.b);
}

const toLab = (colour: Lab | string): Lab => (typeof colour === 'string' ? hexToLab(colour) : colour);
const degrees = (radians: number): number => (radians * 180) / Math.PI;
const radians = (deg: number): number => (deg * Math.PI) / 180;

/**
 * CIEDE2000 colour difference (kL = kC = kH = 1) between two colours, as hex or Lab. 0 means
 * identical; about 2 is the smallest difference most people see side by side; black against white
 * is 100.
 */
export function deltaE(first: Lab | string, second: Lab | string): number {
  const one = toLab(first);
  const two = toLab(second);

  const meanChroma = (labChroma(one) + labChroma(two)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanChroma ** 7 / (meanChroma ** 7 + 25 ** 7)));
  const a1 = (1 + g) * one.a;
  const a2 = (1 + g) * two.a;
  const c1 = Math.hypot(a1, one.b);
  const c2 = Math.hypot(a2, two.b);
  const hueAngle = (a: number, b: number): number =>
    a === 0 && b === 0 ? 0 : (degrees(Math.atan2(b, a)) + 360) % 360;
  const h1 = hueAngle(a1, one.b);
  const h2 = hueAngle(a2, two.b);

  const deltaL = two.L - one.L;
  const deltaC = c2 - c1;
  let deltaHueAngle = 0;
  if (c1 * c2 !== 0) {
    deltaHueAngle = h2 - h1;
    if (deltaHueAngle > 180) deltaHueAngle -= 360;
    else if (deltaHueAngle < -180) deltaHueAngle += 360;
  }
  const deltaH = 2 * Math.sqrt(c1 * c2) * Math.sin(radians(deltaHueAngle / 2));

  const meanL = (one.L + two.L) / 2;
  const meanC = (c1 + c2) / 2;
  let meanH = h1 + h2;
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) meanH = (h1 + h2) / 2;
    else meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }

  const t =
    1 -
    0.17 * Math.cos(radians(meanH - 30)) +
    0.24 * Math.cos(radians(2 * meanH)) +
    0.32 * Math.cos(radians(3 * meanH + 6)) -
    0.2 * Math.cos(radians(4 * meanH - 63));
  const deltaTheta = 30 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanC;
  const sh = 1 + 0.015 * meanC * t;
  const rt = -Math.sin(radians(2 * deltaTheta)) * rc;

  const lightness = deltaL / sl;
  const chroma = deltaC / sc;
  const hue = deltaH / sh;
  return Math.sqrt(lightness ** 2 + chroma ** 2 + hue ** 2 + rt * chroma * hue);
}
