import { z } from 'zod';
import { analysisSchema } from '../analysis/analysis.schemas';
import { UNIFORM_PIECE_CATEGORIES } from '../analysis/analysis.data';
import {
  boundedList,
  boundedText,
  engineSchema,
  longText,
  shortText,
  requiredText,
  TEXT_MAX,
} from '../common.schemas';
import { SIDEREAL_SIGNS, ZODIAC_SIGNS } from '../questionnaire/questionnaire.data';
import { questionnaireAnswersSchema } from '../questionnaire/questionnaire.schemas';
import type { Operation } from './operation';

/**
 * The analysis service's calls (spec 1 §7, spec 2 §7): the analysis itself, the fallback
 * archetype flow, the personal brand, custom-item guidance and the personality reading.
 */

// ── Entities ─────────────────────────────────────────────────────────────────
export const personalBrandSchema = z
  .object({
    brandStatement: longText,
    enneagramMbtiVibes: longText,
    voiceAndTone: longText,
    visualSignature: longText,
    brandWords: longText.describe('Comma-separated words'),
    stylingRules: longText.describe(`Text with a "DO'S:" section and a "DON'TS:" section`),
    // The personal-branding tab edits these three next to the brand; they start as the analysis's own.
    styleStrategy: longText.optional(),
    audienceId: longText.optional().describe('Audience identity'),
    platformCues: longText.optional(),
    engine: engineSchema.optional(),
  })
  .meta({ id: 'PersonalBrand', description: 'The personal brand (spec 2 §3).' });
export type PersonalBrand = z.infer<typeof personalBrandSchema>;

/** The personal-brand fields the personal-branding tab can edit. */
export const PERSONAL_BRAND_FIELDS = [
  'brandStatement',
  'enneagramMbtiVibes',
  'voiceAndTone',
  'visualSignature',
  'brandWords',
  'stylingRules',
  'styleStrategy',
  'audienceId',
  'platformCues',
] as const;
export type PersonalBrandField = (typeof PERSONAL_BRAND_FIELDS)[number];

export const fallbackArchetypeSchema = z
  .object({ name: shortText, description: longText, styleIcons: boundedList(shortText, 12) })
  .meta({ id: 'FallbackArchetype', description: 'An archetype to choose when the data is insufficient.' });
export type FallbackArchetype = z.infer<typeof fallbackArchetypeSchema>;

// ── Requests and responses ───────────────────────────────────────────────────
export const FALLBACK_SELECTION_MESSAGE = 'Please select both an archetype and style icon';
export const PERSONAL_BRAND_VALUE_MAX = 2000;
export const CUSTOM_ITEM_URL_MAX = 2000;
/** What a custom item can replace: the category of a uniform piece. */
export const CUSTOM_ITEM_PIECE_TYPES = UNIFORM_PIECE_CATEGORIES;

export const analyzeStyleRequestSchema = questionnaireAnswersSchema;
export type AnalyzeStyleRequest = z.input<typeof analyzeStyleRequestSchema>;

export const fallbackArchetypesResponseSchema = boundedList(fallbackArchetypeSchema, 30).meta({
  id: 'FallbackArchetypes',
});

const fallbackSelection = requiredText(TEXT_MAX.short, FALLBACK_SELECTION_MESSAGE, {
  tooLong: FALLBACK_SELECTION_MESSAGE,
});

export const styleAnalysisFallbackRequestSchema = z
  .object({
    selectedArchetype: fallbackSelection,
    selectedStyleIcon: fallbackSelection,
    /** Whatever answers the user did give, so the analysis still uses them. */
    basicUserData: questionnaireAnswersSchema.optional(),
  })
  .meta({ id: 'StyleAnalysisFallbackRequest' });
export type StyleAnalysisFallbackRequest = z.input<typeof styleAnalysisFallbackRequestSchema>;

/** The body of every call that needs only the user's analysis. */
export const analysisRequestSchema = z.object({ analysis: analysisSchema }).meta({ id: 'AnalysisRequest' });
export type AnalysisRequest = z.infer<typeof analysisRequestSchema>;

