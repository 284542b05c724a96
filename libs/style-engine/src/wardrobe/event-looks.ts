import type { EventLooks } from '@uniform/contracts';
import { resolveArchetype } from '../archetype';
import type { Answers, Archetype } from '../types';
import { avoidTerms, mentionsAvoided } from './avoid-wearing';

/**
 * The three event looks of the analysis (spec 2 §3): pitchMeeting, conference and networking, each
 * one outfit sentence in the user's colours. The archetype writes the sentence; {c1} {c2} {c3} are
 * the user's first three colours, topped up with the archetype's own neutrals. A sentence that
 * names something the user avoids wearing gives way to a plainer one that does not.
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
  const terms = avoidTerms(answers.avoidWearing);
  const allowed = (text: string) => !mentionsAvoided(text, terms);
  const palette = lookColours(colours, profile.wardrobe.defaultColours, allowed);
  const fill = (template: string) =>
    template.replaceAll('{c1}', palette[0]).replaceAll('{c2}', palette[1]).replaceAll('{c3}', palette[2]);

  const look = (type: OutfitType): string => {
    const candidates = [profile.wardrobe.eventLooks[type], ...PLAIN_LOOKS[type]].map(fill);
    // The last plain sentence names no garment, so it is the answer when everything else is ruled out.
    return candidates.find(allowed) ?? candidates[candidates.length - 1]!;
  };

  return {
    pitchMeeting: look('pitchMeeting'),
    conference: look('conference'),
    networking: look('networking'),
  };
}

/** Three colour names, lower-cased for the sentence: the user's allowed colours, then the archetype's. */
function lookColours(
  colours: readonly string[],
  defaults: readonly string[],
  allowed: (text: string) => boolean,
): [string, string, string] {
  const names: string[] = [];
  for (const colour of [...colours, ...defaults, 'charcoal', 'navy', 'ivory']) {
    const name = colour.trim().toLowerCase();
    if (name && allowed(name) && !names.includes(name)) names.push(name);
    if (names.length === 3) break;
  }
  while (names.length < 3) names.push('neutral');
  return [names[0]!, names[1]!, names[2]!];
}
