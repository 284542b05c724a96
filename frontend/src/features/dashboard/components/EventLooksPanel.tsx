import type { Analysis } from '@uniform/contracts';
import { lookFlatLay } from '@uniform/style-engine';
import { Button } from '../../../shared/ui/Button';
import { SectionCard } from '../../../shared/ui/Card';
import { EVENT_LOOKS, HIDDEN_PANEL_LABELS, CAPSULE_WARDROBE } from '../content/dashboard-content';
import { namedEvents } from '../lib/named-events';
import type { DashboardTab } from '../lib/tabs';
import { EventLookDetails, eventStyleNotes, OUTFIT_LABELS } from './EventLookDetails';

/**
 * Event looks (hidden panel, spec 2 §2.1; issue 20): every event the user named, not only the three
 * upcoming ones of the brand summary, each with the analysis' look for its outfit type, the look's
 * flat-lay and the style notes, as the brand summary's 'View Outfit' dialog shows them.
 */
export function EventLooksPanel({
  analysis,
  onNavigate,
}: {
  analysis: Analysis;
  onNavigate: (tab: DashboardTab) => void;
}) {
  const events = namedEvents(analysis);
  const styleNotes = eventStyleNotes(analysis.styleLanguage);

  return (
    <SectionCard
      title={HIDDEN_PANEL_LABELS['event-looks']}
      description={EVENT_LOOKS.description}
      contentClassName="space-y-6"
    >
      {events.length === 0 ? (
        <p className="text-sm text-stone-600">{EVENT_LOOKS.noEvents}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {events.map((event) => (
            <li key={event.id} className="space-y-3 rounded-lg border border-stone-200 p-4">
              <section aria-labelledby={`event-look-${event.id}`} className="space-y-3">
                <div>
                  <h3 id={`event-look-${event.id}`} className="font-serif text-lg font-semibold">
                    {event.title}
                  </h3>
                  <p className="text-xs text-stone-500">{OUTFIT_LABELS[event.outfitType]} look</p>
                </div>
                <EventLookDetails
                  look={analysis.eventLooks[event.outfitType]}
                  flatLay={lookFlatLay(analysis, event.outfitType)}
                  styleNotes={styleNotes}
                />
              </section>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" onClick={() => onNavigate('capsule-wardrobe')}>
        {CAPSULE_WARDROBE.link}
      </Button>
    </SectionCard>
  );
}
