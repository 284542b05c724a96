import {
  analysisSchema,
  buildInsufficientAnalysis,
  hasEnoughDataForAnalysis,
  type Analysis,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import { fetchOperation } from '../../../shared/api/api-client';

export const INCOMPLETE_ANALYSIS_MESSAGE = 'The analysis came back incomplete. Please try again.';

export interface CompletionDeps {
  /** POST /api/analyze-style; resolves with the response body. */
  analyze: (answers: QuestionnaireAnswers) => Promise<unknown>;
  /** The browser's analysis store; the answers are kept beside the analysis for "Edit your answers". */
  store: { set(analysis: Analysis, answers: QuestionnaireAnswers): void };
}

export interface CompletionResult {
  analysis: Analysis;
  /** True when there was too little to analyse and the placeholder was stored (no call made). */
  placeholder: boolean;
}

/**
 * The end of the questionnaire (spec 1 §4): with neither the whole colouring group nor one non-empty
 * preference list there is nothing to analyse, so no call is made and the placeholder analysis (which
 * asks the dashboard to offer archetypes) is stored; otherwise the service's analysis, checked against
 * the contract, is stored. A failure is thrown for the caller's toast.
 */
export async function completeOnboarding(
  answers: QuestionnaireAnswers,
  { analyze, store }: CompletionDeps,
): Promise<CompletionResult> {
  if (!hasEnoughDataForAnalysis(answers)) {
    const analysis = buildInsufficientAnalysis(answers);
    store.set(analysis, answers);
    return { analysis, placeholder: true };
  }
  const parsed = analysisSchema.safeParse(await analyze(answers));
  if (!parsed.success) throw new Error(INCOMPLETE_ANALYSIS_MESSAGE);
  store.set(parsed.data, answers);
  return { analysis: parsed.data, placeholder: false };
}

/**
 * The style analysis (spec 1 §7): the answers in, the analysis object out, read unparsed so an
 * incomplete answer gets completeOnboarding's own sentence rather than a schema error.
 */
export async function requestStyleAnalysis(answers: QuestionnaireAnswers): Promise<unknown> {
  const res = await fetchOperation('analyzeStyle', answers);
  return res.json();
}
