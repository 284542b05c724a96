import type { Analysis } from './analysis.schemas';

/**
 * A complete analysis for tests: a Soft Summer secondary-school teacher at the entry tier, with
 * every optional field filled, so a schema change that breaks real engine output fails a test.
 * Exported from the package index so every package's tests share this one copy.
 */
export function buildAnalysisFixture(overrides: Partial<Analysis> = {}): Analysis {
  return {
    styleArchetype: 'The Grounded Mentor',
    brandSummary:
      'You lead by making complex ideas feel approachable. Your style should read as calm, prepared and warm without tipping into casual.',
    styleLanguage: ['approachable', 'composed', 'muted', 'textured'],
    styleIcon: {
      name: 'Michelle Obama',
      description: 'Soft structure, considered color and an ease that invites conversation.',
    },
    archetypeKeywords: ['mentor', 'steady', 'thoughtful'],
    moodboardPrompts: ['A sunlit classroom in dove gray and dusty blue, soft knitwear over a crisp collar'],
    brandRecommendations: [
      {
        name: 'Everlane',
        priceRange: 'Under $150',
        description: 'Clean basics with transparent pricing.',
        specialty: 'Knitwear and trousers',
        url: 'https://www.everlane.com',
        tier: 'entry',
      },
    ],
    uniformSuggestions: {
      foundation: 'Soft-shouldered blazer, fine-gauge knit, straight trousers',
      footwear: 'Leather loafers, low block-heel boots',
      accent: 'Silver pendant, structured tote',
      colors: ['Dusty Blue', 'Soft Plum', 'Dove Gray'],
    },
    eventLooks: {
      pitchMeeting: 'Dove gray blazer over a dusty-blue knit, straight trousers and loafers.',
      conference: 'Soft plum knit dress with a longline cardigan and low boots.',
      networking: 'Rose-brown knit with gray trousers and a silver pendant.',
    },
    colorAnalysis: {
      season: 'Soft Summer',
      undertone: 'Cool',
      recommendedColors: [
        { name: 'Dusty Blue', hex: '#7A92A8', category: 'foundation' },
        { name: 'Soft Plum', hex: '#8E6C88', category: 'statement', description: 'Rich but never loud.' },
      ],
      neutrals: [{ name: 'Dove Gray', hex: '#B8B4B0', category: 'light' }],
      avoid: [
        'Neon orange',
        { name: 'Jet Black', hex: '#0A0A0A', reason: 'Too stark next to soft coloring.' },
      ],
      rationale:
        'Blue-purple veins, burning in the sun and a preference for silver point to a cool undertone.',
      confidence: 'medium',
      runnerUpSeason: 'Cool Summer',
    },
    regionalStyle: {
      region: 'Pacific Northwest',
      culturalContext: 'Practical layers and outdoor heritage brands signal belonging.',
      insiderBrands: [
        {
          name: 'Filson',
          pricePoint: '$$-$$$',
          description: 'Seattle outfitter since 1897.',
          culturalSignal: 'Quiet local pride.',
        },
      ],
    },
    personalityProfile: {
      industry: 'Education',
      occupation: 'Secondary-school teacher',
      whatBuilding: 'A math tutoring collective for first-generation students',
      myersBriggs: 'INFJ',
      enneagram: '2w1',
      ageBracket: '35-44',
      budget: 900,
      environments: ['Team meetings', 'Speaking engagements'],
      zipCode: '98103',
    },
    budget: 900,
    showArchetypeSelection: false,
    styleStrategy: 'Anchor every outfit in one soft neutral and add a single muted accent.',
    audienceId: 'Parents, students and fellow educators',
    platformCues: { LinkedIn: 'Share classroom wins with a calm, warm headshot.' },
    referenceIcons: ['Emma Thompson', { name: 'Brené Brown', description: 'Warm authority.' }],
    uniformPieces: [
      {
        id: 'blazer',
        name: 'Soft-shouldered blazer',
        category: 'foundation',
        description: 'Unlined wool blend in dove gray.',
        basePrice: 95,
        prices: { entry: 95, mid: 295, luxury: 650 },
      },
    ],
    engine: 'offline',
    generatedAt: '2026-11-23T07:00:00.000Z',
    ...overrides,
  };
}
