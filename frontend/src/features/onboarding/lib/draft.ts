import { z } from 'zod';
import {
  BRAND_PREFERENCE_VALUES,
  colorMeasurementsSchema,
  questionnaireAnswersSchema,
} from '@uniform/contracts';
import {
  browserStorage,
  ONBOARDING_DRAFT_KEY,
  type KeyValueStorage,
} from '../../../shared/lib/analysis-store';
import { DEFAULT_FORM_VALUES, type OnboardingAnswers, type OnboardingFormValues } from './form-values';
import { clampStep, FIRST_STEP } from './steps';

/**
 * Answers in progress live in this browser only (the free tier keeps nothing on our servers), so a
 * reload returns to the same step with the same answers. What is read back is checked field by
 * field: a value of the wrong shape (an older version, a hand edit) falls back to its default rather
 * than breaking the form. The human check is never kept: it is solved again after a reload on step 1.
 * A photo's color measurements are kept (numbers only: the photo itself never leaves its step).
 */
export { ONBOARDING_DRAFT_KEY };

export interface OnboardingDraft {
  step: number;
  answers: OnboardingAnswers;
  values: OnboardingFormValues;
  /** Saved while editing the answers of an analysis ("Edit your answers"), not while answering anew. */
  editing?: boolean;
}

const text = z.string().max(4000);
const list = z.array(z.string().max(200)).max(60);
const number = z.number().finite();
const fieldSchemas: Record<keyof OnboardingFormValues, z.ZodType> = {
  captchaAnswer: z.undefined(),
  whatBuilding: text,
  styleFilms: list,
  styleMusic: list,
  brandPreferences: z.record(z.string().max(100), z.enum(BRAND_PREFERENCE_VALUES)),
  industry: text,
  occupation: text,
  ageBracket: text,
  genderIdentity: text,
  genderExpression: number,
  coreValues: list,
  environments: list,
  voicePrecisionFlow: number,
  voiceDirectGentle: number,
  voiceLiteralPoetic: number,
  voiceProfessionalPlayful: number,
  voiceFormalCasual: number,
  bodyShape: text,
  height: text,
  fitPreference: text,
  attentionArea: text,
  avoidWearing: text,
  myersBriggs: text,
  enneagram: text,
  zodiac: text,
  veinColor: text,
  sunReaction: text,
  jewelryPreference: text,
  eyeClarity: text,
  featureContrast: text,
  colorPreference: text,
  eyeColor: text,
  skinTone: text,
  hairColor: list,
  colorMeasurements: colorMeasurementsSchema,
  zipCode: text,
  budget: number,
  currentStyleDescription: text,
};

function readValues(raw: unknown): OnboardingFormValues {
  const values: Record<string, unknown> = { ...DEFAULT_FORM_VALUES };
  if (typeof raw !== 'object' || raw === null) return values as unknown as OnboardingFormValues;
  for (const [field, schema] of Object.entries(fieldSchemas)) {
    const parsed = schema.safeParse((raw as Record<string, unknown>)[field]);
    if (parsed.success && parsed.data !== undefined) values[field] = parsed.data;
  }
  return values as unknown as OnboardingFormValues;
}

function readAnswers(raw: unknown): OnboardingAnswers {
  // Only checked, not parsed: parsing would add the schema's defaults (sliders, budget) to steps
  // the visitor skipped.
  return questionnaireAnswersSchema.safeParse(raw).success ? (raw as OnboardingAnswers) : {};
}

export interface DraftStore {
  load(): OnboardingDraft | null;
  save(draft: OnboardingDraft): void;
  clear(): void;
}

export function createDraftStore(storage: KeyValueStorage | undefined): DraftStore {
  return {
    load() {
      try {
        const text = storage?.getItem(ONBOARDING_DRAFT_KEY);
        if (!text) return null;
        const raw = JSON.parse(text) as Partial<Record<keyof OnboardingDraft, unknown>>;
        const step =
          typeof raw.step === 'number' && Number.isFinite(raw.step) ? clampStep(raw.step) : FIRST_STEP;
        return {
          step,
          answers: readAnswers(raw.answers),
          values: readValues(raw.values),
          ...(raw.editing === true ? { editing: true } : {}),
        };
      } catch {
        return null;
      }
    },
    save({ step, answers, values, editing }) {
      const { captchaAnswer: _answer, ...keptAnswers } = answers;
      const { captchaAnswer: _value, ...keptValues } = values;
      try {
        storage?.setItem(
          ONBOARDING_DRAFT_KEY,
          JSON.stringify({ step, answers: keptAnswers, values: keptValues, ...(editing ? { editing } : {}) }),
        );
      } catch {
        // Storage full or blocked: the questionnaire still works, it just will not survive a reload.
      }
    },
    clear() {
      try {
        storage?.removeItem(ONBOARDING_DRAFT_KEY);
      } catch {
        // As above: nothing was kept, so there is nothing to clear.
      }
    },
  };
}

/** The questionnaire's draft in this browser's localStorage. */
export const onboardingDraft = createDraftStore(browserStorage());
