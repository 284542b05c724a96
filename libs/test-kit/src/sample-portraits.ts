import { readFile } from 'node:fs/promises';
import path from 'node:path';
import jpeg from 'jpeg-js';
/** RGBA pixels, row by row (style-engine's PhotoImage). */
export interface PhotoImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/**
 * Real photographs for tests (not part of the library's exports): portraits cut from the screenshots
 * shipped in @vladmandic/human's assets folder, with what we measured on them by hand. The face
 * reading's Node test and the browser test of "Use a photo" read the same faces.
 */

/** The folder of the package's sample photos. */
export const SAMPLE_ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A portrait cut from a shipped screenshot, with what we measured on it by hand: we drew a grid
 * every 10 pixels over the crop at four times its size and read off the middle of each iris and
 * the skin's extent (cheek to cheek at eye level, hairline to chin), in the crop's own pixels.
 */
export interface Portrait {
  name: string;
  file: string;
  crop: Rect;
  /** The middle of each iris, left one in the photo first. */
  irises: [readonly [number, number], readonly [number, number]];
  /** The face's skin, which the detector's box must hold. */
  face: Rect;
}

export const PORTRAITS: Portrait[] = [
  {
    name: 'man with dark hair (screenshot-facedetect, first face)',
    file: 'screenshot-facedetect.jpg',
    crop: { x: 7, y: 347, width: 150, height: 150 },
    irises: [
      [61, 55],
      [101, 53],
    ],
    face: { x: 30, y: 20, width: 85, height: 95 },
  },
  {
    name: 'woman with black hair (screenshot-facedetect, second face)',
    file: 'screenshot-facedetect.jpg',
    crop: { x: 164, y: 346, width: 150, height: 150 },
    irises: [
      [50, 45],
      [90, 55],
    ],
    face: { x: 37, y: 12, width: 73, height: 103 },
  },
  {
    name: 'woman with brown hair (screenshot-facedetect, fourth face)',
    file: 'screenshot-facedetect.jpg',
    crop: { x: 478, y: 346, width: 150, height: 150 },
    irises: [
      [37, 46],
      [81, 54],
    ],
    face: { x: 24, y: 10, width: 76, height: 105 },
  },
  {
    name: 'man at a webcam (screenshot-faceid)',
    file: 'screenshot-faceid.jpg',
    crop: { x: 14, y: 142, width: 140, height: 140 },
    irises: [
      [49, 47],
      [86, 46],
    ],
    face: { x: 27, y: 17, width: 83, height: 100 },
  },
];
export async function decodeSamplePhoto(file: string): Promise<PhotoImage> {
  const { data, width, height } = jpeg.decode(await readFile(path.join(SAMPLE_ASSETS, file)), {
    useTArray: true,
  });
  return { data, width, height };
}

/** The crop, scaled up by a whole factor with bilinear interpolation. */
export function cropScaled(photo: PhotoImage, { x, y, width, height }: Rect, factor: number): PhotoImage {
  const data = new Uint8ClampedArray(width * factor * height * factor * 4);
  for (let row = 0; row < height * factor; row += 1) {
    for (let column = 0; column < width * factor; column += 1) {
      const sx = Math.min(photo.width - 1, Math.max(0, x + (column + 0.5) / factor - 0.5));
      const sy = Math.min(photo.height - 1, Math.max(0, y + (row + 0.5) / factor - 0.5));
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [x1, y1] = [Math.min(photo.width - 1, x0 + 1), Math.min(photo.height - 1, y0 + 1)];
      const [fx, fy] = [sx - x0, sy - y0];
      const at = (px: number, py: number, channel: number): number =>
        photo.data[(py * photo.width + px) * 4 + channel]!;
      const offset = (row * width * factor + column) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        data[offset + channel] =
          (1 - fx) * (1 - fy) * at(x0, y0, channel) +
          fx * (1 - fy) * at(x1, y0, channel) +
          (1 - fx) * fy * at(x0, y1, channel) +
          fx * fy * at(x1, y1, channel);
      }
      data[offset + 3] = 255;
    }
  }
  return { data, width: width * factor, height: height * factor };
}
