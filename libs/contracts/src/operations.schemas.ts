import { z } from 'zod';
import {
  analysisSchema,
  chatMessageSchema,
  communityRecommendationSchema,
  fallbackArchetypeSchema,
  personalBrandSchema,
} from './analysis.schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from './password-policy';
import { questionnaireAnswersSchema } from './questionnaire.schemas';

/**
 * Request and response bodies of every call in spec 1 §7 and spec 2 §7. Where the spec does not
 * show a shape, the decision is written on the schema's description and appears in /api/docs.
 */

// ── Accounts ────────────────────────────────────────────────────────────────
const email = z.string().trim().toLowerCase().max(320).pipe(z.email('Please enter a valid email address'));
const name = z.string().trim().max(80).optional();

export const signInRequestSchema = z
  .object({
    email: z.string().trim().min(1, 'Email and password are required').max(320),
    password: z.string().min(1, 'Email and password are required').max(PASSWORD_MAX),
  })
  .meta({ id: 'SignInRequest' });
export const signUpRequestSchema = z
  .object({
    email,
    password: z
      .string({ error: 'Email, password, and consent are required' })
      .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`)
      .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE),
    firstName: name,
    lastName: name,
    dataRetentionConsent: z.literal(true, { error: 'Email, password, and consent are required' }),
  })
  .meta({ id: 'SignUpRequest' });
export const userSchema = z
  .object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable().optional(),
  })
  .meta({
    id: 'User',
    description: 'The signed-in user. Sign-in and sign-up answer it with a session cookie.',
  });
export const authUserSchema = z
  .object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  })
  .meta({ id: 'AuthUser' });

// ── Analysis ────────────────────────────────────────────────────────────────
export const analyzeStyleRequestSchema = questionnaireAnswersSchema.partial().meta({
  id: 'AnalyzeStyleRequest',
  description:
    'The questionnaire answers without captchaAnswer. Every step may be skipped, so every field is optional; a field that is present must be valid.',
});
export const fallbackArchetypesResponseSchema = z
  .array(fallbackArchetypeSchema)
  .meta({ id: 'FallbackArchetypes' });
export const styleAnalysisFallbackRequestSchema = z
  .object({
    selectedArchetype: z.string().trim().min(1, 'Please select both an archetype and style icon').max(200),
    selectedStyleIcon: z.string().trim().min(1, 'Please select both an archetype and style icon').max(200),
    basicUserData: analyzeStyleRequestSchema.optional(),
  })
  .meta({ id: 'StyleAnalysisFallbackRequest' });
export const analysisRequestSchema = z.object({ analysis: analysisSchema }).meta({ id: 'AnalysisRequest' });
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
export const updatePersonalBrandRequestSchema = z
  .object({ analysis: analysisSchema, field: z.enum(PERSONAL_BRAND_FIELDS), value: z.string().max(4000) })
  .meta({ id: 'UpdatePersonalBrandRequest' });
export const updatePersonalBrandResponseSchema = z
  .object({ success: z.literal(true), field: z.enum(PERSONAL_BRAND_FIELDS), value: z.string() })
  .meta({
    id: 'UpdatePersonalBrandResponse',
    description:
      'Not shown in the spec; we answer the saved field and value so the client can update its copy.',
  });
export const CUSTOM_ITEM_PIECE_TYPES = ['foundation', 'footwear', 'accent', 'outerwear'] as const;
export const analyzeCustomItemRequestSchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
      .max(2000),
    analysis: analysisSchema,
    pieceType: z.string().trim().min(1).max(60),
  })
  .meta({ id: 'AnalyzeCustomItemRequest' });
export const guidanceResponseSchema = z.object({ guidance: z.string() }).meta({
  id: 'GuidanceResponse',
  description: "The spec says 'guidance text'; we wrap it as { guidance }.",
});
export const personalityReadingRequestSchema = z
  .object({
    actualSign: z.string().trim().min(1).max(20),
    siderealSign: z.string().trim().min(1).max(20),
    closestSign: z.string().trim().min(1).max(20),
  })
  .meta({ id: 'PersonalityReadingRequest' });
export const personalityReadingResponseSchema = z
  .object({ reading: z.string() })
  .meta({ id: 'PersonalityReadingResponse' });

// ── Chat ────────────────────────────────────────────────────────────────────
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_SENT = 5;
const chatText = z
  .string()
  .trim()
  .min(1, 'Please type a message')
  .max(CHAT_MESSAGE_MAX, `Messages are limited to ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters`);
/** Only the last 5 messages count; longer histories are accepted and cut to the last 5 on the server. */
const chatHistory = z
  .array(chatMessageSchema)
  .max(50)
  .default([])
  .transform((history) => history.slice(-CHAT_HISTORY_SENT));
export const chatStylistRequestSchema = z
  .object({ message: chatText, analysis: analysisSchema, chatHistory })
  .meta({ id: 'ChatStylistRequest' });
export const chatBrandStrategistRequestSchema = z
  .object({
    message: chatText,
    analysis: analysisSchema,
    personalBrand: personalBrandSchema.partial().optional(),
    chatHistory,
  })
  .meta({ id: 'ChatBrandStrategistRequest' });
export const chatResponseSchema = z.object({ response: z.string() }).meta({
  id: 'ChatResponse',
  description:
    'With Accept: text/event-stream the same call streams token deltas, then a final event with the whole response.',
});

// ── Community ───────────────────────────────────────────────────────────────
export const communityRecommendationsResponseSchema = z
  .object({ recommendations: z.array(communityRecommendationSchema) })
  .meta({ id: 'CommunityRecommendations' });

// ── Getup (SMS) ─────────────────────────────────────────────────────────────
export const PHONE_INPUT_MAX = 14;
const phoneNumber = z
  .string()
  .trim()
  .min(1, 'Please enter your phone number to subscribe to Getup.')
  .max(32, 'Invalid phone number format');
export const validatePhoneRequestSchema = z.object({ phoneNumber }).meta({ id: 'ValidatePhoneRequest' });
export const LINE_TYPES = ['mobile', 'landline', 'voip', 'tollFree', 'unknown'] as const;
export const validatePhoneResponseSchema = z
  .object({
    isValid: z.boolean(),
    error: z.string().optional(),
    canReceiveSMS: z.boolean(),
    lineType: z.enum(LINE_TYPES),
  })
  .meta({ id: 'ValidatePhoneResponse' });
export const smsSubscribeRequestSchema = z
  .object({ phoneNumber, analysis: analysisSchema })
  .meta({ id: 'SmsSubscribeRequest' });
export const smsUnsubscribeRequestSchema = z
  .object({ phoneNumber: z.string().trim().min(1, 'Please enter your phone number to unsubscribe.').max(32) })
  .meta({ id: 'SmsUnsubscribeRequest' });
export const smsResultSchema = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'SmsResult' });

// ── Manifesto ───────────────────────────────────────────────────────────────
export const MANIFESTO_SECTION_IDS = [
  'origins',
  'mission',
  'culture',
  'geography',
  'conflict',
  'legacy',
  'future',
] as const;
export const manifestoSectionSchema = z
  .object({
    id: z.enum(MANIFESTO_SECTION_IDS),
    title: z.string().max(200),
    description: z.string().max(1000),
    content: z.string().max(20_000),
  })
  .meta({ id: 'ManifestoSection' });
export const manifestoStartResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'ManifestoStartResponse' });
export const manifestoRespondRequestSchema = z
  .object({
    message: z.string().trim().min(1, 'Please type a message').max(CHAT_MESSAGE_MAX),
    currentSection: z
      .number()
      .int()
      .min(0)
      .max(MANIFESTO_SECTION_IDS.length - 1),
    conversationHistory: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(8000) }))
      .max(100)
      .default([]),
  })
  .meta({ id: 'ManifestoRespondRequest' });
export const manifestoRespondResponseSchema = z
  .object({ message: z.string(), sectionComplete: z.boolean(), sectionContent: z.string().optional() })
  .meta({ id: 'ManifestoRespondResponse' });
export const manifestoGenerateRequestSchema = z
  .object({ sections: z.array(manifestoSectionSchema).min(1).max(MANIFESTO_SECTION_IDS.length) })
  .meta({ id: 'ManifestoGenerateRequest' });
export const manifestoGenerateResponseSchema = z.object({ manifesto: z.string() }).meta({
  id: 'ManifestoGenerateResponse',
  description: 'Markdown text; the browser downloads it as a .md file.',
});

// ── Meditation ──────────────────────────────────────────────────────────────
const isoDate = z.iso.date('Use a date like 2026-11-23');
export const dailyMeditationQuerySchema = z
  .object({ date: isoDate.optional(), timeZone: z.string().max(64).optional() })
  .meta({
    id: 'DailyMeditationQuery',
    description: "The caller's local date (or time zone); defaults to the server's date.",
  });
export const dailyMeditationSchema = z
  .object({
    date: isoDate,
    theme: z.string(),
    meditation: z.string(),
    actionStep: z.string(),
    scripture: z.string(),
    journalPrompt: z.string(),
    quote: z.object({ text: z.string(), author: z.string() }),
  })
  .meta({ id: 'DailyMeditation' });
export const meditationEntryQuerySchema = z.object({ date: isoDate }).meta({ id: 'MeditationEntryQuery' });
export const JOURNAL_RESPONSE_MAX = 20_000;
export const meditationEntryRequestSchema = z
  .object({
    entryDate: isoDate,
    theme: z.string().trim().max(300).default(''),
    journalResponse: z
      .string()
      .trim()
      .min(1, 'Write something before saving')
      .max(
        JOURNAL_RESPONSE_MAX,
        `Entries are limited to ${JOURNAL_RESPONSE_MAX.toLocaleString('en-US')} characters`,
      ),
  })
  .meta({ id: 'MeditationEntryRequest' });
export const meditationEntrySchema = z
  .object({
    id: z.string(),
    entryDate: isoDate,
    theme: z.string(),
    journalResponse: z.string(),
    updatedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'MeditationEntry' });
export const meditationEntryResponseSchema = meditationEntrySchema
  .nullable()
  .meta({ id: 'MeditationEntryOrNull', description: 'null when there is no entry for that date.' });
export const meditationHistoryResponseSchema = z
  .array(meditationEntrySchema)
  .max(5)
  .meta({ id: 'MeditationHistory', description: 'The 5 most recent entries, newest first.' });

export type SignInRequest = z.infer<typeof signInRequestSchema>;
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export type User = z.infer<typeof userSchema>;
