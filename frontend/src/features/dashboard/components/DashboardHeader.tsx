import { lazy, useId } from 'react';
import type { Analysis } from '@uniform/contracts';
import { Download, PencilLine, Save } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { editAnswersHref } from '../../../shared/lib/analysis-store';
import { DASHBOARD_TITLE, MESSAGES } from '../content/dashboard-content';
import { firstSentence } from '../lib/analysis-view';
import { useStyleEdits } from '../../../shared/lib/style-edits-store';
import { usePdfDownload } from '../hooks/use-download';
import { AfterFirstPaint } from './PanelSuspense';
import { PremiumBadge } from './PremiumBadge';
import { ProgressBar } from './ProgressBar';

// The account feature (who is signed in, consent, the sync: ~30 kB) loads once the header is painted.
const SaveProfileButton = lazy(() =>
  import('../../account').then((account) => ({ default: account.SaveProfileButton })),
);

/** Save Profile while its code loads: as it shows signed out (disabled, described as premium). */
function SaveProfileLoading() {
  const markId = useId();
  return (
    <>
      <Button variant="secondary" disabled aria-describedby={markId}>
        <Save className="h-4 w-4" aria-hidden />
        Save Profile
      </Button>
      <span id={markId}>
        <PremiumBadge />
      </span>
    </>
  );
}

/**
 * Title, archetype, the summary's first sentence, Download Uniform, Edit your answers (the
 * questionnaire on the stored answers, which re-runs the analysis) and Save Profile (premium when
 * signed out; saves to the account when signed in).
 */
export function DashboardHeader({ analysis }: { analysis: Analysis }) {
  // The uniform PDF carries the user's own pieces and chosen tier, as the dashboard shows them.
  const { customItems, tier } = useStyleEdits(analysis);
  const { state, start } = usePdfDownload(analysis, { document: 'uniform', customItems, tier });
  const downloading = state.status === 'downloading';
  return (
    <header className="space-y-4">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{DASHBOARD_TITLE}</h1>
          <p className="text-lg font-medium text-stone-800">{analysis.styleArchetype}</p>
          <p className="max-w-2xl text-stone-700">{firstSentence(analysis.brandSummary)}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button onClick={() => void start()} disabled={downloading} aria-busy={downloading || undefined}>
            <Download className="h-4 w-4" aria-hidden />
            {downloading ? 'Preparing Uniform...' : 'Download Uniform'}
          </Button>
          <Link
            to={editAnswersHref()}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-ink hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
          >
            <PencilLine className="h-4 w-4" aria-hidden />
            Edit your answers
          </Link>
          <AfterFirstPaint fallback={<SaveProfileLoading />}>
            <SaveProfileButton premiumMark={<PremiumBadge />} />
          </AfterFirstPaint>
        </div>
      </div>
      {/* Reserved height: the bar appears without pushing the tabs down. */}
      <div className="min-h-2" aria-live="polite">
        {downloading ? <ProgressBar percent={state.percent} label="Downloading your uniform" /> : null}
      </div>
      {state.status === 'failed' ? (
        <Alert variant="destructive">
          {MESSAGES.downloadFailedPrefix}
          {state.message || 'Failed to generate PDF'}
        </Alert>
      ) : null}
    </header>
  );
}
