import { useEffect, useState } from 'react';
import { OIDC_PROVIDER_NAMES, oidcStartPath, type Account, type OidcProviderId } from '@uniform/contracts';
import { useOidcProviders } from '../api/auth';
import { ACCOUNT_PAGE_PATH, CONFIRM_IDENTITY } from '../content/account-page-content';
import { formatTime } from '../lib/account-format';
import { rememberConsentFor } from '../lib/oidc-sign-in';

/**
 * An account without a password confirms a change (e-mail, password, deletion) with a fresh sign-in
 * at a linked provider: a top-level trip with `intent=confirm` that comes back to this page, after
 * which the server accepts changes until `confirmedUntil` (FRESH_SIGN_IN_MINUTES).
 */

/** Where "Confirm with <provider>" leads: the provider's start, asking to confirm and come back here. */
export function confirmHref(provider: OidcProviderId): string {
  const query = new URLSearchParams({ intent: 'confirm', returnTo: ACCOUNT_PAGE_PATH });
  return `${oidcStartPath(provider)}?${query.toString()}`;
}

/** Whether a provider sign-in confirms changes now; turns false by itself when the time is up. */
export function useFreshConfirmation(confirmedUntil: string | null): boolean {
  const until = confirmedUntil ? Date.parse(confirmedUntil) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const fresh = Number.isFinite(until) && until > now;
  useEffect(() => {
    if (!fresh) return;
    // Capped: a timer longer than 2^31 ms fires at once.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - Date.now() + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [fresh, until]);
  return fresh;
}

/**
 * For an account without a password: either that a provider sign-in confirmed it (and until when),
 * or a "Confirm with …" link for each linked provider set up on this server.
 */
export function ConfirmIdentity({ account, confirmed }: { account: Account; confirmed: boolean }) {
  const configured = useOidcProviders().data?.providers.map(({ id }) => id);
  if (confirmed && account.confirmedUntil) {
    return (
      <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
        {CONFIRM_IDENTITY.confirmedUntil(formatTime(account.confirmedUntil))}
      </p>
    );
  }
  const linked = account.signInProviders
    .map(({ provider }) => provider)
    .filter((provider) => !configured || configured.includes(provider));
  return (
    <div className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4">
      <p className="text-sm text-stone-700">
        {linked.length ? CONFIRM_IDENTITY.needed : CONFIRM_IDENTITY.noProvider}
      </p>
      {linked.length ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {linked.map((provider) => (
            <a
              key={provider}
              href={confirmHref(provider)}
              // A confirmation gives no consent: any consent left from an earlier sign-in is forgotten.
              onClick={() => rememberConsentFor(provider, false)}
              className="inline-flex h-10 items-center justify-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-ink transition-colors hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2"
            >
              {CONFIRM_IDENTITY.confirmWith(OIDC_PROVIDER_NAMES[provider])}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
