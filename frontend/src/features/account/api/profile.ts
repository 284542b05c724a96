import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StyleProfile } from '@uniform/contracts';
import { ApiError, callOperation } from '../../../shared/api/api-client';

/**
 * The saved style profile's calls (libs/contracts profiles.operations): consent, the current
 * profile, its history and restore. Query keys start with the operation id, like the auth ones.
 */
export const PROFILE_CONSENT_KEY = ['getProfileConsent'] as const;
export const STYLE_PROFILE_KEY = ['getStyleProfile'] as const;
export const STYLE_PROFILE_HISTORY_KEY = ['getStyleProfileHistory'] as const;

/** Whether the signed-in account keeps a style profile; asked only when signed in. */
export function useProfileConsent(signedIn: boolean) {
  return useQuery({
    queryKey: PROFILE_CONSENT_KEY,
    queryFn: ({ signal }) => callOperation('getProfileConsent', undefined, { signal }),
    enabled: signedIn,
    retry: false,
  });
}

/** Gives (true) or withdraws (false, the server deletes the saved profiles) consent. */
export function useSetProfileConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) => setProfileConsent(queryClient, consent),
  });
}

/**
 * PUT consent, then the answer into the cache. A consent read still in flight is cancelled first,
 * so its older answer cannot land after this one.
 */
export async function setProfileConsent(queryClient: QueryClient, consent: boolean): Promise<void> {
  const answer = await callOperation('setProfileConsent', { consent });
  await queryClient.cancelQueries({ queryKey: PROFILE_CONSENT_KEY });
  if (!answer.consent) {
    queryClient.removeQueries({ queryKey: STYLE_PROFILE_KEY });
    queryClient.removeQueries({ queryKey: STYLE_PROFILE_HISTORY_KEY });
  }
  queryClient.setQueryData(PROFILE_CONSENT_KEY, answer);
}

/** The account's current profile, or null when none is saved yet (404). */
export const styleProfileQuery = () =>
  queryOptions({
    queryKey: STYLE_PROFILE_KEY,
    queryFn: async ({ signal }): Promise<StyleProfile | null> => {
      try {
        return await callOperation('getStyleProfile', undefined, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });

/**
 * After PUT /api/style-profile (the profile sync and sign-up are its callers): the answer becomes
 * the cached current profile and the history refreshes.
 */
export function rememberSavedProfile(queryClient: QueryClient, profile: StyleProfile) {
  queryClient.setQueryData(STYLE_PROFILE_KEY, profile);
  return queryClient.invalidateQueries({ queryKey: STYLE_PROFILE_HISTORY_KEY });
}

/** The last 5 saved analyses, newest first. */
export function useStyleProfileHistory(enabled: boolean) {
  return useQuery({
    queryKey: STYLE_PROFILE_HISTORY_KEY,
    queryFn: ({ signal }) => callOperation('getStyleProfileHistory', undefined, { signal }),
    enabled,
    retry: false,
  });
}

/** Makes an analysis of the history current again; answers the restored profile. */
export function useRestoreStyleProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation('restoreStyleProfile', undefined, { params: { id } }),
    onSuccess: (profile) => rememberSavedProfile(queryClient, profile),
  });
}
