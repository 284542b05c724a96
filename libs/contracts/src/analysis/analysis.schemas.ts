import { z } from 'zod';
import {
  boundedList,
  boundedText,
  engineSchema,
  hexColorSchema,
  isoDateTimeSchema,
  longText,
  shortText,
  TEXT_MAX,
} from '../common.schemas';
import { BUDGET_TIER_IDS, QUESTIONNAIRE_LIMITS } from '../questionnaire/questionnaire.data';
import type { QuestionnaireAnswers } from '../questionnaire/questionnaire.schemas';
import {
  INSUFFICIENT_ARCHETYPE,
  INSUFFICIENT_SEASON,
  INSUFFICIENT_SUMMARY_PHRASE,
  NEUTRAL_CATEGORIES,
  PALETTE_CATEGORIES,
  SEASON_CONFIDENCES,
  SEASON_VALUES,
  SEASONS,
  UNDERTONE_NOT_AVAILABLE,
  UNDERTONE_VALUES,
  UNDETERMINED_ICON,
  UNIFORM_PIECE_CATEGORIES,
  UNIFORM_PIECE_COUNT,
} from './analysis.data';

/**
 * The analysis object (spec 2 §3): what the analysis service returns, what the browser keeps (the
 * free tier stores nothing on our servers) and what it sends back with the chat, PDF, Getup,
 * community and brand calls. The insufficient-data placeholder (spec 1 §4) leaves the narrative
 * empty, so strings may be empty and lists may have no items. Every size is bounded because the
 * object comes back from clients.
 */

const price = z.number().min(0).max(100_000).describe('US dollars');
const budget = z
  .number()
  .min(0)
  .max(QUESTIONNAIRE_LIMITS.budgetMax * 10)
  .describe('US dollars');

export const colorSwatchSchema = z
  .object({
    name: shortText,
    hex: hexColorSchema,
    category: z.enum(PALETTE_CATEGORIES),
    description: longText.optional(),
  })
  .meta({ id: 'ColorSwatch', description: 'A recommended color of the season palette.' });

export const neutralSwatchSchema = z
  .object({ name: shortText, hex: hexColorSchema, category: z.enum(NEUTRAL_CATEGORIES) })
  .meta({ id: 'NeutralSwatch' });

export const avoidColorSchema = z
  .union([shortText, z.object({ name: shortText, hex: hexColorSchema, reason: longText })])
  .meta({ id: 'AvoidColor', description: 'A color to avoid: a name, or a swatch with the reason.' });

export const colorAnalysisSchema = z
  .object({
    season: z.enum(SEASON_VALUES),
    undertone: z.enum(UNDERTONE_VALUES),
    recommendedColors: boundedList(colorSwatchSchema, 60),
    neutrals: boundedList(neutralSwatchSchema, 30),
    avoid: boundedList(avoidColorSchema, 30),
    /** Names the answers that decided the season. */
    rationale: longText,
    confidence: z.enum(SEASON_CONFIDENCES).optional(),
    /** The close second when the call is not clear-cut (confidence medium or low). */
    runnerUpSeason: z.enum(SEASONS).optional(),
    /**
     * What would change the season: one or two answers that, changed alone, give another season
     * ("If your veins look more green than blue in daylight, you would be Warm Autumn."), or how
     * firm the result is when no single answer would. Optional: analyses saved before it parse.
     */
    whatWouldChange: boundedList(shortText, 3).optional(),
  })
  .meta({ id: 'ColorAnalysis' });

export const styleIconSchema = z
  .object({ name: shortText, description: longText })
  .meta({ id: 'StyleIcon', description: `name is '${UNDETERMINED_ICON}' when personality data is missing.` });

export const uniformSuggestionsSchema = z
  .object({
    foundation: longText.describe('Comma-separated pieces'),
    footwear: longText.describe('Comma-separated pieces'),
    accent: longText.describe('Comma-separated pieces'),
    colors: z.union([longText, boundedList(shortText, 20)]),
  })
  .meta({ id: 'UniformSuggestions' });

export const eventLooksSchema = z
  .object({ pitchMeeting: longText, conference: longText, networking: longText })
  .meta({ id: 'EventLooks' });

export const insiderBrandSchema = z
  .object({ name: shortText, pricePoint: shortText, description: longText, culturalSignal: longText })
  .meta({ id: 'InsiderBrand' });

