import fc from 'fast-check';
import {
  COLOR_PREFERENCES,
  colorMeasurementsSchema,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  HAIR_COLORS,
  JEWELRY_PREFERENCES,
  SKIN_TONES,
  skinUndertone,
  SUN_REACTIONS,
  VEIN_COLORS,
  type ColorMeasurements,
  type Season,
} from '@uniform/contracts';
import {
  analyzeColour,
  measureColouring,
  scoreSeasons,
  SEASON_DIRECTIONS,
  type ColourAnswers,
} from './colour-analysis';
import { colourSensitivity } from './colour-sensitivity';
import { REFERENCE_PROFILES } from './reference-profiles.data';

/**
 * The photo as evidence (colour-analysis.ts, module comment 1b): measurements that agree with the
 * answers keep or improve the call, and measurements that lean one way move the axes that way.
 */

/** Typical L* a white-balanced photo gives for each answer (our reading of the answer tables). */
const SKIN_L: Record<(typeof SKIN_TONES)[number], number> = {
  Porcelain: 76,
  Fair: 70,
  Light: 65,
  Medium: 57,
  Olive: 54,
  Tan: 50,
  Deep: 40,
  'Rich Ebony': 32,
};
const HAIR_L: Record<(typeof HAIR_COLORS)[number], number> = {
  Black: 15,
  'Dark Brown': 22,
  'Medium Brown': 32,
  'Light Brown': 42,
  'Dark Blonde': 50,
  'Light Blonde': 64,
  Red: 40,
  Auburn: 30,
  'Grey / Silver': 62,
  White: 78,
};
const IRIS_L: Record<(typeof EYE_COLORS)[number], number> = {
  'Dark Brown': 25,
  'Light Brown / Hazel': 38,
  Green: 45,
  Blue: 52,
  Grey: 55,
  Amber: 42,
};

const tenth = (value: number) => Math.round(value * 10) / 10;

/** A full, valid set of measurements from skin, hair and iris L*, the skin's hue angle and C*. */
function measurements(reading: {
  skinL: number;
  hairL: number;
  irisL: number;
  skinHue: number;
  skinC: number;
}): ColorMeasurements {
  const skin = { L: tenth(reading.skinL), C: tenth(reading.skinC), h: tenth(reading.skinHue) };
  const hair = { L: tenth(reading.hairL), C: 12, h: 60 };
  const iris = { L: tenth(reading.irisL), C: 10, h: 70 };
  return colorMeasurementsSchema.parse({
    skin,
    hair,
    iris,
    undertone: skinUndertone(skin.h),
    value: skin.L,
    chroma: skin.C,
    hairContrast: tenth(Math.abs(hair.L - skin.L)),
    irisContrast: tenth(Math.abs(iris.L - skin.L)),
  });
}

const family = (season: Season) => season.split(' ')[1];

/**
 * What a photo of this profile would measure: its answers' lightness, and its season's undertone and
 * chroma. The Warm and Cool seasons read fully warm or cool (hue 62.5° or 42.5°); the other seasons
 * are blends, neutral-warm or neutral-cool (57.5° or 47.5°), as the 12-season systems describe them.
 */
function photoOf(season: Season, answers: Required<ColourAnswers>): ColorMeasurements {
  const hair = Array.isArray(answers.hairColor) ? answers.hairColor[0]! : answers.hairColor;
  const [warmth, , chroma] = SEASON_DIRECTIONS[season];
  return measurements({
    skinL: SKIN_L[answers.skinTone],
    hairL: HAIR_L[hair as (typeof HAIR_COLORS)[number]],
    irisL: IRIS_L[answers.eyeColor],
    skinHue: 52.5 + 5 * warmth,
    // C* 26 for the Bright seasons, 22 for the other Springs and Winters, 18 and 14 on the soft side.
    skinC: 20 + 4 * chroma,
  });
}

/** Answers that lean nowhere: every undertone answer 'both', medium skin, medium brown hair, hazel eyes. */
const neutralAnswers: ColourAnswers = {
  veinColor: 'both',
  sunReaction: 'both',
  jewelryPreference: 'both',
  skinTone: 'Medium',
  hairColor: 'Medium Brown',
  eyeColor: 'Light Brown / Hazel',
};
const middlePhoto = { skinL: 57, hairL: 32, irisL: 38, skinHue: 52.5, skinC: 20 };

