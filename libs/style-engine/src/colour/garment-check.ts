import { deltaE, hexToLab, type Lab } from './colour-maths';
import { FIT_THRESHOLD, nearestPaletteColour } from './colour-match';
import { paletteFor } from './season-palettes.data';

/**
 * Garment check: a photo's dominant colours, and each colour's verdict against the user's season.
 *
 * Method. Pixels are counted into a histogram of 4-bit-per-channel bins (4,096 at most), the way
 * colorthief and median cut start, each bin keeping the exact mean of its pixels so nothing is lost
 * to the rounding; 4 bits rather than colorthief's 5 keep a noisy photo to a few thousand bins, fast
 * enough on a phone. k-means then runs on the bins, weighted by their pixel counts, in CIELAB so
 * distances are roughly perceptual. The start is
 * k-means++ without the dice: the heaviest bin first, then each next centre is the bin with the
 * largest count × squared distance to the centres so far, so the same image always gives the same
 * colours. A cluster's colour is the mean RGB of its pixels. Centres that end within
 * MERGE_DELTA_E of each other (a plain garment split in three by noise) are merged, and slivers
 * under MIN_SHARE of the garment (edge blends, a stitched logo) are dropped.
 *
 * Background. Product photos sit on white or black. When near-white (or near-black) pixels make up
 * most of the image border, the pixels of that kind reachable from the border through pixels of the
 * same kind are flood-filled away; a white stripe inside the garment is not reachable and stays. If
 * that would remove almost everything, the garment itself is white (or black) and nothing is removed.
 * Transparent pixels (alpha < 128) are ignored.
 */

export interface DominantColour {
  /** '#RRGGBB'. */
  hex: string;
  /** Fraction of the garment's pixels (background and transparent pixels excluded), 0–1. */
  share: number;
}

/** Centres closer than this (CIEDE2000) are one colour: about the dye-lot difference. */
const MERGE_DELTA_E = 4;
/** A cluster under this fraction of the garment is noise, not a colour of it. */
const MIN_SHARE = 0.03;
/** A border made this much of one background kind is a backdrop. */
const BACKDROP_BORDER_SHARE = 0.5;
/** If clearing the backdrop would leave less than this much, the garment is the backdrop colour. */
const MIN_GARMENT_SHARE = 0.05;
const MAX_ITERATIONS = 30;
const OPAQUE_ALPHA = 128;

type Backdrop = 'white' | 'black';

// Near-white: every channel high and nearly grey (paper, studio sweep). Near-black: every channel low.
function backdropKind(r: number, g: number, b: number): Backdrop | undefined {
  const low = Math.min(r, g, b);
  const high = Math.max(r, g, b);
  if (low >= 230 && high - low <= 20) return 'white';
  if (high <= 30) return 'black';
  return undefined;
}

/** Marks the backdrop pixels: those of the border's dominant kind reachable from the border. */
function backdropMask(pixels: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  const opaque = (index: number) => pixels[index * 4 + 3]! >= OPAQUE_ALPHA;
  const kindAt = (index: number) =>
    backdropKind(pixels[index * 4]!, pixels[index * 4 + 1]!, pixels[index * 4 + 2]!);

  const border: number[] = [];
  for (let x = 0; x < width; x += 1) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y += 1) border.push(y * width, y * width + width - 1);
  const counts = { white: 0, black: 0 };
  let opaqueBorder = 0;
  for (const index of border) {
    if (!opaque(index)) continue;
    opaqueBorder += 1;
    const kind = kindAt(index);
    if (kind) counts[kind] += 1;
  }
  if (opaqueBorder === 0) return mask;
  const kind: Backdrop = counts.white >= counts.black ? 'white' : 'black';
  if (counts[kind] / opaqueBorder < BACKDROP_BORDER_SHARE) return mask;

  // Iterative flood fill (a stack, not recursion: 40,000 pixels would overflow the call stack).
  const stack: number[] = [];
  for (const index of border) {
    if (!mask[index] && opaque(index) && kindAt(index) === kind) {
      mask[index] = 1;
      stack.push(index);
    }
  }
  while (stack.length > 0) {
    const index = stack.pop()!;
    const x = index % width;
    const neighbours = [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width];
    for (const next of neighbours) {
      if (next < 0 || next >= mask.length || mask[next]) continue;
      if (opaque(next) && kindAt(next) === kind) {
        mask[next] = 1;
        stack.push(next);
      }
    }
  }
  return mask;
}

