import { scaledFace, type FaceModelResult, type LoadFaceDetector } from '../face-reader';
import type { paintFace } from './synthetic-face';

type Painted = ReturnType<typeof paintFace>;

/**
 * jsdom decodes no images and has no 2D canvas, so the browser's primitives are stood in for:
 * createImageBitmap gives a bitmap the painted photo's size, and every canvas hands back the painted
 * pixels when read at that size (the measuring copy). Everything else, from the file input to the
 * reading, is ours. Undo with restorePhotoStubs (jest.restoreAllMocks restores the canvas).
 */
export function stubPhoto(painted: Painted) {
  const close = jest.fn();
  const bitmap = { width: painted.image.width, height: painted.image.height, close };
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => bitmap);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ({
    drawImage: () => undefined,
    getImageData: (_x: number, _y: number, width: number, height: number) => {
      if (width !== painted.image.width || height !== painted.image.height) {
        throw new Error(
          `Read at ${width}×${height}; the painted photo is ${painted.image.width}×${painted.image.height}`,
        );
      }
      return { data: painted.image.data, width, height };
    },
  })) as unknown as HTMLCanvasElement['getContext']);
  return { bitmap, close };
}

export function restorePhotoStubs() {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
}

/** The face as the model reports it on a canvas of the given width (it sees a scaled copy). */
export const faceOnCanvas = (painted: Painted, canvasWidth: number): FaceModelResult =>
  scaledFace(painted.face, canvasWidth / painted.image.width);

/** A face model that finds the painted face `count` times (0: no face) on whatever canvas it is given. */
export function fakeDetector(
  painted: Painted,
  count = 1,
): LoadFaceDetector & { canvases: HTMLCanvasElement[] } {
  const canvases: HTMLCanvasElement[] = [];
  const load = async () => ({
    detect: async (canvas: HTMLCanvasElement) => {
      canvases.push(canvas);
      return Array.from({ length: count }, () => faceOnCanvas(painted, canvas.width));
    },
  });
  return Object.assign(load, { canvases });
}
