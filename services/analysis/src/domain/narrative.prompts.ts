import { z } from 'zod';
import type { Analysis, QuestionnaireAnswers } from '@uniform/contracts';

/**
 * What the model may write on top of the engine's facts. Season, palette, prices, brands and the
 * archetype are decided by the style engine and are not in this schema, so the model cannot change
 * them. Sizes stay inside the analysis contract's bounds.
 */
export const narrativeSchema = z.object({
  brandSummary: z.string().min(40).max(1200),
  styleIconDescription: z.string().min(20).max(600),
  colorRationale: z.string().min(20).max(1200),
  styleStrategy: z.string().min(40).max(1500),
  audienceId: z.string().min(20).max(800),
  platformCues: z.object({
    linkedIn: z.string().min(10).max(500),
    instagram: z.string().min(10).max(500),
    x: z.string().min(10).max(500),
    podcastAndVideo: z.string().min(10).max(500),
  }),
  referenceIcons: z.array(z.string().min(2).max(80)).min(1).max(6),
});
export type Narrative = z.infer<typeof narrativeSchema>;

/**
 * The same shape without length rules, for the model's response format: strict structured outputs
 * accept only a subset of JSON Schema, so the bounds are checked afterwards with narrativeSchema.
 */
export const narrativeResponseFormat = z.object({
  brandSummary: z.string(),
  styleIconDescription: z.string(),
  colorRationale: z.string(),
  styleStrategy: z.string(),
  audienceId: z.string(),
  platformCues: z.object({
    linkedIn: z.string(),
    instagram: z.string(),
    x: z.string(),
    podcastAndVideo: z.string(),
  }),
  referenceIcons: z.array(z.string()),
});

export const NARRATIVE_SYSTEM = [
  'You write the narrative of a personal-brand style analysis for a founder, creator or leader.',
  'The facts (archetype, style icon, color season and palette, brands, prices) are decided and given to you; never contradict or rename them.',
  'Write specifically about this person: use their work, what they are building, their values, events and personality types. No generic filler, no lorem ipsum, no placeholders.',
  'The color rationale must name the answers that decided the season. Answer in the JSON schema given.',
].join(' ');

/** The facts and answers the model writes from; nothing that identifies the person beyond their answers. */
export function narrativePrompt(facts: Analysis, answers: QuestionnaireAnswers): string {
  return JSON.stringify({
    facts: {
      archetype: facts.styleArchetype,
      archetypeKeywords: facts.archetypeKeywords,
      styleLanguage: facts.styleLanguage,
      styleIcon: facts.styleIcon.name,
      season: facts.colorAnalysis.season,
      undertone: facts.colorAnalysis.undertone,
      engineColourRationale: facts.colorAnalysis.rationale,
      palette: facts.colorAnalysis.recommendedColors.map((c) => `${c.name} (${c.category})`),
      brands: facts.brandRecommendations.map((b) => b.name),
      uniform: facts.uniformSuggestions,
      region: facts.regionalStyle.region,
      draftSummary: facts.brandSummary,
    },
    answers: {
      whatBuilding: answers.whatBuilding,
      industry: answers.industry,
      occupation: answers.occupation,
      ageBracket: answers.ageBracket,
      coreValues: answers.coreValues,
      environments: answers.environments,
      styleFilms: answers.styleFilms,
      styleMusic: answers.styleMusic,
      myersBriggs: answers.myersBriggs,
      enneagram: answers.enneagram,
      fitPreference: answers.fitPreference,
      avoidWearing: answers.avoidWearing,
      currentStyleDescription: answers.currentStyleDescription,
    },
  });
}

/** The engine's analysis with the model's narrative written over the narrative fields only. */
export function applyNarrative(facts: Analysis, narrative: Narrative): Analysis {
  const seasonDecided = facts.colorAnalysis.season !== 'Insufficient Data';
  return {
    ...facts,
    brandSummary: narrative.brandSummary,
    styleIcon: { name: facts.styleIcon.name, description: narrative.styleIconDescription },
    colorAnalysis: seasonDecided
      ? { ...facts.colorAnalysis, rationale: narrative.colorRationale }
      : facts.colorAnalysis,
    styleStrategy: narrative.styleStrategy,
    audienceId: narrative.audienceId,
    platformCues: {
      LinkedIn: narrative.platformCues.linkedIn,
      Instagram: narrative.platformCues.instagram,
      X: narrative.platformCues.x,
      'Podcast & Video': narrative.platformCues.podcastAndVideo,
    },
    referenceIcons: narrative.referenceIcons,
  };
}

/**
 * The model-written part of an analysis that an audit path (a Violation's `where`) points into, or
 * undefined for a path the engine wrote. Each part is one field applyNarrative writes; a platform
 * cue is its own part, so one bad cue does not cost the other three.
 */
export function narrativePartAt(where: string): string | undefined {
  if (NARRATIVE_PARTS.has(where)) return where;
  if (/^referenceIcons(\[|$)/.test(where)) return 'referenceIcons';
  if (/^platformCues(\.|$)/.test(where)) return where;
  return undefined;
}

const NARRATIVE_PARTS = new Set([
  'brandSummary',
  'styleIcon.description',
  'colorAnalysis.rationale',
  'styleStrategy',
  'audienceId',
]);

/** `analysis` with one model-written part (from narrativePartAt) put back to the engine's text in `facts`. */
export function restoreNarrativePart(analysis: Analysis, facts: Analysis, part: string): Analysis {
  switch (part) {
    case 'brandSummary':
    case 'styleStrategy':
    case 'audienceId':
    case 'referenceIcons':
      return { ...analysis, [part]: facts[part] };
    case 'styleIcon.description':
      return { ...analysis, styleIcon: facts.styleIcon };
    case 'colorAnalysis.rationale':
      return { ...analysis, colorAnalysis: facts.colorAnalysis };
  }
  const cue = part.slice('platformCues.'.length);
  const engineCues = facts.platformCues;
  const modelCues = analysis.platformCues;
  // A cue the engine also wrote goes back on its own; otherwise the engine's cues replace the model's.
  if (
    cue &&
    typeof engineCues === 'object' &&
    typeof modelCues === 'object' &&
    engineCues[cue] !== undefined
  ) {
    return { ...analysis, platformCues: { ...modelCues, [cue]: engineCues[cue] } };
  }
  return { ...analysis, platformCues: engineCues };
}
