import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Account } from '@uniform/contracts';
import { errorMessage } from '../../../shared/api/api-client';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/use-toast';
import { useSignOutEverywhere } from '../api/account';
import { SESSIONS_SECTION } from '../content/account-page-content';
import { formatDateTime } from '../lib/account-format';
import { ConfirmStep } from './ConfirmStep';

/** The browsers signed in to the account, this one marked, and "Sign out everywhere" with a confirm step. */
export function ActiveSessions({ account }: { account: Account }) {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  const navigate = useNavigate();
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    setConfirming(false);
    // The confirm step replaced the button: give keyboard users their place back.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const confirm = () =>
    signOut.mutateAsync().then(
      ({ clearedBrowser }) => {
        toast({
          title: SESSIONS_SECTION.doneTitle,
          description: clearedBrowser
            ? `${SESSIONS_SECTION.doneDescription} Your style profile is saved in your account and was cleared from this browser.`
            : SESSIONS_SECTION.doneDescription,
        });
        void navigate('/');
      },
      (error: unknown) =>
        toast({
          title: SESSIONS_SECTION.failedTitle,
          description: errorMessage(error),
          variant: 'destructive',
        }),
    );
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {account.sessions.map((session) => (
          <li key={session.id} className="space-y-1 p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words">
                {session.device ?? SESSIONS_SECTION.unknownDevice}
              </span>
              {session.current ? (
                <span className="rounded bg-gold-soft px-2 py-0.5 text-xs font-semibold text-ink">
                  {SESSIONS_SECTION.thisDevice}
                </span>
              ) : null}
            </p>
            <p className="text-stone-600">
              {SESSIONS_SECTION.signedIn}{' '}
              <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt)}</time>
              <span aria-hidden> · </span>
              <span className="sr-only">, </span>
              {SESSIONS_SECTION.lastActive}{' '}
              <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmStep
          question={SESSIONS_SECTION.confirmQuestion}
          detail={SESSIONS_SECTION.confirmDetail}
          cancelLabel={SESSIONS_SECTION.cancel}
          confirmLabel={SESSIONS_SECTION.confirm}
          pendingLabel={SESSIONS_SECTION.pending}
          pending={signOut.isPending}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      ) : (
        <Button ref={opener} variant="secondary" onClick={() => setConfirming(true)}>
          {SESSIONS_SECTION.signOutEverywhere}
        </Button>
      )}
    </div>
  );
}
