import { OIDC_PROVIDER_NAMES } from '@uniform/contracts';
import { useOidcProviders } from '../api/auth';
import { oidcStartHref, rememberConsentFor } from '../lib/oidc-sign-in';

/**
 * "Continue with Google" / "Continue with Microsoft" above the e-mail form, one for each provider
 * set up on the server; nothing when none is. They are links (a full-page trip to the provider),
 * styled as the dialog's secondary buttons. `consent`: the Sign Up tab's "Save my style profile".
 */
export function ProviderButtons({ consent = false }: { consent?: boolean }) {
  const { data } = useOidcProviders();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="space-y-2">
      {providers.map(({ id }) => (
        <a
          key={id}
          href={oidcStartHref(id, consent, window.location.pathname)}
          onClick={() => rememberConsentFor(id, consent)}
          className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-ink transition-colors hover:bg-stone-50"
        >
          Continue with {OIDC_PROVIDER_NAMES[id]}
        </a>
      ))}
      <p className="flex items-center gap-3 text-xs text-stone-500">
        <span className="h-px flex-1 bg-stone-200" aria-hidden />
        or with your email
        <span className="h-px flex-1 bg-stone-200" aria-hidden />
      </p>
    </div>
  );
}
