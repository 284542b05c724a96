import type { PolygonRegion } from './photo-pixels';

/**
 * Where to sample a face: the skin, the irises, the whites of the eyes and the hair, built from the
 * face mesh a detector gives (MediaPipe Face Mesh with iris refinement, as @vladmandic/human runs it).
 *
 * The landmark numbers are those of MediaPipe's canonical face model (468 points; its topology is
 * published as canonical_face_model_uv_visualization.png and as the FACEMESH_* connection lists of
 * mediapipe/python/solutions/face_mesh_connections.py), then the 10 iris points the iris model adds,
 * 468–472 for one eye and 473–477 for the other, each a centre and then four points on the rim.
 * "Right" and "left" are the person's own: their right eye shows on the left of an unmirrored photo.
 * Each region is drawn from landmarks that sit well inside the feature, so a few pixels of error in
 * the mesh lands on the same feature, not on its neighbour.
 */

type Point = readonly [number, number];

/** The face mesh's 478 points: 468 landmarks then 10 iris points, in pixels. */
export const FACE_MESH_POINTS = 478;

/** Each eye's outline, the lid margins in order (FACEMESH_RIGHT_EYE / FACEMESH_LEFT_EYE). */
export const RIGHT_EYE_OUTLINE = [
  33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246,
];
export const LEFT_EYE_OUTLINE = [
  263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466,
];
/**
 * The cheeks: from the row under the lower lid (117, 118 / 346, 347) down the side of the nose (101,
 * 36 / 330, 266) to the cheek's lowest point above the mouth corner (205 / 425) and back out along the
 * cheekbone (187, 123 / 411, 352): the flat of the cheek, clear of the nose, the eye and the jaw shadow.
 */
export const RIGHT_CHEEK = [117, 118, 101, 36, 205, 187, 123];
export const LEFT_CHEEK = [346, 347, 330, 266, 425, 411, 352];
/**
 * The forehead: the face outline's top points (67, 109, 10, 338, 297) down to the row above the
 * eyebrows (299, 337, 151, 108, 69), clear of the brows and, for most hairlines, of the hair.
 */
export const FOREHEAD = [67, 109, 10, 338, 297, 299, 337, 151, 108, 69];
/** The top of the face outline, above which the hair is looked for (FACEMESH_FACE_OVAL). */
export const FACE_TOP_OUTLINE = [103, 67, 109, 10, 338, 297, 332];
/** The middle of the forehead's top and the chin, whose distance is the face height used below. */
export const FOREHEAD_TOP = 10;
export const CHIN = 152;
/** The first point of each iris group: its centre, followed by four points on its rim. */
export const IRIS_GROUPS = [468, 473] as const;

/**
 * The part of each iris read for its colour, as shares of its radius: inside the inner one is the
 * pupil (a fifth to two fifths of the iris across in ordinary light), outside the outer one the dark
 * limbal ring and the shadow of the lids.
 */
export const IRIS_INNER_SHARE = 0.45;
export const IRIS_OUTER_SHARE = 0.85;
/** The whites of the eyes leave out the iris disc grown by this share, so no iris edge is read as white. */
export const SCLERA_IRIS_MARGIN = 1.15;
/**
 * Eye outlines are shrunk towards their centre by this factor before use: the lid margins carry
 * lashes and the lid's own skin, neither of them eye.
 */
export const EYE_OUTLINE_SHRINK = 0.85;
/**
 * The hair band: above the face outline's top points, starting this share of the face height up
 * (clear of the hairline's fine hair and the forehead's edge) and reaching this far, so it sits on
 * the hair and not on the background above a short haircut.
 */
export const HAIR_BAND_FROM = 0.04;
export const HAIR_BAND_TO = 0.25;

/** The regions of one face, each ready for sampleRegion. */
export interface FaceRegions {
  /** Both cheeks and the forehead. */
  skin: PolygonRegion[];
  /** Each iris's ring between the pupil and the rim, cut to the open eye. */
  irises: PolygonRegion[];
  /** Each eye's white: the open eye without its iris. */
  sclera: PolygonRegion[];
  /** A band above the forehead. */
  hair: PolygonRegion;
  /** The face height in pixels (forehead top to chin), the scale of the checks. */
  faceHeight: number;
}

const CIRCLE_STEPS = 48;

const at = (mesh: ReadonlyArray<readonly number[]>, index: number): Point => {
  const point = mesh[index];
  return [point?.[0] ?? Number.NaN, point?.[1] ?? Number.NaN];
};
const pick = (mesh: ReadonlyArray<readonly number[]>, indices: readonly number[]): Point[] =>
  indices.map((index) => at(mesh, index));

const centroid = (points: readonly Point[]): Point => [
  points.reduce((sum, [x]) => sum + x, 0) / points.length,
  points.reduce((sum, [, y]) => sum + y, 0) / points.length,
];

const shrink = (points: readonly Point[], factor: number): Point[] => {
  const [cx, cy] = centroid(points);
  return points.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor]);
};

