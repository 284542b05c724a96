import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import {
  OIDC_CONFIRMED_PARAM,
  OIDC_ERROR_PARAM,
  OIDC_PROVIDER_IDS,
  OIDC_PROVIDER_NAMES,
  oidcSignInErrorMessage,
  type Account,
} from '@uniform/contracts';
import { errorMessage } from '../../../shared/api/api-client';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { SectionCard } from '../../../shared/ui/Card';
import { useAccount } from '../api/account';
import { NAV_USER_KEY, SIMPLE_USER_KEY, useSimpleUser } from '../api/auth';
import {
  ACCOUNT_PAGE,
  BILLING_SECTION,
  CONFIRM_IDENTITY,
  DATA_SECTION,
  DELETE_SECTION,
  EMAIL_SECTION,
  NAMES_SECTION,
  PASSWORD_SECTION,
  SESSIONS_SECTION,
  SIGN_IN_METHODS,
  STYLE_PROFILE_SECTION,
} from '../content/account-page-content';
import { EmailForm, NamesForm, PasswordForm } from '../components/AccountForms';
import { ActiveSessions } from '../components/ActiveSessions';
import { DeleteAccount } from '../components/DeleteAccount';
import { DownloadDataButton } from '../components/DownloadDataButton';
import { ProfileSettings } from '../components/ProfileSettings';
import { SignInMethods } from '../components/SignInMethods';

// The sign-in dialog loads only when a signed-out visitor asks for it, as from the header.
const AccountDialog = lazy(() =>
  import('../components/AccountDialog').then((m) => ({ default: m.AccountDialog })),
);

type Notice = { kind: 'success' | 'destructive'; message: string } | null;

/**
 * What a provider trip back to this page says (`?confirmed=<provider>` or `?signin_error=<code>`),
 * read once and then removed from the address, so a reload or a shared link does not say it again.
 */
function useProviderReturn(): Notice {
  const [params, setParams] = useSearchParams();
  const [notice] = useState<Notice>(() => {
    const error = params.get(OIDC_ERROR_PARAM);
    if (error !== null) return { kind: 'destructive', message: oidcSignInErrorMessage(error) };
    const provider = OIDC_PROVIDER_IDS.find((id) => id === params.get(OIDC_CONFIRMED_PARAM));
    return provider
      ? { kind: 'success', message: CONFIRM_IDENTITY.confirmedParam(OIDC_PROVIDER_NAMES[provider]) }
      : null;
  });
  useEffect(() => {
    if (!params.has(OIDC_ERROR_PARAM) && !params.has(OIDC_CONFIRMED_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(OIDC_ERROR_PARAM);
    next.delete(OIDC_CONFIRMED_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);
  return notice;
}

/** /account (issue 21): see and change the account, export its data, or delete it. Signed-in users only. */
export default function AccountPage() {
  useDocumentTitle('Account');
  const notice = useProviderReturn();
  const user = useSimpleUser();
  const account = useAccount(Boolean(user.data));
  const queryClient = useQueryClient();
  const sessionEnded = Boolean(user.data) && account.data === null;
  // The session ended elsewhere (signed out everywhere, a password changed on another device): the
  // header learns it too, instead of naming a user this browser no longer is.
  useEffect(() => {
    if (!sessionEnded) return;
    void queryClient.invalidateQueries({ queryKey: SIMPLE_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: NAV_USER_KEY });
  }, [sessionEnded, queryClient]);

  let body;
  if (user.isPending || (user.data && account.isPending)) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-stone-600">
        <span
          aria-hidden
          className="h-5 w-5 animate-spin rounded-full border-2 border-stone-300 border-t-gold motion-reduce:animate-none"
        />
        {ACCOUNT_PAGE.loading}
      </div>
    );
  } else if (user.isError || account.isError) {
    const retry = () => void (user.isError ? user.refetch() : account.refetch());
    body = (
      <div className="space-y-4">
        <Alert variant="destructive">
          <p className="font-medium">{ACCOUNT_PAGE.loadFailed}</p>
          <p>{errorMessage(user.error ?? account.error)}</p>
        </Alert>
        <Button variant="secondary" onClick={retry}>
          {ACCOUNT_PAGE.retry}
        </Button>
      </div>
    );
  } else if (!user.data || !account.data) {
    body = <SignedOutPrompt />;
  } else {
    body = <AccountSections account={account.data} />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 space-y-2">
        <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{ACCOUNT_PAGE.title}</h1>
        <p className="text-stone-600">{ACCOUNT_PAGE.intro}</p>
      </header>
      {notice ? (
        <Alert variant={notice.kind} className="mb-6">
          {notice.message}
        </Alert>
      ) : null}
      {body}
    </div>
  );
}

/** Signed out (or the session ended elsewhere): say so, and offer the sign-in dialog right here. */
function SignedOutPrompt() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <SectionCard title={ACCOUNT_PAGE.signedOutTitle} contentClassName="space-y-4">
      <p className="flex gap-3 text-stone-700">
        <UserRound className="mt-0.5 h-5 w-5 shrink-0 text-stone-500" aria-hidden />
        {ACCOUNT_PAGE.signedOutText}
      </p>
      <Button
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {ACCOUNT_PAGE.signIn}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <AccountDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}

function AccountSections({ account }: { account: Account }) {
  return (
    <div className="space-y-6">
      <SectionCard id="details" title={NAMES_SECTION.title} description={NAMES_SECTION.description}>
        <NamesForm account={account} />
      </SectionCard>
      <SectionCard id="email" title={EMAIL_SECTION.title} description={EMAIL_SECTION.description}>
        <EmailForm account={account} />
      </SectionCard>
      <SectionCard id="password" title={PASSWORD_SECTION.title}>
        <PasswordForm account={account} />
      </SectionCard>
      <SectionCard
        id="sign-in-methods"
        title={SIGN_IN_METHODS.title}
        description={SIGN_IN_METHODS.description}
      >
        <SignInMethods account={account} />
      </SectionCard>
      <SectionCard
        id="style-profile"
        title={STYLE_PROFILE_SECTION.title}
        description={STYLE_PROFILE_SECTION.description}
      >
        <ProfileSettings className="" />
      </SectionCard>
      <SectionCard id="sessions" title={SESSIONS_SECTION.title} description={SESSIONS_SECTION.description}>
        <ActiveSessions account={account} />
      </SectionCard>
      <SectionCard id="data" title={DATA_SECTION.title}>
        <DownloadDataButton className="" />
      </SectionCard>
      <SectionCard id="billing" title={BILLING_SECTION.title}>
        <p className="text-stone-700">{BILLING_SECTION.text}</p>
      </SectionCard>
      <SectionCard
        id="delete"
        title={DELETE_SECTION.title}
        description={DELETE_SECTION.description}
        className="border-red-200"
      >
        <DeleteAccount account={account} />
      </SectionCard>
    </div>
  );
}
