import {
  buildInsufficientAnalysis,
  budgetTier,
  hasEnoughDataForAnalysis,
  INSUFFICIENT_SEASON,
  personalityProfileFromAnswers,
  QUESTIONNAIRE_LIMITS,
  SEASONS,
  type Analysis,
  type ColorAnalysis,
  type StyleIcon,
} from '@uniform/contracts';
import {
  archetypeSummary,
  findArchetype,
  pickStyleIcon,
  resolveArchetype,
  scoreArchetypes,
  type ArchetypeProfile,
} from '../archetype';
import { brandNarrative } from '../brand';
import { endSentence } from '../brand/brand-text';
import { analyzeColour, COLOUR_WORDS, deltaE, paletteFor, SEASON_PALETTES } from '../colour';
import { regionalStyle } from '../regional';
import type { Answers } from '../types';
import {
  answerRules,
  brandRecommendations,
  buyingPlan,
  buyingPlanText,
  eventLooks,
  moodboardPrompts,
  uniformPieces,
  uniformSuggestions,
} from '../wardrobe';

/**
 * The whole analysis of spec 2 §3 from the answers, by the built-in engine: colour season and
 * palette, the best-scoring archetype and its icon, brands and prices at the user's tier, uniform,
 * event looks, regional style and the brand narrative. Every list obeys the answers the same way
 * (see answerRules in wardrobe): no disliked brand, nothing they avoid wearing, brands and garments
 * for their gender identity and expression, looks only for the events they chose. Deterministic:
 * the same answers give the same analysis. Answers without the colouring group and without any preference list (spec 1 §4)
 * give the insufficient-data placeholder.
 */
export function buildAnalysis(answers: Answers): Analysis {
  if (!hasEnoughDataForAnalysis(answers)) return { ...buildInsufficientAnalysis(answers), engine: 'offline' };
  const [best] = scoreArchetypes(answers);
  const archetype = best!.archetype;
  const reasons = best!.score > 0 ? best!.reasons : [];
  return composeAnalysis(answers, resolveArchetype(archetype), iconFor(archetype, answers), {
    colour: analyzeColour(answers),
    reasons,
  });
}

export type FallbackAnalysisResult =
  | { ok: true; analysis: Analysis }
  | { ok: false; field: 'selectedArchetype' | 'selectedStyleIcon'; message: string };

/**
 * Spec 2 §2.2: a full analysis for the archetype and icon the user chose, using whatever answers
 * they gave. Without colouring answers the palette starts from the archetype's own colours (the
 * season whose palette holds them best), marked low confidence, so the dashboard shows a complete
 * analysis instead of asking again.
 */
export function buildFallbackAnalysis(selection: {
  archetype: string;
  icon: string;
  answers?: Answers;
}): FallbackAnalysisResult {
  const archetype = findArchetype(selection.archetype);
  if (!archetype) {
    return { ok: false, field: 'selectedArchetype', message: `Unknown archetype "${selection.archetype}"` };
  }
  const icon = archetype.styleIcons.find(
    (candidate) => candidate.name.toLowerCase() === selection.icon.trim().toLowerCase(),
  );
  if (!icon) {
    return {
      ok: false,
      field: 'selectedStyleIcon',
      message: `${selection.icon} is not a style icon of ${archetype.name}`,
    };
  }
  const answers = selection.answers ?? {};
  let colour = analyzeColour(answers);
  if (colour.season === INSUFFICIENT_SEASON) colour = archetypePalette(archetype);
  const analysis = composeAnalysis(
    answers,
    archetype,
    { name: icon.name, description: icon.description },
    { colour, reasons: [] },
  );
  return { ok: true, analysis: { ...analysis, showArchetypeSelection: false } };
}

function composeAnalysis(
  answers: Answers,
  archetype: ArchetypeProfile,
  icon: StyleIcon,
  facts: { colour: ColorAnalysis; reasons: string[] },
): Analysis {
  const { colour } = facts;
  const rules = answerRules(answers);
  const budget = answers.budget ?? QUESTIONNAIRE_LIMITS.budgetDefault;
  const tier = budgetTier(budget);
  const colourNames = wearableColours(colour, archetype);
  const suggestions = uniformSuggestions(archetype, answers, colourNames);
  const { regionId: _regionId, ...regional } = regionalStyle(answers.zipCode, answers);
  const personalityProfile = personalityProfileFromAnswers(answers);
  const narrative = brandNarrative({
    archetypeName: archetype.name,
    keywords: archetype.keywords,
    styleLanguage: archetype.styleLanguage,
    icon,
    season: colour.season === INSUFFICIENT_SEASON ? undefined : colour.season,
    colourNames: colour.recommendedColors.length ? colour.recommendedColors.map((c) => c.name) : colourNames,
    personalityProfile,
    otherIcons: archetype.styleIcons
      .map((other) => other.name)
      .filter((name) => name !== icon.name && rules.namesNoDislikedBrand(name)),
    neutralNames: colour.neutrals.map((neutral) => neutral.name),
    avoid: colour.avoid,
    undertone: colour.undertone,
    foundation: suggestions.foundation,
    footwear: suggestions.footwear,
    accent: suggestions.accent,
  });
  const pieces = uniformPieces(tier, archetype, answers);
  const plan = buyingPlan(pieces, budget);
  const why = facts.reasons.slice(0, 3);
  const obeying = keepAllowedSentences(rules.allowsText);
  const brandSummary = [
    obeying(archetypeSummary(archetype, answers)),
    // A reason may end in a brand's own full stop ("A.P.C."): one full stop, not two.
    why.length ? endSentence(`We read it from your answers: ${why.map(lowerFirst).join('; ')}`) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    styleArchetype: archetype.name,
    brandSummary,
    styleLanguage: [...archetype.styleLanguage],
    styleIcon: icon,
    archetypeKeywords: [...archetype.keywords],
    moodboardPrompts: moodboardPrompts(archetype, answers, colourNames),
    brandRecommendations: brandRecommendations(archetype, tier, answers),
    uniformSuggestions: suggestions,
    eventLooks: eventLooks(archetype, answers, colourNames),
    colorAnalysis: colour,
    regionalStyle: regional,
    personalityProfile,
    budget,
    styleStrategy: obeying(narrative.styleStrategy),
    audienceId: obeying(narrative.audienceId),
    platformCues: obeyingCues(narrative.platformCues, obeying),
    referenceIcons: narrative.referenceIcons,
    uniformPieces: pieces,
    ...(plan ? { buyingPlan: buyingPlanText(plan) } : {}),
    engine: 'offline',
  };
}