export const regionalStyleSchema = z
  .object({
    region: shortText,
    culturalContext: longText,
    insiderBrands: boundedList(insiderBrandSchema, 20),
  })
  .meta({ id: 'RegionalStyle' });

/** Echoes of the user's own answers that the dashboard's insights section shows. */
export const personalityProfileSchema = z
  .object({
    industry: shortText.optional(),
    occupation: shortText.optional(),
    whatBuilding: boundedText(TEXT_MAX.medium).optional(),
    myersBriggs: shortText.optional(),
    enneagram: shortText.optional(),
    ageBracket: shortText.optional(),
    budget: budget.optional(),
    environments: boundedList(shortText, QUESTIONNAIRE_LIMITS.maxEnvironments).optional(),
    zipCode: shortText.optional(),
  })
  .meta({ id: 'PersonalityProfile' });

const webUrl = z.url({ protocol: /^https?$/, error: 'Use a web address starting with http:// or https://' });

export const brandRecommendationSchema = z
  .object({
    name: shortText,
    priceRange: shortText.optional(),
    description: longText.optional(),
    specialty: shortText.optional(),
    url: webUrl.max(500).optional(),
    tier: z.enum(BUDGET_TIER_IDS).optional(),
  })
  .meta({ id: 'BrandRecommendation', description: 'A brand of the dashboard list (spec 2 §3).' });

export const uniformPieceSchema = z
  .object({
    id: shortText,
    name: shortText,
    category: z.enum(UNIFORM_PIECE_CATEGORIES),
    description: longText,
    basePrice: price.describe("Price at the user's own market tier, in US dollars"),
    prices: z
      .object({ entry: price, mid: price, luxury: price })
      .describe('Price at each market tier (the tier select of the dashboard), in US dollars'),
  })
  .meta({ id: 'UniformPiece', description: 'One of the 12 core uniform pieces (spec 2 §3).' });

/** Spec 2 §3 allows platform cues as an object or as text; as an object, platform name → cue. */
export const platformCuesSchema = z
  .union([
    longText,
    z
      .record(z.string().max(60, { abort: true }).min(1), longText)
      .refine((cues) => Object.keys(cues).length <= 12, 'At most 12 platforms'),
  ])
  .meta({ id: 'PlatformCues' });

export const analysisSchema = z
  .object({
    styleArchetype: shortText.describe(`'${INSUFFICIENT_ARCHETYPE}' when the data is insufficient`),
    brandSummary: longText,
    styleLanguage: boundedList(shortText, 30),
    styleIcon: styleIconSchema,
    archetypeKeywords: boundedList(shortText, 30),
    moodboardPrompts: boundedList(longText, 20),
    brandRecommendations: boundedList(brandRecommendationSchema, 40),
    uniformSuggestions: uniformSuggestionsSchema,
    eventLooks: eventLooksSchema,
    colorAnalysis: colorAnalysisSchema,
    regionalStyle: regionalStyleSchema,
    personalityProfile: personalityProfileSchema,
    budget: budget.optional(),
    showArchetypeSelection: z
      .boolean()
      .optional()
      .describe('True on the insufficient-data placeholder: the dashboard shows the archetype selection'),
    styleStrategy: longText.optional(),
    audienceId: longText.optional().describe('Audience identity: who the personal brand speaks to'),
    platformCues: platformCuesSchema.optional(),
    referenceIcons: boundedList(z.union([shortText, styleIconSchema]), 20).optional(),
    /** The dashboard's 12 pieces with per-tier prices, from the style engine. */
    uniformPieces: boundedList(uniformPieceSchema, UNIFORM_PIECE_COUNT).optional(),
    /**
     * Not in spec 2 §3, which has no text about what the uniform costs: the spec's uniform fields
     * are comma-separated piece lists that the chat and PDFs split into pieces, so a plan cannot go
     * there. Optional, so analyses without it (older ones, model-written ones) still parse.
     */
    buyingPlan: longText
      .optional()
      .describe(
        "When the 12 pieces at the user's tier cost more than the budget: what to buy first and what next ('First $800: …; next: …'). Absent when they fit.",
      ),
    engine: engineSchema.optional(),
    generatedAt: isoDateTimeSchema.optional(),
  })
  .meta({
    id: 'Analysis',
    description:
      'The style analysis (spec 2 §3). The browser keeps it and sends it back with every call that needs it; the free tier stores nothing on our servers.',
  });

