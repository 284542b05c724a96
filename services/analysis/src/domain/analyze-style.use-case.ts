import { isDeepStrictEqual } from 'node:util';
import { withStructuredFallback, type ModelClient } from '@uniform/ai';
import {
  analysisSchema,
  buildFintechFounderAnswers,
  type Analysis,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';
import {
  auditAnalysis,
  buildAnalysis,
  buildFallbackAnalysis,
  colourSensitivity,
  fallbackArchetypes,
  type Violation,
} from '@uniform/style-engine';
import {
  applyNarrative,
  NARRATIVE_SYSTEM,
  narrativePartAt,
  narrativePrompt,
  narrativeResponseFormat,
  narrativeSchema,
  restoreNarrativePart,
} from './narrative.prompts';
import { compileContractJson } from './contract-json';

export interface AnalysisDeps {
  model: ModelClient | null;
  logger: Logger;
  now: () => Date;
  /**
   * How the engine's own analysis is checked against the contract before it is sent: 'full' runs
   * the contract's zod parse on every answer (tests, development); 'structural' only the compiled
   * writer's check (production; see analysisJson). A model's narrative is always parsed in full.
   */
  engineCheck: 'full' | 'structural';
}

/** The analysis contract as a JSON writer, compiled once (see contract-json.ts). */
const analysisWriter = compileContractJson(analysisSchema);

/**
 * The JSON text of an analysis, as `res.json(analysisSchema.parse(analysis))` sent it: the
 * contract's key order, nothing it does not name. An analysis the compiled writer cannot place goes
 * through the schema's parse, which throws on a broken one as before.
 */
export function analysisJson(analysis: Analysis): string {
  return analysisWriter.write(analysis) ?? JSON.stringify(analysisSchema.parse(analysis));
}

/**
 * The start-up self-check of the compiled writer: for the fixture founder's analysis and every
 * fallback archetype's, it must write exactly the text of the contract's parse. Throws otherwise, so
 * a contract the writer would get wrong stops the service when it starts, not in a response.
 */
export function checkAnalysisWriter(): void {
  const generatedAt = new Date(0).toISOString();
  const founder = buildFintechFounderAnswers();
  const analyses = [
    { ...withWhatWouldChange(buildAnalysis(founder), founder), engine: 'offline' as const, generatedAt },
    ...fallbackArchetypes().flatMap(({ name, styleIcons }) => {
      const result = buildFallbackAnalysis({ archetype: name, icon: styleIcons[0] ?? '', answers: founder });
      return result.ok ? [{ ...result.analysis, engine: 'offline' as const, generatedAt }] : [];
    }),
  ];
  for (const analysis of analyses) {
    if (analysisWriter.write(analysis) !== JSON.stringify(analysisSchema.parse(analysis)))
      throw new Error(
        `the compiled analysis writer disagrees with the contract's parse (${analysis.styleArchetype})`,
      );
  }
}

/**
 * POST /api/analyze-style: the engine decides every fact; a configured model rewrites the narrative
 * fields in one structured call; a model that times out, fails or answers something unusable
 * leaves the engine's own narrative. The insufficient-data placeholder never calls the model.
 * Answers the response's JSON text.
 */
export async function analyzeStyle(deps: AnalysisDeps, answers: QuestionnaireAnswers): Promise<string> {
  return withNarrative(deps, buildAnalysis(answers), answers);
}

/**
 * The model's narrative over the engine's facts (with what would change the colour season),
 * audited against the answers (the engine's own audit) and checked against the contract: the JSON
 * text to send.
 *
 * How the answer is checked in production: a model's narrative is parsed with the contract's zod
 * schema (it is the part that can break it). The engine's own analysis is written by the compiled
 * contract writer, which checks its structure (types, required keys, enum values, union options) as
 * it writes and falls back to the full parse when anything does not fit; its lengths and patterns
 * are the engine's guarantee, checked by the full parse in tests and development (engineCheck
 * 'full'), by every component test (each parses the response with the contract), and at start-up
 * (checkAnalysisWriter). The full parse and JSON.stringify were ~16% of the service's CPU per
 * request in its profile; the compiled writer is about a third of that.
 */
export async function withNarrative(
  deps: AnalysisDeps,
  engineFacts: Analysis,
  answers: QuestionnaireAnswers,
): Promise<string> {
  const facts = withWhatWouldChange(engineFacts, answers);
  const generatedAt = deps.now().toISOString();
  // The placeholder was always sent as the engine built it (its own key order, unparsed).
  if (facts.showArchetypeSelection) return JSON.stringify({ ...facts, engine: 'offline', generatedAt });
  const produced = await withStructuredFallback({
    model: deps.model,
    feature: 'analysis-narrative',
    logger: deps.logger,
    request: () => ({
      name: 'style_narrative',
      schema: narrativeResponseFormat,
      system: NARRATIVE_SYSTEM,
      user: narrativePrompt(facts, answers),
    }),
    then: (answer) => applyNarrative(facts, narrativeSchema.parse(answer)),
    fallback: () => facts,
  });
  const audited =
    produced.engine === 'ai' ? auditedNarrative(deps.logger, facts, produced.value, answers) : null;
  const offline: Analysis = { ...facts, engine: 'offline', generatedAt };
  if (audited) {
    const checked = analysisSchema.safeParse({ ...audited, engine: 'ai', generatedAt });
    if (checked.success) return JSON.stringify(checked.data);
    deps.logger.warn(
      { issues: checked.error.issues.slice(0, 3) },
      'model narrative broke the contract; engine answers',
    );
  }
  // The engine's own analysis always passes (its tests say so).
  return analysisJson(deps.engineCheck === 'full' ? analysisSchema.parse(offline) : offline);
}

/**
 * The colour result with what would change it (issue 22): the one or two single answers that would
 * give another season, each tried in the engine, or how firm the season is. Said only of the season
 * these answers give, so a palette started from an archetype (no colouring answers) gets none.
 */
function withWhatWouldChange(facts: Analysis, answers: QuestionnaireAnswers): Analysis {
  const sensitivity = colourSensitivity(answers);
  if (!sensitivity || sensitivity.season !== facts.colorAnalysis.season) return facts;
  return { ...facts, colorAnalysis: { ...facts.colorAnalysis, whatWouldChange: sensitivity.sentences } };
}

/**
 * The model's analysis with every part the audit faults put back to the engine's text, or null when
 * nothing of the model's is left to keep. A fault the engine's own analysis has too is not the
 * model's; a fault the model caused outside its parts (a sentence of an engine field repeated in its
 * own, say) cannot be undone part by part, so the engine's whole narrative answers. Putting a part
 * back can surface another fault, so the audit runs again until it finds none of the model's.
 */
function auditedNarrative(
  logger: Logger,
  facts: Analysis,
  written: Analysis,
  answers: QuestionnaireAnswers,
): Analysis | null {
  const engineFaults = new Set(auditAnalysis(answers, facts).map(faultKey));
  const restored = new Set<string>();
  const found: Violation[] = [];
  let analysis = written;
  for (;;) {
    const faults = auditAnalysis(answers, analysis).filter((fault) => !engineFaults.has(faultKey(fault)));
    if (faults.length === 0) break;
    found.push(...faults);
    const parts = faults.map((fault) => narrativePartAt(fault.where));
    if (parts.some((part) => part === undefined || restored.has(part))) {
      analysis = facts;
      break;
    }
    for (const part of parts as string[]) {
      restored.add(part);
      analysis = restoreNarrativePart(analysis, facts, part);
    }
  }
  if (found.length === 0) return written;
  // Every part put back is the engine's whole narrative, whichever way it came about.
  const whole = analysis === facts || isDeepStrictEqual(analysis, facts);
  logger.warn(
    {
      kinds: [...new Set(found.map((fault) => fault.kind))],
      restored: whole ? 'whole narrative' : [...restored],
      faults: found.slice(0, 5).map(({ kind, where }) => ({ kind, where })),
    },
    'model narrative failed the audit against the answers; the engine text answers there',
  );
  return whole ? null : analysis;
}

const faultKey = (fault: Violation) => `${fault.kind}\u0000${fault.where}\u0000${fault.detail}`;
