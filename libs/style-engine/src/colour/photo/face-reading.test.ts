import { colorMeasurementsSchema, type ColorMeasurements } from '@uniform/contracts';
import { deltaE, hexToLab, hexToRgb } from '../colour-maths';
import {
  answersFromMeasurements,
  detectedFace,
  eyeWhiteColour,
  FACE_MESH_POINTS,
  FACE_READING_CONFIG,
  faceRegions,
  MIN_FACE_SIDE_PIXELS,
  readFacePhoto,
  sampleRegion,
  type DetectedFace,
  type PhotoImage,
  type RegionSample,
} from './index';
import {
  CHIN,
  FACE_TOP_OUTLINE,
  FOREHEAD,
  FOREHEAD_TOP,
  IRIS_GROUPS,
  LEFT_CHEEK,
  LEFT_EYE_OUTLINE,
  RIGHT_CHEEK,
  RIGHT_EYE_OUTLINE,
} from './face-regions';

type Rgb = readonly [number, number, number];

const SKIN = '#D9A88A';
const HAIR = '#4A3226';
const IRIS = '#5B7FA6';
const SCLERA = '#E6E6E6';
const PUPIL = '#0A0A0A';
const BACKGROUND = '#7A8C99';

/**
 * A synthetic portrait, 600 × 600: a face whose landmarks we place (the indices faceRegions reads,
 * at the positions a frontal face has them) and paint, so what each region must read is known.
 */
const SIZE = 600;
const EYES = [
  { centre: [225, 300], outline: RIGHT_EYE_OUTLINE, iris: IRIS_GROUPS[0] },
  { centre: [375, 300], outline: LEFT_EYE_OUTLINE, iris: IRIS_GROUPS[1] },
] as const;
const EYE_HALF_WIDTH = 40;
const EYE_HALF_HEIGHT = 16;
const IRIS_RADIUS = 14;
const PUPIL_RADIUS = 5;
const FACE_CENTRE = [300, 345] as const;
const FACE_HALF_WIDTH = 190;
const FACE_HALF_HEIGHT = 225;
/** Hair is painted above this line, inside the head's width, in strands this many bytes either side of its colour. */
const HAIRLINE = 160;
const STRAND_CONTRAST = 10;

function syntheticMesh(): number[][] {
  const mesh = Array.from({ length: FACE_MESH_POINTS }, () => [FACE_CENTRE[0], FACE_CENTRE[1], 0]);
  const place = (index: number, x: number, y: number): void => {
    mesh[index] = [x, y, 0];
  };
  // The top of the face outline, an arc from temple to temple, 10 in the middle.
  const topXs = [195, 235, 265, 300, 335, 365, 405];
  const topYs = [205, 185, 170, 165, 170, 185, 205];
  FACE_TOP_OUTLINE.forEach((index, k) => place(index, topXs[k]!, topYs[k]!));
  // The forehead's lower edge, above the brows: 299, 337, 151, 108, 69 run right to left in the photo.
  const browXs = [375, 340, 300, 260, 225];
  FOREHEAD.slice(5).forEach((index, k) => place(index, browXs[k]!, 245));
  place(FOREHEAD_TOP, 300, 165);
  place(CHIN, 300, 555);
  for (const { centre, outline, iris } of EYES) {
    outline.forEach((index, k) => {
      const angle = (2 * Math.PI * k) / outline.length;
      place(
        index,
        centre[0] + EYE_HALF_WIDTH * Math.cos(angle),
        centre[1] + EYE_HALF_HEIGHT * Math.sin(angle),
      );
    });
    place(iris, centre[0], centre[1]);
    [
      [1, 0],
      [0, -1],
      [-1, 0],
      [0, 1],
    ].forEach(([dx, dy], k) =>
      place(iris + 1 + k, centre[0] + dx! * IRIS_RADIUS, centre[1] + dy! * IRIS_RADIUS),
    );
  }
  const cheek = [
    [-40, -25],
    [-5, -28],
    [18, -12],
    [20, 15],
    [5, 35],
    [-30, 32],
    [-45, 5],
  ];
  RIGHT_CHEEK.forEach((index, k) => place(index, 210 + cheek[k]![0]!, 400 + cheek[k]![1]!));
  LEFT_CHEEK.forEach((index, k) => place(index, 390 - cheek[k]![0]!, 400 + cheek[k]![1]!));
  return mesh;
}

