import {
  contrastRatio,
  deltaE,
  hexToLab,
  hexToRgb,
  isHexColour,
  normaliseHex,
  relativeLuminance,
  type Lab,
} from './colour-maths';

const lab = (L: number, a: number, b: number): Lab => ({ L, a, b });

describe('hexToLab', () => {
  test('When white and black are converted, then they sit at L* 100 and 0 with no colour', () => {
    const white = hexToLab('#FFFFFF');
    const black = hexToLab('#000000');

    expect(white.L).toBeCloseTo(100, 3);
    expect(white.a).toBeCloseTo(0, 3);
    expect(white.b).toBeCloseTo(0, 3);
    expect(black).toEqual({ L: 0, a: 0, b: 0 });
  });

  test('When pure red is converted, then it matches the published sRGB → CIELAB value', () => {
    const red = hexToLab('#FF0000');

    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
  });

  test('When short or unprefixed hex is given, then it reads the same as the long form', () => {
    expect(hexToLab('fff')).toEqual(hexToLab('#FFFFFF'));
    expect(hexToRgb('1f2a44')).toEqual([31, 42, 68]);
    expect(normaliseHex('#abc')).toBe('#AABBCC');
  });

  test('When the text is not a hex colour, then it is refused', () => {
    expect(isHexColour('navy')).toBe(false);
    expect(normaliseHex('#12345')).toBeUndefined();
    expect(() => hexToLab('navy')).toThrow(RangeError);
  });
});

describe('deltaE (CIEDE2000)', () => {
  test('When a colour is compared with itself, then the difference is 0', () => {
    expect(deltaE('#1F2A44', '#1F2A44')).toBe(0);
  });

  test('When black is compared with white, then the difference is the whole lightness scale', () => {
    expect(deltaE('#000000', '#FFFFFF')).toBeCloseTo(100, 3);
  });

  test('When the order is swapped, then the difference is the same', () => {
    expect(deltaE('#C19A6B', '#0047AB')).toBeCloseTo(deltaE('#0047AB', '#C19A6B'), 10);
  });

  test.each([
    [lab(50, 2.6772, -79.7751), lab(50, 0, -82.7485), 2.0425],
    [lab(50, 0, 0), lab(50, -1, 2), 2.3669],
    [lab(50, 2.5, 0), lab(73, 25, -18), 27.1492],
    [lab(60.2574, -34.0099, 36.2677), lab(60.4626, -34.1751, 39.4387), 1.2644],
    [lab(22.7233, 20.0904, -46.694), lab(23.0331, 14.973, -42.5619), 2.0373],
  ])(
    'When Sharma et al.’s test pair %o / %o is compared, then the difference is %d',
    (one, two, expected) => {
      expect(deltaE(one, two)).toBeCloseTo(expected, 4);
    },
  );

  test('When navy is compared with midnight navy and with cobalt, then the near shade is much closer', () => {
    expect(deltaE('#1F2A44', '#141B33')).toBeLessThan(6);
    expect(deltaE('#1F2A44', '#0047AB')).toBeGreaterThan(15);
  });
});

describe('contrastRatio (WCAG 2)', () => {
  test('When black meets white, then the ratio is 21, and a colour against itself is 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#7A5C3E', '#7A5C3E')).toBe(1);
  });

  test('When the order is swapped, then the ratio is the same', () => {
    expect(contrastRatio('#FFFFFF', '#1C1917')).toBeCloseTo(contrastRatio('#1C1917', '#FFFFFF'), 10);
  });

  test.each([
    // Published pairs: WebAIM's contrast checker gives these to two decimals.
    ['#767676', '#FFFFFF', 4.54],
    ['#777777', '#FFFFFF', 4.48],
    ['#FF0000', '#FFFFFF', 4.0],
    ['#0000FF', '#FFFFFF', 8.59],
  ])('When %s meets %s, then the ratio is %d', (one, two, expected) => {
    expect(contrastRatio(one, two)).toBeCloseTo(expected, 2);
  });
});
