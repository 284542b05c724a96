import type { FaceProblem, RectRegion } from '@uniform/style-engine/photo';

/**
 * A white card the user holds in their photo, marked by a tap (issue 22, item 2): the point becomes a
 * small square of the measured photo that readFacePhoto balances the colors from instead of the eyes.
 */

/**
 * The side of the square read around a tapped point, as a share of the photo's shorter side. A card
 * held beside the face spans a fifth of a selfie or more, so a square this small stays on the card
 * when the tap is near its middle, and still covers hundreds of pixels (MIN_REGION_PIXELS is 100) on a
 * photo large enough to be read at all (a face box of at least 360 pixels).
 */
export const CARD_SQUARE_SHARE = 0.04;

/** A point in the measured photo's pixels. */
export interface PhotoPoint {
  x: number;
  y: number;
}

/** The square around a tapped point, clipped to the photo. */
export function cardRegion(point: PhotoPoint, photo: { width: number; height: number }): RectRegion {
  const side = Math.max(1, Math.round(CARD_SQUARE_SHARE * Math.min(photo.width, photo.height)));
  const left = Math.max(0, Math.round(point.x - side / 2));
  const top = Math.max(0, Math.round(point.y - side / 2));
  const right = Math.min(photo.width, Math.round(point.x + side / 2));
  const bottom = Math.min(photo.height, Math.round(point.y + side / 2));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * The problems a white card can answer: the eye whites' verdict on the light (too colored, in shadow
 * or blown out). A photo with no face, or too dark on the face, is not helped by one.
 */
const CARD_CAN_ANSWER = new Set<FaceProblem['code']>([
  'color-cast',
  'reference-too-dark',
  'reference-blown-out',
]);

/** Whether to offer a white card after a reading: when it read well, or the light was the problem. */
export function cardCanHelp(
  reading: { ok: true } | { ok: false; problems: readonly FaceProblem[] },
): boolean {
  return reading.ok || reading.problems.some((problem) => CARD_CAN_ANSWER.has(problem.code));
}
