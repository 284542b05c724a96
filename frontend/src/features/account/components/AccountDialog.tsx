import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Settings } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  PASSWORD_RULE,
  signInRequestSchema,
  signUpRequestSchema,
  type SignInRequest,
  type SignUpRequest,
} from '@uniform/contracts';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { FieldError, FormField, Input } from '../../../shared/ui/Field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { toast } from '../../../shared/ui/use-toast';
import { parseApiError } from '../../../shared/api/api-client';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { displayName, useOidcProviders, useSignIn, useSignOut, useSignUp, useSimpleUser } from '../api/auth';
import { SIGN_UP_SAVED_TOAST } from '../content/account-content';
import { ACCOUNT_PAGE, ACCOUNT_PAGE_PATH } from '../content/account-page-content';
import { toastProfileSaved } from '../lib/oidc-sign-in';
import { clearBrowserStyleData } from '../lib/profile-content';
import { profileSync, saveProfileOnSignUp } from '../lib/profile-sync';
import { DownloadDataButton } from './DownloadDataButton';
import { PasswordInput } from './PasswordInput';
import { ProfileSettings } from './ProfileSettings';
import { ProviderButtons } from './ProviderButtons';

/** "Account Access": Sign In / Sign Up when signed out, the account control when signed in. */
export function AccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: user } = useSimpleUser();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Account Access">
        {user ? (
          <SignedIn email={user.email} name={displayName(user)} onDone={() => onOpenChange(false)} />
        ) : (
          <SignedOut onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SignedIn({ email, name, onDone }: { email: string; name: string; onDone: () => void }) {
  const signOut = useSignOut();
  // Asked only when this browser keeps an analysis (or answers on their way to one) that is not
  // saved in the account: on a shared computer it would otherwise stay for the next person, with
  // the ZIP code, age and body details. One the account holds is cleared without asking.
  const [asking, setAsking] = useState(false);
  const finish = (clearBrowser: boolean, savedInAccount = false) =>
    // mutateAsync, not mutate's callbacks: signing out swaps this view for the signed-out one, and
    // callbacks given to mutate() do not run once it has unmounted.
    signOut.mutateAsync().then(
      () => {
        if (clearBrowser) clearBrowserStyleData();
        toast({
          title: 'Signed out',
          description: savedInAccount
            ? "You've been signed out. Your style profile is saved in your account and was cleared from this browser."
            : clearBrowser
              ? "You've been signed out, and your style analysis was cleared from this browser."
              : "You've been signed out successfully.",
        });
        onDone();
      },
      (error: unknown) =>
        toast({
          title: 'Sign out failed',
          description: parseApiError(error).message,
          variant: 'destructive',
        }),
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{name}</p>
          <p className="break-all text-sm text-stone-600">{email}</p>
        </div>
        {/* The account page: details, sign-in methods, sessions, data and deletion (issue 21). */}
        <Link
          to={ACCOUNT_PAGE_PATH}
          onClick={onDone}
          className="inline-flex h-8 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50"
        >
          <Settings className="h-3.5 w-3.5" aria-hidden />
          {ACCOUNT_PAGE.menuLink}
        </Link>
      </div>
      <ProfileSettings />
      <DownloadDataButton />
      {asking ? (
        <ClearBrowserChoice
          pending={signOut.isPending}
          onChoose={(clearBrowser) => void finish(clearBrowser)}
        />
      ) : (
        <Button
          variant="secondary"
          disabled={signOut.isPending}
          onClick={() =>
            profileSync.isBrowserSaved()
              ? void finish(true, true)
              : analysisStore.holdsAny()
                ? setAsking(true)
                : void finish(false)
          }
        >
          Sign Out
        </Button>
      )}
    </div>
  );
}

/**
 * Signing out with an analysis in this browser: keep it (a personal device) or clear it (a shared
 * one). Focus moves to the first choice, so keyboard and screen-reader users land on the question.
 */
function ClearBrowserChoice({
  pending,
  onChoose,
}: {
  pending: boolean;
  onChoose: (clearBrowser: boolean) => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby="signout-clear-question"
      aria-describedby="signout-clear-detail"
      className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <p id="signout-clear-question" className="font-medium">
        Also clear your style analysis from this browser?
      </p>
      <p id="signout-clear-detail" className="text-sm text-stone-600">
        This browser keeps your style analysis and your questionnaire answers, including your ZIP code, age
        and body details. On a shared computer, clear them so the next person cannot see them.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button ref={first} variant="secondary" disabled={pending} onClick={() => onChoose(false)}>
          Keep my analysis and sign out
        </Button>
        <Button disabled={pending} onClick={() => onChoose(true)}>
          Clear my analysis and sign out
        </Button>
      </div>
    </div>
  );
}

function SignedOut({ onDone }: { onDone: () => void }) {
  return (
    <div className="space-y-4">
      <Tabs defaultValue="signin">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="space-y-4 pt-4">
          <ProviderButtons />
          <SignInForm onDone={onDone} />
        </TabsContent>
        <TabsContent value="signup" className="pt-4">
          <SignUpForm onDone={onDone} />
        </TabsContent>
      </Tabs>
      <Button variant="secondary" disabled className="w-full" title="Saving a profile is a premium feature">
        Save Profile{' '}
        <span className="rounded bg-gold-soft px-1.5 py-0.5 text-xs font-semibold text-ink">Premium</span>
      </Button>
    </div>
  );
}

/**
 * The first problem the contract's schema found, in field order: the same words the auth service
 * would answer, shown where its answer would be (the failure toast), without the round trip.
 */
function firstError<T extends Record<string, unknown>>(errors: FieldErrors<T>, order: readonly (keyof T)[]) {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * The email and password both forms ask for; a new password shows the rule it must meet. `form`
 * keeps the two tabs' ids apart.
 */
function CredentialFields({
  form,
  email,
  password,
}: {
  form: 'signin' | 'signup';
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
}) {
  const signUp = form === 'signup';
  return (
    <>
      <FormField
        id={`${form}-email`}
        label="Email"
        control={(props) => <Input {...props} type="email" autoComplete="email" {...email} />}
      />
      <FormField
        id={`${form}-password`}
        label="Password"
        hint={signUp ? PASSWORD_RULE : undefined}
        control={(props) => (
          <PasswordInput
            {...props}
            autoComplete={signUp ? 'new-password' : 'current-password'}
            {...password}
          />
        )}
      />
    </>
  );
}

function SignInForm({ onDone }: { onDone: () => void }) {
  const form = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const required = form.formState.errors.root?.message;
  const signIn = useSignIn();
  const failed = (description: string) =>
    toast({ title: 'Sign in failed', description, variant: 'destructive' });
  const submit = form.handleSubmit(
    (body) => {
      form.clearErrors('root');
      // mutateAsync, not mutate's callbacks: a successful sign-in swaps this form for the signed-in
      // view, and callbacks given to mutate() do not run once the form has unmounted.
      signIn.mutateAsync(body).then(
        () => {
          toast({ title: 'Welcome back!', description: 'Successfully signed in to your account.' });
          form.reset();
          onDone();
        },
        (err: unknown) => failed(parseApiError(err, AUTH_MESSAGES.invalidCredentials).message),
      );
    },
    (errors) => {
      if (!email || !password) return form.setError('root', { message: AUTH_MESSAGES.signInRequired });
      form.clearErrors('root');
      failed(firstError(errors, ['email', 'password']) ?? AUTH_MESSAGES.invalidCredentials);
    },
  );
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <CredentialFields form="signin" email={form.register('email')} password={form.register('password')} />
      <FieldError id="signin-error">{required}</FieldError>
      <Button type="submit" className="w-full" disabled={!email || !password || signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

/** What the sign-up fields hold while typing: the consent box may still be unticked. */
type SignUpValues = Omit<SignUpRequest, 'dataRetentionConsent'> & { dataRetentionConsent: boolean };
const SIGN_UP_FIELDS = ['email', 'password', 'firstName', 'lastName', 'dataRetentionConsent'] as const;
const EMPTY_SIGN_UP: SignUpValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  dataRetentionConsent: false,
};

function SignUpForm({ onDone }: { onDone: () => void }) {
  const form = useForm<SignUpValues, unknown, SignUpRequest>({
    resolver: zodResolver<SignUpValues, unknown, SignUpRequest>(signUpRequestSchema),
    defaultValues: EMPTY_SIGN_UP,
  });
  const [email, password, consent] = useWatch({
    control: form.control,
    name: ['email', 'password', 'dataRetentionConsent'],
  });
  const required = form.formState.errors.root?.message;
  const signUp = useSignUp();
  const queryClient = useQueryClient();
  // With Google or Microsoft set up, the consent box leads the tab: it counts for their buttons too.
  const withProviders = (useOidcProviders().data?.providers.length ?? 0) > 0;
  const [savingProfile, setSavingProfile] = useState(false);
  const failed = (description: string) =>
    toast({ title: 'Sign up failed', description, variant: 'destructive' });
  // The toast waits for the profile: it says it was saved only once the account holds it.
  const saveProfile = async () => {
    setSavingProfile(true);
    const result = await saveProfileOnSignUp(queryClient).finally(() => setSavingProfile(false));
    toastProfileSaved(result, SIGN_UP_SAVED_TOAST.title, 'Your account was created');
  };
  const submit = form.handleSubmit(
    (body) => {
      form.clearErrors('root');
      signUp
        .mutateAsync({
          ...body,
          firstName: body.firstName || undefined,
          lastName: body.lastName || undefined,
        })
        .then(
          async () => {
            await saveProfile();
            form.reset(EMPTY_SIGN_UP);
            onDone();
          },
          (err: unknown) => {
            const details = parseApiError(err, 'Please try again.');
            failed(details.issues?.[0]?.message ?? details.message);
          },
        );
    },
    (errors) => {
      if (!email || !password || !consent)
        return form.setError('root', { message: AUTH_MESSAGES.signUpRequired });
      form.clearErrors('root');
      failed(firstError(errors, SIGN_UP_FIELDS) ?? 'Please try again.');
    },
  );
  const consentBox = (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 accent-ink"
        {...form.register('dataRetentionConsent')}
      />
      <span>Save my style profile</span>
    </label>
  );
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {withProviders && (
        <>
          {consentBox}
          <ProviderButtons consent={consent} />
        </>
      )}
      <CredentialFields form="signup" email={form.register('email')} password={form.register('password')} />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="signup-first"
          label="First name (optional)"
          control={(props) => <Input {...props} autoComplete="given-name" {...form.register('firstName')} />}
        />
        <FormField
          id="signup-last"
          label="Last name (optional)"
          control={(props) => <Input {...props} autoComplete="family-name" {...form.register('lastName')} />}
        />
      </div>
      {!withProviders && consentBox}
      <FieldError id="signup-error">{required}</FieldError>
      <Button
        type="submit"
        className="w-full"
        disabled={!email || !password || !consent || signUp.isPending || savingProfile}
      >
        {signUp.isPending
          ? 'Creating account...'
          : savingProfile
            ? 'Saving your profile...'
            : 'Create Account'}
      </Button>
    </form>
  );
}
