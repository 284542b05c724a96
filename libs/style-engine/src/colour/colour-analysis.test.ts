import fc from 'fast-check';
import {
  COLOR_PREFERENCES,
  colorAnalysisSchema,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  HAIR_COLORS,
  INSUFFICIENT_SEASON,
  JEWELRY_PREFERENCES,
  SEASONS,
  SKIN_TONES,
  SUN_REACTIONS,
  UNDERTONE_NOT_AVAILABLE,
  VEIN_COLORS,
  type Season,
} from '@uniform/contracts';
import { analyzeColour, scoreSeasons, seasonValue, type ColourInput } from './colour-analysis';
import { SEASON_PALETTES } from './season-palettes.data';

interface Case {
  season: Season;
  input: ColourInput;
  /** Phrases the rationale must contain (lower case): the answers that decided the season. */
  mentions: string[];
}

// Two answer sets per season, each a believable person of that season.
const CASES: Case[] = [
  {
    season: 'Light Spring',
    input: {
      veinColor: 'green',
      sunReaction: 'both',
      jewelryPreference: 'gold',
      eyeClarity: 'bright',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Blue',
      skinTone: 'Porcelain',
      hairColor: 'Light Blonde',
    },
    mentions: [
      'green veins',
      'gold jewelry',
      'porcelain skin',
      'light blonde hair',
      'your coloring is light',
    ],
  },
  {
    season: 'Light Spring',
    input: {
      veinColor: 'green',
      sunReaction: 'burn',
      jewelryPreference: 'gold',
      eyeClarity: 'bright',
      featureContrast: 'low',
      colorPreference: 'bold',
      eyeColor: 'Green',
      skinTone: 'Fair',
      hairColor: 'Light Blonde',
    },
    mentions: ['green veins', 'gold jewelry', 'despite burning easily', 'fair skin', 'light blonde hair'],
  },
  {
    season: 'Warm Spring',
    input: {
      veinColor: 'green',
      sunReaction: 'tan',
      jewelryPreference: 'gold',
      eyeClarity: 'bright',
      featureContrast: 'low',
      colorPreference: 'bold',
      eyeColor: 'Light Brown / Hazel',
      skinTone: 'Light',
      hairColor: 'Red',
    },
    mentions: ['green veins', 'tanning easily', 'gold jewelry', 'red hair', 'warm undertone'],
  },
  {
    season: 'Warm Spring',
    input: {
      veinColor: 'green',
      sunReaction: 'tan',
      jewelryPreference: 'gold',
      eyeClarity: 'bright',
      featureContrast: 'low',
      colorPreference: 'bold',
      eyeColor: 'Amber',
      skinTone: 'Medium',
      hairColor: 'Light Brown',
    },
    mentions: ['green veins', 'tanning easily', 'amber eyes', 'bright, clear eyes', 'bold color'],
  },
  {
    season: 'Bright Spring',
    input: {
      veinColor: 'green',
      sunReaction: 'both',
      jewelryPreference: 'gold',
      eyeClarity: 'bright',
      featureContrast: 'high',
      colorPreference: 'bold',
      eyeColor: 'Green',
      skinTone: 'Light',
      hairColor: 'Medium Brown',
    },
    mentions: ['bright, clear eyes', 'bold color', 'high contrast', 'green veins', 'gold jewelry'],
  },
  {
    season: 'Bright Spring',
    input: {
      veinColor: 'green',
      sunReaction: 'tan',
      jewelryPreference: 'both',
      eyeClarity: 'bright',
      featureContrast: 'high',
      colorPreference: 'bold',
      eyeColor: 'Blue',
      skinTone: 'Fair',
      hairColor: 'Auburn',
    },
    mentions: [
      'bright, clear eyes',
      'high contrast',
      'dark hair against light skin',
      'tanning easily',
      'auburn hair',
    ],
  },
  {
    season: 'Light Summer',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'burn',
      jewelryPreference: 'both',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'bold',
      eyeColor: 'Blue',
      skinTone: 'Porcelain',
      hairColor: 'Light Blonde',
    },
    mentions: ['blue-purple veins', 'burning easily', 'porcelain skin', 'your coloring is light'],
  },
  {
    season: 'Light Summer',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'both',
      jewelryPreference: 'silver',
      eyeClarity: 'bright',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Grey',
      skinTone: 'Porcelain',
      hairColor: 'Light Blonde',
    },
    mentions: ['blue-purple veins', 'silver jewelry', 'light blonde hair', 'gray eyes'],
  },
  {
    season: 'Cool Summer',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'burn',
      jewelryPreference: 'silver',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'bold',
      eyeColor: 'Blue',
      skinTone: 'Medium',
      hairColor: 'Medium Brown',
    },
    mentions: ['blue-purple veins', 'burning easily', 'silver jewelry', 'cool undertone'],
  },
  {
    season: 'Cool Summer',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'burn',
      jewelryPreference: 'silver',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Grey',
      skinTone: 'Light',
      hairColor: 'Grey / Silver',
    },
    mentions: ['blue-purple veins', 'silver jewelry', 'silver-gray hair', 'soft, blended eyes'],
  },
  {
    season: 'Soft Summer',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'both',
      jewelryPreference: 'silver',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Light Brown / Hazel',
      skinTone: 'Medium',
      hairColor: 'Light Brown',
    },
    mentions: ['soft, blended eyes', 'soft color', 'low contrast', 'blue-purple veins', 'silver jewelry'],
  },
  {
    season: 'Soft Summer',
    input: {
      veinColor: 'both',
      sunReaction: 'burn',
      jewelryPreference: 'silver',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Grey',
      skinTone: 'Light',
      hairColor: 'Dark Blonde',
    },
    mentions: ['soft, blended eyes', 'low contrast', 'burning easily', 'silver jewelry'],
  },
  {
    season: 'Soft Autumn',
    input: {
      veinColor: 'green',
      sunReaction: 'both',
      jewelryPreference: 'gold',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Light Brown / Hazel',
      skinTone: 'Medium',
      hairColor: 'Light Brown',
    },
    mentions: ['soft, blended eyes', 'soft color', 'green veins', 'gold jewelry'],
  },
  {
    season: 'Soft Autumn',
    input: {
      veinColor: 'green',
      sunReaction: 'tan',
      jewelryPreference: 'both',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Green',
      skinTone: 'Olive',
      hairColor: 'Dark Blonde',
    },
    mentions: ['soft, blended eyes', 'low contrast', 'green veins', 'tanning easily'],
  },
  {
    season: 'Warm Autumn',
    input: {
      veinColor: 'green',
      sunReaction: 'tan',
      jewelryPreference: 'gold',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Amber',
      skinTone: 'Medium',
      hairColor: 'Auburn',
    },
    mentions: ['green veins', 'tanning easily', 'gold jewelry', 'auburn hair', 'amber eyes'],
  },
  {
    season: 'Warm Autumn',
    input: {
      veinColor: 'green',
      sunReaction: 'tan',
      jewelryPreference: 'gold',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'bold',
      eyeColor: 'Amber',
      skinTone: 'Tan',
      hairColor: 'Auburn',
    },
    mentions: ['green veins', 'tanning easily', 'gold jewelry', 'tan skin', 'your coloring has depth'],
  },
  {
    season: 'Deep Autumn',
    input: {
      veinColor: 'green',
      sunReaction: 'both',
      jewelryPreference: 'gold',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'bold',
      eyeColor: 'Dark Brown',
      skinTone: 'Deep',
      hairColor: 'Dark Brown',
    },
    mentions: ['deep skin', 'dark brown hair', 'dark brown eyes', 'your coloring has depth', 'green veins'],
  },
  {
    season: 'Deep Autumn',
    input: {
      veinColor: 'green',
      sunReaction: 'tan',
      jewelryPreference: 'both',
      eyeClarity: 'bright',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Dark Brown',
      skinTone: 'Rich Ebony',
      hairColor: 'Black',
    },
    mentions: ['rich ebony skin', 'black hair', 'green veins', 'tanning easily'],
  },
  {
    season: 'Deep Winter',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'both',
      jewelryPreference: 'silver',
      eyeClarity: 'bright',
      featureContrast: 'high',
      colorPreference: 'bold',
      eyeColor: 'Dark Brown',
      skinTone: 'Deep',
      hairColor: 'Black',
    },
    mentions: ['deep skin', 'black hair', 'blue-purple veins', 'silver jewelry'],
  },
  {
    season: 'Deep Winter',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'tan',
      jewelryPreference: 'silver',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'bold',
      eyeColor: 'Dark Brown',
      skinTone: 'Rich Ebony',
      hairColor: 'Black',
    },
    mentions: ['rich ebony skin', 'black hair', 'blue-purple veins', 'despite tanning easily'],
  },
  {
    season: 'Cool Winter',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'burn',
      jewelryPreference: 'silver',
      eyeClarity: 'bright',
      featureContrast: 'high',
      colorPreference: 'soft',
      eyeColor: 'Grey',
      skinTone: 'Medium',
      hairColor: 'Dark Brown',
    },
    mentions: ['blue-purple veins', 'burning easily', 'silver jewelry', 'high contrast'],
  },
  {
    season: 'Cool Winter',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'burn',
      jewelryPreference: 'silver',
      eyeClarity: 'bright',
      featureContrast: 'low',
      colorPreference: 'soft',
      eyeColor: 'Dark Brown',
      skinTone: 'Medium',
      hairColor: ['Black', 'Grey / Silver'],
    },
    mentions: ['blue-purple veins', 'silver jewelry', 'black hair with silver-gray'],
  },
  {
    season: 'Bright Winter',
    input: {
      veinColor: 'blue-purple',
      sunReaction: 'burn',
      jewelryPreference: 'both',
      eyeClarity: 'bright',
      featureContrast: 'high',
      colorPreference: 'bold',
      eyeColor: 'Blue',
      skinTone: 'Porcelain',
      hairColor: 'Black',
    },
    mentions: ['bright, clear eyes', 'dark hair against light skin', 'blue-purple veins', 'burning easily'],
  },
  {
    season: 'Bright Winter',
    input: {
      veinColor: 'both',
      sunReaction: 'both',
      jewelryPreference: 'silver',
      eyeClarity: 'bright',
      featureContrast: 'high',
      colorPreference: 'bold',
      eyeColor: 'Green',
      skinTone: 'Fair',
      hairColor: 'Dark Brown',
    },
    mentions: ['bright, clear eyes', 'bold color', 'high contrast', 'silver jewelry'],
  },
];

