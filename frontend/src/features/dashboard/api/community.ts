import { useQuery } from '@tanstack/react-query';
import type { Analysis } from '@uniform/contracts';
import { callOperation } from '../../../shared/api/api-client';
import { analysisFingerprint } from '../lib/analysis-view';

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
    queryFn: async ({ signal }) =>
      (await callOperation('generateCommunityRecommendations', { analysis }, { signal })).recommendations,
    staleTime: COMMUNITY_CACHE_MS,
    gcTime: COMMUNITY_CACHE_MS,
  });
}
