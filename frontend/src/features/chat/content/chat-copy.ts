import { CHAT_PERSONA_NAMES, type Analysis, type ChatPersona } from '@uniform/contracts';

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
