import { PNG } from 'pngjs';
import { colorMeasurementsSchema } from '@uniform/contracts';
import { deltaE, hexToLab, hexToRgb } from '../colour-maths';
import {
  assertPhotoImage,
  colourMeasurements,
  lightingProblems,
  lightingStats,
  sampleRegion,
  whiteBalance,
  type PhotoImage,
  type RegionSample,
} from './index';

type Rgb = [number, number, number];
type Painter = (x: number, y: number) => Rgb | undefined;

/**
 * A photo painted pixel by pixel (background where the painter returns nothing), written as a PNG
 * and read back, so the maths meets the bytes a decoder gives, as it will for real photographs.
 */
function paintPhoto(width: number, height: number, background: Rgb, painter: Painter): PhotoImage {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = painter(x, y) ?? background;
      const offset = (y * width + x) * 4;
      png.data[offset] = r;
      png.data[offset + 1] = g;
      png.data[offset + 2] = b;
      png.data[offset + 3] = 255;
    }
  }
  const decoded = PNG.sync.read(PNG.sync.write(png));
  return { data: decoded.data, width: decoded.width, height: decoded.height };
}

/** Deterministic noise in −amplitude…+amplitude, the same for every run (a linear congruential generator). */
function noise(seed: number): (amplitude: number) => number {
  let state = seed >>> 0;
  return (amplitude) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.round((state / 2 ** 32) * 2 * amplitude - amplitude);
  };
}

const byte = (value: number): number => Math.max(0, Math.min(255, Math.round(value)));
const scale = ([r, g, b]: Rgb, [kr, kg, kb]: Rgb): Rgb => [byte(r * kr), byte(g * kg), byte(b * kb)];
const inside = (x: number, y: number, left: number, top: number, size: number): boolean =>
  x >= left && x < left + size && y >= top && y < top + size;

const GREY: Rgb = [128, 128, 128];
const WARM_SKIN = '#E0AC83';
const COOL_SKIN = '#EBC0B7';
const DARK_BROWN_HAIR = '#3B2A20';
const BLUE_IRIS = '#5B7FA6';
const PATCH = { x: 20, y: 20, width: 60, height: 60 };

const ok = (sample: RegionSample): Extract<RegionSample, { ok: true }> => {
  if (!sample.ok) throw new Error(`Expected a sample, got ${JSON.stringify(sample)}`);
  return sample;
};

