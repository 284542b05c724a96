import { hexToRgb } from '@uniform/style-engine';

/**
 * jsdom decodes no images and has no 2D canvas, so the browser's two drawing primitives are stood
 * in for: createImageBitmap gives a 400 × 300 bitmap, and the canvas hands back `paint`'s pixels at
 * whatever size the code shrank it to. Everything from the file input to the verdict is ours.
 * Undo with `restorePaintedCanvas()` after each test. Test support only.
 */
export function stubPaintedCanvas(paint: (x: number, y: number, width: number, height: number) => string) {
  const drawn: Array<{ width: number; height: number }> = [];
  const close = jest.fn();
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({
    width: 400,
    height: 300,
    close,
  }));
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
        drawn.push({ width, height }),
      getImageData: (_x: number, _y: number, width: number, height: number) => {
        expect([width, height]).toEqual([this.width, this.height]);
        const data = new Uint8ClampedArray(width * height * 4);
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            data.set([...hexToRgb(paint(x, y, width, height)), 255], (y * width + x) * 4);
          }
        }
        return { data, width, height };
      },
    } as unknown as CanvasRenderingContext2D;
  });
  return { drawn, close };
}

export function restorePaintedCanvas() {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
}

/** A navy (#1F2A44) and camel (#C19A6B) garment on a white backdrop, navy on its left half. */
export const navyAndCamelOnWhite = (x: number, y: number, width: number, height: number) => {
  const inGarment = x >= width / 4 && x < (3 * width) / 4 && y >= height / 5;
  if (!inGarment) return '#FFFFFF';
  return x < width / 2 ? '#1F2A44' : '#C19A6B';
};

/** A few bytes named as a PNG: the stubbed createImageBitmap never reads them. */
export const garmentPhotoFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'shirt.png', { type: 'image/png' });
