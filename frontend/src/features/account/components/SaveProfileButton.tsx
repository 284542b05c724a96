import { useId, useState, type ReactNode } from 'react';
import { Check, Save } from 'lucide-react';
import { errorMessage } from '../../../shared/api/api-client';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { toast } from '../../../shared/ui/use-toast';
import { useSimpleUser } from '../api/auth';
import { useProfileConsent, useSetProfileConsent } from '../api/profile';
import { profileSync, useProfileSyncStatus } from '../lib/profile-sync';
import { CONSENT_SWITCH_LABEL } from '../content/account-content';

/**
 * The dashboard header's Save Profile (spec 1 §2, issue 20). Signed out: disabled with the premium
 * mark. Signed in with consent: saves now, reading "Saving…" while it does and "Saved" with a check
 * while the account holds what this browser holds. Signed in without consent: asks for it.
 */
export function SaveProfileButton({ premiumMark }: { premiumMark: ReactNode }) {
  const { data: user } = useSimpleUser();
  const consent = useProfileConsent(Boolean(user));
  const status = useProfileSyncStatus();
  const [asking, setAsking] = useState(false);
  const markId = useId();

  if (!user) {
    return (
      <>
        <Button variant="secondary" disabled aria-describedby={markId}>
          <Save className="h-4 w-4" aria-hidden />
          Save Profile
        </Button>
        <span id={markId}>{premiumMark}</span>
      </>
    );
  }
  if (consent.data?.consent !== true) {
    return (
      <>
        <Button variant="secondary" disabled={consent.isPending} onClick={() => setAsking(true)}>
          <Save className="h-4 w-4" aria-hidden />
          Save Profile
        </Button>
        <ConsentPrompt open={asking} onOpenChange={setAsking} />
      </>
    );
  }
  const saving = status === 'saving';
  const saved = status === 'saved';
  return (
    <Button
      variant="secondary"
      // Off while the sign-in decision is pending (or nothing is in this browser): there is nothing to save yet.
      disabled={saving || status === 'off' || status === 'empty'}
      aria-busy={saving || undefined}
      onClick={() => void profileSync.saveNow()}
    >
      {saved ? <Check className="h-4 w-4" aria-hidden /> : <Save className="h-4 w-4" aria-hidden />}
      <span aria-live="polite">{saving ? 'Saving…' : saved ? 'Saved' : 'Save Profile'}</span>
    </Button>
  );
}

/** Consent asked where the user wants to save: on, the sync saves the browser's analysis. */
function ConsentPrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const setConsent = useSetProfileConsent();
  const give = () =>
    setConsent.mutateAsync(true).then(
      () => onOpenChange(false),
      (error: unknown) =>
        toast({
          title: 'Could not turn on saving',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Save your style profile?"
        description="Your account will keep your analysis, your answers and your edits, so you can open them on any device. You can turn this off in the account menu; that deletes the saved profiles."
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button disabled={setConsent.isPending} onClick={() => void give()}>
            {CONSENT_SWITCH_LABEL}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
