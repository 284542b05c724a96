import { converter } from 'culori';
import type { Lab } from '../colour-maths';

/**
 * Reading pixels out of a photo, for the on-device photo analysis: which pixels a region covers and
 * their colour in CIELAB (D65, culori's lab65, the same space as hexToLab and deltaE).
 *
 * A region is filled by scanlines with the even-odd rule, a pixel belonging to it when its centre
 * lies inside (as canvas and most rasterisers do), so the work is one pass over the region's rows
 * and pixels however many points the outline has, and coordinates outside the image are clipped
 * rather than trusted.
 */

/** An RGBA bitmap, 4 bytes a pixel, rows top to bottom: a canvas's ImageData or a decoded PNG. */
export interface PhotoImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/** A rectangle in pixel coordinates, x and y its top-left corner. */
export interface RectRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An outline in pixel coordinates, e.g. face-mesh landmarks (a z coordinate, if any, is ignored). */
export interface PolygonRegion {
  points: ReadonlyArray<readonly [number, number, ...number[]]>;
}

export type Region = RectRegion | PolygonRegion;

/** Linear-RGB multipliers, the white-balance correction applied to every pixel before Lab. */
export interface LinearGains {
  r: number;
  g: number;
  b: number;
}

/** The region's opaque pixels as CIELAB, one entry a pixel, and how many were clipped. */
export interface RegionPixels {
  count: number;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
  /** Pixels with a channel at 250 or more before correction: blown out, their true colour lost. */
  clipped: number;
}

const CLIPPED = 250;
// Semi-transparent pixels (a PNG's cut-out edge) are not the subject's colour.
const MIN_ALPHA = 128;

// Marked pure so a bundle that imports the style engine without the photo analysis drops culori.
const toLinearRgb = /* @__PURE__ */ converter('lrgb');
const toLab65 = /* @__PURE__ */ converter('lab65');

// sRGB byte → linear light, once for all 256 values: each pixel then costs three lookups.
const LINEAR = /* @__PURE__ */ Float64Array.from(
  { length: 256 },
  (_, byte) => toLinearRgb({ mode: 'rgb', r: byte / 255, g: 0, b: 0 }).r,
);

/** Throws a RangeError unless the image is a whole RGBA bitmap of positive integer size. */
export function assertPhotoImage(image: PhotoImage): void {
  const { width, height, data } = image;
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`A photo needs a positive whole width and height, got ${width}×${height}`);
  }
  if (data.length !== width * height * 4) {
    throw new RangeError(
      `A ${width}×${height} RGBA photo has ${width * height * 4} bytes, got ${data.length}`,
    );
  }
}

const outline = (region: Region): ReadonlyArray<readonly number[]> =>
  'points' in region
    ? region.points
    : [
        [region.x, region.y],
        [region.x + region.width, region.y],
        [region.x + region.width, region.y + region.height],
        [region.x, region.y + region.height],
      ];

/** Calls visit with the pixel index (y × width + x) of every pixel whose centre lies in the region. */
function forEachPixelIn(region: Region, width: number, height: number, visit: (index: number) => void): void {
  const points = outline(region);
  // A broken outline (a landmark the model could not place) covers nothing, rather than garbage.
  if (points.length < 3 || points.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y))) return;
  const ys = points.map(([, y]) => y!);
  const top = Math.max(0, Math.ceil(Math.min(...ys) - 0.5));
  const bottom = Math.min(height - 1, Math.floor(Math.max(...ys) - 0.5));
  const crossings: number[] = [];
  for (let row = top; row <= bottom; row += 1) {
    const centreY = row + 0.5;
    crossings.length = 0;
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const [x1, y1] = points[i] as [number, number];
      const [x2, y2] = points[j] as [number, number];
      if (y1 <= centreY !== y2 <= centreY) crossings.push(x1 + ((centreY - y1) * (x2 - x1)) / (y2 - y1));
    }
    crossings.sort((left, right) => left - right);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const first = Math.max(0, Math.ceil(crossings[k]! - 0.5));
      const last = Math.min(width - 1, Math.ceil(crossings[k + 1]! - 0.5) - 1);
      for (let column = first; column <= last; column += 1) visit(row * width + column);
    }
  }
}

/**
 * The opaque pixels of one or more regions (the whole photo when none is given) in CIELAB, after
 * multiplying linear RGB by the gains when given. A pixel inside two regions counts once.
 */
export function regionPixels(
  image: PhotoImage,
  regions?: Region | readonly Region[],
  gains: LinearGains = { r: 1, g: 1, b: 1 },
): RegionPixels {
  assertPhotoImage(image);
  const { data, width, height } = image;
  const L: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  let clipped = 0;
  // Photos repeat colours (flat walls, smooth skin), and culori's conversion is the costly step.
  const cache = new Map<number, Lab>();
  const visit = (index: number): void => {
    const offset = index * 4;
    if (data[offset + 3]! < MIN_ALPHA) return;
    const red = data[offset]!;
    const green = data[offset + 1]!;
    const blue = data[offset + 2]!;
    if (red >= CLIPPED || green >= CLIPPED || blue >= CLIPPED) clipped += 1;
    const key = (red << 16) | (green << 8) | blue;
    let lab = cache.get(key);
    if (!lab) {
      const converted = toLab65({
        mode: 'lrgb',
        r: Math.min(1, LINEAR[red]! * gains.r),
        g: Math.min(1, LINEAR[green]! * gains.g),
        b: Math.min(1, LINEAR[blue]! * gains.b),
      });
      lab = { L: converted.l, a: converted.a, b: converted.b };
      cache.set(key, lab);
    }
    L.push(lab.L);
    a.push(lab.a);
    b.push(lab.b);
  };

  if (regions === undefined) {
    for (let index = 0; index < width * height; index += 1) visit(index);
  } else {
    const list: readonly Region[] = Array.isArray(regions) ? regions : [regions as Region];
    const seen = list.length > 1 ? new Uint8Array(width * height) : undefined;
    for (const region of list) {
      forEachPixelIn(region, width, height, (index) => {
        if (seen) {
          if (seen[index]) return;
          seen[index] = 1;
        }
        visit(index);
      });
    }
  }
  return {
    count: L.length,
    L: Float64Array.from(L),
    a: Float64Array.from(a),
    b: Float64Array.from(b),
    clipped,
  };
}