describe('sampleRegion', () => {
  test('When a flat patch is sampled by its rectangle, then its colour comes back within ΔE2000 0.5', () => {
    const skin = hexToRgb(WARM_SKIN);
    const photo = paintPhoto(100, 100, GREY, (x, y) => (inside(x, y, 20, 20, 60) ? skin : undefined));

    const sample = ok(sampleRegion(photo, PATCH));

    expect(deltaE(sample.lab, hexToLab(WARM_SKIN))).toBeLessThan(0.5);
    expect(sample.hex).toBe(WARM_SKIN);
    expect(sample.regionPixels).toBe(3600);
    expect(sample.pixels).toBe(3600 - 2 * 540);
  });

  test('When a noisy patch is sampled by a face-mesh style polygon, then it is within ΔE2000 2', () => {
    const skin = hexToRgb(WARM_SKIN);
    const jitter = noise(7);
    const photo = paintPhoto(100, 100, GREY, (x, y) =>
      inside(x, y, 20, 20, 60) ? (skin.map((channel) => byte(channel + jitter(10))) as Rgb) : undefined,
    );
    // A cheek-like outline inside the patch, with a z coordinate as face-mesh landmarks carry.
    const cheek: [number, number, number][] = [
      [30, 25, -3],
      [70, 30, -2],
      [75, 60, 0],
      [50, 75, 1],
      [25, 60, -1],
    ];

    const sample = ok(sampleRegion(photo, { points: cheek }));

    expect(deltaE(sample.lab, hexToLab(WARM_SKIN))).toBeLessThan(2);
    // The outline's area by the shoelace formula is 1787.5 pixels; centre sampling lands within a row.
    expect(Math.abs(sample.regionPixels - 1787.5)).toBeLessThan(60);
  });

  test('When shadows and highlights are painted into the patch, then the sample stays within ΔE2000 2 though a plain mean moves beyond it', () => {
    const skin = hexToRgb(WARM_SKIN);
    const jitter = noise(11);
    const spot = noise(23);
    const photo = paintPhoto(100, 100, GREY, (x, y) => {
      if (!inside(x, y, 20, 20, 60)) return undefined;
      const roll = spot(50) + 50; // 0…100
      if (roll < 12) return scale(skin, [0.45, 0.42, 0.4]); // shadow under a cheekbone
      if (roll > 88) return [250, 244, 238]; // shine
      return skin.map((channel) => byte(channel + jitter(6))) as Rgb;
    });
    const painted = paintPhoto(100, 100, GREY, (x, y) => (inside(x, y, 20, 20, 60) ? skin : undefined));

    const sample = ok(sampleRegion(photo, PATCH));
    // The plain mean of the same pixels' bytes, as a naive sampler would take it.
    const mean = [0, 1, 2].map((channel) => {
      let sum = 0;
      for (let y = 20; y < 80; y += 1)
        for (let x = 20; x < 80; x += 1) sum += photo.data[(y * 100 + x) * 4 + channel]!;
      return sum / 3600;
    });
    const meanHex = `#${mean.map((value) => byte(value).toString(16).padStart(2, '0')).join('')}`;

    expect(deltaE(sample.lab, hexToLab(WARM_SKIN))).toBeLessThan(2);
    expect(deltaE(sample.lab, ok(sampleRegion(painted, PATCH)).lab)).toBeLessThan(2);
    expect(deltaE(meanHex, WARM_SKIN)).toBeGreaterThan(2);
  });

  test('When two regions overlap, then a pixel in both counts once', () => {
    const photo = paintPhoto(100, 100, GREY, () => undefined);

    const sample = ok(
      sampleRegion(photo, [
        { x: 10, y: 10, width: 30, height: 30 },
        { x: 25, y: 10, width: 30, height: 30 },
      ]),
    );

    expect(sample.regionPixels).toBe(45 * 30);
  });

  test('When a region runs off the photo, then only the pixels inside it are read', () => {
    const photo = paintPhoto(50, 50, GREY, () => undefined);

    const sample = ok(sampleRegion(photo, { x: 40, y: -1000, width: 1e9, height: 1e9 }));

    expect(sample.regionPixels).toBe(10 * 50);
  });

  test('When a region is tiny, lies outside the photo or has a missing landmark, then it is reported too small, not sampled', () => {
    const photo = paintPhoto(50, 50, GREY, () => undefined);

    const tiny = sampleRegion(photo, { x: 0, y: 0, width: 5, height: 5 });
    const outside = sampleRegion(photo, { x: 60, y: 60, width: 20, height: 20 });
    const broken = sampleRegion(photo, {
      points: [
        [0, 0],
        [Number.NaN, 40],
        [40, 40],
      ],
    });

    expect(tiny).toEqual({ ok: false, reason: 'region-too-small', regionPixels: 25, minPixels: 100 });
    expect(outside).toMatchObject({ ok: false, regionPixels: 0 });
    expect(broken).toMatchObject({ ok: false, regionPixels: 0 });
    expect(sampleRegion(photo, { x: 0, y: 0, width: 5, height: 5 }, { minPixels: 20 }).ok).toBe(true);
  });

  test('When the bitmap is not a whole RGBA image, then a RangeError says so', () => {
    const short = { data: new Uint8ClampedArray(10), width: 2, height: 2 };
    const fractional = { data: new Uint8ClampedArray(16), width: 1.5, height: 2 };

    expect(() => assertPhotoImage(short)).toThrow(/16 bytes, got 10/);
    expect(() => sampleRegion(fractional, PATCH)).toThrow(RangeError);
  });
});

