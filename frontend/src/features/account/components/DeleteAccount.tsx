import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { accountDeletionRequestSchema, type Account, type AccountDeletionRequest } from '@uniform/contracts';
import { parseApiError } from '../../../shared/api/api-client';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { FieldError, FormField } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/use-toast';
import { useDeleteAccount } from '../api/account';
import { DELETE_SECTION } from '../content/account-page-content';
import { ConfirmIdentity, useFreshConfirmation } from './ConfirmIdentity';
import { PasswordInput } from './PasswordInput';

/**
 * "Delete my account": a dialog that says what goes, then asks for the password (or, for an account
 * without one, a fresh provider sign-in). On success this browser forgets the user and their style
 * data, and the user lands on the home page.
 */
export function DeleteAccount({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="destructive" onClick={() => setOpen(true)}>
        {DELETE_SECTION.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent title={DELETE_SECTION.dialogTitle} returnFocusTo={opener}>
            <DeleteAccountForm account={account} onCancel={() => setOpen(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

type DeletionValues = { password?: string };

function DeleteAccountForm({ account, onCancel }: { account: Account; onCancel: () => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const confirmed = useFreshConfirmation(account.confirmedUntil);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DeletionValues, unknown, AccountDeletionRequest>({
    resolver: zodResolver<DeletionValues, unknown, AccountDeletionRequest>(accountDeletionRequestSchema),
    defaultValues: { password: account.hasPassword ? '' : undefined },
  });
  const blocked = !account.hasPassword && !confirmed;
  const submit = form.handleSubmit((body) => {
    setError(null);
    return remove.mutateAsync(body).then(
      () => {
        toast({ title: DELETE_SECTION.doneTitle, description: DELETE_SECTION.doneDescription });
        void navigate('/');
      },
      (failure: unknown) => {
        const details = parseApiError(failure);
        setError(details.issues?.[0]?.message ?? details.message);
      },
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <div className="space-y-2 text-sm text-stone-700">
        <p className="font-medium text-ink">{DELETE_SECTION.dialogLead}</p>
        <ul className="list-disc space-y-1 pl-5">
          {DELETE_SECTION.deleted.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{DELETE_SECTION.browserToo}</p>
      </div>
      {account.hasPassword ? (
        <FormField
          id="delete-account-password"
          label={DELETE_SECTION.password}
          error={form.formState.errors.password?.message}
          control={(props) => (
            <PasswordInput {...props} autoComplete="current-password" {...form.register('password')} />
          )}
        />
      ) : (
        <ConfirmIdentity account={account} confirmed={confirmed} />
      )}
      <FieldError id="delete-account-error">{error}</FieldError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={remove.isPending} onClick={onCancel}>
          {DELETE_SECTION.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={blocked || remove.isPending}>
          {remove.isPending ? DELETE_SECTION.pending : DELETE_SECTION.confirm}
        </Button>
      </div>
    </form>
  );
}
