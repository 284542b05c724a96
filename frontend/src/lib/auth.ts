import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest, SignUpRequest } from '@uniform/contracts';
import { apiRequest, getQueryFn } from './api';

export const SIMPLE_USER_KEY = ['/api/simple-auth/user'] as const;
export const NAV_USER_KEY = ['/api/auth/user'] as const;

export interface SimpleUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface NavUser {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** The account control's user (email and names); null when signed out. */
export function useSimpleUser() {
  return useQuery<SimpleUser | null>({
    queryKey: SIMPLE_USER_KEY,
    queryFn: getQueryFn<SimpleUser>({ on401: 'returnNull' }),
    retry: false,
  });
}

/** The navigation bar's user (names and picture); null when signed out. */
export function useNavUser() {
  return useQuery<NavUser | null>({
    queryKey: NAV_USER_KEY,
    queryFn: getQueryFn<NavUser>({ on401: 'returnNull' }),
    retry: false,
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
    mutationFn: (body: SignInRequest) => apiRequest('POST', '/api/simple-auth/signin', body),
    onSuccess: refetch,
  });
}

export function useSignUp() {
  const refetch = useRefetchUser();
  return useMutation({
    mutationFn: (body: SignUpRequest) => apiRequest('POST', '/api/simple-auth/signup', body),
    onSuccess: refetch,
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/simple-auth/logout'),
    onSuccess: () => {
      queryClient.setQueryData(SIMPLE_USER_KEY, null);
      queryClient.setQueryData(NAV_USER_KEY, null);
    },
  });
}
