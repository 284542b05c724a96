import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { colorMeasurementsSchema, step13Schema } from '@uniform/contracts';
import jpeg from 'jpeg-js';
import {
  detectedFace,
  eyeWhiteColour,
  FACE_MESH_POINTS,
  FACE_READING_CONFIG,
  faceRegions,
  readFacePhoto,
  sampleRegion,
  type DetectedFace,
  type PhotoImage,
} from './index';

/**
 * The face reading on real photographs: the portraits shipped in @vladmandic/human's assets, run
 * through the same face detector, mesh and iris models the browser runs, in Node on the WebAssembly
 * TensorFlow.js backend (human.node-wasm.js, tfjs-core/-converter/-backend-wasm 4.22).
 *
 * Human fetches its models by URL (tfjs-core alone has no file:// loader in Node), so a loopback
 * server hands it the package's models folder; the wasm binaries it reads from disk (setWasmPaths
 * with a folder path). The shipped portraits are small (the faces in screenshot-facedetect.jpg are
 * 150-pixel crops), below the face reading's minimum, so each is read twice: as shipped, where it
 * must be refused as too small, and scaled up three times by bilinear interpolation, which adds no
 * detail and no colour (each new pixel is a weighted mean of its neighbours), like a phone photo of
 * a face 450 pixels across.
 */

type HumanModule = typeof import('@vladmandic/human');
type Human = InstanceType<HumanModule['Human']>;

const HUMAN_DIST = path.dirname(require.resolve('@vladmandic/human'));
const ASSETS = path.join(HUMAN_DIST, '..', 'assets');
const MODELS = path.join(HUMAN_DIST, '..', 'models');
const WASM = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), path.sep);
const SCALE = 3;

interface Rect {
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
interface Portrait {
  name: string;
  file: string;
  crop: Rect;
  /** The middle of each iris, left one in the photo first. */
  irises: [readonly [number, number], readonly [number, number]];
  /** The face's skin, which the detector's box must hold. */
  face: Rect;
}

const PORTRAITS: Portrait[] = [
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
/** How far, in the crop's pixels, a detected iris may lie from where we measured it. */
const IRIS_TOLERANCE = 5;

async function decode(file: string): Promise<PhotoImage> {
  const { data, width, height } = jpeg.decode(await readFile(path.join(ASSETS, file)), { useTArray: true });
  return { data, width, height };
}

/** The crop, scaled up by a whole factor with bilinear interpolation. */
function cropScaled(photo: PhotoImage, { x, y, width, height }: Rect, factor: number): PhotoImage {
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

let server: Server;
let human: Human;

/** The faces human finds in the photo, as the browser flow passes them to readFacePhoto. */
async function detect(photo: PhotoImage): Promise<DetectedFace[]> {
  const rgb = new Int32Array(photo.width * photo.height * 3);
  for (let pixel = 0; pixel < photo.width * photo.height; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1)
      rgb[pixel * 3 + channel] = photo.data[pixel * 4 + channel]!;
  }
  const tensor = human.tf.tensor3d(rgb, [photo.height, photo.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.face.map(detectedFace);
  } finally {
    human.tf.dispose(tensor);
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    readFile(path.join(MODELS, name)).then(
      (body) => response.writeHead(200).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The package's exports map names no subpaths, so the Node WebAssembly build is loaded by its file.
  const { Human } = (await import(path.join(HUMAN_DIST, 'human.node-wasm.js'))) as HumanModule;
  human = new Human({
    ...FACE_READING_CONFIG,
    backend: 'wasm',
    wasmPath: WASM,
    modelBasePath: `http://127.0.0.1:${port}/`,
  });
  await human.load();
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('readFacePhoto on the photographs shipped with @vladmandic/human', () => {
  test.each(PORTRAITS)(
    'When the $name is read, then the face and irises are where we measured them and the colours are plausible',
    async ({ file, crop, irises, face }) => {
      const photo = cropScaled(await decode(file), crop, SCALE);

      const faces = await detect(photo);
      const reading = readFacePhoto(photo, faces);

      expect(faces).toHaveLength(1);
      const [found] = faces as [DetectedFace];
      expect(found.mesh).toHaveLength(FACE_MESH_POINTS);
      const [x, y, width, height] = found.box.map((value) => value / SCALE) as [
        number,
        number,
        number,
        number,
      ];
      // The box holds the measured face and lies within the photo.
      expect(x).toBeLessThanOrEqual(face.x);
      expect(y).toBeLessThanOrEqual(face.y);
      expect(x + width).toBeGreaterThanOrEqual(face.x + face.width);
      expect(y + height).toBeGreaterThanOrEqual(face.y + face.height);
      expect(x).toBeGreaterThanOrEqual(-1);
      expect(y).toBeGreaterThanOrEqual(-1);
      expect(x + width).toBeLessThanOrEqual(crop.width + 1);
      expect(y + height).toBeLessThanOrEqual(crop.height + 1);
      const centres = [468, 473]
        .map((index) => found.mesh[index]!.map((value) => value / SCALE))
        .sort((left, right) => left[0]! - right[0]!);
      centres.forEach(([cx, cy], eye) => {
        expect(Math.hypot(cx! - irises[eye]![0], cy! - irises[eye]![1])).toBeLessThan(IRIS_TOLERANCE);
      });

      if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
      const { skin, iris } = reading.measurements;
      expect(colorMeasurementsSchema.parse(reading.measurements)).toEqual(reading.measurements);
      expect(step13Schema.parse(reading.answers)).toMatchObject({
        skinTone: reading.answers.skinTone,
        eyeColor: reading.answers.eyeColor,
        hairColor: reading.answers.hairColor,
      });
      expect(skin.L).toBeGreaterThanOrEqual(25);
      expect(skin.L).toBeLessThanOrEqual(85);
      expect(skin.h).toBeGreaterThanOrEqual(20);
      expect(skin.h).toBeLessThanOrEqual(80);
      const regions = faceRegions(found.mesh);
      const eyeWhite = eyeWhiteColour(photo, regions.sclera);
      const rawIris = sampleRegion(photo, regions.irises);
      expect(eyeWhite && rawIris.ok && rawIris.lab.L < eyeWhite.L).toBe(true);
      // The hair was found: darker than the skin in every one of these portraits.
      expect(reading.measurements.hair.L).toBeLessThan(skin.L);
      expect(iris.L).toBeLessThan(skin.L);
    },
    60_000,
  );

  test.each(PORTRAITS)(
    'When the $name is read at its shipped size, then the face is too small and the message says how small',
    async ({ file, crop }) => {
      const photo = cropScaled(await decode(file), crop, 1);

      const reading = readFacePhoto(photo, await detect(photo));

      expect(reading).toEqual({
        ok: false,
        problems: [
          {
            code: 'face-too-small',
            message: expect.stringMatching(/^Your face is too small .*\d+ pixels across/),
          },
        ],
      });
    },
    60_000,
  );

  test('When the shipped group photo is read, then it is refused as more than one face', async () => {
    const photo = await decode('samples.jpg');

    const faces = await detect(photo);
    const reading = readFacePhoto(photo, faces);

    expect(faces.length).toBeGreaterThan(1);
    expect(reading).toEqual({
      ok: false,
      problems: [
        {
          code: 'more-than-one-face',
          message: `We found ${faces.length} faces in the photo. Take a photo of just yourself, with no one else in the frame.`,
        },
      ],
    });
  }, 60_000);
});