const FULL_ANSWERS: ColourInput = CASES[0].input;

describe('analyzeColour', () => {
  test('When the table is built, then it holds two answer sets for each of the 12 seasons', () => {
    for (const season of SEASONS) {
      expect(CASES.filter((entry) => entry.season === season)).toHaveLength(2);
    }
  });

  test.each(CASES.map((entry, i) => [`${entry.season} #${(i % 2) + 1}`, entry] as const))(
    'When a %s answers, then that season comes out and the rationale names the deciding answers',
    (_label, { season, input, mentions }) => {
      const analysis = analyzeColour(input);

      expect(analysis.season).toBe(season);
      expect(analysis.rationale).toContain(`That makes you a ${season}`);
      for (const phrase of mentions) expect(analysis.rationale.toLowerCase()).toContain(phrase);
      expect(colorAnalysisSchema.parse(analysis)).toEqual(analysis);
    },
  );

  test('When a season comes out, then the palette is that season’s, copied and not shared', () => {
    const analysis = analyzeColour(CASES[16].input);

    expect(analysis.season).toBe('Deep Autumn');
    expect(analysis.recommendedColors).toEqual(SEASON_PALETTES['Deep Autumn'].recommended);
    expect(analysis.neutrals).toEqual(SEASON_PALETTES['Deep Autumn'].neutrals);
    expect(analysis.avoid).toEqual(SEASON_PALETTES['Deep Autumn'].avoid);
    expect(analysis.recommendedColors[0]).not.toBe(SEASON_PALETTES['Deep Autumn'].recommended[0]);
  });

  test('When the undertone answers agree, then the undertone is theirs; when they say both, it is Neutral', () => {
    expect(analyzeColour(CASES[2].input).undertone).toBe('Warm');
    expect(analyzeColour(CASES[8].input).undertone).toBe('Cool');

    const neutral = analyzeColour({
      veinColor: 'both',
      sunReaction: 'both',
      jewelryPreference: 'both',
      skinTone: 'Medium',
      hairColor: 'Medium Brown',
      eyeColor: 'Dark Brown',
      eyeClarity: 'soft',
      featureContrast: 'low',
      colorPreference: 'soft',
    });

    expect(neutral.undertone).toBe('Neutral');
    expect(neutral.rationale).toContain('neutral undertone');
  });

  test('When none of the undertone and depth answers are given, then the insufficient-data markers come back', () => {
    const analysis = analyzeColour({
      eyeClarity: 'bright',
      featureContrast: 'high',
      colorPreference: 'bold',
    });

    expect(analysis).toEqual({
      season: INSUFFICIENT_SEASON,
      undertone: UNDERTONE_NOT_AVAILABLE,
      recommendedColors: [],
      neutrals: [],
      avoid: [],
      rationale: expect.stringContaining('vein color'),
    });
    expect(analysis.rationale).toContain('skin tone');
    expect(colorAnalysisSchema.safeParse(analysis).success).toBe(true);
    expect(analyzeColour({}).season).toBe(INSUFFICIENT_SEASON);
  });

  test('When an answer is not one of its options, then it counts as not answered', () => {
    const analysis = analyzeColour({ veinColor: 'constructor', skinTone: 'Teal' } as unknown as ColourInput);

    expect(analysis.season).toBe(INSUFFICIENT_SEASON);
  });

  test('When some answers are missing, then a season still comes out, with lower confidence and the gaps named', () => {
    const full = analyzeColour(CASES[2].input);
    const { veinColor: _veins, sunReaction: _sun, eyeClarity: _clarity, ...partialInput } = CASES[2].input;

    const partial = analyzeColour(partialInput);

    expect(full.confidence).toBe('high');
    expect(partial.season).toBe('Warm Spring');
    expect(partial.confidence).toBe('low');
    expect(partial.runnerUpSeason).toBeDefined();
    expect(partial.rationale).toContain('Not answered: vein color, sun reaction and eye clarity');
  });

  test('When only one answer is missing on a clear call, then confidence drops to medium', () => {
    const { colorPreference: _preference, ...input } = CASES[10].input;

    const analysis = analyzeColour(input);

    expect(analyzeColour(CASES[10].input).confidence).toBe('high');
    expect(analysis.season).toBe('Soft Summer');
    expect(analysis.confidence).toBe('medium');
  });

  test('When only skin tone is given, then the call is made from depth alone with low confidence', () => {
    const analysis = analyzeColour({ skinTone: 'Rich Ebony' });

    expect(analysis.season).toMatch(/^Deep /);
    expect(analysis.confidence).toBe('low');
    expect(analysis.rationale.toLowerCase()).toContain('rich ebony skin');
  });

  test('When two seasons score almost alike, then confidence is not high and the runner-up is the second best', () => {
    // Warm Autumn #1: warm first, but nearly as soft as a Soft Autumn.
    const input = CASES[14].input;
    const [best, second] = scoreSeasons(input);

    const analysis = analyzeColour(input);

    expect(best.score - second.score).toBeLessThan(0.1);
    expect(analysis.season).toBe(best.season);
    expect(analysis.confidence).toBe('low');
    expect(analysis.runnerUpSeason).toBe(second.season);
    expect(analysis.rationale).toContain(`${second.season} is a close second`);
  });

  test('When the call is clear-cut, then there is no runner-up', () => {
    const analysis = analyzeColour(CASES[10].input);

    expect(analysis.confidence).toBe('high');
    expect(analysis).not.toHaveProperty('runnerUpSeason');
  });

  test('When hair is a list, then every color counts: graying hair is cooler and lighter than the base color', () => {
    const base = {
      veinColor: 'both',
      sunReaction: 'both',
      jewelryPreference: 'both',
      skinTone: 'Medium',
    } as const;

    const brown = scoreSeasons({ ...base, hairColor: 'Dark Brown' });
    const greying = scoreSeasons({ ...base, hairColor: ['Dark Brown', 'Grey / Silver'] });
    const analysis = analyzeColour({ ...base, hairColor: ['Dark Brown', 'Grey / Silver'] });

    const score = (scores: typeof brown, season: Season) => scores.find((s) => s.season === season)!.score;
    expect(score(greying, 'Deep Autumn')).toBeLessThan(score(brown, 'Deep Autumn'));
    expect(score(greying, 'Cool Summer')).toBeGreaterThan(score(brown, 'Cool Summer'));
    expect(analysis.rationale).toContain('dark brown hair with silver-gray');
  });

  test('When the same answers come twice, then the analysis is deep-equal', () => {
    expect(analyzeColour({ ...FULL_ANSWERS })).toEqual(analyzeColour({ ...FULL_ANSWERS }));
    expect(scoreSeasons({ ...FULL_ANSWERS })).toEqual(scoreSeasons({ ...FULL_ANSWERS }));
  });
});

