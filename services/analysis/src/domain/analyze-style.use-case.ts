import { isDeepStrictEqual } from 'node:util';
import { withStructuredFallback, type ModelClient } from '@uniform/ai';
import { analysisSchema, type Analysis, type QuestionnaireAnswers } from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';
import { auditAnalysis, buildAnalysis, colourSensitivity, type Violation } from '@uniform/style-engine';
import {
  applyNarrative,
  NARRATIVE_SYSTEM,
  narrativePartAt,
  narrativePrompt,
  narrativeResponseFormat,
  narrativeSchema,
  restoreNarrativePart,
} from './narrative.prompts';

export interface AnalysisDeps {
  model: ModelClient | null;
  logger: Logger;
  now: () => Date;
}

/**
 * POST /api/analyze-style: the engine decides every fact; a configured model rewrites the narrative
 * fields in one structured call; a model that times out, fails or answers something unusable
 * leaves the engine's own narrative. The insufficient-data placeholder never calls the model.
 */
export async function analyzeStyle(deps: AnalysisDeps, answers: QuestionnaireAnswers): Promise<Analysis> {
  return withNarrative(deps, buildAnalysis(answers), answers);
}

/**
 * The model's narrative over the engine's facts (with what would change the colour season),
 * audited against the answers (the engine's own audit) and checked against the contract before it
 * is returned.
 */
export async function withNarrative(
  deps: AnalysisDeps,
  engineFacts: Analysis,
  answers: QuestionnaireAnswers,
): Promise<Analysis> {
  const facts = withWhatWouldChange(engineFacts, answers);
  const generatedAt = deps.now().toISOString();
  if (facts.showArchetypeSelection) return { ...facts, engine: 'offline', generatedAt };
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
  const checked = analysisSchema.safeParse(
    audited ? { ...audited, engine: 'ai', generatedAt } : { ...facts, engine: 'offline', generatedAt },
  );
  if (checked.success) return checked.data;
  // The engine's own analysis always passes (its tests say so); only a model narrative can fail here.
  deps.logger.warn(
    { issues: checked.error.issues.slice(0, 3) },
    'model narrative broke the contract; engine answers',
  );
  return analysisSchema.parse({ ...facts, engine: 'offline', generatedAt });
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
