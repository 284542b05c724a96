import { useSyncExternalStore } from 'react';
import type { Analysis } from '@uniform/contracts';

/**
 * The visitor's analysis lives only in this browser (the free tier keeps no data on our servers):
 * a small store with set and clear, persisted to localStorage so a reload keeps it.
 */
export const ANALYSIS_STORAGE_KEY = 'uniform.analysis.v1';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createAnalysisStore(storage: KeyValueStorage | undefined) {
  let current: Analysis | null = read();
  const listeners = new Set<() => void>();

  function read(): Analysis | null {
    try {
      const raw = storage?.getItem(ANALYSIS_STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Analysis) : null;
    } catch {
      return null;
    }
  }
  const emit = () => listeners.forEach((listener) => listener());

  return {
    get: () => current,
    set(analysis: Analysis) {
      current = analysis;
      try {
        storage?.setItem(ANALYSIS_STORAGE_KEY, JSON.stringify(analysis));
      } catch {
        // Storage full or disabled (private mode): the analysis still lives for this page.
      }
      emit();
    },
    clear() {
      current = null;
      storage?.removeItem(ANALYSIS_STORAGE_KEY);
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const analysisStore = createAnalysisStore(
  typeof window === 'undefined' ? undefined : window.localStorage,
);

export function useAnalysis(): Analysis | null {
  return useSyncExternalStore(analysisStore.subscribe, analysisStore.get, () => null);
}
