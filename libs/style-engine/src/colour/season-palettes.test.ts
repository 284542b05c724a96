import {
  colorAnalysisSchema,
  hexColorSchema,
  NEUTRAL_CATEGORIES,
  PALETTE_CATEGORIES,
  SEASON_ALIASES,
  SEASONS,
  type Season,
} from '@uniform/contracts';
import { deltaE, hexToLab, labChroma } from './colour-maths';
import { FIT_THRESHOLD, nearestPaletteColour } from './colour-match';
import { normaliseSeason, paletteFor, SEASON_PALETTES } from './season-palettes.data';

const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
const recommendedLabs = (season: Season) =>
  SEASON_PALETTES[season].recommended.map((swatch) => hexToLab(swatch.hex));
const meanLightness = (season: Season) => mean(recommendedLabs(season).map((lab) => lab.L));
const meanChroma = (season: Season) => mean(recommendedLabs(season).map(labChroma));
/** Mean yellow-blue axis: warm palettes lean yellow (b* > 0), cool ones blue. */
const meanYellowness = (season: Season) => mean(recommendedLabs(season).map((lab) => lab.b));

describe.each(SEASONS.map((season) => [season]))('the %s palette', (season) => {
  const palette = SEASON_PALETTES[season];

  test('When read, then it names its season and family and says what the season is and which metals suit it', () => {
    expect(palette.season).toBe(season);
    expect(season.endsWith(palette.family)).toBe(true);
    expect(palette.description.length).toBeGreaterThan(60);
    expect(palette.description.split(/[.!?](\s|$)/).filter((part) => part.trim()).length).toBeLessThanOrEqual(
      2,
    );
    expect(palette.metals).not.toBe('');
  });

  test('When read, then each of the six categories has at least 3 recommended colours', () => {
    for (const category of PALETTE_CATEGORIES) {
      expect(
        palette.recommended.filter((swatch) => swatch.category === category).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  test('When read, then each of the five neutral groups has at least one neutral', () => {
    for (const category of NEUTRAL_CATEGORIES) {
      expect(palette.neutrals.filter((swatch) => swatch.category === category).length).toBeGreaterThanOrEqual(
        1,
      );
    }
  });

  test('When read, then 4 to 6 colours are to be avoided, each with its own reason', () => {
    expect(palette.avoid.length).toBeGreaterThanOrEqual(4);
    expect(palette.avoid.length).toBeLessThanOrEqual(6);
    for (const colour of palette.avoid) expect(colour.reason.length).toBeGreaterThan(20);
    expect(new Set(palette.avoid.map((colour) => colour.reason)).size).toBe(palette.avoid.length);
  });

  test('When read, then every hex is valid and none repeats across recommended, neutrals and avoid', () => {
    const all = [...palette.recommended, ...palette.neutrals, ...palette.avoid];
    for (const { hex } of all) expect(hexColorSchema.safeParse(hex).success).toBe(true);
    const hexes = all.map(({ hex }) => hex.toUpperCase());
    expect(new Set(hexes).size).toBe(hexes.length);
    const names = [...palette.recommended, ...palette.neutrals].map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('When put in an analysis, then it validates against colorAnalysisSchema', () => {
    const analysis = {
      season,
      undertone: palette.family === 'Spring' || palette.family === 'Autumn' ? 'Warm' : 'Cool',
      recommendedColors: palette.recommended,
      neutrals: palette.neutrals,
      avoid: palette.avoid,
      rationale: `A ${season}.`,
      confidence: 'high',
    };

    expect(colorAnalysisSchema.parse(analysis)).toEqual(analysis);
  });

  test('When a colour to avoid is matched against the palette, then it does not fit', () => {
    for (const colour of palette.avoid) {
      expect(nearestPaletteColour(colour.hex, season)).toMatchObject({ fits: false });
    }
  });
});

describe('the palettes as a set', () => {
  test('When compared, then the Light seasons are lighter than the Deep ones', () => {
    for (const light of ['Light Spring', 'Light Summer'] as const) {
      for (const deep of ['Deep Autumn', 'Deep Winter'] as const) {
        expect(meanLightness(light)).toBeGreaterThan(meanLightness(deep) + 20);
      }
    }
  });

  test('When compared, then the Bright seasons are more saturated than the Soft ones', () => {
    for (const bright of ['Bright Spring', 'Bright Winter'] as const) {
      for (const soft of ['Soft Summer', 'Soft Autumn'] as const) {
        expect(meanChroma(bright)).toBeGreaterThan(meanChroma(soft) + 20);
      }
    }
  });

  test('When compared, then every Spring and Autumn palette leans more yellow than every Summer and Winter one', () => {
    const warm = SEASONS.filter((season) => ['Spring', 'Autumn'].includes(SEASON_PALETTES[season].family));
    const cool = SEASONS.filter((season) => !warm.includes(season));

    expect(Math.min(...warm.map(meanYellowness))).toBeGreaterThan(Math.max(...cool.map(meanYellowness)) + 10);
    for (const season of cool) expect(meanYellowness(season)).toBeLessThan(0);
  });

  test('When the six categories are read, then no two swatches of a palette look alike side by side (CIEDE2000 above 4)', () => {
    for (const season of SEASONS) {
      const swatches = [...SEASON_PALETTES[season].recommended, ...SEASON_PALETTES[season].neutrals];
      for (let i = 0; i < swatches.length; i += 1) {
        for (let j = i + 1; j < swatches.length; j += 1) {
          expect(deltaE(swatches[i].hex, swatches[j].hex)).toBeGreaterThan(4);
        }
      }
    }
  });

  test('When the threshold is checked, then it is the documented one', () => {
    expect(FIT_THRESHOLD).toBe(8);
  });
});

describe('paletteFor', () => {
  test('When a season is named, then its palette comes back', () => {
    expect(paletteFor('Soft Autumn')).toBe(SEASON_PALETTES['Soft Autumn']);
  });

  test('When the Clear aliases are used, then the Bright palettes come back', () => {
    for (const [alias, season] of Object.entries(SEASON_ALIASES)) {
      expect(paletteFor(alias)).toBe(SEASON_PALETTES[season]);
    }
    expect(paletteFor('clear   winter')).toBe(SEASON_PALETTES['Bright Winter']);
  });

  test('When the name differs only in case and spacing, then it is still found', () => {
    expect(paletteFor('  deep WINTER ')).toBe(SEASON_PALETTES['Deep Winter']);
    expect(normaliseSeason('light summer')).toBe('Light Summer');
  });

  test('When the name is not a season, then there is no palette', () => {
    expect(paletteFor('Insufficient Data')).toBeUndefined();
    expect(paletteFor('Spring')).toBeUndefined();
    expect(paletteFor('')).toBeUndefined();
  });
});
