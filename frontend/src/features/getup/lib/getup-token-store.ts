import { z } from 'zod';
import { PERSONALIZATION_TOKEN_PATTERN } from '@uniform/contracts';
import { browserStorage, type KeyValueStorage } from '../../../shared/lib/analysis-store';
import { parseJsonAs } from '../../../shared/lib/parse-json';

/**
 * The personalization token of this browser's Getup subscription (issue 20): the subscribe answer
 * gives it, and it is what lets this browser, later, make the texts personal with its analysis. It
 * is kept in localStorage with the key of the analysis the texts were last made personal with, so a
 * new analysis is sent once and an unchanged one never. What is read back is checked with zod.
 */
export const GETUP_STORAGE_KEY = 'uniform.getup.v1';

const keptSchema = z.object({
  token: z.string().regex(PERSONALIZATION_TOKEN_PATTERN),
  /** The analysis (savedLooksAnalysisKey) the texts were last made personal with; null while general. */
  personalizedFor: z.string().nullable(),
});
export type KeptGetupToken = z.infer<typeof keptSchema>;

export interface GetupTokenStore {
  get(): KeptGetupToken | null;
  /** A subscribe answer's token; `personalizedFor` is the analysis it was sent with, if any. */
  keep(token: string, personalizedFor: string | null): void;
  /** The texts now follow that analysis (only while `token` is still the kept one). */
  markPersonalized(token: string, analysisKey: string): void;
  /** The server knows the token no more (the subscription ended): stop sending it. */
  forget(token: string): void;
  /**
   * True the first time this page asks for (token, analysis): the hook sends each personalization
   * once, whatever re-renders or failures follow.
   */
  claimAttempt(token: string, analysisKey: string): boolean;
}

export function createGetupTokenStore(storage: KeyValueStorage | undefined): GetupTokenStore {
  const attempted = new Set<string>();
  const read = (): KeptGetupToken | null => {
    try {
      return parseJsonAs(keptSchema, storage?.getItem(GETUP_STORAGE_KEY));
    } catch {
      return null;
    }
  };
  const write = (kept: KeptGetupToken | null) => {
    try {
      if (kept) storage?.setItem(GETUP_STORAGE_KEY, JSON.stringify(kept));
      else storage?.removeItem(GETUP_STORAGE_KEY);
    } catch {
      // Storage full or disabled (private mode): the texts stay as they are.
    }
  };
  return {
    get: read,
    keep: (token, personalizedFor) => write(keptSchema.parse({ token, personalizedFor })),
    markPersonalized(token, analysisKey) {
      if (read()?.token === token) write({ token, personalizedFor: analysisKey });
    },
    forget(token) {
      if (read()?.token === token) write(null);
    },
    claimAttempt(token, analysisKey) {
      const attempt = `${token}|${analysisKey}`;
      if (attempted.has(attempt)) return false;
      attempted.add(attempt);
      return true;
    },
  };
}

export const getupTokenStore = createGetupTokenStore(browserStorage());
