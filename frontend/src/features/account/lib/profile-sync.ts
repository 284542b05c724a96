import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { StyleProfile, StyleProfileContentInput } from '@uniform/contracts';
import { callOperation, errorMessage } from '../../../shared/api/api-client';
import { toast } from '../../../shared/ui/use-toast';
import { rememberSavedProfile, setProfileConsent } from '../api/profile';
import { browserContent, contentText, loadProfileIntoBrowser } from './profile-content';

/**
 * Keeps the account's style profile in step with this browser (issue 20) once a signed-in user
 * with consent has arrived and the sign-in decision is made (ProfileSync). Every change of the
 * browser's stores is saved with PUT /api/style-profile after a pause (debounced), one save at a
 * time; a failure is told in a toast, keeps the browser's data and is retried on the next change.
 * It knows whether the browser's profile is in the account, which the Save Profile button shows
 * and sign-out uses to clear the browser without asking.
 */
export const PROFILE_SAVE_DEBOUNCE_MS = 800;

/**
 * off: not syncing (signed out, no consent, deciding); empty: no analysis in this browser;
 * unsaved: a change waits for its save; saving: a save is in flight; saved: the account holds
 * what the browser holds; failed: the last save failed (retried on the next change or click).
 */
export type ProfileSyncStatus = 'off' | 'empty' | 'unsaved' | 'saving' | 'saved' | 'failed';

export interface ProfileSyncDeps {
  /** What the browser holds now. */
  read(): StyleProfileContentInput | null;
  /** Puts a profile into the browser's stores. */
  load(profile: StyleProfile): void;
  save(content: StyleProfileContentInput): Promise<StyleProfile>;
  onError(error: unknown): void;
  debounceMs: number;
}

export interface ProfileSync {
  status(): ProfileSyncStatus;
  isActive(): boolean;
  /** Starts syncing; `savedText` is what the account is known to hold already (none: unknown). */
  start(savedText?: string): void;
  /** Stops syncing and forgets what the account holds (sign-out, consent withdrawn). */
  stop(): void;
  /** One of the browser's stores changed: save it after the pause, if it differs. */
  changed(): void;
  /** Saves now (after any save in flight); true when the account then holds the browser's profile. */
  saveNow(): Promise<boolean>;
  /** Puts a profile from the account into the browser and starts syncing, with it as saved. */
  adopt(profile: StyleProfile): void;
  /** Whether the browser's analysis is in the account: the last save succeeded, nothing is pending. */
  isBrowserSaved(): boolean;
  /** Hears of each successful save, with the profile the account answered. */
  onSaved(listener: (profile: StyleProfile) => void): () => void;
  subscribe(listener: () => void): () => void;
}

export function createProfileSync(deps: ProfileSyncDeps): ProfileSync {
  const listeners = new Set<() => void>();
  const savedListeners = new Set<(profile: StyleProfile) => void>();
  let active = false;
  let savedText: string | null = null;
  let failed = false;
  let saving = 0;
  let adopting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Saves run one after another; a save queued behind one that already saved the same content is a no-op.
  let queue: Promise<unknown> = Promise.resolve();
  // A save answered after stop() (signing out meanwhile) belongs to the old session and is ignored.
  let session = 0;
  let status: ProfileSyncStatus = 'off';

  function compute(): ProfileSyncStatus {
    if (!active) return 'off';
    if (saving) return 'saving';
    const text = contentText(deps.read());
    if (!text) return 'empty';
    if (text === savedText) return 'saved';
    return failed ? 'failed' : 'unsaved';
  }
  function refresh() {
    const next = compute();
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener());
  }
  function cancelTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  async function saveOnce(): Promise<boolean> {
    const content = deps.read();
    const text = contentText(content);
    if (!active || !content || text === savedText) return true;
    const started = session;
    saving += 1;
    refresh();
    try {
      const profile = await deps.save(content);
      if (started !== session) return false;
      savedText = text;
      failed = false;
      savedListeners.forEach((listener) => listener(profile));
      return true;
    } catch (error) {
      if (started !== session) return false;
      failed = true;
      deps.onError(error);
      return false;
    } finally {
      saving -= 1;
      refresh();
    }
  }

  function saveNow(): Promise<boolean> {
    cancelTimer();
    const run = queue.then(saveOnce);
    queue = run.catch(() => undefined);
    return run.then((ok) => ok && contentText(deps.read()) === savedText);
  }

  return {
    status: () => status,
    isActive: () => active,
    start(known) {
      session += 1;
      active = true;
      failed = false;
      savedText = known ?? null;
      refresh();
    },
    stop() {
      session += 1;
      cancelTimer();
      active = false;
      savedText = null;
      failed = false;
      refresh();
    },
    changed() {
      if (!active || adopting) return;
      refresh();
      if (status !== 'unsaved' && status !== 'failed' && status !== 'saving') return;
      cancelTimer();
      timer = setTimeout(() => {
        timer = undefined;
        void saveNow();
      }, deps.debounceMs);
    },
    saveNow,
    adopt(profile) {
      adopting = true;
      try {
        deps.load(profile);
      } finally {
        adopting = false;
      }
      cancelTimer();
      if (!active) session += 1;
      active = true;
      failed = false;
      savedText = contentText(deps.read());
      refresh();
    },
    isBrowserSaved: () => active && timer === undefined && status === 'saved',
    onSaved(listener) {
      savedListeners.add(listener);
      return () => savedListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const PROFILE_SAVE_FAILED_TITLE = 'Profile not saved';

/** The app's one sync, over the browser's stores and the profiles API. */
export const profileSync = createProfileSync({
  read: () => browserContent(),
  load: (profile) => loadProfileIntoBrowser(profile),
  save: (content) => callOperation('saveStyleProfile', content),
  onError: (error) =>
    toast({
      title: PROFILE_SAVE_FAILED_TITLE,
      description: `${errorMessage(error, 'We could not save your style profile.')} Your changes are kept in this browser.`,
      variant: 'destructive',
    }),
  debounceMs: PROFILE_SAVE_DEBOUNCE_MS,
});

export function useProfileSyncStatus(sync: ProfileSync = profileSync): ProfileSyncStatus {
  return useSyncExternalStore(sync.subscribe, sync.status, () => 'off');
}

export type SignUpSaveResult =
  | { saved: true }
  | { saved: false; reason: 'no-analysis' }
  | { saved: false; reason: 'failed'; message: string };

/**
 * Sign-up with "Save my style profile" ticked: consent, then the analysis in this browser saved to
 * the new account, so the 'Account created!' toast can truthfully say the profile was saved.
 */
export async function saveProfileOnSignUp(
  queryClient: QueryClient,
  sync: ProfileSync = profileSync,
): Promise<SignUpSaveResult> {
  try {
    await setProfileConsent(queryClient, true);
    const content = browserContent();
    if (!content) return { saved: false, reason: 'no-analysis' };
    const profile = await callOperation('saveStyleProfile', content);
    void rememberSavedProfile(queryClient, profile);
    // ProfileSync may have started meanwhile (consent is in the cache); else this save is its start.
    if (!sync.isActive()) sync.start(contentText(content));
    return { saved: true };
  } catch (error) {
    return {
      saved: false,
      reason: 'failed',
      message: errorMessage(error, 'We could not save your style profile.'),
    };
  }
}
