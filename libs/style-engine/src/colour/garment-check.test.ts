import { deltaE, hexToRgb } from './colour-maths';
import { FIT_THRESHOLD } from './colour-match';
import { dominantColours, garmentVerdict, NEAR_THRESHOLD } from './garment-check';
import { SEASON_PALETTES } from './season-palettes.data';

type Painter = (x: number, y: number) => string | null;

/** A width × height RGBA image; the painter gives each pixel's hex, or null for transparent. */
function image(width: number, height: number, paint: Painter): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const hex = paint(x, y);
      if (hex === null) continue;
      pixels.set([...hexToRgb(hex), 255], (y * width + x) * 4);
    }
  }
  return pixels;
}

// A deterministic pseudo-random sequence (mulberry32), so "camera noise" is the same every run.
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAVY = '#1F2A44';
const CAMEL = '#C19A6B';
const TOMATO = '#D9442B';

describe('dominantColours', () => {
  test('When an image is half navy and half camel, with ±6 of noise per channel, then both colours come back within ΔE2000 < 2, each about half', () => {
    const random = noise(7);
    const pixels = image(200, 200, (x) => (x < 100 ? NAVY : CAMEL));
    for (let i = 0; i < pixels.length; i += 1) {
      if (i % 4 !== 3) pixels[i] = pixels[i]! + Math.round((random() - 0.5) * 12);
    }

    const colours = dominantColours(pixels, 200, 200);

    expect(colours).toHaveLength(2);
    const navy = colours.find((colour) => deltaE(colour.hex, NAVY) < 2);
    const camel = colours.find((colour) => deltaE(colour.hex, CAMEL) < 2);
    expect(navy?.share).toBeCloseTo(0.5, 2);
    expect(camel?.share).toBeCloseTo(0.5, 2);
  });

  test('When a tomato garment sits on a white studio backdrop, then the backdrop is ignored', () => {
    const pixels = image(200, 200, (x, y) => (x >= 50 && x < 150 && y >= 40 && y < 180 ? TOMATO : '#FAFAFA'));

    const colours = dominantColours(pixels, 200, 200);

    expect(colours).toHaveLength(1);
    expect(deltaE(colours[0]!.hex, TOMATO)).toBeLessThan(2);
    expect(colours[0]!.share).toBe(1);
  });

  test('When a navy garment with a white stripe sits on black, then the black is ignored and the stripe, not reachable from the border, stays', () => {
    const pixels = image(120, 120, (x, y) => {
      if (x < 20 || x >= 100 || y < 20 || y >= 100) return '#0A0A0A';
      return y >= 50 && y < 70 ? '#FFFFFF' : NAVY;
    });

    const colours = dominantColours(pixels, 120, 120);

    expect(colours.map((colour) => colour.hex)).toEqual([NAVY, '#FFFFFF']);
    expect(colours[0]!.share).toBeCloseTo(0.75, 3);
  });

  test('When a white shirt fills the frame on a white backdrop, then white is the colour, not nothing', () => {
    const pixels = image(100, 100, () => '#F5F5F5');

    expect(dominantColours(pixels, 100, 100)).toEqual([{ hex: '#F5F5F5', share: 1 }]);
  });

  test('When the garment is a cut-out with a transparent background, then transparent pixels are ignored', () => {
    const pixels = image(100, 100, (x, y) => (Math.hypot(x - 50, y - 50) < 30 ? CAMEL : null));

    expect(dominantColours(pixels, 100, 100)).toEqual([{ hex: CAMEL, share: 1 }]);
  });

  test('When every pixel is transparent, then there are no colours', () => {
    expect(dominantColours(new Uint8ClampedArray(4 * 10 * 10), 10, 10)).toEqual([]);
  });

  test('When three colours are painted and k is 2, then at most 2 colours come back, the largest first', () => {
    const pixels = image(90, 90, (x) => (x < 50 ? NAVY : x < 75 ? CAMEL : TOMATO));

    const colours = dominantColours(pixels, 90, 90, 2);

    expect(colours).toHaveLength(2);
    expect(colours[0]!.hex).toBe(NAVY);
  });

  test('When the same noisy image is read twice, then the colours are identical (no randomness)', () => {
    const random = noise(42);
    const pixels = image(200, 200, () => {
      const [r, g, b] = hexToRgb(TOMATO);
      const shift = Math.round((random() - 0.5) * 60);
      return `#${[r + shift, g, b].map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`;
    });

    expect(dominantColours(pixels, 200, 200, 3)).toEqual(dominantColours(pixels.slice(), 200, 200, 3));
  });

  test.each([
    ['too few values', new Uint8ClampedArray(10), 2, 2, 3],
    ['a fractional width', new Uint8ClampedArray(16), 1.5, 2, 3],
    ['a zero height', new Uint8ClampedArray(0), 2, 0, 3],
    ['k of 0', new Uint8ClampedArray(16), 2, 2, 0],
    ['k of 50', new Uint8ClampedArray(16), 2, 2, 50],
  ])('When given %s, then it throws a RangeError', (_case, pixels, width, height, k) => {
    expect(() => dominantColours(pixels, width, height, k)).toThrow(RangeError);
  });
});

