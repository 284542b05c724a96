import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_RULE,
  accountEmailRequestSchema,
  accountNamesRequestSchema,
  accountPasswordRequestSchema,
  type Account,
  type AccountEmailRequest,
  type AccountNamesRequest,
  type AccountPasswordRequest,
} from '@uniform/contracts';
import { parseApiError } from '../../../shared/api/api-client';
import { Button } from '../../../shared/ui/Button';
import { FieldError, FormField, Input } from '../../../shared/ui/Field';
import { useChangeAccountEmail, useChangeAccountPassword, useUpdateAccountNames } from '../api/account';
import { EMAIL_SECTION, NAMES_SECTION, PASSWORD_SECTION } from '../content/account-page-content';
import { ConfirmIdentity, useFreshConfirmation } from './ConfirmIdentity';
import { PasswordInput } from './PasswordInput';

/**
 * The account page's forms for names, e-mail and password (issue 21). Each validates with the
 * contract's own request schema, shows the server's answer beside itself (a wrong password, a
 * confirmation needed, an e-mail taken, too many attempts) and says when it is done.
 */

type Feedback = { kind: 'error' | 'done'; message: string } | null;

/** The server's sentence for a failed change: its first issue, else its message. */
const failure = (error: unknown): Feedback => {
  const details = parseApiError(error);
  return { kind: 'error', message: details.issues?.[0]?.message ?? details.message };
};

/**
 * A form's outcome: a failure interrupts the screen reader (alert); success waits for it (a live
 * region that is always there, so its change is heard).
 */
function FormFeedback({ id, feedback }: { id: string; feedback: Feedback }) {
  return (
    <>
      <FieldError id={`${id}-error`}>{feedback?.kind === 'error' ? feedback.message : null}</FieldError>
      <p role="status" aria-live="polite" className="text-sm text-emerald-800 empty:hidden">
        {feedback?.kind === 'done' ? feedback.message : ''}
      </p>
    </>
  );
}

