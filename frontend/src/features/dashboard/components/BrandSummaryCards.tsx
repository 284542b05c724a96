import { useMemo } from 'react';
import { analysisBudget, UNDETERMINED_ICON, type Analysis, type UniformPiece } from '@uniform/contracts';
import { lookFlatLay, upcomingEvents, type FlatLay, type UpcomingEvent } from '@uniform/style-engine';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { SectionCard } from '../../../shared/ui/Card';
import { Dialog, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { useCustomItems } from '../api/custom-items';
import { MESSAGES, CAPSULE_WARDROBE, EVENT_LOOKS } from '../content/dashboard-content';
import { eventBarColours } from '../lib/event-colours';
import { dashboardPieces, formatUsd, piecesTotal } from '../lib/pricing';
import type { DashboardTab } from '../lib/tabs';
import type { Tier } from '../lib/tier';
import { BrandList } from './BrandList';
import { BudgetBreakdownChart } from './BudgetBreakdownChart';
import { EventLookDetails, eventStyleNotes, OUTFIT_LABELS } from './EventLookDetails';
import { MetaLine } from './MetaLine';
import { MoodboardsSection } from './MoodboardsSection';
import { TierSelect } from './TierSelect';
import { UniformPiecesDialog } from './UniformPiecesDialog';
import { WordChips } from './WordChips';

const BRANDS_SHOWN = 4;

export interface BrandSummaryProps {
  analysis: Analysis;
  tier: Tier;
  onTierChange: (tier: Tier) => void;
  onAskScottie: (piece: UniformPiece) => void;
  onNavigate: (tab: DashboardTab) => void;
}

/**
 * The brand summary after its first card (spec 2 §2.1): the pieces, the investment, archetype, icon,
 * events, brands and moodboards. Below the first screen on a phone, so it loads after that paints.
 */
export function BrandSummaryCards({
  analysis,
  tier,
  onTierChange,
  onAskScottie,
  onNavigate,
}: BrandSummaryProps) {
  // One array per analysis, so the pieces dialog's memoised drawing holds across renders.
  const pieces = useMemo(() => dashboardPieces(analysis), [analysis]);
  const customItems = useCustomItems(analysis);
  const events = upcomingEvents(analysis.personalityProfile.environments ?? []);
  const iconUndetermined = analysis.styleIcon.name === UNDETERMINED_ICON;
  const eventColours = eventBarColours(analysis, events.length);

  return (
    <>
      <SectionCard
        title={`${pieces.length} Uniform Pieces`}
        description="The core wardrobe that carries your brand every day."
        contentClassName="space-y-4"
      >
        <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
          {pieces.slice(0, 6).map((piece) => (
            <li key={piece.id} className="truncate">
              {customItems.items[piece.id]?.name ?? piece.name}
            </li>
          ))}
        </ul>
        <UniformPiecesDialog
          pieces={pieces}
          tier={tier}
          customItems={customItems.items}
          onSave={customItems.save}
          onRemove={customItems.remove}
          onAskScottie={onAskScottie}
        />
        <Button variant="ghost" size="sm" onClick={() => onNavigate('capsule-wardrobe')}>
          {CAPSULE_WARDROBE.link}
        </Button>
      </SectionCard>

      <SectionCard
        title="Total Investment"
        description={`Based on ${formatUsd(analysisBudget(analysis))} budget`}
        contentClassName="space-y-4"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TierSelect
            id="investment-tier"
            tier={tier}
            onTierChange={onTierChange}
            className="w-full max-w-[12rem]"
          />
          <p
            className="text-3xl font-semibold tabular-nums"
            aria-live="polite"
            data-testid="investment-total"
          >
            {formatUsd(piecesTotal(pieces, tier))}
          </p>
        </div>
        <BudgetBreakdownChart pieces={pieces} tier={tier} />
      </SectionCard>

      <SectionCard title="Style Archetype" description={analysis.styleArchetype} contentClassName="space-y-3">
        <p className="text-sm leading-relaxed text-stone-700">{analysis.brandSummary}</p>
        <WordChips
          words={analysis.styleLanguage}
          label="Style language"
          chipClassName="bg-stone-100 font-medium"
        />
      </SectionCard>

      <SectionCard
        title="Style Icon"
        description={iconUndetermined ? MESSAGES.insufficientIcon : analysis.styleIcon.name}
        contentClassName="space-y-3"
      >
        {iconUndetermined ? (
          <p className="text-sm text-stone-600">{MESSAGES.insufficientIcon}</p>
        ) : (
          <p className="text-sm leading-relaxed text-stone-700">{analysis.styleIcon.description}</p>
        )}
        <WordChips
          words={analysis.archetypeKeywords}
          label="Archetype keywords"
          chipClassName="border border-stone-300"
        />
      </SectionCard>

      <SectionCard
        title="Upcoming Events"
        description="What to wear to what is next in your calendar."
        contentClassName="space-y-4"
      >
        {events.length === 0 ? (
          <p className="text-sm text-stone-600">
            Add the events you dress for in your analysis to see outfits here.
          </p>
        ) : (
          <ul className="space-y-3">
            {events.map((event, index) => (
              <EventRow
                key={event.id}
                event={event}
                colour={eventColours[index]!}
                look={analysis.eventLooks[event.outfitType]}
                flatLay={lookFlatLay(analysis, event.outfitType)}
                styleNotes={eventStyleNotes(analysis.styleLanguage)}
              />
            ))}
          </ul>
        )}
        {events.length ? (
          <Button variant="ghost" size="sm" onClick={() => onNavigate('event-looks')}>
            {EVENT_LOOKS.link}
          </Button>
        ) : null}
      </SectionCard>

      <SectionCard
        title="Recommended Brands"
        description="Chosen for your archetype at your market tier."
        contentClassName="space-y-4"
        className="lg:col-span-2"
      >
        <BrandList brands={analysis.brandRecommendations.slice(0, BRANDS_SHOWN)} />
        <Button variant="secondary" onClick={() => onNavigate('regional-brands')}>
          View All Recommendations
        </Button>
      </SectionCard>

      <MoodboardsSection analysis={analysis} className="lg:col-span-2" />
    </>
  );
}

function EventRow({
  event,
  colour,
  look,
  flatLay,
  styleNotes,
}: {
  event: UpcomingEvent;
  colour: string;
  look: string;
  flatLay: FlatLay | null;
  styleNotes: string[];
}) {
  return (
    <li className="flex items-center gap-3">
      <span aria-hidden className="h-10 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: colour }} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{event.title}</p>
        <MetaLine icon={CalendarDays}>{event.dateLabel}</MetaLine>
      </div>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="secondary" size="sm" aria-label={`View Outfit for ${event.title}`}>
            View Outfit
          </Button>
        </DialogTrigger>
        <DialogContent
          title={`${event.title} outfit`}
          description={`${event.dateLabel} · ${OUTFIT_LABELS[event.outfitType]} look`}
        >
          <EventLookDetails look={look} flatLay={flatLay} styleNotes={styleNotes} />
        </DialogContent>
      </Dialog>
    </li>
  );
}
