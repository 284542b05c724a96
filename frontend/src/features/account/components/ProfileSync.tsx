import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StyleProfile } from '@uniform/contracts';
import { errorMessage } from '../../../shared/api/api-client';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { savedLooksStore } from '../../../shared/lib/saved-looks-store';
import { styleEditsStore } from '../../../shared/lib/style-edits-store';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { toast } from '../../../shared/ui/use-toast';
import { useSimpleUser } from '../api/auth';
import { rememberSavedProfile, styleProfileQuery, useProfileConsent } from '../api/profile';
import { decideOnSignIn } from '../lib/profile-content';
import { profileSync } from '../lib/profile-sync';

/**
 * Mounted once in the app layout. For a signed-in user with consent it decides, on sign-in or a
 * page load, between the account's profile and this browser's (issue 20): the profile loads into
 * an empty browser, the newer of the same analysis wins, two different analyses are the user's
 * choice (asked once). Then the sync saves every change. Signing out or withdrawing consent stops it.
 */
export function ProfileSync() {
  const queryClient = useQueryClient();
  const { data: user } = useSimpleUser();
  const consent = useProfileConsent(Boolean(user));
  const email = user?.email;
  const consented = Boolean(email) && consent.data?.consent === true;
  const refused = user === null || consent.data?.consent === false;
  // The question belongs to the session it was asked in: signing out (or another account) drops it.
  const [conflict, setConflict] = useState<{ email: string; profile: StyleProfile } | null>(null);

  useEffect(() => {
    const changed = () => profileSync.changed();
    const stops = [analysisStore, savedLooksStore, styleEditsStore].map((store) => store.subscribe(changed));
    const stopSaved = profileSync.onSaved((profile) => void rememberSavedProfile(queryClient, profile));
    return () => {
      stops.forEach((stop) => stop());
      stopSaved();
    };
  }, [queryClient]);

  useEffect(() => {
    if (refused) profileSync.stop();
  }, [refused]);

  useEffect(() => {
    // Sign-up with consent starts the sync itself, having saved the browser's profile.
    if (!consented || profileSync.isActive()) return;
    let cancelled = false;
    queryClient.fetchQuery(styleProfileQuery()).then(
      (profile) => {
        if (cancelled || !email || profileSync.isActive()) return;
        const decision = decideOnSignIn(profile);
        if (decision.kind === 'load') profileSync.adopt(decision.profile);
        else if (decision.kind === 'ask') setConflict({ email, profile: decision.profile });
        else {
          profileSync.start();
          if (decision.kind === 'save') void profileSync.saveNow();
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        toast({
          title: 'Saved profile not loaded',
          description: errorMessage(error, 'We could not load your saved style profile.'),
          variant: 'destructive',
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [consented, email, queryClient]);

  if (!conflict || !consented || conflict.email !== email) return null;
  const { profile } = conflict;
  const choose = (keep: 'account' | 'browser') => {
    setConflict(null);
    if (keep === 'account') {
      profileSync.adopt(profile);
    } else {
      profileSync.start();
      void profileSync.saveNow();
    }
  };
  return <ProfileConflictDialog profile={profile} onChoose={choose} />;
}

/** The one question when the account and this browser hold different analyses. */
function ProfileConflictDialog({
  profile,
  onChoose,
}: {
  profile: StyleProfile;
  onChoose: (keep: 'account' | 'browser') => void;
}) {
  const here = analysisStore.get();
  const saved = new Date(profile.updatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
  return (
    <Dialog open>
      <DialogContent
        title="Which style profile should we keep?"
        description="Your account and this browser hold different style analyses."
        dismissible={false}
      >
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-medium">Saved in your account</dt>
            <dd className="text-stone-700">
              {profile.analysis.styleArchetype} · {profile.analysis.colorAnalysis.season} · saved {saved}
            </dd>
          </div>
          {here ? (
            <div>
              <dt className="font-medium">In this browser</dt>
              <dd className="text-stone-700">
                {here.styleArchetype} · {here.colorAnalysis.season}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-3 text-sm text-stone-600">
          Using this browser&apos;s analysis saves it to your account; the saved one stays in your history.
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => onChoose('account')}>Keep my saved profile</Button>
          <Button variant="secondary" onClick={() => onChoose('browser')}>
            Use the analysis in this browser
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