/** Deterministic noise in −amplitude…+amplitude (a linear congruential generator). */
function noise(seed: number): (amplitude: number) => number {
  let state = seed >>> 0;
  return (amplitude) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.round((state / 2 ** 32) * 2 * amplitude - amplitude);
  };
}

interface Paint {
  skin?: string;
  hair?: string;
  iris?: string;
  sclera?: string;
  background?: string;
  /** Multiplies each channel, as a coloured light would. */
  cast?: Rgb;
  /** ± per channel; 0 paints flat colours. */
  jitter?: number;
  /** false paints the hair flat, without strands. */
  strands?: boolean;
}

// Painting 360,000 pixels is the slow part of these tests, and readers never write to the photo.
const painted = new Map<string, PhotoImage>();

function paintFace(paint: Paint = {}): PhotoImage {
  const key = JSON.stringify(paint);
  const cached = painted.get(key);
  if (cached) return cached;
  const colours = {
    skin: hexToRgb(paint.skin ?? SKIN),
    hair: hexToRgb(paint.hair ?? HAIR),
    iris: hexToRgb(paint.iris ?? IRIS),
    sclera: hexToRgb(paint.sclera ?? SCLERA),
    pupil: hexToRgb(PUPIL),
    background: hexToRgb(paint.background ?? BACKGROUND),
  };
  const cast = paint.cast ?? [1, 1, 1];
  const jitter = noise(17);
  const amplitude = paint.jitter ?? 4;
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const [cx, cy] = [x + 0.5, y + 0.5];
      let colour: readonly number[] = colours.background;
      const inFace =
        ((cx - FACE_CENTRE[0]) / FACE_HALF_WIDTH) ** 2 + ((cy - FACE_CENTRE[1]) / FACE_HALF_HEIGHT) ** 2 <= 1;
      if (cy < HAIRLINE && Math.abs(cx - 300) < 200 && cy > 20) {
        // Strands: alternate lighter and darker by STRAND_CONTRAST, about the hair's own colour.
        const shade = Math.floor(cx / 3) % 2 === 0 ? -STRAND_CONTRAST : STRAND_CONTRAST;
        colour = paint.strands === false ? colours.hair : colours.hair.map((value) => value + shade);
      } else if (inFace) colour = colours.skin;
      for (const { centre } of EYES) {
        const [dx, dy] = [cx - centre[0], cy - centre[1]];
        if ((dx / EYE_HALF_WIDTH) ** 2 + (dy / EYE_HALF_HEIGHT) ** 2 <= 1) colour = colours.sclera;
        const squared = dx * dx + dy * dy;
        if (squared <= (IRIS_RADIUS + 1) ** 2) colour = colours.iris;
        if (squared <= PUPIL_RADIUS ** 2) colour = colours.pupil;
      }
      const offset = (y * SIZE + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        data[offset + channel] = Math.round((colour[channel]! + jitter(amplitude)) * cast[channel]!);
      }
      data[offset + 3] = 255;
    }
  }
  const photo = { data, width: SIZE, height: SIZE };
  painted.set(key, photo);
  return photo;
}

const face = (overrides: Partial<DetectedFace> = {}): DetectedFace => ({
  box: [90, 100, 420, 470],
  mesh: syntheticMesh(),
  angle: { roll: 0, yaw: 0, pitch: 0 },
  score: 0.98,
  ...overrides,
});

const ok = (sample: RegionSample) => {
  if (!sample.ok) throw new Error(`Expected a sample, got ${JSON.stringify(sample)}`);
  return sample;
};

