import { CHAT_PERSONA_NAMES, type Analysis, type ChatPersona } from '@uniform/contracts';
import type { GarmentVerdict, GarmentVerdictKind } from '@uniform/style-engine';

/** The first message of each chat (spec 2 §2.1): a greeting that shows the persona knows the analysis. */
export function greetingFor(persona: ChatPersona, analysis: Analysis): string {
  const archetype = analysis.styleArchetype;
  const season = analysis.colorAnalysis.season;
  return persona === 'stylist'
    ? `Hi, I'm ${CHAT_PERSONA_NAMES.stylist}, your stylist. I've read your analysis: ${archetype}, ${season}. Ask me what to wear, which colors and brands suit you, or how something should fit.`
    : `Hi, I'm ${CHAT_PERSONA_NAMES.strategist}, your brand strategist. I've read your analysis and your personal brand as ${archetype}. Ask me how to describe your brand, who your audience is or where to show up.`;
}

/** Suggestion chips, shown only while the greeting is the one message (spec 2 §2.1). */
export const CHAT_SUGGESTIONS: Record<ChatPersona, readonly string[]> = {
  stylist: [
    'What should I wear to an investor pitch?',
    'Which colors suit me best?',
    'Which brands fit my budget?',
    'How should clothes fit my body shape?',
  ],
  strategist: [
    'How should I describe my personal brand?',
    'Who is my audience?',
    'What should I post on LinkedIn?',
    'What should my headshot look like?',
  ],
};

export const CHAT_INPUT_PLACEHOLDER: Record<ChatPersona, string> = {
  stylist: 'Ask Scottie about your style…',
  strategist: 'Ask Cas about your personal brand…',
};

/** Under the chat's garment check: the verdict is a local card, not part of the conversation. */
export const GARMENT_CHECK_NOTE = `Only you see the result; ${CHAT_PERSONA_NAMES.stylist} sees it only if you ask about it.`;

const VERDICT_IN_A_SENTENCE: Record<GarmentVerdictKind, string> = {
  'in-palette': 'in my palette',
  near: 'near my palette but best worn away from my face',
  avoid: 'one to avoid',
};

/**
 * "Ask Scottie about it" under a garment check: the colours and their verdicts in words, the only
 * thing of the check that is sent (never the photo or its pixels).
 */
export function garmentQuestion(checked: ReadonlyArray<{ hex: string; verdict: GarmentVerdict }>): string {
  const findings = checked.map(
    ({ hex, verdict }) =>
      `${hex} is ${VERDICT_IN_A_SENTENCE[verdict.verdict]} (nearest palette color: ${verdict.nearest.name})`,
  );
  return `I have a garment in ${listInWords(checked.map(({ hex }) => hex))}. The color check says ${listInWords(findings)}. How should I wear it?`;
}

function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
