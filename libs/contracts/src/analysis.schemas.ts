import { z } from 'zod';

/**
 * The analysis object (spec 2 §3): what the analysis service returns, what the browser keeps (the
 * free tier stores nothing server-side) and what it sends back with chat, PDF, Getup and brand
 * calls. The insufficient-data placeholder leaves most fields empty, so they may be empty here.
 * Sizes are bounded because the object comes back from clients.
 */
const shortText = z.string().max(200);
const longText = z.string().max(4000);
const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Use a #RRGGBB colour');

export const SEASONS = [
  'Light Spring',
  'Warm Spring',
  'Bright Spring',
  'Light Summer',
  'Cool Summer',
  'Soft Summer',
  'Soft Autumn',
  'Warm Autumn',
  'Deep Autumn',
  'Deep Winter',
  'Cool Winter',
  'Bright Winter',
] as const;
/** Markers the dashboard checks for (spec 2 §2.1). */
export const INSUFFICIENT_SEASON = 'Insufficient Data';
export const UNDERTONE_NOT_AVAILABLE = 'Not Available';
export const INSUFFICIENT_ARCHETYPE = 'Insufficient Data';
export const UNDETERMINED_ICON = 'Unable to Determine';

export const colorSwatchSchema = z.object({
  name: shortText,
  hex,
  category: shortText,
  description: longText.optional(),
});

export const avoidColorSchema = z.union([shortText, z.object({ name: shortText, hex, reason: longText })]);

export const colorAnalysisSchema = z.object({
  season: shortText,
  undertone: shortText,
  recommendedColors: z.array(colorSwatchSchema).max(60),
  neutrals: z.array(colorSwatchSchema).max(30),
  avoid: z.array(avoidColorSchema).max(30),
  rationale: longText,
  /** Added by the style engine: how sure the call is, and the close second when it is close. */
  confidence: z.enum(['high', 'medium', 'low']).optional(),
  runnerUpSeason: shortText.optional(),
});

export const styleIconSchema = z.object({ name: shortText, description: longText });

export const uniformSuggestionsSchema = z.object({
  foundation: longText,
  footwear: longText,
  accent: longText,
  colors: z.union([longText, z.array(shortText).max(20)]),
});

export const eventLooksSchema = z.object({
  pitchMeeting: longText,
  conference: longText,
  networking: longText,
});

export const insiderBrandSchema = z.object({
  name: shortText,
  pricePoint: shortText,
  description: longText,
  culturalSignal: longText,
});

export const regionalStyleSchema = z.object({
  region: shortText,
  culturalContext: longText,
  insiderBrands: z.array(insiderBrandSchema).max(20),
});

export const personalityProfileSchema = z.object({
  industry: shortText.optional(),
  occupation: shortText.optional(),
  whatBuilding: longText.optional(),
  myersBriggs: shortText.optional(),
  enneagram: shortText.optional(),
  ageBracket: shortText.optional(),
  budget: z.number().min(0).max(1_000_000).optional(),
  environments: z.array(shortText).max(40).optional(),
  zipCode: shortText.optional(),
});

export const brandRecommendationSchema = z.union([
  shortText,
  z.object({
    name: shortText,
    priceRange: shortText.optional(),
    description: longText.optional(),
    specialty: shortText.optional(),
    url: z.string().max(500).optional(),
  }),
]);

export const analysisSchema = z
  .object({
    styleArchetype: shortText,
    brandSummary: longText,
    styleLanguage: z.array(shortText).max(30),
    styleIcon: styleIconSchema,
    archetypeKeywords: z.array(shortText).max(30),
    moodboardPrompts: z.array(longText).max(20),
    brandRecommendations: z.array(brandRecommendationSchema).max(40),
    uniformSuggestions: uniformSuggestionsSchema,
    eventLooks: eventLooksSchema,
    colorAnalysis: colorAnalysisSchema,
    regionalStyle: regionalStyleSchema,
    personalityProfile: personalityProfileSchema,
    budget: z.number().min(0).max(1_000_000).optional(),
    showArchetypeSelection: z.boolean().optional(),
    styleStrategy: longText.optional(),
    audienceId: longText.optional(),
    platformCues: z.union([longText, z.record(shortText, longText)]).optional(),
    referenceIcons: z
      .array(z.union([shortText, styleIconSchema]))
      .max(20)
      .optional(),
    /** Which engine wrote the narrative: the model, or the built-in offline engine. */
    engine: z.enum(['ai', 'offline']).optional(),
    generatedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'Analysis' });

export type Analysis = z.infer<typeof analysisSchema>;
export type ColorAnalysis = z.infer<typeof colorAnalysisSchema>;

/** Spec 2 §2.1: the dashboard shows the archetype-selection fallback when any of these holds. */
export function isInsufficientAnalysis(analysis: Analysis): boolean {
  return Boolean(
    analysis.showArchetypeSelection ||
    analysis.styleArchetype === INSUFFICIENT_ARCHETYPE ||
    analysis.styleIcon.name === UNDETERMINED_ICON ||
    analysis.colorAnalysis.season === INSUFFICIENT_SEASON ||
    analysis.brandSummary.toLowerCase().includes('insufficient information'),
  );
}

export const personalBrandSchema = z
  .object({
    brandStatement: longText,
    enneagramMbtiVibes: longText,
    voiceAndTone: longText,
    visualSignature: longText,
    brandWords: z.union([longText, z.array(shortText).max(20)]),
    /** Text with "DO'S:" and "DON'TS:" sections. */
    stylingRules: longText,
  })
  .meta({ id: 'PersonalBrand' });
export type PersonalBrand = z.infer<typeof personalBrandSchema>;

export const communityRecommendationSchema = z.object({
  name: shortText,
  type: shortText,
  description: longText,
  reason: longText,
  meetingInfo: longText,
  location: shortText,
});
export type CommunityRecommendation = z.infer<typeof communityRecommendationSchema>;

export const chatMessageSchema = z.object({
  id: z.string().max(100).optional(),
  type: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
  timestamp: z.union([z.iso.datetime({ offset: true }), z.number()]).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const fallbackArchetypeSchema = z.object({
  name: shortText,
  description: longText,
  styleIcons: z.array(shortText).max(20),
});
export type FallbackArchetype = z.infer<typeof fallbackArchetypeSchema>;
