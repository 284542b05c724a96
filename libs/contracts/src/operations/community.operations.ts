import { z } from 'zod';
import { boundedList, engineSchema, longText, shortText } from '../common.schemas';
import { analysisRequestSchema } from './analysis.operations';
import type { Operation } from './operation';

/** Local community recommendations (spec 2 §3, §7). Owned by the community service. */

export const COMMUNITY_RECOMMENDATIONS_MAX = 12;

export const communityRecommendationSchema = z
  .object({
    name: shortText,
    type: shortText.describe('e.g. Professional association, Meetup, Coworking community'),
    description: longText,
    reason: longText.describe('Why it fits this user'),
    meetingInfo: longText,
    location: shortText,
  })
  .meta({ id: 'CommunityRecommendation', description: 'A local community worth joining (spec 2 §3).' });
export type CommunityRecommendation = z.infer<typeof communityRecommendationSchema>;

export const communityRecommendationsResponseSchema = z
  .object({
    recommendations: boundedList(communityRecommendationSchema, COMMUNITY_RECOMMENDATIONS_MAX),
    engine: engineSchema.optional(),
  })
  .meta({ id: 'CommunityRecommendations' });
export type CommunityRecommendationsResponse = z.infer<typeof communityRecommendationsResponseSchema>;

export const COMMUNITY_OPERATIONS = [
  {
    id: 'generateCommunityRecommendations',
    method: 'post',
    path: '/api/generate-community-recommendations',
    summary: 'Local communities and events for the user',
    description:
      "Communities near the user's ZIP code that fit their archetype and occupation. Cached 1 hour per ZIP and archetype, keyed by every input used so no one receives results built from another user's data; concurrent identical requests share one generation.",
    decisions: [
      "The spec's 'recommendations list' is answered as { recommendations, engine }; an empty list means none were found.",
    ],
    auth: 'none',
    request: { body: analysisRequestSchema },
    responses: {
      200: { description: 'The recommendations', schema: communityRecommendationsResponseSchema },
    },
  },
] as const satisfies readonly Operation[];