interface Bin {
  count: number;
  r: number;
  g: number;
  b: number;
  lab: Lab;
}

const toHex = (r: number, g: number, b: number): string =>
  `#${[r, g, b]
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

const labDistance2 = (one: Lab, two: Lab): number =>
  (one.L - two.L) ** 2 + (one.a - two.a) ** 2 + (one.b - two.b) ** 2;

function histogram(pixels: Uint8ClampedArray, skip: (index: number) => boolean): Bin[] {
  const bins = new Map<number, { count: number; r: number; g: number; b: number }>();
  for (let index = 0; index < pixels.length / 4; index += 1) {
    if (skip(index)) continue;
    const r = pixels[index * 4]!;
    const g = pixels[index * 4 + 1]!;
    const b = pixels[index * 4 + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key);
    if (bin) {
      bin.count += 1;
      bin.r += r;
      bin.g += g;
      bin.b += b;
    } else bins.set(key, { count: 1, r, g, b });
  }
  // Sorted by key so the result never depends on the order pixels were met in.
  return [...bins.entries()]
    .sort(([one], [two]) => one - two)
    .map(([, bin]) => {
      const [r, g, b] = [bin.r / bin.count, bin.g / bin.count, bin.b / bin.count];
      return { count: bin.count, r, g, b, lab: hexToLab(toHex(r, g, b)) };
    });
}

interface Cluster {
  count: number;
  r: number;
  g: number;
  b: number;
}

function kMeans(bins: Bin[], k: number): Cluster[] {
  // Deterministic k-means++ start (see the module comment).
  const centres: Lab[] = [bins.reduce((best, bin) => (bin.count > best.count ? bin : best)).lab];
  while (centres.length < k) {
    let best: Bin | undefined;
    let bestScore = 0;
    for (const bin of bins) {
      let nearest = Infinity;
      for (const centre of centres) nearest = Math.min(nearest, labDistance2(bin.lab, centre));
      const score = bin.count * nearest;
      if (score > bestScore) {
        bestScore = score;
        best = bin;
      }
    }
    // Every bin already sits on a centre: the image has fewer colours than k.
    if (!best) break;
    centres.push(best.lab);
  }

  const assignment = new Int32Array(bins.length).fill(-1);
  let clusters: Cluster[] = [];
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    let changed = false;
    bins.forEach((bin, index) => {
      let nearest = 0;
      for (let c = 1; c < centres.length; c += 1) {
        if (labDistance2(bin.lab, centres[c]!) < labDistance2(bin.lab, centres[nearest]!)) nearest = c;
      }
      if (assignment[index] !== nearest) {
        assignment[index] = nearest;
        changed = true;
      }
    });
    const sums = centres.map(() => ({ count: 0, r: 0, g: 0, b: 0, L: 0, a: 0, bb: 0 }));
    bins.forEach((bin, index) => {
      const sum = sums[assignment[index]!]!;
      sum.count += bin.count;
      sum.r += bin.r * bin.count;
      sum.g += bin.g * bin.count;
      sum.b += bin.b * bin.count;
      sum.L += bin.lab.L * bin.count;
      sum.a += bin.lab.a * bin.count;
      sum.bb += bin.lab.b * bin.count;
    });
    sums.forEach((sum, c) => {
      if (sum.count > 0) centres[c] = { L: sum.L / sum.count, a: sum.a / sum.count, b: sum.bb / sum.count };
    });
    clusters = sums
      .filter((sum) => sum.count > 0)
      .map((sum) => ({ count: sum.count, r: sum.r / sum.count, g: sum.g / sum.count, b: sum.b / sum.count }));
    if (!changed) break;
  }
  return clusters;
}

const clusterHex = (cluster: Cluster): string => toHex(cluster.r, cluster.g, cluster.b);

/** Merges the closest pair of clusters while they are within MERGE_DELTA_E of each other. */
function mergeClose(clusters: Cluster[]): Cluster[] {
  const merged = [...clusters];
  for (;;) {
    let pair: [number, number] | undefined;
    let closest = MERGE_DELTA_E;
    for (let i = 0; i < merged.length; i += 1) {
      for (let j = i + 1; j < merged.length; j += 1) {
        const distance = deltaE(clusterHex(merged[i]!), clusterHex(merged[j]!));
        if (distance < closest) {
          closest = distance;
          pair = [i, j];
        }
      }
    }
    if (!pair) return merged;
    const [one, two] = [merged[pair[0]]!, merged[pair[1]]!];
    const count = one.count + two.count;
    merged[pair[0]] = {
      count,
      r: (one.r * one.count + two.r * two.count) / count,
      g: (one.g * one.count + two.g * two.count) / count,
      b: (one.b * one.count + two.b * two.count) / count,
    };
    merged.splice(pair[1], 1);
  }
}

/**
 * The up-to-k dominant colours of an RGBA image (canvas ImageData order), largest share first.
 * Empty when every pixel is transparent. Throws a RangeError when the array does not hold
 * width × height × 4 values or k is not a whole number from 1 to 8. Meant for an image downscaled
 * to about 200 × 200; it reads every pixel it is given.
 */
export function dominantColours(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  k = 3,
): DominantColour[] {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Image size must be whole pixels: ${width} × ${height}`);
  }
  if (pixels.length !== width * height * 4) {
    throw new RangeError(`Expected ${width * height * 4} RGBA values, got ${pixels.length}`);
  }
  if (!Number.isInteger(k) || k < 1 || k > 8) throw new RangeError(`k must be 1 to 8, got ${k}`);

  const transparent = (index: number) => pixels[index * 4 + 3]! < OPAQUE_ALPHA;
  const backdrop = backdropMask(pixels, width, height);
  let opaqueCount = 0;
  let keptCount = 0;
  for (let index = 0; index < width * height; index += 1) {
    if (transparent(index)) continue;
    opaqueCount += 1;
    if (!backdrop[index]) keptCount += 1;
  }
  if (opaqueCount === 0) return [];
  const bins =
    keptCount < opaqueCount * MIN_GARMENT_SHARE
      ? histogram(pixels, transparent)
      : histogram(pixels, (index) => transparent(index) || backdrop[index] === 1);

  const clusters = mergeClose(kMeans(bins, k));
  const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  return clusters
    .map((cluster) => ({ hex: clusterHex(cluster), share: cluster.count / total }))
    .filter((colour) => colour.share >= MIN_SHARE)
    .sort((one, two) => two.share - one.share || one.hex.localeCompare(two.hex))
    .map((colour) => ({ ...colour, share: Math.round(colour.share * 1000) / 1000 }));
}