describe('whiteBalance', () => {
  // An orange cast as from a warm lamp: red up 15%, blue down 15%, on the bytes the camera wrote.
  const CAST: Rgb = [1.15, 1, 0.85];
  const CARD: Rgb = [210, 210, 210];
  const CARD_REGION = { x: 60, y: 10, width: 30, height: 30 };
  const SKIN_REGION = { x: 10, y: 10, width: 40, height: 40 };

  const castPhoto = (skin: string, cast: Rgb): PhotoImage => {
    const jitter = noise(5);
    return paintPhoto(100, 60, scale(GREY, cast), (x, y) => {
      const add = (colour: Rgb): Rgb => scale(colour.map((channel) => channel + jitter(4)) as Rgb, cast);
      if (inside(x, y, 10, 10, 40)) return add(hexToRgb(skin));
      if (inside(x, y, 60, 10, 30)) return add(CARD);
      return undefined;
    });
  };

  test('When a known colour cast is corrected from a white card in the same photo, then the skin comes back within ΔE2000 2', () => {
    const photo = castPhoto(WARM_SKIN, CAST);

    const balance = whiteBalance(ok(sampleRegion(photo, CARD_REGION)).lab);
    if (!balance.ok) throw new Error(`Expected a correction, got ${balance.reason}`);
    const corrected = ok(sampleRegion(photo, SKIN_REGION, { gains: balance.gains }));
    const uncorrected = ok(sampleRegion(photo, SKIN_REGION));

    expect(balance.cast.tint).toBe('orange');
    expect(balance.gains.r).toBeLessThan(1);
    expect(balance.gains.b).toBeGreaterThan(1);
    expect(deltaE(corrected.lab, hexToLab(WARM_SKIN))).toBeLessThan(2);
    expect(deltaE(uncorrected.lab, hexToLab(WARM_SKIN))).toBeGreaterThan(5);
  });

  test('When a blue cast is corrected, then a cool skin comes back within ΔE2000 2', () => {
    const photo = castPhoto(COOL_SKIN, [0.9, 1, 1.12]);

    const balance = whiteBalance(ok(sampleRegion(photo, CARD_REGION)).lab);
    if (!balance.ok) throw new Error(`Expected a correction, got ${balance.reason}`);
    const corrected = ok(sampleRegion(photo, SKIN_REGION, { gains: balance.gains }));

    expect(balance.cast.tint).toBe('blue');
    expect(deltaE(corrected.lab, hexToLab(COOL_SKIN))).toBeLessThan(2);
  });

  test('When the reference is blown out, too dark or too colourful to be white, then it is refused with that reason', () => {
    expect(whiteBalance({ r: 255, g: 252, b: 250 })).toMatchObject({
      ok: false,
      reason: 'reference-blown-out',
    });
    expect(whiteBalance({ r: 80, g: 80, b: 78 })).toMatchObject({ ok: false, reason: 'reference-too-dark' });
    expect(whiteBalance({ r: 240, g: 180, b: 110 })).toMatchObject({
      ok: false,
      reason: 'reference-too-saturated',
      cast: { tint: 'orange' },
    });
    expect(whiteBalance({ L: 85, a: 0, b: 0 })).toMatchObject({ ok: true, gains: { g: 1 } });
  });

  test('When the reference is not made of finite numbers, then a RangeError says so', () => {
    expect(() => whiteBalance({ L: Number.NaN, a: 0, b: 0 })).toThrow(RangeError);
    expect(() => whiteBalance({ r: 200, g: Infinity, b: 200 })).toThrow(RangeError);
  });
});

describe('lightingProblems', () => {
  const FACE = { x: 10, y: 10, width: 40, height: 40 };
  const facePhoto = (skin: Rgb): PhotoImage => {
    const jitter = noise(3);
    return paintPhoto(60, 60, [30, 30, 30], (x, y) =>
      inside(x, y, 10, 10, 40) ? (skin.map((channel) => byte(channel + jitter(5))) as Rgb) : undefined,
    );
  };
  const codes = (photo: PhotoImage): string[] =>
    lightingProblems({ stats: lightingStats(photo, FACE) }).map((problem) => problem.code);

  test('When the face is well lit, then there is nothing to report', () => {
    expect(codes(facePhoto(hexToRgb(WARM_SKIN)))).toEqual([]);
  });

  test('When the face is too dark, then the message says so and what to do', () => {
    const photo = facePhoto(scale(hexToRgb(WARM_SKIN), [0.2, 0.2, 0.2]));

    const problems = lightingProblems({ stats: lightingStats(photo, FACE) });

    expect(problems).toEqual([{ code: 'too-dark', message: expect.stringMatching(/too dark.*daylight/) }]);
  });

  test('When the face is blown out, then the message says so and what to do', () => {
    const photo = facePhoto([255, 250, 244]);

    const problems = lightingProblems({ stats: lightingStats(photo, FACE) });

    expect(problems).toEqual([
      { code: 'blown-out', message: expect.stringMatching(/pure white.*flash off/) },
    ]);
  });

  test('When the white reference reads strongly orange, then the colour cast is named', () => {
    const stats = lightingStats(facePhoto(hexToRgb(WARM_SKIN)), FACE);

    const problems = lightingProblems({
      stats,
      whiteBalance: whiteBalance({ r: 250 * 0.98, g: 190, b: 120 }),
    });

    expect(problems).toEqual([{ code: 'color-cast', message: expect.stringMatching(/strongly orange/) }]);
  });

  test('When the face is too dark, then a white reference too dark as well is not reported twice', () => {
    const stats = lightingStats(facePhoto(scale(hexToRgb(WARM_SKIN), [0.2, 0.2, 0.2])), FACE);

    const problems = lightingProblems({ stats, whiteBalance: whiteBalance({ r: 60, g: 60, b: 60 }) });

    expect(problems.map((problem) => problem.code)).toEqual(['too-dark']);
  });

  test('When a sampled region is too small, then it is named with its pixel count', () => {
    const photo = facePhoto(hexToRgb(WARM_SKIN));

    const problems = lightingProblems({
      stats: lightingStats(photo, FACE),
      samples: {
        skin: sampleRegion(photo, FACE),
        iris: sampleRegion(photo, { x: 20, y: 20, width: 4, height: 4 }),
      },
    });

    expect(problems).toEqual([
      {
        code: 'region-too-small',
        region: 'iris',
        message: expect.stringMatching(/iris shows \(16 pixels; .* 100\)/),
      },
    ]);
  });
});

