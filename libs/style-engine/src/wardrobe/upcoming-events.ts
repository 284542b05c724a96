import { BASE_EVENTS } from '@uniform/contracts';
import type { OutfitType } from './event-looks';

/**
 * The dashboard's upcoming events (spec 2 §2.1: up to 3, each with a 'View Outfit' dialog showing
 * the matching event look). The engine has no clock, so a date is a label, not a date. A base event
 * of step 8 has its own title, label and outfit; any other environment (a custom event) gets the
 * default label of its position in the list, This Week, This Weekend, Next Week, This Month, Next
 * Month (spec 2 §9), and an outfit read from its words.
 *
 * Which three: the first event of each outfit type in the user's order, so the three dialogs show
 * three different looks where the answers allow it; then the rest in order. They are listed by date
 * label, soonest first (the order of DEFAULT_DATE_LABELS), as a calendar would.
 */

export const MAX_UPCOMING_EVENTS = 3;
export const DEFAULT_DATE_LABELS = [
  'This Week',
  'This Weekend',
  'Next Week',
  'This Month',
  'Next Month',
] as const;
export type DateLabel = (typeof DEFAULT_DATE_LABELS)[number];

export interface UpcomingEvent {
  id: string;
  title: string;
  dateLabel: DateLabel;
  outfitType: OutfitType;
}

type BaseEvent = (typeof BASE_EVENTS)[number];

export const BASE_EVENT_DETAILS: Record<
  BaseEvent,
  { title: string; dateLabel: DateLabel; outfitType: OutfitType }
> = {
  'Office work': { title: 'Office Day', dateLabel: 'This Week', outfitType: 'conference' },
  'Casual work': { title: 'Casual Work Day', dateLabel: 'This Week', outfitType: 'networking' },
  'Team meetings': { title: 'Team Meeting', dateLabel: 'This Week', outfitType: 'conference' },
  'Networking events': { title: 'Networking Event', dateLabel: 'Next Week', outfitType: 'networking' },
  'Client meetings': { title: 'Client Meeting', dateLabel: 'This Week', outfitType: 'pitchMeeting' },
  Conferences: { title: 'Industry Conference', dateLabel: 'Next Month', outfitType: 'conference' },
  'Investor pitches': { title: 'Investor Pitch', dateLabel: 'Next Week', outfitType: 'pitchMeeting' },
  'Speaking engagements': { title: 'Speaking Engagement', dateLabel: 'This Month', outfitType: 'conference' },
  'Video calls': { title: 'Video Call', dateLabel: 'This Week', outfitType: 'pitchMeeting' },
  'Industry dinners': { title: 'Industry Dinner', dateLabel: 'This Month', outfitType: 'networking' },
  'Weekend social': { title: 'Weekend Social', dateLabel: 'This Weekend', outfitType: 'networking' },
  'Date nights': { title: 'Date Night', dateLabel: 'This Weekend', outfitType: 'networking' },
};

/** Words of a custom event that point to an outfit; anything else is networking, the most versatile. */
const OUTFIT_WORDS: [OutfitType, RegExp][] = [
  ['pitchMeeting', /\b(pitch|investor|board|client|interview|demo|negotiat|sales|funding|vc)/i],
  [
    'conference',
    /\b(conference|summit|panel|keynote|talk|speak|workshop|seminar|presentation|office|meeting|trade show|expo)/i,
  ],
];

export function upcomingEvents(environments: readonly string[]): UpcomingEvent[] {
  const seen = new Set<string>();
  const candidates = environments
    .map((environment) => environment.trim())
    .filter((environment) => {
      const key = environment.toLowerCase();
      if (!environment || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((environment, order) => ({ environment, order, outfitType: outfitTypeOf(environment) }));

  const chosen: typeof candidates = [];
  for (const candidate of candidates) {
    if (
      chosen.length < MAX_UPCOMING_EVENTS &&
      !chosen.some((event) => event.outfitType === candidate.outfitType)
    ) {
      chosen.push(candidate);
    }
  }
  for (const candidate of candidates) {
    if (chosen.length < MAX_UPCOMING_EVENTS && !chosen.includes(candidate)) chosen.push(candidate);
  }
  chosen.sort((a, b) => a.order - b.order);

  const events = chosen.map(({ environment, outfitType }, position): UpcomingEvent => {
    const base = baseEvent(environment);
    return {
      id: slug(environment) || `event-${position + 1}`,
      title: base ? BASE_EVENT_DETAILS[base].title : environment,
      dateLabel: base ? BASE_EVENT_DETAILS[base].dateLabel : DEFAULT_DATE_LABELS[position]!,
      outfitType,
    };
  });
  // Listed soonest first; a stable sort keeps the user's order between events on the same label.
  return events.sort((a, b) => dateRank(a.dateLabel) - dateRank(b.dateLabel));
}

function dateRank(label: DateLabel): number {
  return DEFAULT_DATE_LABELS.indexOf(label);
}

/** The base events by lower-case name, built once: an event's looks ask for its type several times. */
const BASE_EVENT_BY_NAME = new Map<string, BaseEvent>();
for (const event of BASE_EVENTS) {
  if (!BASE_EVENT_BY_NAME.has(event.toLowerCase())) BASE_EVENT_BY_NAME.set(event.toLowerCase(), event);
}

/** The base event this one is, whatever its case, or undefined for the user's own. */
export function baseEvent(environment: string): BaseEvent | undefined {
  return BASE_EVENT_BY_NAME.get(environment.toLowerCase());
}

/** The outfit a user's event calls for: a base event's own, else one read from its words. */
export function outfitTypeOf(environment: string): OutfitType {
  const base = baseEvent(environment);
  if (base) return BASE_EVENT_DETAILS[base].outfitType;
  return OUTFIT_WORDS.find(([, pattern]) => pattern.test(environment))?.[0] ?? 'networking';
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
