import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Account } from '@uniform/contracts';
import { errorMessage } from '../../../shared/api/api-client';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/use-toast';
import { useSignOutEverywhere } from '../api/account';
import { SESSIONS_SECTION } from '../content/account-page-content';
import { formatDateTime } from '../lib/account-format';

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
        <SignOutEverywhereConfirm
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

/** The confirm step: focus moves to its safe choice, so keyboard and screen-reader users land on the question. */
function SignOutEverywhereConfirm({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby="sign-out-everywhere-question"
      aria-describedby="sign-out-everywhere-detail"
      className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <p id="sign-out-everywhere-question" className="font-medium">
        {SESSIONS_SECTION.confirmQuestion}
      </p>
      <p id="sign-out-everywhere-detail" className="text-sm text-stone-600">
        {SESSIONS_SECTION.confirmDetail}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button ref={first} variant="secondary" disabled={pending} onClick={onCancel}>
          {SESSIONS_SECTION.cancel}
        </Button>
        <Button disabled={pending} onClick={onConfirm}>
          {pending ? SESSIONS_SECTION.pending : SESSIONS_SECTION.confirm}
        </Button>
      </div>
    </div>
  );
}
