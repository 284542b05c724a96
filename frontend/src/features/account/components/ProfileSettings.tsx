import { useId, useState } from 'react';
import { History } from 'lucide-react';
import { errorMessage } from '../../../shared/api/api-client';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/use-toast';
import {
  useProfileConsent,
  useRestoreStyleProfile,
  useSetProfileConsent,
  useStyleProfileHistory,
} from '../api/profile';
import { CONSENT_SWITCH_LABEL, WITHDRAW_WARNING } from '../content/account-content';
import { profileSync } from '../lib/profile-sync';
import { ConfirmStep } from './ConfirmStep';

/**
 * The signed-in account menu's style-profile part (issue 20): the "Save my style profile" switch
 * (on gives consent and saves this browser's analysis; off asks, then withdraws and the server
 * deletes the saved profiles) and, with consent, the saved analyses with Restore. The account page
 * shows it too, inside its own card (`className` then drops the menu's divider).
 */
export function ProfileSettings({ className = 'border-t border-stone-200 pt-4' }: { className?: string }) {
  const consent = useProfileConsent(true);
  const given = consent.data?.consent === true;
  const setConsent = useSetProfileConsent();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const labelId = useId();

  const change = (next: boolean) =>
    setConsent.mutateAsync(next).then(
      () => {
        setConfirming(false);
        setStatus(next ? 'Your account now keeps your style profile.' : 'Your saved profiles were deleted.');
        if (!next) profileSync.stop();
      },
      (error: unknown) =>
        toast({
          title: next ? 'Could not turn on saving' : 'Could not delete your saved profiles',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    );

  return (
    <section aria-labelledby={labelId} className={cn('space-y-3', className)}>
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-medium">
          {CONSENT_SWITCH_LABEL}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={given}
          aria-labelledby={labelId}
          disabled={consent.isPending || setConsent.isPending || confirming}
          onClick={() => (given ? setConfirming(true) : void change(true))}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 disabled:opacity-50',
            given ? 'bg-ink' : 'bg-stone-300',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
              given ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </button>
      </div>
      {consent.isError ? (
        <p className="text-sm text-red-700">
          {errorMessage(consent.error, 'We could not read this setting.')}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmStep
          question="Stop saving your style profile?"
          detail={`${WITHDRAW_WARNING} from your account. The analysis in this browser stays.`}
          cancelLabel="Keep saving"
          confirmLabel="Delete my saved profiles"
          pending={setConsent.isPending}
          onConfirm={() => void change(false)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-stone-600">
        {status}
      </p>
      {given ? <SavedAnalyses /> : null}
    </section>
  );
}

/** GET /api/style-profiles with Restore, which loads the restored profile into this browser. */
function SavedAnalyses() {
  const history = useStyleProfileHistory(true);
  const restore = useRestoreStyleProfile();
  const [announce, setAnnounce] = useState('');
  const headingId = useId();
  const onRestore = (id: string) =>
    restore.mutateAsync(id).then(
      (profile) => {
        profileSync.adopt(profile);
        setAnnounce(`Restored ${profile.analysis.styleArchetype}. Your dashboard shows it now.`);
      },
      (error: unknown) =>
        toast({ title: 'Restore failed', description: errorMessage(error), variant: 'destructive' }),
    );
  return (
    <div className="space-y-2">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium">
        <History className="h-4 w-4" aria-hidden />
        Saved analyses
      </h3>
      {history.isPending ? (
        <p className="text-sm text-stone-600">Loading your saved analyses...</p>
      ) : history.isError ? (
        <p className="text-sm text-red-700">
          {errorMessage(history.error, 'We could not load your history.')}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-stone-600">No saved analyses yet.</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-stone-200 rounded-lg border border-stone-200"
        >
          {history.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">{entry.archetype}</p>
                <p className="text-stone-600">
                  {entry.season} ·{' '}
                  <time dateTime={entry.createdAt}>
                    {new Date(entry.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                  </time>
                </p>
              </div>
              {entry.current ? (
                <span className="rounded bg-stone-100 px-2 py-0.5 text-xs font-semibold text-ink">
                  Current
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={restore.isPending}
                  aria-label={`Restore ${entry.archetype}, ${entry.season}`}
                  onClick={() => void onRestore(entry.id)}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
    </div>
  );
}
