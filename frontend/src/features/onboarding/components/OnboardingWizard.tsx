import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver, type ResolverOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import type { QuestionnaireAnswers } from '@uniform/contracts';
import { ONBOARDING_STEPS } from '../content/onboarding-content';
import { onboardingDraft } from '../lib/draft';
import {
  DEFAULT_FORM_VALUES,
  mergeAnswers,
  stepInput,
  withBrandRatings,
  withoutCaptcha,
  type OnboardingAnswers,
  type OnboardingFormValues,
} from '../lib/form-values';
import { createHumanCheck } from '../lib/human-check';
import { buildMediaCards } from '../lib/media-cards';
import { BRAND_STEP, FIRST_STEP, progressPercent, STEP_COUNT, stepSchema } from '../lib/steps';
import { Button } from '../../../shared/ui/Button';
import { BrandSwipe } from './BrandSwipe';
import { PersonalityStep } from './PersonalityStep';
import {
  AboutYouStep,
  BudgetStep,
  HumanCheckStep,
  WhatBuildingStep,
  WorkStep,
  ZipCodeStep,
} from './ProfileSteps';
import { BodyFitStep, ColoringStep, ColorQuestionsStep, VoiceStep } from './StyleSteps';
import { CoreValuesStep, EventsStep, MediaStep } from './TasteSteps';

type StepOutput = Record<string, unknown>;

/** Everything drawn at random or read from storage once per page load. */
function startState() {
  const draft = typeof window === 'undefined' ? null : onboardingDraft.load();
  return { draft, check: createHumanCheck(), cards: buildMediaCards() };
}

/**
 * The 15-step questionnaire (spec 1 §2, §4, §5). One react-hook-form holds every field; each step is
 * checked with its own schema from @uniform/contracts (the ones the analysis service applies), and a
 * step that passes is merged into the accumulated answers. Continue validates, Skip does not, and on
 * the last step the answers, without the human check, go to `onComplete`. Progress is kept in this
 * browser so a reload resumes; Start over clears it.
 */
export function OnboardingWizard({
  onComplete,
  isLoading = false,
}: {
  onComplete: (answers: QuestionnaireAnswers) => void;
  isLoading?: boolean;
}) {
  const [start] = useState(startState);
  const [check, setCheck] = useState(start.check);
  const [step, setStep] = useState(start.draft?.step ?? FIRST_STEP);
  const [answers, setAnswers] = useState<OnboardingAnswers>(start.draft?.answers ?? {});

  const resolver = useMemo<Resolver<OnboardingFormValues, unknown, StepOutput>>(() => {
    const resolve = zodResolver<StepOutput, unknown, StepOutput>(stepSchema(step, check.sum));
    return (values, context, options) =>
      resolve(stepInput(values), context, options as unknown as ResolverOptions<StepOutput>);
  }, [step, check.sum]);

  const form = useForm<OnboardingFormValues, unknown, StepOutput>({
    resolver,
    defaultValues: start.draft?.values ?? DEFAULT_FORM_VALUES,
  });
  const values = useWatch({ control: form.control }) as OnboardingFormValues;

  useEffect(() => {
    onboardingDraft.save({ step, answers, values });
  }, [step, answers, values]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // Smooth, as the spec asks, unless the visitor's system asks for less motion.
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  /** Moves to another step with a clean slate: no old errors, and no re-checking until Continue. */
  const goTo = (next: number) => {
    form.reset(form.getValues(), { keepDefaultValues: true });
    setStep(next);
  };
  /** Brand ratings join the answers whenever step 4 is left (spec 1 §4). */
  const leaving = (base: OnboardingAnswers) =>
    step === BRAND_STEP ? withBrandRatings(base, form.getValues('brandPreferences')) : base;

  const onValid = (output: StepOutput) => {
    const next = leaving(mergeAnswers(answers, output));
    setAnswers(next);
    if (step === STEP_COUNT) onComplete(withoutCaptcha(next));
    else goTo(step + 1);
  };
  const skip = () => {
    setAnswers(leaving(answers));
    goTo(step + 1);
  };
  const previous = () => {
    setAnswers(leaving(answers));
    goTo(step - 1);
  };
  const startOver = () => {
    onboardingDraft.clear();
    setAnswers({});
    setCheck(createHumanCheck());
    form.reset(DEFAULT_FORM_VALUES);
    setStep(FIRST_STEP);
  };

  const copy = ONBOARDING_STEPS[step - 1]!;
  const percent = progressPercent(step);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          Build Your Style Profile
        </h1>
        {(step > FIRST_STEP || Object.keys(answers).length > 0) && (
          <Button variant="ghost" size="sm" onClick={startOver} disabled={isLoading}>
            <RotateCcw className="h-4 w-4" aria-hidden /> Start over
          </Button>
        )}
      </div>

      <div className="mt-6">
        <p className="text-sm font-medium text-stone-600">
          Step {step} of {STEP_COUNT}
        </p>
        <div
          role="progressbar"
          aria-label="Questionnaire progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${STEP_COUNT}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-gold transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(onValid)}
          aria-busy={isLoading || undefined}
          className="mt-8 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold outline-none">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{copy.description}</p>

          <div className="mt-6">
            {step === 1 && <HumanCheckStep check={check} />}
            {step === 2 && <WhatBuildingStep />}
            {step === 3 && <MediaStep films={start.cards.films} music={start.cards.music} />}
            {step === 4 && (
              <BrandSwipe
                ratings={values.brandPreferences ?? {}}
                onChange={(ratings) => form.setValue('brandPreferences', ratings, { shouldDirty: true })}
              />
            )}
            {step === 5 && <WorkStep />}
            {step === 6 && <AboutYouStep />}
            {step === 7 && <CoreValuesStep />}
            {step === 8 && <EventsStep />}
            {step === 9 && <VoiceStep />}
            {step === 10 && <BodyFitStep />}
            {step === 11 && <PersonalityStep />}
            {step === 12 && <ColorQuestionsStep />}
            {step === 13 && <ColoringStep />}
            {step === 14 && <ZipCodeStep />}
            {step === 15 && <BudgetStep />}
          </div>

          <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
            <Button variant="secondary" onClick={previous} disabled={step === FIRST_STEP || isLoading}>
              <ArrowLeft className="h-4 w-4" aria-hidden /> Previous
            </Button>
            <div className="flex flex-wrap items-center gap-2">
              {step > FIRST_STEP && step < STEP_COUNT && (
                <Button variant="ghost" onClick={skip} disabled={isLoading}>
                  Skip
                </Button>
              )}
              <Button type="submit" disabled={isLoading}>
                {step === STEP_COUNT ? 'Complete Analysis' : 'Continue'}
                {step < STEP_COUNT && <ArrowRight className="h-4 w-4" aria-hidden />}
              </Button>
            </div>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
