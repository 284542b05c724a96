import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { Analysis } from '@uniform/contracts/stored';
import { analysisKey, browserStorage, type KeyValueStorage } from './analysis-store';
import { parseJsonAs } from './parse-json';
import { styleEditsStore } from './style-edits-store';

/**
 * A visitor's saved looks (issue 20): kept in this browser's localStorage beside the analysis, so
 * "Save Look" outlasts a reload. Each entry names the look and the analysis it was saved from, so a
 * new analysis starts with no saved looks instead of showing looks of the old one. What is read back
 * is checked with zod; an entry from another version of the app is dropped, never trusted.
 */
export const SAVED_LOOKS_STORAGE_KEY = 'uniform.saved-looks.v1';

const savedLookSchema = z.object({
  /** Which analysis: see `savedLooksAnalysisKey`. */
  analysis: z.string(),
  /** The look's key in the lookbook (pitchMeeting, conference, networking). */
  look: z.string().min(1),
  savedAt: z.string(),
});
const savedLooksSchema = z.array(savedLookSchema);
export type SavedLook = z.infer<typeof savedLookSchema>;

/** The analysis a look belongs to (see `analysisKey`). */
export const savedLooksAnalysisKey = analysisKey;

export interface SavedLooksStore {
  all(): readonly SavedLook[];
  save(analysis: Analysis, look: string): void;
  remove(analysis: Analysis, look: string): void;
  /** Replaces the looks of an analysis with a saved profile's. */
  replaceFor(analysis: Analysis, looks: readonly { look: string; savedAt: string }[]): void;
  /** Forgets every saved look (signing out with "clear this browser"). */
  clear(): void;
  /** Re-reads storage (another tab changed it) and tells listeners when the value changed. */
  reload(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * `onChange` hears of each look the user saves or removes, with its analysis (the app records the
 * time of the browser's last change with it); loading looks with replaceFor is not such a change.
 */
export function createSavedLooksStore(
  storage: KeyValueStorage | undefined,
  onChange?: (analysis: Analysis) => void,
): SavedLooksStore {
  const listeners = new Set<() => void>();
  let raw = read();
  let current: readonly SavedLook[] = parseJsonAs(savedLooksSchema, raw) ?? [];

  function read(): string | null {
    try {
      return storage?.getItem(SAVED_LOOKS_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
  function commit(next: readonly SavedLook[]) {
    current = next;
    raw = JSON.stringify(next);
    try {
      storage?.setItem(SAVED_LOOKS_STORAGE_KEY, raw);
    } catch {
      // Storage full or disabled (private mode): the look stays saved for this page.
    }
    listeners.forEach((listener) => listener());
  }
  const matches = (entry: SavedLook, analysis: Analysis, look: string) =>
    entry.analysis === savedLooksAnalysisKey(analysis) && entry.look === look;

  return {
    all: () => current,
    save(analysis, look) {
      if (current.some((entry) => matches(entry, analysis, look))) return;
      const entry = { analysis: savedLooksAnalysisKey(analysis), look, savedAt: new Date().toISOString() };
      commit([...current, entry]);
      onChange?.(analysis);
    },
    remove(analysis, look) {
      if (!current.some((entry) => matches(entry, analysis, look))) return;
      commit(current.filter((entry) => !matches(entry, analysis, look)));
      onChange?.(analysis);
    },
    replaceFor(analysis, looks) {
      const key = savedLooksAnalysisKey(analysis);
      const others = current.filter((entry) => entry.analysis !== key);
      const next = [...others, ...looks.map(({ look, savedAt }) => ({ analysis: key, look, savedAt }))];
      if (JSON.stringify(next) !== JSON.stringify(current)) commit(next);
    },
    clear() {
      if (current.length) commit([]);
    },
    reload() {
      const next = read();
      if (next === raw) return;
      raw = next;
      current = parseJsonAs(savedLooksSchema, next) ?? [];
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const savedLooksStore = createSavedLooksStore(browserStorage(), (analysis) =>
  styleEditsStore.touch(analysis),
);

if (typeof window !== 'undefined') {
  // Saved in one tab, shown in the others (the storage event fires only in those).
  window.addEventListener('storage', (event) => {
    if (event.key === SAVED_LOOKS_STORAGE_KEY || event.key === null) savedLooksStore.reload();
  });
}

const NO_LOOKS: readonly SavedLook[] = [];

/** The looks saved from this analysis, oldest first, with save and remove bound to it. */
export function useSavedLooks(analysis: Analysis, store: SavedLooksStore = savedLooksStore) {
  const entries = useSyncExternalStore(store.subscribe, store.all, () => NO_LOOKS);
  const key = savedLooksAnalysisKey(analysis);
  const saved = entries.filter((entry) => entry.analysis === key).map((entry) => entry.look);
  const save = useCallback((look: string) => store.save(analysis, look), [analysis, store]);
  const remove = useCallback((look: string) => store.remove(analysis, look), [analysis, store]);
  return { saved, save, remove };
}
