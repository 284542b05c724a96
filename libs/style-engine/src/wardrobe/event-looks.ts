import type { EventLooks } from '@uniform/contracts';
import { resolveArchetype } from '../archetype';
import { listPhrase } from '../brand/brand-text';
import { fillColourSlots, slotColours } from '../colour';
import type { Answers, Archetype } from '../types';
import { answerRules } from './answer-rules';
import { baseEvent, outfitTypeOf } from './upcoming-events';

/**
 * The three event looks of the analysis (spec 2 §3): pitchMeeting, conference and networking, each
 * one outfit sentence in the user's colours. The archetype writes the sentence; {c1} {c2} {c3} are
 * the user's first three colours (see colour-slots), never a colour of the archetype's own, which
 * may be outside the user's season (those stand in only when no colour is given at all). A sentence that
 * names something the answers rule out (see answerRules) gives way to a plainer one that does not.
 * A look is written only for an occasion the user dresses for, and says which: an outfit type that
 * none of their events maps to (see upcomingEvents) stays empty, so a creative director who chose
 * team meetings and weekends gets no pitch look; the others open with the events they dress for
 * ("For team meetings and office work: …"). Answers without any event get all three, unnamed.
 */

export const EVENT_LOOK_KEYS = ['pitchMeeting', 'conference', 'networking'] as const;
export type OutfitType = (typeof EVENT_LOOK_KEYS)[number];

const PLAIN_LOOKS: Record<OutfitType, string[]> = {
  pitchMeeting: [
    'A {c1} jacket over a {c2} top, well-cut trousers and polished shoes: prepared, calm and focused on the idea.',
    'A {c1} knit with {c2} tailored trousers and clean leather shoes, simple enough that the attention stays on you.',
    'Clean {c1} and {c2} separates in your best fit, pressed and simple, so the room listens to the idea.',
  ],
  conference: [
    'A {c2} knit layered under a {c1} jacket, comfortable trousers and shoes you can stand in all day.',
    'Easy {c1} separates with a {c2} layer and comfortable shoes, polished from the first session to the last.',
    'Comfortable {c1} and {c2} layers you can adjust from a cold hall to a warm stage.',
  ],
  networking: [
    'A {c3} top with {c1} trousers and comfortable shoes, relaxed and easy to approach.',
    'A soft {c3} layer over {c1} basics, with one accessory to start a conversation.',
    'Relaxed {c3} and {c1} pieces you feel at ease in, so the conversation comes first.',
  ],
};

export function eventLooks(archetype: Archetype, answers: Answers, colours: string[]): EventLooks {
  const profile = resolveArchetype(archetype);
  const allowed = answerRules(answers).allowsText;
  const events = [
    ...new Map(
      (answers.environments ?? [])
        .map((environment) => environment.trim())
        .filter(Boolean)
        .map((environment) => [environment.toLowerCase(), environment] as const),
    ).values(),
  ];
  const eventsOf = (type: OutfitType) => events.filter((environment) => outfitTypeOf(environment) === type);
  const palette = slotColours(colours, allowed, profile.wardrobe.defaultColours);
  const fill = (template: string) => fillColourSlots(template, palette);

  const look = (type: OutfitType): string => {
    const occasions = eventsOf(type);
    if (events.length > 0 && occasions.length === 0) return '';
    const candidates = [profile.wardrobe.eventLooks[type], ...PLAIN_LOOKS[type]].map(fill);
    // The last plain sentence names no garment, so it is the answer when everything else is ruled out.
    const sentence = candidates.find(allowed) ?? candidates[candidates.length - 1]!;
    return occasions.length ? forOccasions(occasions, sentence) : sentence;
  };

  return {
    pitchMeeting: look('pitchMeeting'),
    conference: look('conference'),
    networking: look('networking'),
  };
}

/**
 * "For investor pitches and video calls: a navy jacket over…": the look names the user's own events
 * of its type, ours in lower case as part of the sentence, a custom one as they wrote it.
 */
function forOccasions(occasions: readonly string[], sentence: string): string {
  const names = occasions.map((occasion) => (isBaseEvent(occasion) ? occasion.toLowerCase() : occasion));
  return `For ${listPhrase(names)}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

function isBaseEvent(environment: string): boolean {
  return baseEvent(environment) !== undefined;
}
