import { labChroma, type Lab } from '../colour-maths';
import type { ColorMeasurements } from '@uniform/contracts';
import { colourMeasurements } from './colour-measurements';
import { answersFromMeasurements, type PrefilledAnswers } from './face-answers';
import { FACE_MESH_POINTS, faceRegions } from './face-regions';
import { lightingProblems, lightingStats, type LightingProblemCode } from './lighting-problems';
import {
  assertPhotoImage,
  regionPixels,
  type LinearGains,
  type PhotoImage,
  type Region,
} from './photo-pixels';
import { MIN_REGION_PIXELS, sampleRegion, type RegionSample } from './region-sample';
import { whiteBalance } from './white-balance';

/**
 * Reading a face photo on the device: the face a detector found (MediaPipe's face mesh and iris
 * models, run by @vladmandic/human in the browser) turned into skin, iris and hair samples, white
 * balanced from the whites of the eyes or a white card, checked, and measured.
 *
 * The photo is refused, with what to change, when there is no face or more than one, when the face
 * is too small to sample an iris, when it is turned too far for both cheeks and eyes to face the
 * camera, when the light is wrong (lightingProblems) or when the hair cannot be told from the skin
 * or the background: a wrong reading would be worse than none. The models only place the face;
 * every colour is read from the photo's own pixels, never from the models' resized input.
 */

/** What the face detector found, in the photo's pixel coordinates. */
export interface DetectedFace {
  box: readonly [x: number, y: number, width: number, height: number];
  /** 478 points: the 468 face-mesh landmarks then 10 iris landmarks (5 per eye), [x, y, z?] in pixels. */
  mesh: ReadonlyArray<readonly number[]>;
  /** Head rotation in radians (human's face.rotation.angle). */
  angle: { roll: number; yaw: number; pitch: number };
  score: number;
}

/** The parts of a @vladmandic/human FaceResult this reading uses (structurally, so no import). */
export interface HumanFace {
  box: readonly number[];
  /** human's Point is [x, y, z?]. */
  mesh: ReadonlyArray<ReadonlyArray<number | undefined>>;
  rotation?: { angle: { roll: number; yaw: number; pitch: number } } | null;
  score: number;
}

export type FaceProblemCode =
  | LightingProblemCode
  | 'no-face'
  | 'more-than-one-face'
  | 'face-too-small'
  | 'face-turned'
  | 'hair-not-found';

export interface FaceProblem {
  code: FaceProblemCode;
  /** What is wrong and what to do, for the user. */
  message: string;
}

export type FacePhotoReading =
  | {
      ok: true;
      measurements: ColorMeasurements;
      /** '#RRGGBB' of the white-balanced samples, for swatches. */
      swatches: { skin: string; iris: string; hair: string };
      answers: PrefilledAnswers;
      balancedBy: 'eye whites' | 'card' | 'none';
    }
  | { ok: false; problems: FaceProblem[] };

export interface FaceReadingOptions {
  /** Where a white card the user holds lies in the photo: it then sets the white balance, not the eyes. */
  card?: Region;
}

/**
 * A face box side below this many pixels is too small: the iris ring then covers fewer than
 * MIN_REGION_PIXELS (an iris is about a twelfth of the face's width, and the box is wider than the face).
 */
export const MIN_FACE_SIDE_PIXELS = 360;
/** A face box side below this share of the photo's shorter side is too far away to read well. */
export const MIN_FACE_SHARE = 0.15;
/**
 * Turned further than these (degrees) and one cheek and eye face away from the camera and the light:
 * yaw turns the head left or right, pitch up or down, roll tilts it towards a shoulder.
 */
export const MAX_YAW_DEGREES = 20;
export const MAX_PITCH_DEGREES = 20;
export const MAX_ROLL_DEGREES = 30;
/**
 * A pixel of the band above the forehead closer than this (ΔE*ab) to the skin's colour is skin (a
 * high hairline, a parting, a shaved head), not hair: the forehead's own shading stays within about
 * 10 of its colour, and the lightest blonde hair on fair skin differs by 15 and more.
 */
export const HAIR_MIN_DIFFERENCE_FROM_SKIN = 15;
/** Hair is found only when at least this share of the band is not skin. */
export const HAIR_MIN_SHARE = 0.3;
/**
 * Hair has strands, so its L* varies: the middle half of the hair in @vladmandic/human's sample
 * portraits spans 16 to 30 units of L*, while a plain wall's JPEG noise spans one or two. When what
 * is not skin in the band has a middle half spanning less than this, it is a plain surface, a wall
 * or a sky behind the head, not hair.
 */
export const HAIR_MIN_LIGHTNESS_SPREAD = 4;

/**
 * The whites of the eyes are read from the lightest part of the eye without its iris: lashes, the
 * lids' shadow, the inner corner's pink and the iris's edge are all darker than the white, so the
 * lightest share of the pixels, catchlights (the very lightest) aside, is the white itself.
 */