export const updatePersonalBrandRequestSchema = z
  .object({
    analysis: analysisSchema,
    field: z.enum(PERSONAL_BRAND_FIELDS, { error: 'This field cannot be edited' }),
    value: requiredText(PERSONAL_BRAND_VALUE_MAX, 'Please enter some text before saving'),
  })
  .meta({ id: 'UpdatePersonalBrandRequest' });
export type UpdatePersonalBrandRequest = z.infer<typeof updatePersonalBrandRequestSchema>;

export const analyzeCustomItemRequestSchema = z
  .object({
    url: z
      .string({ error: 'Please enter the web address of the item' })
      .max(CUSTOM_ITEM_URL_MAX, { abort: true, error: 'This web address is too long' })
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' }))
      .meta({ format: 'uri' }),
    analysis: analysisSchema,
    /** Which kind of uniform piece the item replaces. */
    pieceType: z.enum(CUSTOM_ITEM_PIECE_TYPES),
    /** The uniform piece it replaces, e.g. "Navy blazer", for more specific guidance. */
    pieceName: shortText.optional(),
  })
  .meta({ id: 'AnalyzeCustomItemRequest' });
export type AnalyzeCustomItemRequest = z.infer<typeof analyzeCustomItemRequestSchema>;

export const guidanceResponseSchema = z
  .object({ guidance: boundedText(TEXT_MAX.long), engine: engineSchema.optional() })
  .meta({ id: 'GuidanceResponse' });
export type GuidanceResponse = z.infer<typeof guidanceResponseSchema>;

/** The five traits of the personality quiz, each 1–5 (spec 2 §5). */
export const quizTraitsSchema = z
  .object({
    extraversion: z.number().min(1).max(5),
    agreeableness: z.number().min(1).max(5),
    conscientiousness: z.number().min(1).max(5),
    neuroticism: z.number().min(1).max(5),
    openness: z.number().min(1).max(5),
  })
  .meta({ id: 'QuizTraits' });

export const personalityReadingRequestSchema = z
  .object({
    /** The tropical sign from the birthday (no Ophiuchus). */
    actualSign: z.enum(ZODIAC_SIGNS),
    siderealSign: z.enum(SIDEREAL_SIGNS),
    /** The sign whose trait targets are closest to the quiz result (Ophiuchus included). */
    closestSign: z.enum(SIDEREAL_SIGNS),
    traits: quizTraitsSchema.optional(),
  })
  .meta({ id: 'PersonalityReadingRequest' });
export type PersonalityReadingRequest = z.infer<typeof personalityReadingRequestSchema>;

export const personalityReadingResponseSchema = z
  .object({ reading: boundedText(8000), engine: engineSchema.optional() })
  .meta({ id: 'PersonalityReadingResponse' });
export type PersonalityReadingResponse = z.infer<typeof personalityReadingResponseSchema>;

/** Which engine answers the AI features; public, so it names the model and never its key or address. */
export const engineInfoSchema = z
  .object({
    engine: engineSchema,
    model: shortText
      .nullable()
      .describe('The configured model name, or null when the built-in engine answers'),
    gpt4Class: z
      .boolean()
      .describe(
        'True when the model is an OpenAI model of the GPT-4 class or newer (gpt-4*, gpt-5*, o1/o3/o4…)',
      ),
  })
  .meta({ id: 'EngineInfo' });
export type EngineInfo = z.infer<typeof engineInfoSchema>;

// ── Operations ───────────────────────────────────────────────────────────────
const modelNote =
  'The narrative is written by the model when one is configured, otherwise by the built-in engine; `engine` says which.';