/** First and last name: empty clears one. */
export function NamesForm({ account }: { account: Account }) {
  const update = useUpdateAccountNames();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const form = useForm<AccountNamesRequest>({
    resolver: zodResolver(accountNamesRequestSchema),
    defaultValues: { firstName: account.firstName ?? '', lastName: account.lastName ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    setFeedback(null);
    // mutateAsync: the answer is read here, whatever re-renders the page in between.
    return update.mutateAsync(body).then(
      (saved) => {
        form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
        setFeedback({ kind: 'done', message: NAMES_SECTION.saved });
      },
      (error: unknown) => setFeedback(failure(error)),
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="account-first-name"
          label={NAMES_SECTION.firstName}
          error={errors.firstName?.message}
          control={(props) => <Input {...props} autoComplete="given-name" {...form.register('firstName')} />}
        />
        <FormField
          id="account-last-name"
          label={NAMES_SECTION.lastName}
          error={errors.lastName?.message}
          control={(props) => <Input {...props} autoComplete="family-name" {...form.register('lastName')} />}
        />
      </div>
      <FormFeedback id="names" feedback={feedback} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? NAMES_SECTION.saving : NAMES_SECTION.save}
      </Button>
    </form>
  );
}

/** Left out (undefined) for an account without a password, which confirms with a provider instead. */
type EmailValues = { email: string; password?: string };

/** A new e-mail, confirmed with the password or, without one, a fresh provider sign-in. */
export function EmailForm({ account }: { account: Account }) {
  const change = useChangeAccountEmail();
  const confirmed = useFreshConfirmation(account.confirmedUntil);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const empty = (hasPassword: boolean): EmailValues => ({
    email: '',
    password: hasPassword ? '' : undefined,
  });
  const form = useForm<EmailValues, unknown, AccountEmailRequest>({
    resolver: zodResolver<EmailValues, unknown, AccountEmailRequest>(accountEmailRequestSchema),
    defaultValues: empty(account.hasPassword),
  });
  const { errors } = form.formState;
  const blocked = !account.hasPassword && !confirmed;
  const submit = form.handleSubmit((body) => {
    setFeedback(null);
    return change.mutateAsync(body).then(
      (saved) => {
        form.reset(empty(saved.hasPassword));
        setFeedback({ kind: 'done', message: EMAIL_SECTION.saved(saved.email) });
      },
      (error: unknown) => setFeedback(failure(error)),
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <p className="text-sm">
        <span className="text-stone-600">{EMAIL_SECTION.current}: </span>
        <span className="font-medium break-all">{account.email}</span>
      </p>
      <FormField
        id="account-new-email"
        label={EMAIL_SECTION.newEmail}
        error={errors.email?.message}
        control={(props) => (
          <Input {...props} type="email" autoComplete="email" {...form.register('email')} />
        )}
      />
      {account.hasPassword ? (
        <FormField
          id="account-email-password"
          label={EMAIL_SECTION.password}
          error={errors.password?.message}
          control={(props) => (
            <PasswordInput {...props} autoComplete="current-password" {...form.register('password')} />
          )}
        />
      ) : (
        <ConfirmIdentity account={account} confirmed={confirmed} />
      )}
      <FormFeedback id="email" feedback={feedback} />
      <Button type="submit" disabled={blocked || change.isPending}>
        {change.isPending ? EMAIL_SECTION.saving : EMAIL_SECTION.save}
      </Button>
    </form>
  );
}

type PasswordValues = { currentPassword?: string; newPassword: string };

/**
 * Change the password (with the current one), or set a first one after a provider confirmation.
 * Either way the server ends every other session of the account.
 */
export function PasswordForm({ account }: { account: Account }) {
  const change = useChangeAccountPassword();
  const confirmed = useFreshConfirmation(account.confirmedUntil);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const empty = (hasPassword: boolean): PasswordValues => ({
    currentPassword: hasPassword ? '' : undefined,
    newPassword: '',
  });
  const form = useForm<PasswordValues, unknown, AccountPasswordRequest>({
    resolver: zodResolver<PasswordValues, unknown, AccountPasswordRequest>(accountPasswordRequestSchema),
    defaultValues: empty(account.hasPassword),
  });
  const { errors } = form.formState;
  const setting = !account.hasPassword;
  const blocked = setting && !confirmed;
  const submit = form.handleSubmit((body) => {
    setFeedback(null);
    return change.mutateAsync(body).then(
      (saved) => {
        form.reset(empty(saved.hasPassword));
        setFeedback({ kind: 'done', message: setting ? PASSWORD_SECTION.setDone : PASSWORD_SECTION.changed });
      },
      (error: unknown) => setFeedback(failure(error)),
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <p className="text-sm text-stone-600">
        {setting ? PASSWORD_SECTION.setDescription : PASSWORD_SECTION.changeDescription}
      </p>
      {setting ? (
        <ConfirmIdentity account={account} confirmed={confirmed} />
      ) : (
        <FormField
          id="account-current-password"
          label={PASSWORD_SECTION.currentPassword}
          error={errors.currentPassword?.message}
          control={(props) => (
            <PasswordInput {...props} autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        />
      )}
      <FormField
        id="account-new-password"
        label={PASSWORD_SECTION.newPassword}
        hint={PASSWORD_RULE}
        error={errors.newPassword?.message}
        control={(props) => (
          <PasswordInput {...props} autoComplete="new-password" {...form.register('newPassword')} />
        )}
      />
      <FormFeedback id="password" feedback={feedback} />
      <Button type="submit" disabled={blocked || change.isPending}>
        {change.isPending
          ? PASSWORD_SECTION.saving
          : setting
            ? PASSWORD_SECTION.set
            : PASSWORD_SECTION.change}
      </Button>
    </form>
  );
}
