import { resolveArchetype } from '../archetype';
import type { Answers, Archetype } from '../types';
import { answerRules } from './answer-rules';

/**
 * The analysis's moodboard prompts: the archetype's own, less any the answers rule out (a silk tie
 * for a feminine expression, a blazer for someone who avoids suits, a disliked brand; see
 * answerRules), topped up to the archetype's count with scenes in the user's colours that name no
 * garment of one side.
 */

const COLOUR_SCENES = [
  'A colour study of {c1}, {c2} and {c3} fabric swatches pinned to a white wall, soft daylight',
  'Morning light on a rail of {c1} and {c2} layers beside an open window',
  'A calm flat lay of {c1} and {c3} pieces on pale linen with a notebook and a watch',
  'A quiet street at golden hour, a figure in {c2} and {c1} walking towards the light',
] as const;

export function moodboardPrompts(
  archetype: Archetype,
  answers: Answers,
  colours: readonly string[],
): string[] {
  const own = resolveArchetype(archetype).moodboardPrompts;
  const { allowsText } = answerRules(answers);
  const [c1 = 'navy', c2 = c1, c3 = c2] = colours.filter(allowsText).map((colour) => colour.toLowerCase());
  const scenes = COLOUR_SCENES.map((scene) =>
    scene.replaceAll('{c1}', c1).replaceAll('{c2}', c2).replaceAll('{c3}', c3),
  );
  const kept = own.filter(allowsText);
  return [...kept, ...scenes.filter(allowsText)].slice(0, Math.max(own.length, kept.length));
}
