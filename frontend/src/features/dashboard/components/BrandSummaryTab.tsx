import { Button } from '../../../shared/ui/Button';
import { SectionCard } from '../../../shared/ui/Card';
import { brandColours } from '../lib/analysis-view';
import { lazyWhenIdle } from '../../../shared/lib/after-first-paint';
import type { BrandSummaryProps } from './BrandSummaryCards';
import { PanelSuspense } from './PanelSuspense';
import { Swatch } from './Swatch';

// Below a phone's first screen: loads after it, as the other panels (see Dashboard).
const BrandSummaryCards = lazyWhenIdle(
  () => import('./BrandSummaryCards'),
  (module) => module.BrandSummaryCards,
);

/** The default tab: the brand colors fill a phone's first screen under the header; the rest loads after. */
export function BrandSummaryTab(props: BrandSummaryProps) {
  const { analysis, onNavigate } = props;
  const { primary, secondary } = brandColours(analysis);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard
        title="Your Brand Colors"
        description={`${analysis.colorAnalysis.season} · ${analysis.colorAnalysis.undertone} undertone`}
        contentClassName="space-y-3"
      >
        {(
          [
            ['Primary', primary],
            ['Secondary', secondary],
          ] as const
        ).map(([label, colour]) =>
          colour ? (
            <div key={label} className="flex items-center gap-3">
              <Swatch hex={colour.hex} className="h-12 w-12" />
              <div>
                <p className="text-xs uppercase tracking-wide text-stone-500">{label}</p>
                <p className="font-medium">{colour.name}</p>
                <p className="font-mono text-xs text-stone-600">{colour.hex}</p>
              </div>
            </div>
          ) : null,
        )}
        {!primary && !secondary ? (
          <p className="text-sm text-stone-600">
            Your brand colors appear once your color analysis is complete.
          </p>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => onNavigate('color-analysis')}>
          See your full palette
        </Button>
      </SectionCard>

      <PanelSuspense>
        <BrandSummaryCards {...props} />
      </PanelSuspense>
    </div>
  );
}