export const EYE_WHITE_LIGHTEST_SHARE = 0.3;
export const EYE_WHITE_CATCHLIGHT_SHARE = 0.03;
/**
 * The eye whites count as a reference only when their C* is below this share of the skin's, both as
 * the camera took them: a coloured light tints both alike, and the skin's own colour comes on top,
 * so real whites stay well below the skin (about a quarter in daylight, near a half under a warm
 * lamp). Eyes narrowed by a smile, or too few pixels across, give lids and lashes instead, as
 * colourful as the skin; correcting from those would bleach the skin, so the photo is read as the
 * camera balanced it.
 */
export const EYE_WHITE_MAX_CHROMA_SHARE = 0.6;

const radiansToDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Maps one @vladmandic/human FaceResult to a DetectedFace; throws a RangeError when it lacks the mesh or rotation. */
export function detectedFace(face: HumanFace): DetectedFace {
  const [x, y, width, height] = face.box;
  if (![x, y, width, height].every(Number.isFinite)) {
    throw new RangeError(`A face box needs four finite numbers, got ${JSON.stringify(face.box)}`);
  }
  if (face.mesh.length !== FACE_MESH_POINTS) {
    throw new RangeError(
      `A face needs ${FACE_MESH_POINTS} mesh points (face.mesh and face.iris on, as FACE_READING_CONFIG sets), got ${face.mesh.length}`,
    );
  }
  if (!face.rotation) {
    throw new RangeError('A face needs its rotation (face.mesh on, as FACE_READING_CONFIG sets)');
  }
  const { roll, yaw, pitch } = face.rotation.angle;
  // A point the model could not place stays NaN, which the sampler treats as a broken outline.
  const mesh = face.mesh.map((point) => point.map((value) => value ?? Number.NaN));
  return { box: [x!, y!, width!, height!], mesh, angle: { roll, yaw, pitch }, score: face.score };
}

function faceProblems(image: PhotoImage, faces: readonly DetectedFace[]): FaceProblem[] {
  if (faces.length === 0) {
    return [
      {
        code: 'no-face',
        message:
          'We could not find a face in the photo. Face the camera with your whole face in the frame, in good light, and try again.',
      },
    ];
  }
  if (faces.length > 1) {
    return [
      {
        code: 'more-than-one-face',
        message: `We found ${faces.length} faces in the photo. Take a photo of just yourself, with no one else in the frame.`,
      },
    ];
  }
  const [face] = faces as [DetectedFace];
  const side = Math.min(face.box[2], face.box[3]);
  const problems: FaceProblem[] = [];
  if (side < MIN_FACE_SIDE_PIXELS || side < MIN_FACE_SHARE * Math.min(image.width, image.height)) {
    problems.push({
      code: 'face-too-small',
      message: `Your face is too small in the photo (${Math.round(side)} pixels across; we need at least ${Math.max(
        MIN_FACE_SIDE_PIXELS,
        Math.ceil(MIN_FACE_SHARE * Math.min(image.width, image.height)),
      )}). Move closer to the camera so your face fills about half the frame, and try again.`,
    });
  }
  const turns = [
    [face.angle.yaw, MAX_YAW_DEGREES, 'turned to the side'],
    [face.angle.pitch, MAX_PITCH_DEGREES, 'tilted up or down'],
    [face.angle.roll, MAX_ROLL_DEGREES, 'tilted towards a shoulder'],
  ] as const;
  const turned = turns.filter(([angle, limit]) => !(Math.abs(radiansToDegrees(angle)) <= limit));
  if (turned.length > 0) {
    problems.push({
      code: 'face-turned',
      message: `Your head is ${turned.map(([, , how]) => how).join(' and ')}, so part of your face is in shadow or out of view. Look straight into the camera, and try again.`,
    });
  }
  return problems;
}

/**
 * The hair: the band's pixels that are not skin, or undefined when too few of them are or they are
 * too uniform to be hair.
 */
function hairSample(
  image: PhotoImage,
  band: Region,
  skin: RegionSample,
  gains: LinearGains | undefined,
): RegionSample | undefined {
  if (!skin.ok) return undefined;
  const notSkin = ({ L, a, b }: Lab): boolean =>
    Math.hypot(L - skin.lab.L, a - skin.lab.a, b - skin.lab.b) >= HAIR_MIN_DIFFERENCE_FROM_SKIN;
  const pixels = regionPixels(image, band, gains);
  const hairLightness = pixels.L.filter((L, index) =>
    notSkin({ L, a: pixels.a[index]!, b: pixels.b[index]! }),
  );
  const minPixels = Math.max(MIN_REGION_PIXELS, Math.ceil(HAIR_MIN_SHARE * pixels.count));
  if (hairLightness.length < minPixels) return undefined;
  const sorted = hairLightness.sort();
  const spread = sorted[Math.floor((sorted.length * 3) / 4)]! - sorted[Math.floor(sorted.length / 4)]!;
  if (spread < HAIR_MIN_LIGHTNESS_SPREAD) return undefined;
  return sampleRegion(image, band, { gains, keep: notSkin, minPixels });
}

