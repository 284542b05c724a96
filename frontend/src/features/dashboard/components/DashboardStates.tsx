import { Link } from 'react-router-dom';
import { Loader2 } from 'lucide-react';
import { SectionCard } from '../../../shared/ui/Card';
import { DASHBOARD_TITLE, MESSAGES } from '../content/dashboard-content';

export function DashboardLoading() {
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{DASHBOARD_TITLE}</h1>
      <p role="status" className="flex min-h-40 items-center justify-center gap-2 text-stone-600">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
        {MESSAGES.loading}
      </p>
    </div>
  );
}

export function NoAnalysis() {
  return (
    <div className="mx-auto max-w-xl space-y-6 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{DASHBOARD_TITLE}</h1>
      <SectionCard title={MESSAGES.noAnalysisTitle} description={MESSAGES.noAnalysisText}>
        <Link
          to="/onboarding"
          className="inline-flex h-12 items-center justify-center rounded-md bg-ink px-6 font-medium text-paper hover:bg-stone-800"
        >
          {MESSAGES.startAnalysis}
        </Link>
      </SectionCard>
    </div>
  );
}