describe('faceRegions', () => {
  test('When a painted face is sampled by its mesh regions, then skin, iris, eye whites and hair come back within ΔE2000 2', () => {
    const photo = paintFace();
    const regions = faceRegions(syntheticMesh());

    const skin = ok(sampleRegion(photo, regions.skin));
    const iris = ok(sampleRegion(photo, regions.irises));
    const sclera = ok(sampleRegion(photo, regions.sclera));
    const hair = ok(sampleRegion(photo, regions.hair));

    expect(deltaE(skin.lab, hexToLab(SKIN))).toBeLessThan(2);
    expect(deltaE(iris.lab, hexToLab(IRIS))).toBeLessThan(2);
    expect(deltaE(sclera.lab, hexToLab(SCLERA))).toBeLessThan(2);
    expect(deltaE(hair.lab, hexToLab(HAIR))).toBeLessThan(2);
    expect(deltaE(eyeWhiteColour(photo, regions.sclera)!, hexToLab(SCLERA))).toBeLessThan(2);
    // Both cheeks and the forehead, each a few thousand pixels; each iris ring about a hundred.
    expect(skin.regionPixels).toBeGreaterThan(9000);
    expect(iris.regionPixels).toBeGreaterThan(200);
  });
});

describe('readFacePhoto', () => {
  test('When a well-lit painted face is read, then the measurements are the painted colours and pass the contract', () => {
    const reading = readFacePhoto(paintFace(), [face()]);

    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.balancedBy).toBe('eye whites');
    expect(colorMeasurementsSchema.parse(reading.measurements)).toEqual(reading.measurements);
    expect(deltaE(reading.swatches.skin, SKIN)).toBeLessThan(2);
    expect(deltaE(reading.swatches.iris, IRIS)).toBeLessThan(2);
    expect(deltaE(reading.swatches.hair, HAIR)).toBeLessThan(2);
    expect(reading.answers).toEqual(answersFromMeasurements(reading.measurements));
    expect(reading.answers.eyeColor).toBe('Blue');
  });

  test('When the photo has an orange cast, then the eye whites correct it and the skin comes back within ΔE2000 2', () => {
    const photo = paintFace({ cast: [1.1, 1, 0.82], sclera: '#D0D0D0' });

    const reading = readFacePhoto(photo, [face()]);
    const uncorrected = ok(sampleRegion(photo, faceRegions(syntheticMesh()).skin));

    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.balancedBy).toBe('eye whites');
    expect(deltaE(reading.swatches.skin, SKIN)).toBeLessThan(2);
    expect(deltaE(uncorrected.lab, hexToLab(SKIN))).toBeGreaterThan(5);
  });

  test('When a white card region is given, then it sets the white balance instead of the eyes', () => {
    const photo = paintFace({ cast: [1.1, 1, 0.82], background: '#D2D2D2' });

    const reading = readFacePhoto(photo, [face()], { card: { x: 10, y: 540, width: 60, height: 50 } });

    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.balancedBy).toBe('card');
    expect(deltaE(reading.swatches.skin, SKIN)).toBeLessThan(2);
  });

  test('When the eye whites read as colourful as the skin, then they are not trusted and the photo is read as taken', () => {
    const reading = readFacePhoto(paintFace({ sclera: '#C99A7E' }), [face()]);

    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.balancedBy).toBe('none');
    expect(deltaE(reading.swatches.skin, SKIN)).toBeLessThan(2);
  });

  test('When no face was found, then the message says so and what to do', () => {
    expect(readFacePhoto(paintFace(), [])).toEqual({
      ok: false,
      problems: [
        { code: 'no-face', message: expect.stringMatching(/^We could not find a face.*whole face/) },
      ],
    });
  });

  test('When two faces were found, then the photo is refused as more than one face', () => {
    const reading = readFacePhoto(paintFace(), [face(), face({ box: [400, 40, 150, 150] })]);

    expect(reading).toEqual({
      ok: false,
      problems: [{ code: 'more-than-one-face', message: expect.stringMatching(/2 faces.*just yourself/) }],
    });
  });

  test('When the face box is smaller than the minimum, then the face is too small, with its size in the message', () => {
    const reading = readFacePhoto(paintFace(), [face({ box: [200, 200, MIN_FACE_SIDE_PIXELS - 1, 400] })]);

    expect(reading).toEqual({
      ok: false,
      problems: [
        {
          code: 'face-too-small',
          message: expect.stringMatching(
            new RegExp(`\\(${MIN_FACE_SIDE_PIXELS - 1} pixels across; .* ${MIN_FACE_SIDE_PIXELS}\\)`),
          ),
        },
      ],
    });
  });

  test('When the head is turned, tilted up or tilted sideways past its limit, then the message names how', () => {
    const degrees = (value: number): number => (value * Math.PI) / 180;
    const messages = [
      { yaw: degrees(25), pitch: 0, roll: 0 },
      { yaw: 0, pitch: degrees(-25), roll: 0 },
      { yaw: 0, pitch: 0, roll: degrees(35) },
      { yaw: degrees(19), pitch: degrees(19), roll: degrees(29) },
    ].map((angle) => {
      const reading = readFacePhoto(paintFace(), [face({ angle })]);
      return reading.ok
        ? 'read'
        : reading.problems.map((problem) => `${problem.code}: ${problem.message}`).join();
    });

    expect(messages[0]).toMatch(/^face-turned: Your head is turned to the side,/);
    expect(messages[1]).toMatch(/^face-turned: Your head is tilted up or down,/);
    expect(messages[2]).toMatch(/^face-turned: Your head is tilted towards a shoulder,/);
    expect(messages[3]).toBe('read');
  });

  test('When above the forehead is bare skin, then hair is not found rather than guessed', () => {
    const reading = readFacePhoto(paintFace({ hair: SKIN }), [face()]);

    expect(reading).toEqual({
      ok: false,
      problems: [{ code: 'hair-not-found', message: expect.stringMatching(/could not make out your hair/) }],
    });
  });

  test('When above the forehead is a plain wall, then hair is not found rather than read as the wall, though hair of its colour is read', () => {
    const reading = readFacePhoto(paintFace({ hair: BACKGROUND, strands: false }), [face()]);
    const textured = readFacePhoto(paintFace({ hair: BACKGROUND }), [face()]);

    expect(reading).toMatchObject({ ok: false, problems: [{ code: 'hair-not-found' }] });
    expect(textured.ok).toBe(true);
  });

  test('When the face is in the dark, then the lighting problem is reported with the face checks passed', () => {
    const reading = readFacePhoto(paintFace({ cast: [0.25, 0.25, 0.25] }), [face()]);

    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problems.map((problem) => problem.code)).toContain('too-dark');
  });

  test('When the bitmap is not a whole RGBA image, then a RangeError says so', () => {
    expect(() => readFacePhoto({ data: new Uint8ClampedArray(8), width: 2, height: 2 }, [face()])).toThrow(
      RangeError,
    );
  });
});

