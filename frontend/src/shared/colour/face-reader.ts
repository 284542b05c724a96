import type {
  detectedFace,
  DetectedFace,
  FacePhotoReading,
  PhotoImage,
  Region,
} from '@uniform/style-engine/photo';
import { facePhotoSize } from './face-photo';

/**
 * Reading a face photo's colouring on this device (issue 22, item 2). The face model
 * (@vladmandic/human: face detector, mesh and iris, on tfjs) and the photo analysis
 * (@uniform/style-engine/photo, with culori) are both loaded on first use, each in a chunk of its
 * own, so no page pays for them until "Use a photo" is used. The model files come from our origin
 * (frontend/build/face-models.ts). Nothing is uploaded: the photo is drawn onto a canvas in the page.
 */

/** One face as the model reports it: what detectedFace reads from human's FaceResult. */
export type FaceModelResult = Parameters<typeof detectedFace>[0];

/** The face model, loaded: finds the faces in a photo drawn on a canvas. */
export interface FaceDetector {
  detect(canvas: HTMLCanvasElement): Promise<readonly FaceModelResult[]>;
}

/** Loads the face model; the one seam tests replace (with a detector returning landmark sets). */
export type LoadFaceDetector = () => Promise<FaceDetector>;

/**
 * The photo as it was measured (the copy at most MEASURE_SIDE on a side) and the faces found in it, in
 * its pixels: kept on the page so a white card the user taps can rebalance the reading without running
 * the face model again.
 */
export interface MeasuredPhoto {
  image: PhotoImage;
  faces: readonly DetectedFace[];
}

/** A photo's reading and what it was read from. */
export interface PhotoColouring {
  reading: FacePhotoReading;
  measuredPhoto: MeasuredPhoto;
}

/** What the reader is doing, for the progress line. */
export type ReadingStage = 'loading' | 'finding' | 'measuring';

/** The longest side the model looks at: it finds and meshes a face at this size as well as at any. */
export const DETECTION_SIDE = 640;
/**
 * The longest side the colours are read at: enough pixels in each iris ring (readFacePhoto wants a
 * face box of MIN_FACE_SIDE_PIXELS), while a 12-megapixel photo's 48 MB of pixels are never copied.
 */
export const MEASURE_SIDE = 1280;

/** Where the built app serves the face model's files (the same in `vite dev`). */
const MODELS_PATH = '/models/face/';

let human: Promise<FaceDetector> | undefined;

/**
 * The real face model, created once per page. WebAssembly first (the CSP allows it with
 * 'wasm-unsafe-eval'); where it cannot start, tfjs's plain JavaScript backend, slower but bundled.
 * A failed load is forgotten, so the next photo tries again.
 */
export const loadHumanDetector: LoadFaceDetector = () => {
  human ??= createHumanDetector().catch((error: unknown) => {
    human = undefined;
    throw error;
  });
  return human;
};

async function createHumanDetector(): Promise<FaceDetector> {
  const [{ Human }, { FACE_READING_CONFIG }] = await Promise.all([
    import('./human-model.js'),
    import('@uniform/style-engine/photo'),
  ]);
  const base = `${window.location.origin}${MODELS_PATH}`;
  const model = new Human({ ...FACE_READING_CONFIG, modelBasePath: base, wasmPath: base, backend: 'wasm' });
  await model.init();
  if (model.tf.getBackend() !== 'wasm') {
    console.warn('The WebAssembly backend did not start; reading the photo with the JavaScript one.');
    model.config.backend = 'cpu';
    await model.init();
  }
  await model.load();
  return { detect: async (canvas) => (await model.detect(canvas)).face };
}

/** A face found on one copy of the photo, in the pixels of a copy `factor` times as large. */
export function scaledFace(face: FaceModelResult, factor: number): FaceModelResult {
  return {
    ...face,
    box: face.box.map((value) => value * factor),
    mesh: face.mesh.map((point) => point.map((value) => (value === undefined ? value : value * factor))),
  };
}

function drawn(
  bitmap: ImageBitmap,
  side: number,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const { width, height } = facePhotoSize(bitmap, side);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw the photo (no 2D canvas).');
  context.drawImage(bitmap, 0, 0, width, height);
  return { canvas, context };
}

/**
 * The colouring read from a decoded photo: the faces found by the model on a copy at most
 * DETECTION_SIDE on a side, then the skin, iris and hair measured and white-balanced by readFacePhoto
 * on a copy at most MEASURE_SIDE on a side, the landmarks scaled to it.
 */
export async function readPhotoColouring(
  bitmap: ImageBitmap,
  loadDetector: LoadFaceDetector,
  onStage: (stage: ReadingStage) => void,
): Promise<PhotoColouring> {
  onStage('loading');
  let since = performance.now();
  const [detector, photo] = await Promise.all([loadDetector(), import('@uniform/style-engine/photo')]);
  since = measured('load', since);
  onStage('finding');
  const detection = drawn(bitmap, DETECTION_SIDE);
  const faces = await detector.detect(detection.canvas);
  since = measured('detect', since);
  onStage('measuring');
  // Measuring holds the main thread for a moment: let the page show that it is measuring first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { canvas, context } = drawn(bitmap, MEASURE_SIDE);
  const factor = canvas.width / detection.canvas.width;
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  const measuredPhoto: MeasuredPhoto = {
    image: { data, width, height },
    faces: faces.map((face) => photo.detectedFace(scaledFace(face, factor))),
  };
  const reading = photo.readFacePhoto(measuredPhoto.image, measuredPhoto.faces);
  measured('measure', since);
  return { reading, measuredPhoto };
}

/**
 * The colouring read again from the photo already measured, white-balanced from the white card in
 * `card` (in the measured photo's pixels), or from the eye whites again when no card is given.
 */
export async function rereadPhotoColouring(photo: MeasuredPhoto, card?: Region): Promise<FacePhotoReading> {
  const { readFacePhoto } = await import('@uniform/style-engine/photo');
  return readFacePhoto(photo.image, photo.faces, card ? { card } : {});
}

/**
 * A step's time on the page's own performance timeline (`face-reader:load`, `:detect`, `:measure`),
 * which `npm run bench:photo` reads; nothing is sent anywhere. Returns the step's end.
 */
function measured(step: 'load' | 'detect' | 'measure', start: number): number {
  const end = performance.now();
  // Timings never stand in the reading's way: without User Timing (jsdom has none), there are none.
  if (typeof performance.measure === 'function') performance.measure(`face-reader:${step}`, { start, end });
  return end;
}
