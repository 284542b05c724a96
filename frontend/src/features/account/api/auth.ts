import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationResponseBody, SignInRequest, SignUpRequest } from '@uniform/contracts';
import { callOperation, operationQueryFn } from '../../../shared/api/api-client';

/** Query keys start with the operation id, so the default query function could answer them too. */
export const SIMPLE_USER_KEY = ['getSimpleAuthUser'] as const;
export const NAV_USER_KEY = ['getAuthUser'] as const;
export const OIDC_PROVIDERS_KEY = ['getOidcProviders'] as const;

export type SimpleUser = OperationResponseBody<'getSimpleAuthUser'>;
export type NavUser = OperationResponseBody<'getAuthUser'>;

/** The account control's user (email and names); null when signed out. */
export function useSimpleUser() {
  return useQuery<SimpleUser | null>({
    queryKey: SIMPLE_USER_KEY,
    queryFn: operationQueryFn('getSimpleAuthUser', { on401: 'returnNull' }),
    retry: false,
  });
}

/** The navigation bar's user (names and picture); null when signed out. */
export function useNavUser() {
  return useQuery<NavUser | null>({
    queryKey: NAV_USER_KEY,
    queryFn: operationQueryFn('getAuthUser', { on401: 'returnNull' }),
    retry: false,
  });
}

/**
 * The sign-in providers set up on this server (Google, Microsoft): the dialog shows a button for
 * each. Fixed for the life of the server, so read once; none while loading or when the call fails.
 */
export function useOidcProviders() {
  return useQuery({
    queryKey: OIDC_PROVIDERS_KEY,
    queryFn: () => callOperation('getOidcProviders'),
    retry: false,
    staleTime: Infinity,
  });
}

/** Spec 1 §2: first and last name, or the part of the e-mail before the @. */
export function displayName(user: {
  email?: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || (user.email ?? '').split('@')[0] || 'Your account';
}

function useRefetchUser() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SIMPLE_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: NAV_USER_KEY }),
    ]);
}

export function useSignIn() {
  const refetch = useRefetchUser();
  return useMutation({
    mutationFn: (body: SignInRequest) => callOperation('signIn', body),
    onSuccess: refetch,
  });
}

export function useSignUp() {
  const refetch = useRefetchUser();
  return useMutation({
    mutationFn: (body: SignUpRequest) => callOperation('signUp', body),
    onSuccess: refetch,
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation('logout'),
    onSuccess: () => {
      queryClient.setQueryData(SIMPLE_USER_KEY, null);
      queryClient.setQueryData(NAV_USER_KEY, null);
    },
  });
}