/**
 * The narrative's sentences that the answer rules allow (see answerRules): a brand summary that
 * praises "relaxed tailoring" to someone who avoids suits, or a camera tip naming a garment of the
 * other side, loses that sentence rather than contradicting the answers. Sentences end at . ! or ?
 * before a capital; a list ending in "A.P.C." before a lower-case word stays one sentence.
 */
function keepAllowedSentences(allowsText: (text: string) => boolean) {
  return (text: string): string =>
    sentencesOf(text)
      .filter((sentence) => allowsText(sentence))
      .join(' ');
}

/** The end of a sentence: . ! or ?, then white space before a capital or an opening quote. */
const SENTENCE_END = /[.!?]\s+(?=[A-Z"“‘'])/gu;

/**
 * `text` split into sentences, each keeping its . ! or ?: what `split(/(?<=[.!?])\s+(?=…)/u)` gives,
 * ~2.5 times faster, as the pattern starts at the rare punctuation instead of at every space.
 */
function sentencesOf(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    parts.push(text.slice(start, end.index + 1));
    start = end.index + end[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Platform cues obeying the answers; a platform whose every sentence is ruled out is left out. */
function obeyingCues(
  cues: Analysis['platformCues'],
  obeying: (text: string) => string,
): Analysis['platformCues'] {
  if (typeof cues === 'string' || cues === undefined) return cues === undefined ? cues : obeying(cues);
  return Object.fromEntries(
    Object.entries(cues)
      .map(([platform, cue]) => [platform, obeying(cue)] as const)
      .filter(([, cue]) => cue !== ''),
  );
}

/**
 * The icon closest to the user's expression, unless the icon is a designer whose brand the user
 * disliked ("Jil Sander"): then the archetype's first icon that names no disliked brand.
 */
function iconFor(archetype: ArchetypeProfile, answers: Answers): StyleIcon {
  const picked = pickStyleIcon(archetype, answers);
  const { namesNoDislikedBrand } = answerRules(answers);
  if (namesNoDislikedBrand(`${picked.name} ${picked.description}`)) return picked;
  const other = resolveArchetype(archetype).styleIcons.find((icon) =>
    namesNoDislikedBrand(`${icon.name} ${icon.description}`),
  );
  return other ? { name: other.name, description: other.description } : picked;
}

/** The colours the uniform and looks are built on: the season's foundation and professional ones. */
function wearableColours(colour: ColorAnalysis, archetype: ArchetypeProfile): string[] {
  const picks = [
    ...colour.recommendedColors.filter((c) => c.category === 'foundation'),
    ...colour.recommendedColors.filter((c) => c.category === 'professional'),
    ...colour.recommendedColors.filter((c) => c.category === 'statement'),
  ];
  const names = [...new Set(picks.map((c) => c.name))].slice(0, 4);
  return names.length ? names : [...archetype.wardrobe.defaultColours];
}

/**
 * The season whose palette is closest to the archetype's own colours (the sum, over its colours, of
 * the CIEDE2000 distance to the nearest swatch): the starting palette when no colouring was given.
 */
export function archetypePalette(archetype: ArchetypeProfile): ColorAnalysis {
  const hexes = archetype.wardrobe.defaultColours
    .map((name) => COLOUR_WORDS[name.toLowerCase()])
    .filter((hex): hex is string => Boolean(hex));
  const cost = (season: (typeof SEASONS)[number]) => {
    const swatches = [...SEASON_PALETTES[season].recommended, ...SEASON_PALETTES[season].neutrals];
    return hexes.reduce((sum, hex) => sum + Math.min(...swatches.map((s) => deltaE(hex, s.hex))), 0);
  };
  const ranked = [...SEASONS].sort((a, b) => cost(a) - cost(b));
  const season = ranked[0]!;
  const palette = paletteFor(season)!;
  const colours = archetype.wardrobe.defaultColours.join(', ');
  return {
    season,
    undertone: 'Neutral',
    recommendedColors: palette.recommended,
    neutrals: palette.neutrals,
    avoid: palette.avoid,
    rationale: `You skipped the color questions, so this palette starts from the colors of ${archetype.name} (${colours}): ${season} holds them best. Answer the color questions for a reading of your own coloring.`,
    confidence: 'low',
    runnerUpSeason: ranked[1],
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
