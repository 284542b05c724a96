import { useSyncExternalStore } from 'react';
import {
  analysisSchema,
  questionnaireAnswersSchema,
  styleProfileAnalysisKey,
  type Analysis,
  type QuestionnaireAnswers,
} from '@uniform/contracts/stored';
import { parseJsonAs } from './parse-json';

/**
 * The visitor's analysis lives only in this browser (the free tier keeps no data on our servers):
 * a small store with set and clear, persisted to localStorage so a reload keeps it, and shared
 * between tabs. The answers it was made from are kept beside it, so "Edit your answers" can open the
 * questionnaire with every answer filled in. Whatever is read back is checked against the contract,
 * so an entry written by an older version of the app is dropped instead of breaking the dashboard.
 */
export const ANALYSIS_STORAGE_KEY = 'uniform.analysis.v1';
export const ANSWERS_STORAGE_KEY = 'uniform.answers.v1';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// The questionnaire's draft (the onboarding feature's store); named here so sign-out can clear it too.
export const ONBOARDING_DRAFT_KEY = 'uniform.onboarding-draft.v1';

export interface AnalysisStore {
  get(): Analysis | null;
  /** The answers of the stored analysis, or null when none were kept (an analysis from before). */
  answers(): QuestionnaireAnswers | null;
  /**
   * Stores an analysis; with `answers`, those replace the kept ones. Without (an archetype chosen on
   * the fallback), the answers already kept still describe the visitor and stay.
   */
  set(analysis: Analysis, answers?: QuestionnaireAnswers): void;
  clear(): void;
  /** Whether this browser keeps any of the visitor's style data: the analysis, its answers or a draft. */
  holdsAny(): boolean;
  /** Clears the analysis, its answers and the questionnaire draft: nothing of them stays in this browser. */
  clearAll(): void;
  /** Re-reads storage (another tab changed it) and tells listeners when the value changed. */
  reload(): void;
  subscribe(listener: () => void): () => void;
}

/** Checked, not parsed: parsing would add the schema's defaults to answers the visitor skipped. */
function readAnswers(text: string | null): QuestionnaireAnswers | null {
  const parsed = parseJsonAs(questionnaireAnswersSchema, text);
  return parsed && text ? (JSON.parse(text) as QuestionnaireAnswers) : null;
}

export function createAnalysisStore(storage: KeyValueStorage | undefined): AnalysisStore {
  const listeners = new Set<() => void>();
  let raw = read(ANALYSIS_STORAGE_KEY);
  let current = parseJsonAs(analysisSchema, raw);
  let rawAnswers = read(ANSWERS_STORAGE_KEY);
  let answers = readAnswers(rawAnswers);

  function read(key: string): string | null {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }
  function write(key: string, text: string | null) {
    try {
      if (text === null) storage?.removeItem(key);
      else storage?.setItem(key, text);
    } catch {
      // Storage full or disabled (private mode): the analysis still lives for this page.
    }
  }
  const emit = () => listeners.forEach((listener) => listener());
  function clear() {
    current = null;
    answers = null;
    raw = rawAnswers = null;
    write(ANALYSIS_STORAGE_KEY, null);
    write(ANSWERS_STORAGE_KEY, null);
    emit();
  }

  return {
    get: () => current,
    answers: () => answers,
    set(analysis, given) {
      current = analysis;
      raw = JSON.stringify(analysis);
      write(ANALYSIS_STORAGE_KEY, raw);
      if (given) {
        answers = given;
        rawAnswers = JSON.stringify(given);
        write(ANSWERS_STORAGE_KEY, rawAnswers);
      }
      emit();
    },
    clear,
    holdsAny() {
      return (
        current !== null ||
        answers !== null ||
        [ANALYSIS_STORAGE_KEY, ANSWERS_STORAGE_KEY, ONBOARDING_DRAFT_KEY].some((key) => read(key) !== null)
      );
    },
    clearAll() {
      write(ONBOARDING_DRAFT_KEY, null);
      clear();
    },
    reload() {
      const next = read(ANALYSIS_STORAGE_KEY);
      const nextAnswers = read(ANSWERS_STORAGE_KEY);
      if (next === raw && nextAnswers === rawAnswers) return;
      if (next !== raw) current = parseJsonAs(analysisSchema, next);
      if (nextAnswers !== rawAnswers) answers = readAnswers(nextAnswers);
      raw = next;
      rawAnswers = nextAnswers;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Which analysis something the user made belongs to (saved looks, edits): the contracts' rule, so
 * the browser's stores and the account's profiles agree on what "the same analysis" is.
 */
export const analysisKey = styleProfileAnalysisKey;

/**
 * "Edit your answers" (issue 19): the questionnaire opened on the stored answers, at a step when one
 * is given (`/onboarding?edit=10`), else at the first answer. Shared by the dashboard's link and the
 * onboarding page that reads it.
 */
export const EDIT_ANSWERS_PARAM = 'edit';
export function editAnswersHref(step?: number): string {
  return `/onboarding?${EDIT_ANSWERS_PARAM}=${step ?? ''}`;
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
    if (event.key === ANALYSIS_STORAGE_KEY || event.key === ANSWERS_STORAGE_KEY || event.key === null)
      analysisStore.reload();
  });
}

export function useAnalysis(): Analysis | null {
  return useSyncExternalStore(analysisStore.subscribe, analysisStore.get, () => null);
}
