import { useEffect } from 'react';
import { useAnalysis } from '../../../shared/lib/analysis-store';
import { savedLooksAnalysisKey } from '../../../shared/lib/saved-looks-store';
import { ApiError } from '../../../shared/api/api-client';
import { personalizeGetup } from '../api/getup-api';
import { getupTokenStore, type GetupTokenStore } from '../lib/getup-token-store';

/**
 * Getup texts become personal (issue 20): mounted once in the app shell, it watches this browser's
 * analysis, and when there is one, a Getup token is kept, and the texts were not yet made personal
 * with this analysis (the questionnaire was just completed, or a signed-in user's profile arrived),
 * it sends the analysis to POST /api/sms/personalize once. Failures are only logged: Getup goes on
 * with the texts it had; a token the server no longer knows is forgotten.
 */
export function useGetupPersonalization(store: GetupTokenStore = getupTokenStore): void {
  const analysis = useAnalysis();
  useEffect(() => {
    if (!analysis) return;
    const kept = store.get();
    const analysisKey = savedLooksAnalysisKey(analysis);
    if (!kept || kept.personalizedFor === analysisKey) return;
    if (!store.claimAttempt(kept.token, analysisKey)) return;
    personalizeGetup(kept.token, analysis)
      .then(() => store.markPersonalized(kept.token, analysisKey))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) store.forget(kept.token);
        console.warn('Getup personalization failed', error);
      });
  }, [analysis, store]);
}
