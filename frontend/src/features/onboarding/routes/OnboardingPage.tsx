import { lazy, Suspense } from 'react';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { usePainted } from '../../../shared/lib/after-first-paint';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { PageLoading } from '../../../shared/ui/PageLoading';

// Everything but the heading: react-hook-form, the zod contracts and the analysis call, about 100 kB
// gzip that a slow phone takes most of a second to fetch.
const OnboardingFlow = lazy(() => import('./OnboardingFlow'));

const loading = (
  <OnboardingFrame>
    <PageLoading />
  </OnboardingFrame>
);

/**
 * /onboarding: the page's heading at once, then the questionnaire and its analysis (OnboardingFlow).
 * The questionnaire's code is asked for once the heading has been painted, not while this page
 * renders: React reveals a page together with what it fetched meanwhile (and holds a reveal up to
 * 300 ms), so the heading would wait for it, and Lighthouse charges every script requested before
 * the largest paint, the heading, to that paint (issue 23). As a transition, the heading stays in
 * place until the questionnaire is ready to replace it.
 */
export default function OnboardingPage() {
  useDocumentTitle('Build Your Style Profile');
  const headingPainted = usePainted();
  return <Suspense fallback={loading}>{headingPainted ? <OnboardingFlow /> : loading}</Suspense>;
}
