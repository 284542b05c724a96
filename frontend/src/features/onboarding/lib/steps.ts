import type { z } from 'zod';
import { captchaStepSchema, QUESTIONNAIRE_LIMITS, QUESTIONNAIRE_STEP_SCHEMAS } from '@uniform/contracts';
import { stepInput, type OnboardingFormValues } from './form-values';

export const STEP_COUNT = QUESTIONNAIRE_LIMITS.steps;
export const FIRST_STEP = 1;
export const BRAND_STEP = 4;
/** Step 13, eye, skin and hair color: "Use a photo" there may also change step 12's eye clarity. */
export const COLORING_STEP = 13;

type StepSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * The schema that step `step` (1–15) is checked with: the contracts' step schema, the very one the
 * analysis service applies, and on step 1 the sum shown on screen as well.
 */
export function stepSchema(step: number, expectedSum: number): StepSchema {
  const schema = step === FIRST_STEP ? captchaStepSchema(expectedSum) : QUESTIONNAIRE_STEP_SCHEMAS[step - 1];
  if (!schema) throw new RangeError(`There is no step ${step}`);
  // Each step's own input type differs; the form hands every step the same record of values.
  return schema as unknown as StepSchema;
}

export type StepResult =
  { success: true; data: Record<string, unknown> } | { success: false; errors: Record<string, string> };

/** Checks one step's form values: the parsed answers, or the first message per field. */
export function validateStep(step: number, values: OnboardingFormValues, expectedSum: number): StepResult {
  const result = stepSchema(step, expectedSum).safeParse(stepInput(values));
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/**
 * What Skip keeps of a step (spec 1 §4: Skip advances without validation): every field that passes
 * its own rule, so what was typed is not lost and the answers never carry a value the service would
 * refuse. A field that does not pass yet (four letters where ten are needed) stays in the form to
 * finish later and is undefined here, which takes any older answer to it out (mergeAnswers). The
 * human check is never skipped, so step 1 keeps nothing.
 */
export function keptOnSkip(step: number, values: OnboardingFormValues): Record<string, unknown> {
  if (step === FIRST_STEP) return {};
  const schema = QUESTIONNAIRE_STEP_SCHEMAS[step - 1];
  if (!schema) throw new RangeError(`There is no step ${step}`);
  const input = stepInput(values);
  const rules: Record<string, z.ZodType> = schema.shape;
  return Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => {
      const result = rule.safeParse(input[field]);
      return [field, result.success ? result.data : undefined];
    }),
  );
}

/** Progress is the step divided by 15 (spec 1 §9), as a percentage for the bar. */
export const progressPercent = (step: number): number => Math.round((step / STEP_COUNT) * 100);

export const clampStep = (step: number): number =>
  Math.min(STEP_COUNT, Math.max(FIRST_STEP, Math.trunc(step)));
