import { useSyncExternalStore } from 'react';
import type { Analysis } from '@uniform/contracts';
import { analysisStore } from '../../../shared/lib/analysis-store';

/**
 * The stored analysis, or undefined while it cannot be read yet (server rendering and hydration),
 * which the dashboard shows as 'Loading your style profile...'.
 */
export function useStoredAnalysis(): Analysis | null | undefined {
  return useSyncExternalStore(analysisStore.subscribe, analysisStore.get, () => undefined);
}