/**
 * The colour of the whites of the eyes (their lightest part, see EYE_WHITE_LIGHTEST_SHARE), or
 * undefined when fewer than MIN_REGION_PIXELS of them show.
 */
export function eyeWhiteColour(image: PhotoImage, sclera: readonly Region[]): Lab | undefined {
  const pixels = regionPixels(image, sclera);
  if (pixels.count < MIN_REGION_PIXELS) return undefined;
  const byLightness = Array.from({ length: pixels.count }, (_, index) => index).sort(
    (left, right) => pixels.L[right]! - pixels.L[left]!,
  );
  const lightest = byLightness.slice(
    Math.floor(pixels.count * EYE_WHITE_CATCHLIGHT_SHARE),
    Math.max(1, Math.floor(pixels.count * EYE_WHITE_LIGHTEST_SHARE)),
  );
  const mean = (values: Float64Array): number =>
    lightest.reduce((sum, index) => sum + values[index]!, 0) / lightest.length;
  return { L: mean(pixels.L), a: mean(pixels.a), b: mean(pixels.b) };
}

/** The eye whites as a white reference, when they can be told from the skin (EYE_WHITE_MAX_CHROMA_SHARE). */
function eyeWhiteReference(
  image: PhotoImage,
  sclera: readonly Region[],
  skin: RegionSample,
): Lab | undefined {
  const white = eyeWhiteColour(image, sclera);
  if (!white || !skin.ok) return undefined;
  return labChroma(white) < EYE_WHITE_MAX_CHROMA_SHARE * labChroma(skin.lab) ? white : undefined;
}

const HAIR_NOT_FOUND: FaceProblem = {
  code: 'hair-not-found',
  message:
    'We could not make out your hair above your forehead: it looks like skin or background there. Keep the top of your head in the frame, with no hat, and try again, or choose your hair color yourself.',
};

/**
 * Reads a photo (RGBA pixels) and the faces found in it: the measurements, swatches and answers to
 * pre-fill, or every problem found, with what to do. Throws a RangeError when the image is not a
 * whole RGBA bitmap.
 */
export function readFacePhoto(
  image: PhotoImage,
  faces: readonly DetectedFace[],
  options: FaceReadingOptions = {},
): FacePhotoReading {
  assertPhotoImage(image);
  const refused = faceProblems(image, faces);
  if (refused.length > 0) return { ok: false, problems: refused };

  const regions = faceRegions(faces[0]!.mesh);
  const stats = lightingStats(image, regions.skin);
  const skinAsTaken = sampleRegion(image, regions.skin);
  const card = options.card ? sampleRegion(image, options.card) : undefined;
  // A card the user holds up sets the white balance; without one, the eye whites, when they can be
  // told from the skin. Eyes too narrow for that leave the camera's own white balance.
  let reference: Lab | undefined;
  if (card) reference = card.ok ? card.lab : undefined;
  else reference = eyeWhiteReference(image, regions.sclera, skinAsTaken);
  const balance = reference ? whiteBalance(reference) : undefined;
  const gains = balance?.ok ? balance.gains : undefined;
  const samples = {
    skin: gains ? sampleRegion(image, regions.skin, { gains }) : skinAsTaken,
    iris: sampleRegion(image, regions.irises, { gains }),
  };
  const hair = hairSample(image, regions.hair, samples.skin, gains);

  // A card the user meant to hold up but that shows too little is worth saying.
  const checked: Record<string, RegionSample> = { skin: samples.skin, iris: samples.iris };
  if (card) checked['white card'] = card;
  const problems: FaceProblem[] = lightingProblems({ stats, whiteBalance: balance, samples: checked }).map(
    ({ code, message }) => ({ code, message }),
  );
  if (samples.skin.ok && !hair?.ok) problems.push(HAIR_NOT_FOUND);
  if (problems.length > 0 || !samples.skin.ok || !samples.iris.ok || !hair?.ok) {
    return { ok: false, problems };
  }

  const measurements = colourMeasurements({
    skin: samples.skin.lab,
    iris: samples.iris.lab,
    hair: hair.lab,
  });
  return {
    ok: true,
    measurements,
    swatches: { skin: samples.skin.hex, iris: samples.iris.hex, hair: hair.hex },
    answers: answersFromMeasurements(measurements),
    balancedBy: balance?.ok ? (options.card ? 'card' : 'eye whites') : 'none',
  };
}