describe('scoreSeasons', () => {
  test('When scored, then all 12 seasons come back once, best first', () => {
    const scores = scoreSeasons(FULL_ANSWERS);

    expect(scores.map((entry) => entry.season).sort()).toEqual([...SEASONS].sort());
    for (let i = 1; i < scores.length; i += 1) {
      expect(scores[i - 1].score).toBeGreaterThanOrEqual(scores[i].score);
    }
  });

  test('When nothing separates two seasons, then the tie goes to the one listed first in SEASONS', () => {
    // A light person with no undertone or chroma evidence: Light Spring and Light Summer score alike.
    const [best, second] = scoreSeasons({ skinTone: 'Porcelain' });

    expect(best.score).toBe(second.score);
    expect([best.season, second.season]).toEqual(['Light Spring', 'Light Summer']);
  });
});

// Any subset of the answers, each from its real option list.
const answersArbitrary: fc.Arbitrary<ColourInput> = fc.record(
  {
    veinColor: fc.constantFrom(...VEIN_COLORS),
    sunReaction: fc.constantFrom(...SUN_REACTIONS),
    jewelryPreference: fc.constantFrom(...JEWELRY_PREFERENCES),
    eyeClarity: fc.constantFrom(...EYE_CLARITY),
    featureContrast: fc.constantFrom(...FEATURE_CONTRASTS),
    colorPreference: fc.constantFrom(...COLOR_PREFERENCES),
    eyeColor: fc.constantFrom(...EYE_COLORS),
    skinTone: fc.constantFrom(...SKIN_TONES),
    hairColor: fc.oneof(
      fc.constantFrom(...HAIR_COLORS),
      fc.uniqueArray(fc.constantFrom(...HAIR_COLORS), { minLength: 1, maxLength: 3 }),
    ),
  },
  { requiredKeys: [] },
);

