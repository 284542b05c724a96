import { regionPixels, type PhotoImage, type Region } from './photo-pixels';
import type { RegionSample } from './region-sample';
import type { WhiteBalance } from './white-balance';

/**
 * Is the light good enough to read colouring from? A photo that is too dark, blown out or tinted
 * too strongly to correct gets a message saying what is wrong and what to do, never a season
 * guessed from it. The thresholds are on the face, not the whole photo: a bright window behind a
 * well-lit face is fine.
 */

/** The light on the face (or the whole photo), as lightingStats measures it. */
export interface LightingStats {
  /** Opaque pixels measured. */
  pixels: number;
  /** The median L* (CIELAB D65) of those pixels. */
  medianLightness: number;
  /** Share of them, 0–1, with a channel at 250 or more (blown out). */
  clippedShare: number;
}

/** Median L* below this is too dark: sensor noise and the camera's own boosting swamp the colour. */
export const TOO_DARK_LIGHTNESS = 25;
/**
 * Clipped share above this is blown out. Shine on the forehead and the tip of the nose clips a few
 * per cent of a well-exposed face; a quarter means whole cheeks have lost their colour.
 */
export const BLOWN_OUT_SHARE = 0.25;
/** Median L* above this is blown out too, even before channels clip: the skin is washed to white. */
export const TOO_BRIGHT_LIGHTNESS = 92;

export type LightingProblemCode =
  'too-dark' | 'blown-out' | 'color-cast' | 'reference-too-dark' | 'reference-blown-out' | 'region-too-small';

export interface LightingProblem {
  code: LightingProblemCode;
  /** What is wrong and what to do, for the user. */
  message: string;
  /** For region-too-small: the name the sample was given (e.g. 'iris'). */
  region?: string;
}

export interface LightingCheck {
  /** The face (or the whole photo), from lightingStats. */
  stats: LightingStats;
  /** The verdict on the white reference (eye whites or a white card), when there was one. */
  whiteBalance?: WhiteBalance;
  /** The samples taken, by name ('skin', 'iris', 'hair'): one too small to trust is reported. */
  samples?: Readonly<Record<string, RegionSample>>;
}

/** The median lightness and clipped share of a region (the whole photo when none is given). */
export function lightingStats(image: PhotoImage, region?: Region | readonly Region[]): LightingStats {
  const pixels = regionPixels(image, region);
  if (pixels.count === 0) return { pixels: 0, medianLightness: 0, clippedShare: 0 };
  const sorted = pixels.L.slice().sort();
  const middle = Math.floor(sorted.length / 2);
  const medianLightness = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { pixels: pixels.count, medianLightness, clippedShare: pixels.clipped / pixels.count };
}

/** Every problem with the light, most basic first; an empty list when the photo can be read. */
export function lightingProblems(check: LightingCheck): LightingProblem[] {
  const { stats, whiteBalance, samples = {} } = check;
  const problems: LightingProblem[] = [];
  const tooDark = stats.pixels > 0 && stats.medianLightness < TOO_DARK_LIGHTNESS;
  const blownOut =
    stats.pixels > 0 &&
    (stats.clippedShare > BLOWN_OUT_SHARE || stats.medianLightness > TOO_BRIGHT_LIGHTNESS);
  if (tooDark) {
    problems.push({
      code: 'too-dark',
      message:
        'The photo is too dark to read your coloring. Face a window in daylight, or turn on a light in front of you, and try again.',
    });
  }
  if (blownOut) {
    problems.push({
      code: 'blown-out',
      message:
        'The light is so strong that parts of your face show as pure white, and their color is lost. Move out of direct sun, turn the flash off, or step back from the lamp, and try again.',
    });
  }

  // When the whole face is too dark or blown out, the white reference is too, and saying so twice helps no one.
  if (whiteBalance && !whiteBalance.ok) {
    if (whiteBalance.reason === 'reference-too-saturated') {
      problems.push({
        code: 'color-cast',
        message: `The light tints the photo strongly ${whiteBalance.cast.tint}, too strongly to correct. Take the photo in daylight, facing a window, with no colored lamps on you.`,
      });
    } else if (whiteBalance.reason === 'reference-too-dark' && !tooDark) {
      problems.push({
        code: 'reference-too-dark',
        message:
          'The whites of your eyes (or the white card) are in shadow, so we cannot tell the color of the light. Turn towards the light, keep your eyes open, and try again.',
      });
    } else if (whiteBalance.reason === 'reference-blown-out' && !blownOut) {
      problems.push({
        code: 'reference-blown-out',
        message:
          'The whites of your eyes (or the white card) show as pure white, so we cannot tell the color of the light. Soften the light or step back from it, and try again.',
      });
    }
  }

  for (const [name, sample] of Object.entries(samples)) {
    if (sample.ok) continue;
    problems.push({
      code: 'region-too-small',
      region: name,
      message: `Too little of the ${name} shows (${sample.regionPixels} pixels; we need at least ${sample.minPixels}). Move closer to the camera and face it straight on, with your face and hair in the frame.`,
    });
  }
  return problems;
}
