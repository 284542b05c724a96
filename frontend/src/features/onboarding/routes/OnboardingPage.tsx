import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { QuestionnaireAnswers } from '@uniform/contracts';
import { AnalyzingOverlay } from '../components/AnalyzingOverlay';
import { OnboardingWizard } from '../components/OnboardingWizard';
import { toast } from '../../../shared/ui/use-toast';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { errorMessage } from '../../../shared/api/api-client';
import { completeOnboarding, requestStyleAnalysis } from '../api/complete-onboarding';
import { onboardingDraft } from '../lib/draft';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

/**
 * /onboarding: the questionnaire, then the analysis (spec 1 §4): the overlay while it runs, the
 * result kept in this browser, a toast, and the dashboard; on failure a destructive toast and the
 * visitor stays on the last step with every answer.
 */
export default function OnboardingPage() {
  useDocumentTitle('Build Your Style Profile');
  const navigate = useNavigate();
  const analysis = useMutation({
    mutationFn: (answers: QuestionnaireAnswers) =>
      completeOnboarding(answers, { analyze: requestStyleAnalysis, store: analysisStore }),
    onSuccess: ({ placeholder }) => {
      onboardingDraft.clear();
      toast({
        title: 'Analysis Complete!',
        description: placeholder
          ? 'We need a little more to go on: choose the archetype that feels most like you.'
          : 'Your style profile is ready.',
      });
      navigate('/dashboard');
    },
    onError: (error) =>
      toast({ title: 'Analysis Failed', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <>
      <OnboardingWizard onComplete={(answers) => analysis.mutate(answers)} isLoading={analysis.isPending} />
      {analysis.isPending && <AnalyzingOverlay />}
    </>
  );
}