export const ANALYSIS_OPERATIONS = [
  {
    id: 'analyzeStyle',
    method: 'post',
    path: '/api/analyze-style',
    summary: 'Analyze the questionnaire answers',
    description: `The full style analysis from the answers (captchaAnswer is never sent). The style engine decides the facts (season, palette, prices, brands). ${modelNote}`,
    decisions: [
      'Answers without the coloring group and without any preference list (spec 1 §4) get the insufficient-data placeholder (showArchetypeSelection true), not an error.',
    ],
    auth: 'none',
    request: { body: analyzeStyleRequestSchema },
    responses: { 200: { description: 'The analysis object', schema: analysisSchema } },
  },
  {
    id: 'getFallbackArchetypes',
    method: 'get',
    path: '/api/fallback-archetypes',
    summary: 'Archetypes to choose from when the data is insufficient',
    description: 'The archetype set of the style engine, each with its style icons.',
    auth: 'none',
    responses: { 200: { description: 'The archetypes', schema: fallbackArchetypesResponseSchema } },
  },
  {
    id: 'styleAnalysisFallback',
    method: 'post',
    path: '/api/style-analysis/fallback',
    summary: 'Build a full analysis from a chosen archetype and style icon',
    description: `A full analysis for the chosen archetype and icon, using whatever answers were given. ${modelNote}`,
    auth: 'none',
    request: { body: styleAnalysisFallbackRequestSchema },
    responses: { 200: { description: 'The analysis object', schema: analysisSchema } },
  },
  {
    id: 'generatePersonalBrand',
    method: 'post',
    path: '/api/generate-personal-brand',
    summary: 'The personal brand for an analysis',
    description: `Brand statement, vibes, voice, visual signature, brand words and styling rules. ${modelNote}`,
    decisions: [
      "Cached 30 minutes (spec: per archetype) under a hash of the whole analysis, so no one receives a brand built from another user's answers.",
    ],
    auth: 'none',
    request: { body: analysisRequestSchema },
    responses: { 200: { description: 'The personal brand', schema: personalBrandSchema } },
  },
  {
    id: 'updatePersonalBrand',
    method: 'post',
    path: '/api/update-personal-brand',
    summary: 'Edit one personal-brand field',
    description: 'Sets one field of the cached personal brand of this analysis.',
    decisions: [
      'The spec shows no answer: 200 with the whole updated personal brand.',
      'Only the fields of PersonalBrand can be edited; the value is 1–2,000 characters.',
      'When the cached brand has expired it is generated again, then the edit applied.',
    ],
    auth: 'none',
    request: { body: updatePersonalBrandRequestSchema },
    responses: { 200: { description: 'The updated personal brand', schema: personalBrandSchema } },
  },
  {
    id: 'analyzeCustomItem',
    method: 'post',
    path: '/api/analyze-custom-item',
    summary: 'Guidance on an item the user wants to wear instead',
    description:
      "How the item fits the user's season, archetype and tier. The page may be fetched for its title and price, only through an SSRF-safe fetch (http/https, no private addresses, 3 s, 1 MB); a blocked or failed fetch still gives guidance from the URL alone.",
    decisions: [
      "The spec's 'guidance text' is answered as { guidance }.",
      'pieceType is the category of the piece it replaces (foundation, footwear, accent, outerwear); pieceName is optional.',
    ],
    auth: 'none',
    request: { body: analyzeCustomItemRequestSchema },
    responses: { 200: { description: 'The guidance', schema: guidanceResponseSchema } },
  },
  {
    id: 'personalityReading',
    method: 'post',
    path: '/api/personality-reading',
    summary: 'A reading from the personality quiz result',
    description: `A reading that relates the tropical, sidereal and closest signs. ${modelNote}`,
    decisions: [
      "The spec's 'reading' is answered as { reading }.",
      'The five trait scores may be sent too, for a more specific reading.',
    ],
    auth: 'none',
    request: { body: personalityReadingRequestSchema },
    responses: { 200: { description: 'The reading', schema: personalityReadingResponseSchema } },
  },
  {
    id: 'getEngine',
    method: 'get',
    path: '/api/engine',
    summary: 'Which engine writes the AI answers',
    description:
      "The model when OPENAI_API_KEY is set (named, with whether it is GPT-4 class), otherwise the built-in style engine. The landing page says 'Powered by GPT-4' only when gpt4Class is true.",
    decisions: [
      'Not in the spec: added so the marketing copy never claims a model that is not configured (issue 19 item 8).',
      'Cacheable for 5 minutes: it changes only when the service restarts with other settings.',
    ],
    auth: 'none',
    responses: { 200: { description: 'The engine', schema: engineInfoSchema } },
  },
] as const satisfies readonly Operation[];
