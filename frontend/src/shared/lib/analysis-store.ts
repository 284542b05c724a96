import { useSyncExternalStore } from 'react';
import { analysisSchema, type Analysis } from '@uniform/contracts';
import { parseJsonAs } from './parse-json';

/**
 * The visitor's analysis lives only in this browser (the free tier keeps no data on our servers):
 * a small store with set and clear, persisted to localStorage so a reload keeps it, and shared
 * between tabs. Whatever is read back is checked against the contract, so an entry written by an
 * older version of the app is dropped instead of breaking the dashboard.
 */
export const ANALYSIS_STORAGE_KEY = 'uniform.analysis.v1';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AnalysisStore {
  get(): Analysis | null;
  set(analysis: Analysis): void;
  clear(): void;
  /** Re-reads storage (another tab changed it) and tells listeners when the value changed. */
  reload(): void;
  subscribe(listener: () => void): () => void;
}

export function createAnalysisStore(storage: KeyValueStorage | undefined): AnalysisStore {
  const listeners = new Set<() => void>();
  let raw = readRaw();
  let current = parseJsonAs(analysisSchema, raw);

  function readRaw(): string | null {
    try {
      return storage?.getItem(ANALYSIS_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
  function write(text: string | null) {
    raw = text;
    try {
      if (text === null) storage?.removeItem(ANALYSIS_STORAGE_KEY);
      else storage?.setItem(ANALYSIS_STORAGE_KEY, text);
    } catch {
      // Storage full or disabled (private mode): the analysis still lives for this page.
    }
  }
  const emit = () => listeners.forEach((listener) => listener());

  return {
    get: () => current,
    set(analysis) {
      current = analysis;
      write(JSON.stringify(analysis));
      emit();
    },
    clear() {
      current = null;
      write(null);
      emit();
    },
    reload() {
      const next = readRaw();
      if (next === raw) return;
      raw = next;
      current = parseJsonAs(analysisSchema, next);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** localStorage, or nothing where reading it throws (Safari with storage blocked, sandboxed frames). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const analysisStore = createAnalysisStore(browserStorage());

if (typeof window !== 'undefined') {
  // The storage event fires in the other tabs only, so a new analysis shows everywhere at once.
  window.addEventListener('storage', (event) => {
    if (event.key === ANALYSIS_STORAGE_KEY || event.key === null) analysisStore.reload();
  });
}

export function useAnalysis(): Analysis | null {
  return useSyncExternalStore(analysisStore.subscribe, analysisStore.get, () => null);
}
