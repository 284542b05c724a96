import { useMemo } from 'react';
import { capsuleFlatLay, lookbookLooks, lookFlatLay, lookTotal } from '@uniform/style-engine';
import { Button } from '../../../shared/ui/Button';
import { SectionCard } from '../../../shared/ui/Card';
import { cn } from '../../../shared/lib/cn';
import {
  CAPSULE_WARDROBE,
  HIDDEN_PANEL_LABELS,
  NO_LOOKS_TEXT,
  EVENT_LOOKS,
} from '../content/dashboard-content';
import { budgetBreakdown, dashboardPieces, formatUsd } from '../lib/pricing';
import type { PricedTabProps } from '../lib/tabs';
import { FlatLayImage } from './FlatLayImage';
import { TierSelect } from './TierSelect';

/**
 * The capsule wardrobe (hidden panel, spec 2 §2.1; issue 20): the 12 pieces priced at the page's
 * tier, their totals at every tier (the investment card's sums), and the engine's looks, the outfits
 * the pieces make for the user's events, each with its flat-lay.
 */
export function CapsuleWardrobePanel({ analysis, tier, onTierChange, onNavigate }: PricedTabProps) {
  const pieces = dashboardPieces(analysis);
  const looks = lookbookLooks(analysis);
  const capsule = useMemo(() => capsuleFlatLay(analysis, dashboardPieces(analysis)), [analysis]);
  const totals = budgetBreakdown(pieces);

  return (
    <div className="space-y-6">
      <SectionCard
        title={HIDDEN_PANEL_LABELS['capsule-wardrobe']}
        description={CAPSULE_WARDROBE.description}
        contentClassName="space-y-6"
      >
        {capsule ? (
          <FlatLayImage flatLay={capsule} className="mx-auto max-w-2xl rounded-lg border border-stone-200" />
        ) : null}
        <TierSelect
          id="capsule-tier"
          tier={tier}
          onTierChange={onTierChange}
          className="w-full max-w-[12rem]"
        />
        <section aria-labelledby="capsule-pieces" className="space-y-2">
          <h3 id="capsule-pieces" className="text-sm font-semibold">
            {CAPSULE_WARDROBE.piecesTitle}
          </h3>
          <ul aria-labelledby="capsule-pieces" className="divide-y divide-stone-200 text-sm">
            {pieces.map((piece) => (
              <li key={piece.id} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0">
                  {piece.name}
                  <span className="text-xs capitalize text-stone-500"> · {piece.category}</span>
                </span>
                <span className="tabular-nums">{formatUsd(piece.prices[tier])}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="capsule-tier-totals" className="space-y-2 border-t border-stone-200 pt-4">
          <h3 id="capsule-tier-totals" className="text-sm font-semibold">
            {CAPSULE_WARDROBE.tierTotalsLabel}
          </h3>
          <dl className="grid gap-2 sm:grid-cols-3">
            {totals.map((row) => (
              <div
                key={row.tier}
                className={cn(
                  'rounded-lg border p-3',
                  row.tier === tier ? 'border-ink bg-stone-50' : 'border-stone-200',
                )}
              >
                <dt className="text-xs text-stone-600">{row.label}</dt>
                <dd className="text-xl font-semibold tabular-nums" data-testid={`capsule-total-${row.tier}`}>
                  {formatUsd(row.total)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </SectionCard>

      <SectionCard title={CAPSULE_WARDROBE.outfitsTitle} contentClassName="space-y-4">
        {looks.length === 0 ? (
          <p className="text-sm text-stone-600">{NO_LOOKS_TEXT}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {looks.map((look) => {
              const flatLay = lookFlatLay(analysis, look.key);
              return (
                <li key={look.key} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-4">
                  <h4 className="font-serif text-lg font-semibold">{look.name}</h4>
                  <p className="text-xs text-stone-500">{look.occasion}</p>
                  {flatLay ? (
                    <FlatLayImage flatLay={flatLay} className="rounded-md border border-stone-200" />
                  ) : null}
                  <p className="flex-1 text-sm text-stone-700">{look.description}</p>
                  <p className="text-xs text-stone-600">{look.items.map((item) => item.name).join(' · ')}</p>
                  <p
                    className="text-lg font-semibold tabular-nums"
                    data-testid={`capsule-look-total-${look.key}`}
                  >
                    {formatUsd(lookTotal(look.items, tier))}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="ghost" size="sm" onClick={() => onNavigate('event-looks')}>
          {EVENT_LOOKS.link}
        </Button>
      </SectionCard>
    </div>
  );
}