describe('detectedFace', () => {
  const humanFace = {
    box: [10, 20, 300, 320],
    mesh: syntheticMesh(),
    rotation: { angle: { roll: 0.1, yaw: -0.2, pitch: 0.05 }, matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1] },
    score: 0.9,
    boxScore: 0.9,
    faceScore: 1,
  };

  test('When a human FaceResult is mapped, then box, mesh, angles and score carry over', () => {
    expect(detectedFace(humanFace)).toEqual({
      box: [10, 20, 300, 320],
      mesh: humanFace.mesh,
      angle: { roll: 0.1, yaw: -0.2, pitch: 0.05 },
      score: 0.9,
    });
  });

  test('When the face has no iris points or no rotation, then a RangeError names the setting', () => {
    expect(() => detectedFace({ ...humanFace, mesh: humanFace.mesh.slice(0, 468) })).toThrow(
      /478 mesh points.*got 468/,
    );
    expect(() => detectedFace({ ...humanFace, rotation: null })).toThrow(/rotation/);
    expect(() => detectedFace({ ...humanFace, box: [0, 0, Number.NaN, 1] })).toThrow(RangeError);
  });
});

describe('FACE_READING_CONFIG', () => {
  test('When the detector is configured, then only the face detector, mesh and iris run, with no filter and no cache', () => {
    const { face: faceConfig } = FACE_READING_CONFIG;

    expect(faceConfig.detector.maxDetected).toBeGreaterThan(1);
    expect([faceConfig.enabled, faceConfig.mesh.enabled, faceConfig.iris.enabled]).toEqual([
      true,
      true,
      true,
    ]);
    for (const model of ['attention', 'emotion', 'description', 'antispoof', 'liveness', 'gear'] as const) {
      expect(faceConfig[model].enabled).toBe(false);
    }
    for (const part of ['body', 'hand', 'object', 'segmentation', 'gesture', 'filter'] as const) {
      expect(FACE_READING_CONFIG[part].enabled).toBe(false);
    }
    expect(FACE_READING_CONFIG.cacheSensitivity).toBe(0);
  });
});

