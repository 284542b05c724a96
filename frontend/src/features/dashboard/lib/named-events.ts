import type { Analysis } from '@uniform/contracts';
import { upcomingEvents, type UpcomingEvent } from '@uniform/style-engine';

/**
 * Every event the user named (step 8), for the Event Looks panel: the brand summary shows only the
 * engine's first three, this shows them all. Each event goes through the engine one at a time, so it
 * gets the same title, id and outfit (`outfitTypeOf`) the brand summary gives it; the user's order is
 * kept and a name given twice is listed once.
 */
export type NamedEvent = Pick<UpcomingEvent, 'id' | 'title' | 'outfitType'>;

export function namedEvents(analysis: Pick<Analysis, 'personalityProfile'>): NamedEvent[] {
  const events = new Map<string, NamedEvent>();
  for (const environment of analysis.personalityProfile.environments ?? []) {
    const event = upcomingEvents([environment])[0];
    if (event && !events.has(event.id)) {
      events.set(event.id, { id: event.id, title: event.title, outfitType: event.outfitType });
    }
  }
  return [...events.values()];
}
