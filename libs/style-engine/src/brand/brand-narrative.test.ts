import { analysisSchema, buildAnalysisFixture, platformCuesSchema } from '@uniform/contracts';
import type { BrandNarrativeInput } from './brand-context';
import { brandNarrative, brandNarrativeInputFromAnalysis } from './brand-narrative';

const founder: BrandNarrativeInput = {
  archetypeName: 'The Visionary Minimalist',
  keywords: ['visionary', 'precise'],
  styleLanguage: ['clean', 'monochrome', 'architectural'],
  icon: { name: 'Steve Jobs', description: 'One outfit, repeated until it became a signature.' },
  otherIcons: ['Phoebe Philo', 'Steve Jobs'],
  season: 'Cool Winter',
  colourNames: ['Icy Blue', 'Charcoal', 'Black Cherry'],
  personalityProfile: {
    industry: 'Software',
    occupation: 'Engineer',
    whatBuilding: 'An open-source database',
    myersBriggs: 'INTP',
    environments: ['Conference talks'],
  },
};

describe('brandNarrative', () => {
  it('When called before the analysis exists, then it builds the narrative fields from the small input alone', () => {
    const narrative = brandNarrative(founder);

    expect(narrative.styleStrategy).toContain('The Visionary Minimalist');
    expect(narrative.styleStrategy).toContain('Cool Winter');
    expect(narrative.styleStrategy).toContain('Icy Blue');
    expect(narrative.styleStrategy).toContain('conference talks');
    expect(narrative.styleStrategy).toContain('INTP');
    expect(narrative.audienceId).toContain('engineers you want to hire');
    expect(narrative.audienceId).toContain('an open-source database');
    expect(narrative.audienceId).toContain('an engineer in Software');
    expect(Object.keys(narrative.platformCues)).toEqual(['LinkedIn', 'Instagram', 'X', 'Podcast & Video']);
    expect(narrative.platformCues.X).toContain('evidence-led');
    expect(narrative.platformCues['Podcast & Video']).toContain('Pre-recorded');
    expect(narrative.referenceIcons).toEqual(['Steve Jobs', 'Phoebe Philo']);
  });

  it('When the output goes into the analysis object, then it validates there', () => {
    const narrative = brandNarrative(brandNarrativeInputFromAnalysis(buildAnalysisFixture()));

    expect(platformCuesSchema.safeParse(narrative.platformCues).success).toBe(true);
    expect(analysisSchema.safeParse(buildAnalysisFixture({ ...narrative })).success).toBe(true);
  });

  it('When the type is extraverted and feeling, then the platform cues change with it', () => {
    const introvert = brandNarrative(founder);
    const extravert = brandNarrative({
      ...founder,
      personalityProfile: { ...founder.personalityProfile, myersBriggs: 'ENFP' },
    });

    expect(extravert.platformCues.LinkedIn).toContain('short, frequent updates');
    expect(introvert.platformCues.LinkedIn).toContain('long-form');
    expect(extravert.platformCues.X).toContain('stories');
    expect(extravert.styleStrategy).toContain('everything mixes');
  });

  it('When nothing personal is known, then it still writes sentences without gaps', () => {
    const narrative = brandNarrative({
      archetypeName: '',
      keywords: [],
      styleLanguage: [],
      colourNames: [],
      personalityProfile: {},
    });

    const text = [
      narrative.styleStrategy,
      narrative.audienceId,
      ...Object.values(narrative.platformCues),
    ].join(' ');
    expect(text).not.toMatch(/undefined| {2}|\(\)| ,/);
    expect(narrative.referenceIcons).toEqual([]);
  });
});
