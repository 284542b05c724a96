import { lazy, Suspense } from 'react';
import { isInsufficientAnalysis } from '@uniform/contracts/stored';
import { Dashboard } from '../components/Dashboard';
import { DashboardLoading, NoAnalysis } from '../components/DashboardStates';
import { useStoredAnalysis } from '../hooks/use-stored-analysis';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

// Only an insufficient analysis shows it, and it brings its selects and mutation: its own chunk.
const FallbackSelection = lazy(() =>
  import('../components/FallbackSelection').then((module) => ({ default: module.FallbackSelection })),
);

/**
 * /dashboard (spec 2 §2.1): the stored analysis decides the state. None: the way to onboarding.
 * Insufficient: the archetype-selection fallback (§2.2). Otherwise the full dashboard.
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const analysis = useStoredAnalysis();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      {analysis === undefined ? (
        <DashboardLoading />
      ) : analysis === null ? (
        <NoAnalysis />
      ) : isInsufficientAnalysis(analysis) ? (
        <Suspense fallback={<DashboardLoading />}>
          <FallbackSelection analysis={analysis} />
        </Suspense>
      ) : (
        // A new analysis (e.g. from the fallback) starts the page's state afresh.
        <Dashboard key={analysis.generatedAt ?? analysis.styleArchetype} analysis={analysis} />
      )}
    </div>
  );
}
