import type { QueryClient } from '@tanstack/react-query';
import {
  FRONTEND_ROUTES,
  OIDC_ERROR_PARAM,
  OIDC_LINKED_PARAM,
  OIDC_PROVIDER_IDS,
  OIDC_PROVIDER_NAMES,
  OIDC_SIGNED_IN_PARAM,
  oidcLinkedNotice,
  oidcSignInErrorMessage,
  oidcStartPath,
  type OidcProviderId,
} from '@uniform/contracts';
import { toast } from '../../../shared/ui/use-toast';
import { saveProfileOnSignUp, type SignUpSaveResult } from './profile-sync';
import { SIGN_UP_SAVED_TOAST } from '../content/account-content';
import { ACCOUNT_PAGE_PATH } from '../content/account-page-content';

/**
 * Sign-in with Google or Microsoft, the browser's side (issue 21): the provider button is a link to
 * the auth service's start, which leaves for the provider; the provider sends the browser back to
 * the page it came from with `?signin=<provider>` or `?signin_error=<code>`, and the account control
 * then greets or explains; `&linked=1` tells that the sign-in took over an existing password
 * account (its password removed, its other sessions ended), which the user must hear. Consent to save the style profile, ticked before leaving, is remembered
 * in this tab's sessionStorage, so a crafted link carrying ?signin cannot give it on anyone's behalf.
 */
const PENDING_CONSENT_KEY = 'uniform.oidc.pendingConsent';

/** Where a provider button leads: the start, with consent when ticked and this page to come back to. */
export function oidcStartHref(provider: OidcProviderId, consent: boolean, pathname: string): string {
  const query = new URLSearchParams();
  if (consent) query.set('consent', '1');
  if (pathname !== '/' && (FRONTEND_ROUTES as readonly string[]).includes(pathname))
    query.set('returnTo', pathname);
  const search = query.toString();
  return `${oidcStartPath(provider)}${search ? `?${search}` : ''}`;
}

/** Called as the browser leaves for the provider: remembers (or forgets) the ticked consent. */
export function rememberConsentFor(provider: OidcProviderId, consent: boolean): void {
  try {
    if (consent) sessionStorage.setItem(PENDING_CONSENT_KEY, provider);
    else sessionStorage.removeItem(PENDING_CONSENT_KEY);
  } catch {
    // Storage blocked: the account still gets made; the profile is then saved from the account menu.
  }
}

function takePendingConsent(): string | null {
  try {
    const provider = sessionStorage.getItem(PENDING_CONSENT_KEY);
    sessionStorage.removeItem(PENDING_CONSENT_KEY);
    return provider;
  } catch {
    return null;
  }
}

/** The toast after an account was given consent and the browser's analysis saved (or not) to it. */
export function toastProfileSaved(result: SignUpSaveResult, title: string, lead: string): void {
  if (result.saved) toast({ title, description: SIGN_UP_SAVED_TOAST.description });
  else if (result.reason === 'no-analysis')
    toast({
      title,
      description: 'Your style profile will be saved to your account once you complete your style analysis.',
    });
  else
    toast({
      title,
      description: `${lead}, but your style profile was not saved: ${result.message} It stays in this browser; use Save Profile to try again.`,
      variant: 'destructive',
    });
}

type Return = { signedIn: OidcProviderId; consent: boolean; linked: boolean } | { error: string } | null;

/**
 * What the provider's redirect back says, read once from the address bar and removed from it (a
 * reload or a shared link must not greet again).
 */
export function takeOidcReturn(): Return {
  const params = new URLSearchParams(window.location.search);
  const signedIn = params.get(OIDC_SIGNED_IN_PARAM);
  // The account page tells a failed confirmation (or sign-in) beside its own forms, so it is left there.
  const error = window.location.pathname === ACCOUNT_PAGE_PATH ? null : params.get(OIDC_ERROR_PARAM);
  if (signedIn === null && error === null) return null;
  const linked = params.get(OIDC_LINKED_PARAM) === '1';
  params.delete(OIDC_SIGNED_IN_PARAM);
  params.delete(OIDC_LINKED_PARAM);
  if (error !== null) params.delete(OIDC_ERROR_PARAM);
  const search = params.toString();
  // The router's own entry state is kept, so back and forward still work.
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
  );
  const pending = takePendingConsent();
  if (error !== null) return { error };
  const provider = OIDC_PROVIDER_IDS.find((id) => id === signedIn);
  return provider ? { signedIn: provider, consent: pending === provider, linked } : null;
}

/** Greets after a provider sign-in (giving consent and saving the profile first, if ticked) or explains why not. */
export async function announceOidcReturn(queryClient: QueryClient, back: Return): Promise<void> {
  if (!back) return;
  if ('error' in back) {
    toast({
      title: 'Sign in failed',
      description: oidcSignInErrorMessage(back.error),
      variant: 'destructive',
    });
    return;
  }
  const name = OIDC_PROVIDER_NAMES[back.signedIn];
  if (back.consent)
    toastProfileSaved(await saveProfileOnSignUp(queryClient), `Signed in with ${name}`, "You're signed in");
  // One toast shows at a time: the notice that the password is gone and others signed out comes last.
  if (back.linked) toast({ title: `Signed in with ${name}`, description: oidcLinkedNotice(back.signedIn) });
  else if (!back.consent) toast({ title: 'Welcome!', description: `You're signed in with ${name}.` });
}