/**
 * Verdict thresholds (CIEDE2000 to the nearest recommended colour or neutral of the season).
 *
 * In palette up to FIT_THRESHOLD (8), the same line the custom-item guidance uses, so the dialog
 * never calls one colour both "fits" and "near" (colour-match.ts says why 8). Near up to 12: past 8
 * a shade no longer reads as a variant of the swatch, but up to 12 it is still nearer to it than
 * the typical gap between two neighbouring swatches of a palette (median 7–14 across the seasons),
 * so it sits between two colours the season wears and is safe below the face. Beyond 12 it is
 * nearer to a neighbouring colour family (navy against cobalt is about 17) and the season's avoid
 * lists start (their closest members are 12.3–13 from a palette swatch): avoid. A colour that is
 * nearer to one of the season's listed avoid colours than to any palette swatch is "avoid" too,
 * whatever its distance, because the palette names it as wrong for the season.
 */
export const NEAR_THRESHOLD = 12;

export type GarmentVerdictKind = 'in-palette' | 'near' | 'avoid';

export interface GarmentVerdict {
  verdict: GarmentVerdictKind;
  /** The season's closest recommended colour or neutral. */
  nearest: { name: string; hex: string };
  /** CIEDE2000 difference to it, rounded to 2 decimals. */
  deltaE: number;
}

/**
 * How a garment colour sits with a season (aliases such as 'Clear Spring' accepted). Undefined
 * when the season is not one of the 12; throws a RangeError when hex is not a hex colour.
 */
export function garmentVerdict(hex: string, season: string): GarmentVerdict | undefined {
  const match = nearestPaletteColour(hex, season);
  const palette = paletteFor(season);
  if (!match || !palette) return undefined;
  const nearest = { name: match.swatch.name, hex: match.swatch.hex };
  if (match.distance <= FIT_THRESHOLD) return { verdict: 'in-palette', nearest, deltaE: match.distance };
  const target = hexToLab(hex);
  const nearerAvoid = palette.avoid.some((swatch) => deltaE(target, swatch.hex) < match.distance);
  const verdict = match.distance <= NEAR_THRESHOLD && !nearerAvoid ? 'near' : 'avoid';
  return { verdict, nearest, deltaE: match.distance };
}
