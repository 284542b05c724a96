import type { FallbackArchetype, StyleIcon } from '@uniform/contracts';
import type { Answers, Archetype } from '../types';
import type { ArchetypeProfile } from './archetype.types';
import { ARCHETYPES } from './archetypes.data';
import { withArticle } from '../brand/brand-text';

/** 'The Visionary Minimalist', 'visionary minimalist' and 'visionary-minimalist' all become 'visionary-minimalist'. */
function toKey(nameOrId: string): string {
  return nameOrId
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The archetype of the fixed set with this id or name, in any letter case, with or without "The". */
export function findArchetype(nameOrId: string): ArchetypeProfile | undefined {
  const key = toKey(nameOrId);
  if (!key) return undefined;
  return ARCHETYPES_BY_KEY.get(key);
}

/** Every archetype under its id and under its name's key, built once. */
const ARCHETYPES_BY_KEY = new Map<string, ArchetypeProfile>(
  ARCHETYPES.flatMap((archetype) => [
    [toKey(archetype.name), archetype] as const,
    [archetype.id, archetype] as const,
  ]),
);

/**
 * The full profile of an archetype given by the caller: found by id, then by name. An archetype
 * outside the set (the model may invent one) gets the first archetype's wardrobe, the broadest.
 */
export function resolveArchetype(archetype: Archetype): ArchetypeProfile {
  if ((ARCHETYPES as readonly Archetype[]).includes(archetype)) return archetype as ArchetypeProfile;
  return findArchetype(archetype.id) ?? findArchetype(archetype.name) ?? ARCHETYPES[0]!;
}

const IDENTITY_EXPRESSION: Record<string, number> = { Female: 25, Nonbinary: 50, Male: 75 };

/**
 * Where the user sits on the 0 (feminine) to 100 (masculine) scale: the slider and the identity
 * averaged when both are given (the slider defaults to 50, so the identity keeps it honest), either
 * one alone, or undefined when neither is known.
 */
export function expressionOf(
  answers: Pick<Answers, 'genderExpression' | 'genderIdentity'>,
): number | undefined {
  const identity = answers.genderIdentity ? IDENTITY_EXPRESSION[answers.genderIdentity] : undefined;
  const slider = answers.genderExpression;
  if (slider === undefined) return identity;
  if (identity === undefined) return slider;
  return (slider + identity) / 2;
}

/**
 * The archetype's icon whose public style sits closest to the user's gender expression; the first
 * (default) icon when the expression is unknown, and the earlier icon on a tie.
 */
export function pickStyleIcon(archetype: Archetype, answers: Answers): StyleIcon {
  const profile = resolveArchetype(archetype);
  const target = expressionOf(answers);
  const icons = profile.styleIcons;
  let best = icons[0]!;
  if (target !== undefined) {
    for (const icon of icons) {
      if (Math.abs(icon.expression - target) < Math.abs(best.expression - target)) best = icon;
    }
  }
  return { name: best.name, description: best.description };
}

/** The archetype-selection list of spec 2 §2.2: the same fixed set, with the icons' names. */
export function fallbackArchetypes(): FallbackArchetype[] {
  return ARCHETYPES.map((archetype) => ({
    name: archetype.name,
    description: archetype.description,
    styleIcons: archetype.styleIcons.map((icon) => icon.name),
  }));
}

/** The archetype's brand-summary sentences filled in with the user's occupation and industry. */
export function archetypeSummary(archetype: Archetype, answers: Answers): string {
  const profile = resolveArchetype(archetype);
  const aRole = answers.occupation?.trim() ? withArticle(answers.occupation.trim()) : 'a leader';
  const industry = answers.industry?.trim() || 'your industry';
  return profile.summaryTemplates
    .map((template) => template.replaceAll('{aRole}', aRole).replaceAll('{industry}', industry))
    .join(' ');
}