export type Analysis = z.infer<typeof analysisSchema>;
export type ColorAnalysis = z.infer<typeof colorAnalysisSchema>;
export type ColorSwatch = z.infer<typeof colorSwatchSchema>;
export type NeutralSwatch = z.infer<typeof neutralSwatchSchema>;
export type AvoidColor = z.infer<typeof avoidColorSchema>;
export type StyleIcon = z.infer<typeof styleIconSchema>;
export type UniformSuggestions = z.infer<typeof uniformSuggestionsSchema>;
export type EventLooks = z.infer<typeof eventLooksSchema>;
export type InsiderBrand = z.infer<typeof insiderBrandSchema>;
export type RegionalStyle = z.infer<typeof regionalStyleSchema>;
export type PersonalityProfile = z.infer<typeof personalityProfileSchema>;
export type BrandRecommendation = z.infer<typeof brandRecommendationSchema>;
export type UniformPiece = z.infer<typeof uniformPieceSchema>;
export type PlatformCues = z.infer<typeof platformCuesSchema>;

/** The user's budget: the analysis's, else the profile's, else the default of 1,000 (spec 2 §9). */
export function analysisBudget(analysis: Pick<Analysis, 'budget' | 'personalityProfile'>): number {
  return analysis.budget ?? analysis.personalityProfile.budget ?? QUESTIONNAIRE_LIMITS.budgetDefault;
}

/** Spec 2 §2.1: the dashboard shows the archetype-selection fallback when any of these holds. */
export function isInsufficientAnalysis(analysis: Analysis): boolean {
  return Boolean(
    analysis.showArchetypeSelection ||
    analysis.styleArchetype === INSUFFICIENT_ARCHETYPE ||
    analysis.styleIcon.name === UNDETERMINED_ICON ||
    analysis.colorAnalysis.season === INSUFFICIENT_SEASON ||
    analysis.brandSummary.toLowerCase().includes(INSUFFICIENT_SUMMARY_PHRASE),
  );
}

/** The profile fields of the analysis, copied from the user's answers. */
export function personalityProfileFromAnswers(answers: QuestionnaireAnswers): PersonalityProfile {
  const profile: PersonalityProfile = {
    industry: answers.industry,
    occupation: answers.occupation,
    whatBuilding: answers.whatBuilding,
    myersBriggs: answers.myersBriggs,
    enneagram: answers.enneagram,
    ageBracket: answers.ageBracket,
    budget: answers.budget,
    environments: answers.environments,
    zipCode: answers.zipCode,
  };
  return Object.fromEntries(
    Object.entries(profile).filter(([, value]) => value !== undefined),
  ) as PersonalityProfile;
}

/**
 * The placeholder of spec 1 §4, stored instead of calling the analysis when the answers are
 * insufficient (and answered by the analysis service for such answers): showArchetypeSelection
 * set, the markers of spec 2 §2.1, and empty narrative. The user's own profile answers, when
 * given, are kept so the fallback flow can build on them.
 */
export function buildInsufficientAnalysis(answers: QuestionnaireAnswers = {}): Analysis {
  return {
    styleArchetype: INSUFFICIENT_ARCHETYPE,
    brandSummary: '',
    styleLanguage: [],
    styleIcon: { name: UNDETERMINED_ICON, description: '' },
    archetypeKeywords: [],
    moodboardPrompts: [],
    brandRecommendations: [],
    uniformSuggestions: { foundation: '', footwear: '', accent: '', colors: [] },
    eventLooks: { pitchMeeting: '', conference: '', networking: '' },
    colorAnalysis: {
      season: INSUFFICIENT_SEASON,
      undertone: UNDERTONE_NOT_AVAILABLE,
      recommendedColors: [],
      neutrals: [],
      avoid: [],
      rationale: '',
    },
    regionalStyle: { region: '', culturalContext: '', insiderBrands: [] },
    personalityProfile: personalityProfileFromAnswers(answers),
    budget: answers.budget ?? QUESTIONNAIRE_LIMITS.budgetDefault,
    showArchetypeSelection: true,
  };
}