describe('analyzeColour on any answers', () => {
  test('When any subset of answers is given, then the result is valid, deterministic and consistent', () => {
    fc.assert(
      fc.property(answersArbitrary, (input) => {
        const analysis = analyzeColour(input);

        expect(colorAnalysisSchema.safeParse(analysis).success).toBe(true);
        expect(analyzeColour(structuredClone(input))).toEqual(analysis);
        if (analysis.season === INSUFFICIENT_SEASON) return;
        const [best, second] = scoreSeasons(input);
        expect(analysis.season).toBe(best.season);
        expect(analysis.runnerUpSeason).toBe(analysis.confidence === 'high' ? undefined : second.season);
        const family = best.season.split(' ')[1];
        if (analysis.undertone === 'Warm') expect(['Spring', 'Autumn']).toContain(family);
        if (analysis.undertone === 'Cool') expect(['Summer', 'Winter']).toContain(family);
      }),
      { numRuns: 400, seed: 20_261_123 },
    );
  });
});

/**
 * Hair colours from light to dark within one hue: the natural ladder, the reds, the grays. Across
 * hues "darker" is not all else equal (auburn is warmer than medium brown, not just darker).
 */
const HAIR_LADDERS = [
  ['Light Blonde', 'Dark Blonde', 'Light Brown', 'Medium Brown', 'Dark Brown', 'Black'],
  ['Red', 'Auburn'],
  ['White', 'Grey / Silver'],
] as const;

