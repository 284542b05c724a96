import { Check, Minus } from 'lucide-react';
import { OIDC_PROVIDER_IDS, OIDC_PROVIDER_NAMES, type Account } from '@uniform/contracts';
import { SIGN_IN_METHODS } from '../content/account-page-content';
import { formatDate } from '../lib/account-format';

/** How one can sign in to the account: e-mail and password (set or not), and each provider, linked or not. */
export function SignInMethods({ account }: { account: Account }) {
  const rows = [
    {
      key: 'password',
      name: SIGN_IN_METHODS.password,
      on: account.hasPassword,
      detail: account.hasPassword ? SIGN_IN_METHODS.passwordYes : SIGN_IN_METHODS.passwordNo,
    },
    ...OIDC_PROVIDER_IDS.map((provider) => {
      const link = account.signInProviders.find((entry) => entry.provider === provider);
      return {
        key: provider,
        name: OIDC_PROVIDER_NAMES[provider],
        on: Boolean(link),
        detail: link
          ? SIGN_IN_METHODS.linked(link.email, formatDate(link.linkedAt))
          : SIGN_IN_METHODS.notLinked,
      };
    }),
  ];
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
      {rows.map((row) => (
        <li key={row.key} className="flex items-start gap-3 p-3 text-sm">
          {row.on ? (
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
          ) : (
            <Minus className="mt-0.5 h-4 w-4 shrink-0 text-stone-400" aria-hidden />
          )}
          <div className="min-w-0">
            <p className="font-medium">{row.name}</p>
            <p className="break-words text-stone-600">{row.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
