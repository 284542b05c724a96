import { hexColorSchema } from '@uniform/contracts';
import { colourFromText, FIT_THRESHOLD, nearestPaletteColour } from './colour-match';
import { COLOUR_WORDS } from './colour-words.data';
import { SEASON_PALETTES } from './season-palettes.data';

describe('nearestPaletteColour', () => {
  test('When the colour is one of the season’s own swatches, then it fits at distance 0', () => {
    const match = nearestPaletteColour('#C19A6B', 'Warm Spring');

    expect(match).toEqual({
      swatch: { name: 'Camel', hex: '#C19A6B', category: 'foundation' },
      distance: 0,
      fits: true,
    });
  });

  test('When a retail navy is held against Deep Winter, then it fits through Midnight Navy', () => {
    const match = nearestPaletteColour(COLOUR_WORDS.navy, 'Deep Winter');

    expect(match?.swatch.name).toBe('Midnight Navy');
    expect(match?.distance).toBeLessThanOrEqual(FIT_THRESHOLD);
    expect(match?.fits).toBe(true);
  });

  test('When mustard is held against Deep Winter, then it does not fit', () => {
    const match = nearestPaletteColour(COLOUR_WORDS.mustard, 'Deep Winter');

    expect(match?.fits).toBe(false);
    expect(match?.distance).toBeGreaterThan(FIT_THRESHOLD);
  });

  test('When black is held against a Light Spring and a Bright Winter, then it fits only the Winter', () => {
    expect(nearestPaletteColour('#000000', 'Light Spring')?.fits).toBe(false);
    expect(nearestPaletteColour('#000000', 'Bright Winter')?.fits).toBe(true);
  });

  test('When the closest colour is a neutral, then the neutral is returned', () => {
    const match = nearestPaletteColour('#FFFFFF', 'Deep Winter');

    expect(match?.swatch).toEqual({ name: 'Pure White', hex: '#FFFFFF', category: 'light' });
  });

  test('When the season is an alias, then its palette is used; when it is unknown, there is no match', () => {
    expect(nearestPaletteColour('#00D1C1', 'Clear Spring')?.swatch.name).toBe('Clear Aqua');
    expect(nearestPaletteColour('#00D1C1', 'Insufficient Data')).toBeUndefined();
  });

  test('When the text is not a hex colour, then it is refused', () => {
    expect(() => nearestPaletteColour('navy', 'Deep Winter')).toThrow(RangeError);
  });
});

describe('colourFromText', () => {
  test('When a product URL ends in a compound colour, then the compound wins over its last word', () => {
    expect(colourFromText('https://shop.example.com/products/merino-crew-dark-navy?variant=2')).toEqual({
      word: 'dark navy',
      hex: COLOUR_WORDS['dark navy'],
    });
  });

  test.each([
    ['https://www.example.com/en-gb/p/cashmere-rollneck-jumper-camel/12345', 'camel'],
    ['https://store.example.org/collections/shirts/products/oxford_shirt_light_blue', 'light blue'],
    ['https://example.com/p/linen-trousers-in-olive%20green.html', 'olive green'],
    ['https://example.com/women/knitwear/RIBBED-CARDIGAN-BURGUNDY', 'burgundy'],
    ['Wool Blend Overcoat - Charcoal Grey', 'charcoal'],
    ['Silk Slip Dress in Dusty Rose', 'dusty rose'],
    ['Organic cotton tee / off-white', 'off white'],
  ])('When the text is %s, then the colour is %s', (text, word) => {
    expect(colourFromText(text)).toEqual({ word, hex: COLOUR_WORDS[word] });
  });

  test('When two colours are equally long, then the later one wins (the colour comes after the brand)', () => {
    expect(colourFromText('rose-and-co-knit-cream')?.word).toBe('cream');
  });

  test('When no colour word is there, then nothing is found; object keys are not colours', () => {
    expect(colourFromText('https://shop.example.com/products/merino-crew?variant=2')).toBeUndefined();
    expect(colourFromText('constructor-tostring-tank-top')).toBeUndefined();
    expect(colourFromText('')).toBeUndefined();
  });

  test('When the text has a stray percent sign, then it is still read', () => {
    expect(colourFromText('50%-off-teal-scarf')?.word).toBe('teal');
  });

  test('When the word list is read, then it covers about 60 common garment colours, each a valid hex', () => {
    const words = Object.keys(COLOUR_WORDS);

    expect(words.length).toBeGreaterThanOrEqual(60);
    for (const word of [
      'navy',
      'camel',
      'olive',
      'burgundy',
      'charcoal',
      'ivory',
      'cream',
      'rust',
      'mustard',
      'teal',
      'emerald',
      'blush',
    ]) {
      expect(words).toContain(word);
    }
    for (const [word, hex] of Object.entries(COLOUR_WORDS)) {
      expect(word).toBe(word.toLowerCase().trim());
      expect(hexColorSchema.safeParse(hex).success).toBe(true);
    }
  });

  test('When every season is read, then some of its swatches are named by a colour word that fits it', () => {
    for (const palette of Object.values(SEASON_PALETTES)) {
      const fitting = Object.values(COLOUR_WORDS).filter(
        (hex) => nearestPaletteColour(hex, palette.season)?.fits,
      );
      expect(fitting.length).toBeGreaterThan(0);
    }
  });
});
