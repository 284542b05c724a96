import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { QuestionnaireAnswers } from '@uniform/contracts';
import { AnalyzingOverlay } from '../components/AnalyzingOverlay';
import { OnboardingWizard, type EditAnswers } from '../components/OnboardingWizard';
import { dismissToast, toast } from '../../../shared/ui/use-toast';
import { analysisStore, EDIT_ANSWERS_PARAM } from '../../../shared/lib/analysis-store';
import { errorMessage } from '../../../shared/api/api-client';
import { completeOnboarding, requestStyleAnalysis } from '../api/complete-onboarding';
import { ANALYSIS_TOASTS } from '../content/onboarding-content';
import { onboardingDraft } from '../lib/draft';
import { answersFromProfile } from '../lib/form-values';

/**
 * `?edit=<step>` ("Edit your answers" on the dashboard): the stored answers, opened at that step. An
 * analysis stored before its answers were kept opens with what its profile echoes. Nothing stored:
 * the questionnaire as usual.
 */
function editFromUrl(params: URLSearchParams): EditAnswers | undefined {
  if (!params.has(EDIT_ANSWERS_PARAM)) return undefined;
  const analysis = analysisStore.get();
  const answers =
    analysisStore.answers() ?? (analysis ? answersFromProfile(analysis.personalityProfile) : undefined);
  if (!answers) return undefined;
  return { answers, step: Number(params.get(EDIT_ANSWERS_PARAM)) || 0 };
}

/**
 * The questionnaire, then the analysis (spec 1 §4): the overlay while it runs, the result kept in
 * this browser with its answers, a toast, and the dashboard; on failure a destructive toast and the
 * visitor stays on the last step with every answer. Opened to edit the answers, the same flow re-runs
 * the analysis and the dashboard shows the new one.
 */
export default function OnboardingFlow() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: the wizard owns the answers from here on.
  const [edit] = useState(() => editFromUrl(params));
  const analysis = useMutation({
    mutationFn: (answers: QuestionnaireAnswers) =>
      completeOnboarding(answers, { analyze: requestStyleAnalysis, store: analysisStore }),
    // A retry starts clean: the last failure's toast would otherwise sit over the overlay.
    onMutate: () => dismissToast(),
    onSuccess: ({ placeholder }) => {
      onboardingDraft.clear();
      toast(placeholder ? ANALYSIS_TOASTS.placeholder : ANALYSIS_TOASTS.complete);
      navigate('/dashboard');
    },
    onError: (error) =>
      toast({ title: 'Analysis Failed', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <>
      <OnboardingWizard
        onComplete={(answers) => analysis.mutate(answers)}
        isLoading={analysis.isPending}
        edit={edit}
      />
      {analysis.isPending && <AnalyzingOverlay />}
    </>
  );
}