const darkerHairArbitrary = fc
  .constantFrom(...HAIR_LADDERS)
  .chain((ladder) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: ladder.length - 1 }), { minLength: 2, maxLength: 2 })
      .map(([a, b]) => [ladder[Math.min(a, b)], ladder[Math.max(a, b)]] as const),
  );

describe('seasonValue', () => {
  test('When the seasons are ranked by value, then Light is lightest and Deep deepest, each family in between', () => {
    expect(seasonValue('Light Spring')).toBe(seasonValue('Light Summer'));
    expect(seasonValue('Light Summer')).toBeLessThan(seasonValue('Cool Summer'));
    expect(seasonValue('Soft Summer')).toBeLessThan(seasonValue('Soft Autumn'));
    expect(seasonValue('Bright Spring')).toBeLessThan(seasonValue('Bright Winter'));
    expect(seasonValue('Warm Autumn')).toBeLessThan(seasonValue('Deep Autumn'));
    expect(seasonValue('Deep Autumn')).toBe(seasonValue('Deep Winter'));
  });

  test('When only the hair gets darker, then the season is never a lighter one', () => {
    fc.assert(
      fc.property(answersArbitrary, darkerHairArbitrary, (input, [lighter, darker]) => {
        const before = analyzeColour({ ...input, hairColor: lighter });
        const after = analyzeColour({ ...input, hairColor: darker });

        expect(seasonValue(after.season as Season)).toBeGreaterThanOrEqual(
          seasonValue(before.season as Season),
        );
      }),
      { numRuns: 2000, seed: 20_261_124 },
    );
  });
});