/** A circle as a polygon, counter-clockwise in image coordinates. */
export function circle([cx, cy]: Point, radius: number, steps = CIRCLE_STEPS): Point[] {
  return Array.from({ length: steps }, (_, step) => {
    const angle = (2 * Math.PI * step) / steps;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as Point;
  });
}

const cross = ([ax, ay]: Point, [bx, by]: Point, [px, py]: Point): number =>
  (bx - ax) * (py - ay) - (by - ay) * (px - ax);

/**
 * The part of subject inside clip (Sutherland–Hodgman). Clip must be convex, as an open eye's
 * outline is; either winding works.
 */
export function clipToConvex(subject: readonly Point[], clip: readonly Point[]): Point[] {
  if (clip.length < 3) return [];
  // The sign a point inside the clip polygon gives, whichever way the polygon winds.
  const inward = Math.sign(cross(clip[0]!, clip[1]!, centroid(clip))) || 1;
  let output: Point[] = [...subject];
  for (let i = 0; i < clip.length && output.length > 0; i += 1) {
    const a = clip[i]!;
    const b = clip[(i + 1) % clip.length]!;
    const inside = (point: Point): boolean => cross(a, b, point) * inward >= 0;
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j += 1) {
      const current = input[j]!;
      const previous = input[(j + input.length - 1) % input.length]!;
      const crossing = (): Point => {
        const d1 = cross(a, b, previous);
        const d2 = cross(a, b, current);
        const t = d1 / (d1 - d2);
        return [previous[0] + t * (current[0] - previous[0]), previous[1] + t * (current[1] - previous[1])];
      };
      if (inside(current)) {
        if (!inside(previous)) output.push(crossing());
        output.push(current);
      } else if (inside(previous)) {
        output.push(crossing());
      }
    }
  }
  return output;
}

/**
 * One outline with a hole: the sampler fills by the even-odd rule, so the outer ring followed by the
 * inner one, joined by a bridge walked once each way, covers the ring between them only.
 */
function withHole(outer: readonly Point[], hole: readonly Point[]): Point[] {
  if (hole.length < 3) return [...outer];
  return [...outer, outer[0]!, ...hole, hole[0]!];
}

/** Each iris's centre and radius from its five points (the centre, then four on the rim). */
export function irisCircles(
  mesh: ReadonlyArray<readonly number[]>,
): Array<{ centre: Point; radius: number }> {
  return IRIS_GROUPS.map((first) => {
    const centre = at(mesh, first);
    const rim = [1, 2, 3, 4].map((offset) => at(mesh, first + offset));
    const radius =
      rim.reduce((sum, [x, y]) => sum + Math.hypot(x - centre[0], y - centre[1]), 0) / rim.length;
    return { centre, radius };
  });
}

/** The regions to sample, from a face mesh of FACE_MESH_POINTS points in pixel coordinates. */
export function faceRegions(mesh: ReadonlyArray<readonly number[]>): FaceRegions {
  const eyes = [pick(mesh, RIGHT_EYE_OUTLINE), pick(mesh, LEFT_EYE_OUTLINE)].map((outline) =>
    shrink(outline, EYE_OUTLINE_SHRINK),
  );
  const irises: PolygonRegion[] = [];
  const sclera: PolygonRegion[] = [];
  for (const { centre, radius } of irisCircles(mesh)) {
    // Pair each iris with the eye whose outline it sits in, whichever order the model gives them.
    const eye = [...eyes].sort((left, right) => {
      const [lx, ly] = centroid(left);
      const [rx, ry] = centroid(right);
      return Math.hypot(lx - centre[0], ly - centre[1]) - Math.hypot(rx - centre[0], ry - centre[1]);
    })[0]!;
    const ring = withHole(
      clipToConvex(circle(centre, radius * IRIS_OUTER_SHARE), eye),
      clipToConvex(circle(centre, radius * IRIS_INNER_SHARE), eye),
    );
    irises.push({ points: ring });
    sclera.push({ points: withHole(eye, clipToConvex(circle(centre, radius * SCLERA_IRIS_MARGIN), eye)) });
  }

  const top = at(mesh, FOREHEAD_TOP);
  const chin = at(mesh, CHIN);
  const faceHeight = Math.hypot(top[0] - chin[0], top[1] - chin[1]);
  // "Up" is from the chin to the forehead, so a tilted head gets a tilted band.
  const up: Point =
    faceHeight > 0 ? [(top[0] - chin[0]) / faceHeight, (top[1] - chin[1]) / faceHeight] : [0, -1];
  const outline = pick(mesh, FACE_TOP_OUTLINE);
  const shifted = (share: number): Point[] =>
    outline.map(([x, y]) => [x + up[0] * share * faceHeight, y + up[1] * share * faceHeight]);
  const hair = { points: [...shifted(HAIR_BAND_FROM), ...shifted(HAIR_BAND_TO).reverse()] };

  return {
    skin: [
      { points: pick(mesh, RIGHT_CHEEK) },
      { points: pick(mesh, LEFT_CHEEK) },
      { points: pick(mesh, FOREHEAD) },
    ],
    irises,
    sclera,
    hair,
    faceHeight,
  };
}