const traits = (input: Parameters<typeof measureColouring>[0]) => {
  const { warmth, depth, chroma } = measureColouring(input);
  return { warmth: warmth.score, depth: depth.score, chroma: chroma.score };
};

describe('the reference set with a photo', () => {
  const calls = REFERENCE_PROFILES.map((profile) => {
    const without = analyzeColour(profile.answers);
    const withPhoto = analyzeColour({
      ...profile.answers,
      colorMeasurements: photoOf(profile.season, profile.answers),
    });
    return { profile, without, withPhoto };
  });

  test('When every profile comes with a photo consistent with it, then no exact call is lost, none strays past a neighbour, and the score does not drop', () => {
    const exactWithout = calls.filter(({ profile, without }) => without.season === profile.season);
    const exactWith = calls.filter(({ profile, withPhoto }) => withPhoto.season === profile.season);

    console.log(`reference set with a photo: ${exactWith.length}/36 exact (${exactWithout.length} without)`);
    for (const { profile, withPhoto } of exactWithout)
      expect([profile.id, withPhoto.season]).toEqual([profile.id, profile.season]);
    expect(exactWith.length).toBeGreaterThanOrEqual(exactWithout.length);
    for (const { profile, withPhoto } of calls) {
      expect([profile.season, ...profile.neighbours]).toContain(withPhoto.season);
    }
  });

  test('When a photo counted, then the rationale says what it read', () => {
    const lightSpring = calls.find(({ profile }) => profile.id === 'light-spring-1')!;

    expect(lightSpring.withPhoto.rationale).toMatch(
      /the skin in your photo, between rosy and golden \(hue angle 58°\)/,
    );
    expect(lightSpring.without.rationale).not.toMatch(/photo/);
  });
});

