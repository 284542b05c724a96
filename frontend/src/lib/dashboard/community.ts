import { useQuery } from '@tanstack/react-query';
import { communityRecommendationsResponseSchema, type Analysis } from '@uniform/contracts';
import { apiRequest } from '../api';
import { analysisFingerprint } from './analysis-view';

/** Spec 2 §9: community recommendations are kept 1 hour per ZIP and archetype. */
export const COMMUNITY_CACHE_MS = 60 * 60 * 1000;

export function useCommunityRecommendations(analysis: Analysis) {
  return useQuery({
    queryKey: [
      'community-recommendations',
      analysis.personalityProfile.zipCode ?? '',
      analysis.styleArchetype,
      analysisFingerprint(analysis),
    ],
    queryFn: async ({ signal }) => {
      const res = await apiRequest('POST', '/api/generate-community-recommendations', { analysis }, signal);
      return communityRecommendationsResponseSchema.parse(await res.json()).recommendations;
    },
    staleTime: COMMUNITY_CACHE_MS,
    gcTime: COMMUNITY_CACHE_MS,
  });
}
