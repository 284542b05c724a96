import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Account,
  AccountDeletionRequest,
  AccountEmailRequest,
  AccountNamesRequest,
  AccountPasswordRequest,
} from '@uniform/contracts';
import { callOperation, operationQueryFn } from '../../../shared/api/api-client';
import { clearBrowserStyleData } from '../lib/profile-content';
import { profileSync } from '../lib/profile-sync';
import { NAV_USER_KEY, SIMPLE_USER_KEY } from './auth';
import { PROFILE_CONSENT_KEY, STYLE_PROFILE_HISTORY_KEY, STYLE_PROFILE_KEY } from './profile';

/**
 * The account page's calls (issue 21, libs/contracts account.operations): the account, its names,
 * e-mail and password, signing out everywhere and deleting it. Query keys start with the operation id.
 */
export const ACCOUNT_KEY = ['getAccount'] as const;

/** The account page's data; null when the session is gone (401), like the signed-in user queries. */
export function useAccount(signedIn: boolean) {
  return useQuery<Account | null>({
    queryKey: ACCOUNT_KEY,
    queryFn: operationQueryFn('getAccount', { on401: 'returnNull' }),
    enabled: signedIn,
    retry: false,
  });
}

/**
 * An answer of the account page's PUTs is the account as it is now: it becomes the cached account at
 * once, and the header's user queries (names, e-mail) read theirs again.
 */
function rememberAccount(queryClient: QueryClient, account: Account) {
  queryClient.setQueryData(ACCOUNT_KEY, account);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SIMPLE_USER_KEY }),
    queryClient.invalidateQueries({ queryKey: NAV_USER_KEY }),
  ]);
}

export function useUpdateAccountNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountNamesRequest) => callOperation('updateAccountNames', body),
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

export function useChangeAccountEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountEmailRequest) => callOperation('changeAccountEmail', body),
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

export function useChangeAccountPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountPasswordRequest) => callOperation('changeAccountPassword', body),
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

/**
 * This browser is signed out by the server (sign out everywhere, deletion): it forgets the user and
 * everything read for them, and stops saving the style profile. `clearBrowser`: also forget the
 * analysis, edits and saved looks kept in this browser.
 */
export function forgetSignedInUser(queryClient: QueryClient, { clearBrowser }: { clearBrowser: boolean }) {
  profileSync.stop();
  if (clearBrowser) clearBrowserStyleData();
  queryClient.setQueryData(SIMPLE_USER_KEY, null);
  queryClient.setQueryData(NAV_USER_KEY, null);
  for (const queryKey of [ACCOUNT_KEY, PROFILE_CONSENT_KEY, STYLE_PROFILE_KEY, STYLE_PROFILE_HISTORY_KEY])
    queryClient.removeQueries({ queryKey });
}

/**
 * Ends every session, this one included. As the menu's Sign Out does without asking, the browser's
 * analysis is cleared only when the account holds it (it is one sign-in away); otherwise it stays.
 * Answers whether it was cleared.
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const clearBrowser = profileSync.isBrowserSaved();
      await callOperation('signOutEverywhere');
      forgetSignedInUser(queryClient, { clearBrowser });
      return { clearedBrowser: clearBrowser };
    },
  });
}

/**
 * Deletes the account. Nothing of it may stay in this browser either: the analysis, edits and saved
 * looks are cleared along with the signed-in state.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccountDeletionRequest) => {
      await callOperation('deleteAccount', body);
      forgetSignedInUser(queryClient, { clearBrowser: true });
    },
  });
}
