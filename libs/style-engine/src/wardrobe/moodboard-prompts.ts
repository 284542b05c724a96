import { resolveArchetype } from '../archetype';
import { fillColourSlots, slotColours } from '../colour';
import type { Answers, Archetype } from '../types';
import { answerRules } from './answer-rules';

/**
 * The analysis's moodboard prompts: the archetype's own, in the user's colours (their {c1}…{c4}
 * slots filled, see colour-slots), less any the answers rule out (a silk tie for a feminine
 * expression, a blazer for someone who avoids suits, a disliked brand; see answerRules), topped up
 * to the archetype's count with scenes in the user's colours that name no garment of one side. The
 * settings name no colour of their own ("a bare wall", not "a white wall"): a moodboard shows the
 * user's palette and nothing that fights it.
 */

const COLOUR_SCENES = [
  'A color study of {c1}, {c2} and {c3} fabric swatches pinned to a bare wall, soft daylight',
  'Morning light on a rail of {c1} and {c2} layers beside an open window',
  'A calm flat lay of {c1} and {c3} pieces on pale linen with a notebook and a watch',
  'A quiet street at golden hour, a figure in {c2} and {c1} walking towards the light',
] as const;

export function moodboardPrompts(
  archetype: Archetype,
  answers: Answers,
  colours: readonly string[],
): string[] {
  const profile = resolveArchetype(archetype);
  const own = profile.moodboardPrompts;
  const { allowsText } = answerRules(answers);
  const slots = slotColours(colours, allowsText, profile.wardrobe.defaultColours);
  const kept = own.map((prompt) => fillColourSlots(prompt, slots)).filter(allowsText);
  const scenes = COLOUR_SCENES.map((scene) => fillColourSlots(scene, slots)).filter(allowsText);
  return [...kept, ...scenes].slice(0, Math.max(own.length, kept.length));
}