describe('answersFromMeasurements', () => {
  const lch = (L: number, C: number, h: number) => ({ L, C, h });
  const measured = (
    skin: ReturnType<typeof lch>,
    iris: ReturnType<typeof lch>,
    hair: ReturnType<typeof lch>,
  ): ColorMeasurements => ({
    skin,
    iris,
    hair,
    undertone: 'Neutral',
    value: skin.L,
    chroma: skin.C,
    hairContrast: Math.abs(hair.L - skin.L),
    irisContrast: Math.abs(iris.L - skin.L),
  });
  const BROWN_IRIS = lch(30, 12, 55);
  const DARK_HAIR = lch(22, 6, 50);
  const FAIR_SKIN = lch(75, 18, 55);

  // ITA° = atan((L* − 50) / b*), b* = C* sin h.
  test.each([
    ['Porcelain', lch(82, 12, 60)], // ITA 72°
    ['Fair', lch(72, 16, 60)], // ITA 58°
    ['Light', lch(68, 20, 55)], // ITA 48°
    ['Medium', lch(60, 16, 60)], // ITA 36°
    ['Olive', lch(60, 16, 75)], // ITA 33°, golden-green hue
    ['Tan', lch(55, 22, 60)], // ITA 15°
    ['Deep', lch(42, 22, 55)], // ITA −24°
    ['Rich Ebony', lch(30, 18, 50)], // ITA −55°
  ])('When the skin is %s by its ITA°, then that tone is suggested', (tone, skin) => {
    expect(answersFromMeasurements(measured(skin, BROWN_IRIS, DARK_HAIR)).skinTone).toBe(tone);
  });

  test.each([
    ['Dark Brown', lch(28, 10, 55)],
    ['Dark Brown', lch(25, 3, 0)],
    ['Light Brown / Hazel', lch(45, 20, 60)],
    ['Amber', lch(55, 35, 75)],
    ['Green', lch(48, 18, 130)],
    ['Blue', lch(50, 20, 250)],
    ['Grey', lch(55, 7, 240)],
    ['Grey', lch(58, 3, 90)],
  ])('When the iris reads like %s, then that eye color is suggested', (eye, iris) => {
    expect(answersFromMeasurements(measured(FAIR_SKIN, iris, DARK_HAIR)).eyeColor).toBe(eye);
  });

  test.each([
    ['Black', lch(12, 3, 60)],
    ['Dark Brown', lch(24, 10, 55)],
    ['Medium Brown', lch(34, 18, 60)],
    ['Light Brown', lch(46, 22, 65)],
    ['Dark Blonde', lch(58, 28, 75)],
    ['Light Blonde', lch(75, 30, 85)],
    ['Red', lch(45, 45, 42)],
    ['Auburn', lch(32, 35, 38)],
    ['Red', lch(46, 40, 355)],
    ['Grey / Silver', lch(68, 4, 90)],
    ['White', lch(90, 3, 90)],
  ])('When the hair reads like %s, then that hair color is suggested', (hair, colour) => {
    expect(answersFromMeasurements(measured(FAIR_SKIN, BROWN_IRIS, colour)).hairColor).toBe(hair);
  });

  test('When the iris is colourful or far from the skin in lightness, then the eyes read bright; muted and close, soft', () => {
    const clarity = (iris: ReturnType<typeof lch>, skin = FAIR_SKIN) =>
      answersFromMeasurements(measured(skin, iris, DARK_HAIR)).eyeClarity;

    expect(clarity(lch(50, 22, 250))).toBe('bright');
    expect(clarity(lch(30, 8, 55))).toBe('bright'); // 45 below the fair skin
    expect(clarity(lch(50, 8, 200))).toBe('soft');
    expect(clarity(lch(30, 8, 55), lch(45, 20, 55))).toBe('soft');
  });
});
