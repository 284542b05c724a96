import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { colorMeasurementsSchema, step13Schema } from '@uniform/contracts';
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
import { cropScaled, decodeSamplePhoto, PORTRAITS } from '@uniform/test-kit';

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
const MODELS = path.join(HUMAN_DIST, '..', 'models');
const WASM = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), path.sep);
const SCALE = 3;

/** How far, in the crop's pixels, a detected iris may lie from where we measured it. */
const IRIS_TOLERANCE = 5;

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
      const photo = cropScaled(await decodeSamplePhoto(file), crop, SCALE);

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
      const photo = cropScaled(await decodeSamplePhoto(file), crop, 1);

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
    const photo = await decodeSamplePhoto('samples.jpg');

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
