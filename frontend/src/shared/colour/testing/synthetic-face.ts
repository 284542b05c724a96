import type { FaceModelResult } from '../face-reader';
import { FACE_MESH_UV } from './face-mesh-uv.data';

/**
 * A face photo painted from the face mesh's own layout, for tests of "Use a photo" without the model:
 * MediaPipe's 468 canonical landmark positions (the UV map @vladmandic/human 3.3 ships, face-mesh-uv.data.ts)
 * placed in a box, the face oval painted in the skin colour, the eyes white with an iris disc each,
 * and hair (in strands of two shades, as real hair varies) everywhere else. The fake detector then
 * reports the same landmarks: what the model would find on a real photo of this face.
 */

type Rgb = readonly [number, number, number];

export interface SyntheticFace {
  skin: Rgb;
  iris: Rgb;
  hair: Rgb;
  /** The whites of the eyes (near white unless given). */
  sclera?: Rgb;
  /** A white card held up beside the face: a square `side` pixels across, its top-left corner at x, y. */
  card?: { x: number; y: number; side: number; colour: Rgb };
  /** Multiplies each channel of every pixel, as a colored light would; the colors above are as in daylight. */
  cast?: Rgb;
}

/** The face outline (MediaPipe's FACEMESH_FACE_OVAL, in order). */
const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149,
  150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
];
const EYES = [
  [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466],
];
const WHITE: Rgb = [238, 238, 236];

type Point = readonly [number, number];

function inside([x, y]: Point, polygon: readonly Point[]): boolean {
  let odd = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

/**
 * A square photo `size` pixels across with the face in a box `faceSide` across, centred: its RGBA
 * pixels and the face as the model reports it (box, 478 points, upright).
 */
export function paintFace(colours: SyntheticFace, size = 800, faceSide = 560) {
  const left = (size - faceSide) / 2;
  const top = (size - faceSide) / 2;
  const mesh: number[][] = FACE_MESH_UV.map(([u, v]) => [left + u * faceSide, top + v * faceSide, 0]);
  const oval = FACE_OVAL.map((index) => mesh[index] as unknown as Point);
  const eyes = EYES.map((outline) => outline.map((index) => mesh[index] as unknown as Point));
  const irises = eyes.map((eye) => {
    const centre: Point = [
      eye.reduce((sum, [x]) => sum + x, 0) / eye.length,
      eye.reduce((sum, [, y]) => sum + y, 0) / eye.length,
    ];
    const width = Math.max(...eye.map(([x]) => x)) - Math.min(...eye.map(([x]) => x));
    return { centre, radius: width * 0.22 };
  });
  // The iris model's ten points: each eye's centre, then four on its rim.
  for (const { centre, radius } of irises) {
    const [cx, cy] = centre;
    mesh.push(
      [cx, cy, 0],
      [cx + radius, cy, 0],
      [cx, cy - radius, 0],
      [cx - radius, cy, 0],
      [cx, cy + radius, 0],
    );
  }

  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const point: Point = [x + 0.5, y + 0.5];
      let colour: Rgb = colours.hair.map((channel) => channel + (y % 4 < 2 ? 0 : 14)) as unknown as Rgb;
      if (inside(point, oval)) colour = colours.skin;
      if (eyes.some((eye) => inside(point, eye))) colour = colours.sclera ?? WHITE;
      if (
        irises.some(({ centre, radius }) => Math.hypot(point[0] - centre[0], point[1] - centre[1]) <= radius)
      ) {
        colour = colours.iris;
      }
      const { card } = colours;
      if (card && x >= card.x && x < card.x + card.side && y >= card.y && y < card.y + card.side) {
        colour = card.colour;
      }
      const cast = colours.cast ?? [1, 1, 1];
      data.set(
        [...colour.map((channel, index) => Math.round(channel * cast[index]!)), 255],
        (y * size + x) * 4,
      );
    }
  }
  const face: FaceModelResult = {
    box: [left, top, faceSide, faceSide],
    mesh,
    rotation: { angle: { roll: 0, yaw: 0, pitch: 0 } },
    score: 0.98,
  };
  return { image: { data, width: size, height: size }, face };
}
