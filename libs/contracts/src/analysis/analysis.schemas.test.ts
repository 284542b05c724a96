import { SEASONS } from './analysis.data';
import { buildAnalysisFixture } from './analysis.fixture';
import {
  analysisBudget,
  analysisSchema,
  avoidColorSchema,
  buildInsufficientAnalysis,
  colorSwatchSchema,
  isInsufficientAnalysis,
  personalityProfileFromAnswers,
  platformCuesSchema,
} from './analysis.schemas';

describe('the analysis object', () => {
  test('When a complete analysis is parsed, then it comes back unchanged', () => {
    const analysis = buildAnalysisFixture();

    expect(analysisSchema.parse(analysis)).toEqual(analysis);
  });

  test('When only the fields of spec 2 §3 are present, then it is valid (every addition is optional)', () => {
    const {
      budget: _budget,
      showArchetypeSelection: _flag,
      styleStrategy: _strategy,
      audienceId: _audience,
      platformCues: _cues,
      referenceIcons: _icons,
      uniformPieces: _pieces,
      engine: _engine,
      generatedAt: _at,
      ...required
    } = buildAnalysisFixture();
    const { confidence: _c, runnerUpSeason: _r, ...colorAnalysis } = required.colorAnalysis;

    expect(analysisSchema.safeParse({ ...required, colorAnalysis, personalityProfile: {} }).success).toBe(
      true,
    );
  });

  test('When every season name or the Clear alias is used, then it is accepted; an unknown season is not', () => {
    for (const season of [...SEASONS, 'Clear Spring', 'Insufficient Data']) {
      const analysis = buildAnalysisFixture();
      analysis.colorAnalysis.season = season as typeof analysis.colorAnalysis.season;
      expect(analysisSchema.safeParse(analysis).success).toBe(true);
    }
    const wrong = {
      ...buildAnalysisFixture(),
      colorAnalysis: { ...buildAnalysisFixture().colorAnalysis, season: 'Mud' },
    };
    expect(analysisSchema.safeParse(wrong).success).toBe(false);
  });

  test('When a swatch hex is not #RRGGBB, then it is refused with a readable message', () => {
    const result = colorSwatchSchema.safeParse({ name: 'Blue', hex: 'blue', category: 'accent' });

    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Use a color like #1A2B3C');
  });

  test('When a colour to avoid is a name or a swatch with a reason, then both are accepted', () => {
    expect(avoidColorSchema.safeParse('Neon orange').success).toBe(true);
    expect(avoidColorSchema.safeParse({ name: 'Black', hex: '#000000', reason: 'Too harsh' }).success).toBe(
      true,
    );
    expect(avoidColorSchema.safeParse({ name: 'Black', hex: '#000000' }).success).toBe(false);
  });

  test('When platform cues are text or an object of platforms, then both are accepted; 13 platforms are not', () => {
    expect(platformCuesSchema.safeParse('Post weekly on LinkedIn').success).toBe(true);
    expect(platformCuesSchema.safeParse({ LinkedIn: 'Weekly', Instagram: 'Stories' }).success).toBe(true);
    const thirteen = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`Platform ${i}`, 'cue']));
    expect(platformCuesSchema.safeParse(thirteen).success).toBe(false);
  });

  test('When a client sends an oversized analysis, then it is refused', () => {
    const huge = buildAnalysisFixture({ brandSummary: 'x'.repeat(1_000_000) });
    const manyColors = buildAnalysisFixture();
    manyColors.colorAnalysis.recommendedColors = Array(61).fill(
      manyColors.colorAnalysis.recommendedColors[0],
    );

    expect(analysisSchema.safeParse(huge).success).toBe(false);
    expect(analysisSchema.safeParse(manyColors).success).toBe(false);
  });

  test('When the colour analysis says what would change it, then up to 3 short sentences are kept; more, longer or not text is refused', () => {
    const withSentences = (whatWouldChange: unknown) => {
      const analysis = buildAnalysisFixture();
      return { ...analysis, colorAnalysis: { ...analysis.colorAnalysis, whatWouldChange } };
    };
    const sentence = 'If your veins look more green than blue in daylight, you would be Warm Autumn.';

    const parsed = analysisSchema.parse(withSentences([sentence, sentence]));
    expect(parsed.colorAnalysis.whatWouldChange).toEqual([sentence, sentence]);
    expect(analysisSchema.safeParse(withSentences([])).success).toBe(true);
    expect(analysisSchema.safeParse(withSentences(Array(4).fill(sentence))).success).toBe(false);
    expect(analysisSchema.safeParse(withSentences(['x'.repeat(201)])).success).toBe(false);
    expect(analysisSchema.safeParse(withSentences([42])).success).toBe(false);
    expect(analysisSchema.safeParse(withSentences(sentence)).success).toBe(false);
  });
});

describe("the user's budget", () => {
  test('When the analysis has a budget, then it wins over the profile; then the profile; then the default of 1,000', () => {
    const analysis = buildAnalysisFixture();
    const profile = { ...analysis.personalityProfile, budget: 4000 };

    expect(analysisBudget({ budget: 2500, personalityProfile: profile })).toBe(2500);
    expect(analysisBudget({ budget: undefined, personalityProfile: profile })).toBe(4000);
    expect(analysisBudget({ budget: undefined, personalityProfile: {} })).toBe(1000);
  });
});

describe('the insufficient-data placeholder', () => {
  test('When the placeholder is built, then it is a valid analysis the dashboard treats as insufficient', () => {
    const placeholder = buildInsufficientAnalysis();

    expect(analysisSchema.parse(placeholder)).toEqual(placeholder);
    expect(placeholder.showArchetypeSelection).toBe(true);
    expect(isInsufficientAnalysis(placeholder)).toBe(true);
    expect(placeholder.budget).toBe(1000);
  });

  test('When the user gave some answers, then the placeholder keeps their profile and budget', () => {
    const placeholder = buildInsufficientAnalysis({ industry: 'Law', occupation: 'Partner', budget: 6000 });

    expect(placeholder.personalityProfile).toEqual({ industry: 'Law', occupation: 'Partner', budget: 6000 });
    expect(placeholder.budget).toBe(6000);
  });

  test('When each of the five conditions of spec 2 §2.1 holds alone, then the analysis is insufficient', () => {
    const full = buildAnalysisFixture();
    const variants = [
      { ...full, showArchetypeSelection: true },
      { ...full, styleArchetype: 'Insufficient Data' },
      { ...full, styleIcon: { name: 'Unable to Determine', description: '' } },
      { ...full, colorAnalysis: { ...full.colorAnalysis, season: 'Insufficient Data' as const } },
      { ...full, brandSummary: 'We had Insufficient Information to go further.' },
    ];

    expect(isInsufficientAnalysis(full)).toBe(false);
    expect(variants.map(isInsufficientAnalysis)).toEqual([true, true, true, true, true]);
  });

  test('When the profile is copied from answers, then absent answers leave no keys', () => {
    expect(personalityProfileFromAnswers({ zipCode: '10001', environments: ['Office work'] })).toEqual({
      zipCode: '10001',
      environments: ['Office work'],
    });
  });
});