describe('a photo moves the axes its way', () => {
  test('When the answers lean nowhere, then a warm photo reads warmer than a cool one, and the season follows', () => {
    const warm = { ...neutralAnswers, colorMeasurements: measurements({ ...middlePhoto, skinHue: 64 }) };
    const cool = { ...neutralAnswers, colorMeasurements: measurements({ ...middlePhoto, skinHue: 41 }) };

    expect(traits(warm).warmth).toBeGreaterThan(traits(neutralAnswers).warmth);
    expect(traits(cool).warmth).toBeLessThan(traits(neutralAnswers).warmth);
    expect(['Spring', 'Autumn']).toContain(family(analyzeColour(warm).season as Season));
    expect(['Summer', 'Winter']).toContain(family(analyzeColour(cool).season as Season));
    expect(analyzeColour(warm).rationale).toMatch(
      /^A warm undertone shows in .*the golden skin in your photo \(hue angle 64°\)/,
    );
  });

  test('When a photo is deeper or lighter than the answers, then depth follows it but only part of the way', () => {
    const deep = traits({
      ...neutralAnswers,
      colorMeasurements: measurements({ ...middlePhoto, skinL: 36, hairL: 14, irisL: 22 }),
    });
    const light = traits({
      ...neutralAnswers,
      colorMeasurements: measurements({ ...middlePhoto, skinL: 78, hairL: 66, irisL: 58 }),
    });
    const answersOnly = traits(neutralAnswers);

    expect(deep.depth).toBeGreaterThan(answersOnly.depth);
    expect(light.depth).toBeLessThan(answersOnly.depth);
    // Half the axis is the photo's (module comment 1b): a photo fully deep moves depth by at most 0.5 + half the answers' own.
    expect(deep.depth).toBeCloseTo(answersOnly.depth / 2 + 0.5, 3);
    expect(light.depth).toBeCloseTo(answersOnly.depth / 2 - 0.5, 3);
  });

  test('When a photo shows high contrast and clear skin, then chroma rises; low contrast in medium depth and muted skin lower it', () => {
    const clear = traits({
      ...neutralAnswers,
      colorMeasurements: measurements({ ...middlePhoto, skinL: 70, hairL: 15, skinC: 28 }),
    });
    const soft = traits({
      ...neutralAnswers,
      colorMeasurements: measurements({ ...middlePhoto, hairL: 50, irisL: 50, skinC: 12 }),
    });
    const answersOnly = traits(neutralAnswers);

    expect(clear.chroma).toBeGreaterThan(answersOnly.chroma);
    expect(soft.chroma).toBeLessThan(answersOnly.chroma);
  });

  test('When the answers are firm, then a photo that disagrees weighs like one or two undertone answers, not like all of them', () => {
    const warmAnswers: ColourAnswers = {
      ...neutralAnswers,
      veinColor: 'green',
      sunReaction: 'tan',
      jewelryPreference: 'gold',
    };
    const coolPhoto = { ...warmAnswers, colorMeasurements: measurements({ ...middlePhoto, skinHue: 38 }) };

    expect(traits(coolPhoto).warmth).toBeGreaterThan(0);
    expect(['Spring', 'Autumn']).toContain(family(analyzeColour(coolPhoto).season as Season));
    expect(analyzeColour(coolPhoto).rationale).toMatch(
      /despite the rosy skin in your photo \(hue angle 38°\)/,
    );
  });

  test('When any answers meet a photo, then warmer skin never reads cooler, deeper features never read lighter (property)', () => {
    const answer = <T extends string>(values: readonly T[]) =>
      fc.option(fc.constantFrom(...values), { nil: undefined });
    const answers: fc.Arbitrary<ColourAnswers> = fc.record({
      veinColor: answer(VEIN_COLORS),
      sunReaction: answer(SUN_REACTIONS),
      jewelryPreference: answer(JEWELRY_PREFERENCES),
      skinTone: answer(SKIN_TONES),
      hairColor: answer(HAIR_COLORS),
      eyeColor: answer(EYE_COLORS),
      eyeClarity: answer(EYE_CLARITY),
      featureContrast: answer(FEATURE_CONTRASTS),
      colorPreference: answer(COLOR_PREFERENCES),
    });
    const photo = fc.record({
      skinL: fc.double({ min: 30, max: 80, noNaN: true }),
      hairL: fc.double({ min: 10, max: 80, noNaN: true }),
      irisL: fc.double({ min: 15, max: 65, noNaN: true }),
      skinHue: fc.double({ min: 30, max: 75, noNaN: true }),
      skinC: fc.double({ min: 5, max: 35, noNaN: true }),
    });

    fc.assert(
      fc.property(answers, photo, fc.double({ min: 0.5, max: 15, noNaN: true }), (given, reading, step) => {
        const base = traits({ ...given, colorMeasurements: measurements(reading) });
        const warmer = traits({
          ...given,
          colorMeasurements: measurements({ ...reading, skinHue: Math.min(75, reading.skinHue + step) }),
        });
        const deeper = traits({
          ...given,
          colorMeasurements: measurements({
            ...reading,
            hairL: Math.max(10, reading.hairL - step),
            irisL: Math.max(15, reading.irisL - step),
            skinL: Math.max(30, reading.skinL - step),
          }),
        });
        expect(warmer.warmth).toBeGreaterThanOrEqual(base.warmth);
        expect(deeper.depth).toBeGreaterThanOrEqual(base.depth);
      }),
      { numRuns: 300 },
    );
  });
});

describe('what would change the season, with a photo', () => {
  test('When a photo comes with the answers, then every change named keeps the photo and really gives the season named', () => {
    for (const profile of REFERENCE_PROFILES) {
      const input = { ...profile.answers, colorMeasurements: photoOf(profile.season, profile.answers) };
      const sensitivity = colourSensitivity(input)!;

      expect(sensitivity.season).toBe(scoreSeasons(input)[0]!.season);
      expect(sensitivity.season).toBe(analyzeColour(input).season);
      for (const change of sensitivity.changes) {
        expect(analyzeColour({ ...input, [change.field]: change.answer }).season).toBe(change.season);
      }
    }
  });

  test('When only a photo is given, then it is enough to decide a season', () => {
    const analysis = analyzeColour({
      colorMeasurements: measurements({ ...middlePhoto, skinHue: 64, skinL: 70, hairL: 60 }),
    });

    expect(analysis.season).not.toBe('Insufficient Data');
    expect(analysis.confidence).toBe('low');
  });
});
