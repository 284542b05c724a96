import type { z } from 'zod';
import { analysisSchema, personalBrandSchema } from './analysis.schemas';
import * as s from './operations.schemas';
import { privacyInquiryRequestSchema, privacyInquiryResponseSchema } from './privacy.schemas';

export type HttpMethod = 'get' | 'post';

export interface OperationResponse {
  description: string;
  schema?: z.ZodType;
  /** Non-JSON answers (the PDF). */
  contentType?: string;
}

export interface Operation {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  /** none: anyone; optional: works signed out, personalised signed in; required: 401 when signed out. */
  auth: 'none' | 'optional' | 'required';
  request?: { body?: z.ZodType; query?: z.ZodType };
  responses: Record<number, OperationResponse>;
}

const ok = (schema: z.ZodType, description = 'OK'): Record<number, OperationResponse> => ({
  200: { description, schema },
});

/** Every documented call (spec 1 §7 and spec 2 §7): 27 operations. The gateway's /api/docs is generated from this list. */
export const OPERATIONS: readonly Operation[] = [
  // Accounts (spec 1 §7)
  {
    id: 'getSimpleAuthUser',
    method: 'get',
    path: '/api/simple-auth/user',
    summary: 'The signed-in user',
    auth: 'required',
    responses: ok(s.userSchema),
  },
  {
    id: 'signIn',
    method: 'post',
    path: '/api/simple-auth/signin',
    summary: 'Sign in with e-mail and password',
    description:
      'Answers the user and sets the session cookie. Wrong e-mail or password: 401 "Invalid email or password."; too many attempts: 429.',
    auth: 'none',
    request: { body: s.signInRequestSchema },
    responses: ok(s.userSchema),
  },
  {
    id: 'signUp',
    method: 'post',
    path: '/api/simple-auth/signup',
    summary: 'Create an account',
    description: 'Answers 201 with the user and sets the session cookie. 409 when the e-mail is taken.',
    auth: 'none',
    request: { body: s.signUpRequestSchema },
    responses: { 201: { description: 'Created', schema: s.userSchema } },
  },
  {
    id: 'logout',
    method: 'post',
    path: '/api/simple-auth/logout',
    summary: 'Sign out',
    description: 'Deletes the session and clears the cookie; 204 with no body.',
    auth: 'optional',
    responses: { 204: { description: 'Signed out' } },
  },
  {
    id: 'getAuthUser',
    method: 'get',
    path: '/api/auth/user',
    summary: 'Name and picture for the navigation bar',
    auth: 'required',
    responses: ok(s.authUserSchema),
  },
  // Analysis
  {
    id: 'analyzeStyle',
    method: 'post',
    path: '/api/analyze-style',
    summary: 'Analyse the questionnaire answers',
    auth: 'none',
    request: { body: s.analyzeStyleRequestSchema },
    responses: ok(analysisSchema, 'The analysis object'),
  },
  {
    id: 'getFallbackArchetypes',
    method: 'get',
    path: '/api/fallback-archetypes',
    summary: 'Archetypes to choose from when the data is insufficient',
    auth: 'none',
    responses: ok(s.fallbackArchetypesResponseSchema),
  },
  {
    id: 'styleAnalysisFallback',
    method: 'post',
    path: '/api/style-analysis/fallback',
    summary: 'Build a full analysis from a chosen archetype and style icon',
    auth: 'none',
    request: { body: s.styleAnalysisFallbackRequestSchema },
    responses: ok(analysisSchema),
  },
  {
    id: 'generatePersonalBrand',
    method: 'post',
    path: '/api/generate-personal-brand',
    summary: 'The personal brand for an analysis',
    description:
      'Cached 30 minutes, keyed by a hash of the analysis (never by archetype alone, so no one sees a brand built from another user’s data).',
    auth: 'none',
    request: { body: s.analysisRequestSchema },
    responses: ok(personalBrandSchema),
  },
  {
    id: 'updatePersonalBrand',
    method: 'post',
    path: '/api/update-personal-brand',
    summary: 'Edit one personal-brand field',
    auth: 'none',
    request: { body: s.updatePersonalBrandRequestSchema },
    responses: ok(s.updatePersonalBrandResponseSchema),
  },
  {
    id: 'analyzeCustomItem',
    method: 'post',
    path: '/api/analyze-custom-item',
    summary: 'Guidance on an item the user wants to wear instead',
    auth: 'none',
    request: { body: s.analyzeCustomItemRequestSchema },
    responses: ok(s.guidanceResponseSchema),
  },
  {
    id: 'personalityReading',
    method: 'post',
    path: '/api/personality-reading',
    summary: 'A reading from the quiz result',
    auth: 'none',
    request: { body: s.personalityReadingRequestSchema },
    responses: ok(s.personalityReadingResponseSchema),
  },
  // Chat
  {
    id: 'chatStylist',
    method: 'post',
    path: '/api/chat-stylist',
    summary: 'Ask Scottie, the stylist',
    auth: 'none',
    request: { body: s.chatStylistRequestSchema },
    responses: ok(s.chatResponseSchema),
  },
  {
    id: 'chatBrandStrategist',
    method: 'post',
    path: '/api/chat-brand-strategist',
    summary: 'Ask Cas, the brand strategist',
    auth: 'none',
    request: { body: s.chatBrandStrategistRequestSchema },
    responses: ok(s.chatResponseSchema),
  },
  // Community
  {
    id: 'generateCommunityRecommendations',
    method: 'post',
    path: '/api/generate-community-recommendations',
    summary: 'Local communities and events',
    description: 'Cached 1 hour per ZIP and archetype.',
    auth: 'none',
    request: { body: s.analysisRequestSchema },
    responses: ok(s.communityRecommendationsResponseSchema),
  },
  // PDF
  {
    id: 'generatePdf',
    method: 'post',
    path: '/api/generate-pdf',
    summary: 'The PDF brand guide',
    description:
      'Answers application/pdf with Content-Disposition: attachment; filename="<Archetype>-Brand-Guide.pdf". 504 JSON when rendering takes too long.',
    auth: 'none',
    request: { body: s.analysisRequestSchema },
    responses: { 200: { description: 'The PDF', contentType: 'application/pdf' } },
  },
  // Getup
  {
    id: 'validatePhone',
    method: 'post',
    path: '/api/sms/validate-phone',
    summary: 'Check that a number can receive texts',
    auth: 'none',
    request: { body: s.validatePhoneRequestSchema },
    responses: ok(s.validatePhoneResponseSchema),
  },
  {
    id: 'smsSubscribe',
    method: 'post',
    path: '/api/sms/subscribe',
    summary: 'Subscribe to Getup, the 7 AM style text',
    auth: 'none',
    request: { body: s.smsSubscribeRequestSchema },
    responses: ok(s.smsResultSchema),
  },
  {
    id: 'smsUnsubscribe',
    method: 'post',
    path: '/api/sms/unsubscribe',
    summary: 'Stop Getup texts',
    auth: 'none',
    request: { body: s.smsUnsubscribeRequestSchema },
    responses: ok(s.smsResultSchema),
  },
  // Manifesto
  {
    id: 'manifestoStart',
    method: 'post',
    path: '/api/manifesto/start',
    summary: 'Start the family manifesto conversation',
    auth: 'none',
    responses: ok(s.manifestoStartResponseSchema),
  },
  {
    id: 'manifestoRespond',
    method: 'post',
    path: '/api/manifesto/respond',
    summary: 'Answer the current manifesto question',
    auth: 'none',
    request: { body: s.manifestoRespondRequestSchema },
    responses: ok(s.manifestoRespondResponseSchema),
  },
  {
    id: 'manifestoGenerate',
    method: 'post',
    path: '/api/manifesto/generate',
    summary: 'Write the final manifesto',
    auth: 'none',
    request: { body: s.manifestoGenerateRequestSchema },
    responses: ok(s.manifestoGenerateResponseSchema),
  },
  // Meditation
  {
    id: 'getDailyMeditation',
    method: 'get',
    path: '/api/daily-meditation',
    summary: "Today's theme, meditation, action step, scripture, prompt and quote",
    description: 'Theme cached 24 hours.',
    auth: 'none',
    request: { query: s.dailyMeditationQuerySchema },
    responses: ok(s.dailyMeditationSchema),
  },
  {
    id: 'getMeditationEntry',
    method: 'get',
    path: '/api/meditation-entry',
    summary: "The signed-in user's entry for a date",
    auth: 'required',
    request: { query: s.meditationEntryQuerySchema },
    responses: ok(s.meditationEntryResponseSchema),
  },
  {
    id: 'saveMeditationEntry',
    method: 'post',
    path: '/api/meditation-entry',
    summary: 'Save (or update) the entry for a date',
    description: 'One entry per user per date; saving again updates it. Stored encrypted at rest.',
    auth: 'required',
    request: { body: s.meditationEntryRequestSchema },
    responses: ok(s.meditationEntrySchema),
  },
  {
    id: 'getMeditationHistory',
    method: 'get',
    path: '/api/meditation-history',
    summary: 'The 5 most recent entries',
    auth: 'required',
    responses: ok(s.meditationHistoryResponseSchema),
  },
  // Privacy
  {
    id: 'submitPrivacyInquiry',
    method: 'post',
    path: '/api/privacy-inquiry',
    summary: 'Send a privacy inquiry',
    description:
      'Stored for the privacy team, who answer within 2 business days. The spec shows no answer; we answer 201 with the inquiry id and time received.',
    auth: 'none',
    request: { body: privacyInquiryRequestSchema },
    responses: { 201: { description: 'Received', schema: privacyInquiryResponseSchema } },
  },
];