describe('colourMeasurements', () => {
  const portrait = (skin: string): PhotoImage => {
    const jitter = noise(13);
    const paint = (hex: string): Rgb => hexToRgb(hex).map((channel) => byte(channel + jitter(5))) as Rgb;
    return paintPhoto(100, 100, GREY, (x, y) => {
      if (y < 20) return paint(DARK_BROWN_HAIR);
      if (inside(x, y, 40, 40, 20)) return paint(BLUE_IRIS);
      if (y >= 30) return paint(skin);
      return undefined;
    });
  };
  const measure = (photo: PhotoImage) =>
    colourMeasurements({
      skin: ok(sampleRegion(photo, { x: 0, y: 65, width: 100, height: 35 })).lab,
      iris: ok(sampleRegion(photo, { x: 40, y: 40, width: 20, height: 20 })).lab,
      hair: ok(sampleRegion(photo, { x: 0, y: 0, width: 100, height: 20 })).lab,
    });

  test('When a golden skin and a rosy skin are measured, then they read Warm and Cool', () => {
    const warm = measure(portrait(WARM_SKIN));
    const cool = measure(portrait(COOL_SKIN));

    expect(warm.undertone).toBe('Warm');
    expect(cool.undertone).toBe('Cool');
    expect(warm.skin.h).toBeGreaterThan(cool.skin.h);
  });

  test('When dark hair and blue eyes go with light skin, then value, chroma and contrast are the skin and the gaps in L*', () => {
    const measured = measure(portrait(WARM_SKIN));
    const skin = hexToLab(WARM_SKIN);

    expect(colorMeasurementsSchema.parse(measured)).toEqual(measured);
    expect(measured.value).toBeCloseTo(skin.L, 0);
    expect(measured.chroma).toBeCloseTo(Math.hypot(skin.a, skin.b), 0);
    expect(measured.hairContrast).toBeCloseTo(skin.L - hexToLab(DARK_BROWN_HAIR).L, 0);
    expect(measured.irisContrast).toBeCloseTo(skin.L - hexToLab(BLUE_IRIS).L, 0);
  });

  test('When a measurement arrives out of range or not a number, then the schema refuses it', () => {
    const measured = measure(portrait(WARM_SKIN));

    expect(colorMeasurementsSchema.safeParse({ ...measured, value: 140 }).success).toBe(false);
    expect(colorMeasurementsSchema.safeParse({ ...measured, chroma: Number.NaN }).success).toBe(false);
    expect(colorMeasurementsSchema.safeParse({ ...measured, undertone: 'Olive' }).success).toBe(false);
    expect(colorMeasurementsSchema.safeParse({ ...measured, skin: { L: 50, C: 10, h: 360 } }).success).toBe(
      false,
    );
  });

  test('When a sample is not made of finite numbers, then a RangeError names it', () => {
    const lab = hexToLab(WARM_SKIN);

    expect(() => colourMeasurements({ skin: lab, iris: lab, hair: { L: Number.NaN, a: 0, b: 0 } })).toThrow(
      /hair/,
    );
  });
});
