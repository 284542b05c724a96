import { withStructuredFallback, type ModelClient } from '@uniform/ai';
import { analysisSchema, type Analysis, type QuestionnaireAnswers } from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';
import { buildAnalysis } from '@uniform/style-engine';
import {
  applyNarrative,
  NARRATIVE_SYSTEM,
  narrativePrompt,
  narrativeResponseFormat,
  narrativeSchema,
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

/** The model's narrative over the engine's facts, checked against the contract before it is returned. */
export async function withNarrative(
  deps: AnalysisDeps,
  facts: Analysis,
  answers: QuestionnaireAnswers,
): Promise<Analysis> {
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
  const checked = analysisSchema.safeParse({ ...produced.value, engine: produced.engine, generatedAt });
  if (checked.success) return checked.data;
  // The engine's own analysis always passes (its tests say so); only a model narrative can fail here.
  deps.logger.warn(
    { issues: checked.error.issues.slice(0, 3) },
    'model narrative broke the contract; engine answers',
  );
  return analysisSchema.parse({ ...facts, engine: 'offline', generatedAt });
}
