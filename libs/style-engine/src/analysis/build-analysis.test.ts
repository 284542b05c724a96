import {
  analysisSchema,
  buildAnswersFixture,
  isInsufficientAnalysis,
  SOFT_AUTUMN_COLOURING,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import { ARCHETYPES } from '../archetype';
import { buildAnalysis, buildFallbackAnalysis } from './build-analysis';
import { customItemGuidance, itemNameFromUrl } from './custom-item';

/** The shared founder with the optional voice and fit steps answered too. */
const founder = buildAnswersFixture({
  voicePrecisionFlow: 15,
  voiceDirectGentle: 30,
  voiceLiteralPoetic: 30,
  voiceProfessionalPlayful: 30,
  voiceFormalCasual: 50,
  bodyShape: 'Rectangle',
  height: 'Tall (over 5\'8")',
  fitPreference: 'Tailored & defined',
  attentionArea: 'Chest/shoulders',
});

const creator: QuestionnaireAnswers = {
  styleFilms: ['natural and soulful'],
  styleMusic: ['earthy and soulful', 'indie and mellow'],
  coreValues: ['Community', 'Craftsmanship', 'Sustainability'],
  brandPreferences: { Patagonia: 'like', Filson: 'like', 'The Row': 'dislike' },
  industry: 'Food & hospitality',
  occupation: 'Chef and restaurant owner',
  ...SOFT_AUTUMN_COLOURING,
  hairColor: ['Auburn', 'Dark Brown'],
  zipCode: '78701',
  budget: 800,
};

describe('buildAnalysis', () => {
  test('When a founder answers everything, then the analysis is complete, valid and built from their answers', () => {
    const analysis = buildAnalysis(founder);
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
    expect(isInsufficientAnalysis(analysis)).toBe(false);
    expect(analysis.colorAnalysis.season).toMatch(/Winter/);
    expect(analysis.regionalStyle.region).toMatch(/San Francisco|Bay Area/);
    expect(analysis.uniformPieces).toHaveLength(12);
    expect(analysis.brandRecommendations.every((brand) => brand.tier === 'mid')).toBe(true);
    expect(analysis.brandRecommendations.map((b) => b.name)).not.toContain('Rick Owens');
    expect(analysis.personalityProfile).toMatchObject({
      industry: 'Software',
      myersBriggs: 'INTJ',
      zipCode: '94105',
    });
    expect(analysis.brandSummary).toContain('We read it from your answers');
    expect(analysis.engine).toBe('offline');
    expect(analysis).not.toHaveProperty('regionId');
  });

  test('When two people answer differently, then archetype, season, region and tier differ', () => {
    const a = buildAnalysis(founder);
    const b = buildAnalysis(creator);
    expect(a.styleArchetype).not.toBe(b.styleArchetype);
    expect(a.colorAnalysis.season).not.toBe(b.colorAnalysis.season);
    expect(a.regionalStyle.region).not.toBe(b.regionalStyle.region);
    expect(b.brandRecommendations.every((brand) => brand.tier === 'entry')).toBe(true);
    expect(analysisSchema.safeParse(b).success).toBe(true);
  });

  test('When the same answers come twice, then the analysis is the same', () => {
    expect(buildAnalysis(founder)).toEqual(buildAnalysis(founder));
  });

  test('When neither the colouring group nor a preference list is given, then it is the insufficient-data placeholder', () => {
    const analysis = buildAnalysis({ industry: 'Law', occupation: 'Partner', budget: 2000 });
    expect(analysis.showArchetypeSelection).toBe(true);
    expect(isInsufficientAnalysis(analysis)).toBe(true);
    expect(analysis.personalityProfile.industry).toBe('Law');
  });

  test('When only preferences are given, then the style is analysed and the colour season says Insufficient Data', () => {
    const analysis = buildAnalysis({ styleFilms: ['bold and glam'] });
    expect(analysis.styleArchetype).not.toBe('Insufficient Data');
    expect(analysis.colorAnalysis.season).toBe('Insufficient Data');
    expect(analysis.colorAnalysis.undertone).toBe('Not Available');
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
  });
});

describe('buildFallbackAnalysis', () => {
  test.each(ARCHETYPES.map((a) => [a.name, a.styleIcons[1]!.name]))(
    'When %s and %s are chosen without colour answers, then a complete analysis comes back',
    (archetype, icon) => {
      const result = buildFallbackAnalysis({ archetype, icon, answers: { zipCode: '10001' } });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.analysis.styleArchetype).toBe(archetype);
      expect(result.analysis.styleIcon.name).toBe(icon);
      expect(isInsufficientAnalysis(result.analysis)).toBe(false);
      expect(result.analysis.colorAnalysis.confidence).toBe('low');
      expect(analysisSchema.safeParse(result.analysis).success).toBe(true);
    },
  );

  test('When the archetype is unknown or the icon is not one of its icons, then it says which', () => {
    expect(buildFallbackAnalysis({ archetype: 'The Nobody', icon: 'X' })).toMatchObject({
      ok: false,
      field: 'selectedArchetype',
    });
    expect(buildFallbackAnalysis({ archetype: ARCHETYPES[0]!.name, icon: 'Nobody' })).toMatchObject({
      ok: false,
      field: 'selectedStyleIcon',
    });
  });

  test('When colour answers exist, then the fallback keeps their season', () => {
    const result = buildFallbackAnalysis({
      archetype: ARCHETYPES[2]!.name,
      icon: ARCHETYPES[2]!.styleIcons[0]!.name,
      answers: creator,
    });
    expect(result.ok && result.analysis.colorAnalysis.season).toBe(
      buildAnalysis(creator).colorAnalysis.season,
    );
  });
});

describe('customItemGuidance', () => {
  const analysis = buildAnalysis(founder);
  test('When the URL names a colour of the season, then the guidance says it fits', () => {
    const palette = analysis.colorAnalysis.recommendedColors[0]!;
    const guidance = customItemGuidance({
      url: 'https://shop.example.com/products/wool-blazer',
      analysis,
      pieceType: 'outerwear',
      page: { title: 'Wool Blazer', colour: palette.hex, price: { amount: 320, currency: 'USD' } },
    });
    expect(guidance).toContain('Wool Blazer');
    expect(guidance).toMatch(/sits in your .* palette/);
    expect(guidance).toContain('$320');
    expect(guidance).toContain(analysis.styleArchetype);
  });

  test('When the colour is far from the season, then it says so and names the nearest colour', () => {
    const guidance = customItemGuidance({
      url: 'https://shop.example.com/products/linen-shirt-mustard',
      analysis,
      pieceType: 'foundation',
    });
    expect(guidance).toMatch(/mustard is (outside your|on your)/);
    expect(guidance).toContain('from the link alone');
  });

  test('The item name comes from the last URL segment', () => {
    expect(itemNameFromUrl('https://x.com/p/merino-crew-navy?v=1')).toBe('Merino Crew Navy');
    expect(itemNameFromUrl('https://x.com/')).toBe('x.com');
  });
});