describe('garmentVerdict', () => {
  test('When the colour is a palette swatch, then it is in the palette at ΔE 0, named', () => {
    expect(garmentVerdict('#C19A6B', 'Warm Spring')).toEqual({
      verdict: 'in-palette',
      nearest: { name: 'Camel', hex: '#C19A6B' },
      deltaE: 0,
    });
  });

  test('When the season is not one of the 12, then there is no verdict; a bad hex throws', () => {
    expect(garmentVerdict('#C19A6B', 'Purple Monsoon')).toBeUndefined();
    expect(() => garmentVerdict('tomato', 'Warm Spring')).toThrow(RangeError);
  });

  test('When an alias names the season, then the verdict is the season’s', () => {
    expect(garmentVerdict('#C19A6B', 'Clear Spring')).toEqual(garmentVerdict('#C19A6B', 'Bright Spring'));
  });

  test('When a colour on every season’s avoid list is checked, then it is "avoid"', () => {
    for (const palette of Object.values(SEASON_PALETTES)) {
      for (const swatch of palette.avoid) {
        expect([palette.season, swatch.name, garmentVerdict(swatch.hex, palette.season)?.verdict]).toEqual([
          palette.season,
          swatch.name,
          'avoid',
        ]);
      }
    }
  });

  // Walk away from a swatch one blue step at a time: the verdict must turn at exactly 8 and 12.
  test('When blue is added step by step to Warm Spring’s Camel, then the verdict turns to "near" past ΔE 8 and to "avoid" past ΔE 12', () => {
    const [r, g, b] = hexToRgb('#C19A6B');
    const steps = Array.from({ length: 60 }, (_, step) => {
      const hex = `#${[r, g, b + step].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
      return garmentVerdict(hex, 'Warm Spring')!;
    });

    for (const step of steps) {
      const expected =
        step.deltaE <= FIT_THRESHOLD ? 'in-palette' : step.deltaE <= NEAR_THRESHOLD ? 'near' : 'avoid';
      expect([step.deltaE, step.verdict]).toEqual([step.deltaE, expected]);
    }
    // The walk crosses both edges within half a unit of them.
    const last = (verdict: string) =>
      Math.max(...steps.filter((s) => s.verdict === verdict).map((s) => s.deltaE));
    const first = (verdict: string) =>
      Math.min(...steps.filter((s) => s.verdict === verdict).map((s) => s.deltaE));
    expect([last('in-palette'), first('near')]).toEqual([expect.closeTo(7.75, 0), expect.closeTo(8.25, 0)]);
    expect([last('near'), first('avoid')]).toEqual([expect.closeTo(11.75, 0), expect.closeTo(12.25, 0)]);
  });

  test('When pure white is held against Soft Summer (9.4 from its Oyster, within 12), then it is "avoid", because the season lists it to avoid', () => {
    const verdict = garmentVerdict('#FFFFFF', 'Soft Summer');

    expect(verdict?.deltaE).toBeGreaterThan(FIT_THRESHOLD);
    expect(verdict?.deltaE).toBeLessThanOrEqual(NEAR_THRESHOLD);
    expect(verdict?.verdict).toBe('avoid');
    // An off-white still nearer to the avoided white stays "avoid"; one within 8 of Oyster is in.
    expect(garmentVerdict('#FCFCFA', 'Soft Summer')).toMatchObject({ verdict: 'avoid', deltaE: 8.43 });
    expect(garmentVerdict('#FAF9F6', 'Soft Summer')).toMatchObject({ verdict: 'in-palette', deltaE: 7.66 });
  });

  test('When navy is held against Light Spring and Deep Winter, then it is "avoid" for one and "in-palette" for the other', () => {
    expect(garmentVerdict('#1F2A44', 'Light Spring')?.verdict).toBe('avoid');
    expect(garmentVerdict('#1F2A44', 'Deep Winter')).toMatchObject({
      verdict: 'in-palette',
      nearest: { name: 'Midnight Navy' },
    });
  });
});
