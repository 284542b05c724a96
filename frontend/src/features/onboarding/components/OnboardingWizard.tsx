import { lazy, Suspense, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { FormProvider, useForm, useWatch, type Resolver, type ResolverOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, LoaderCircle, RefreshCw, RotateCcw } from 'lucide-react';
import type { QuestionnaireAnswers } from '@uniform/contracts';
import { ONBOARDING_STEPS } from '../content/onboarding-content';
import { onboardingDraft } from '../lib/draft';
import {
  DEFAULT_FORM_VALUES,
  formValuesFromAnswers,
  mergeAnswers,
  stepInput,
  withBrandRatings,
  withoutCaptcha,
  type OnboardingAnswers,
  type OnboardingFormValues,
} from '../lib/form-values';
import { createHumanCheck } from '../lib/human-check';
import { buildMediaCards } from '../lib/media-cards';
import {
  BRAND_STEP,
  COLORING_STEP,
  clampStep,
  FIRST_STEP,
  keptOnSkip,
  progressPercent,
  STEP_COUNT,
  stepSchema,
} from '../lib/steps';
import { Button } from '../../../shared/ui/Button';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { whenIdle } from '../../../shared/lib/after-first-paint';
import { OnboardingFrame } from './OnboardingFrame';
import {
  AboutYouStep,
  BudgetStep,
  HumanCheckStep,
  WhatBuildingStep,
  WorkStep,
  ZipCodeStep,
} from './ProfileSteps';

/*
 * Step 1 and the plain text and choice steps come with the wizard; the others' code (Radix Select,
 * the photo reader, the brand cards, the quizzes: about 45 kB gzip) is fetched once the first step is
 * drawn, so it does not delay the first screen and is here by the time the visitor continues. A
 * draft restored on one of those steps loads that step's code first.
 */
const loadTasteSteps = () => import('./TasteSteps');
const loadStyleSteps = () => import('./StyleSteps');
const loadBrandSwipe = () => import('./BrandSwipe');
const loadPersonalityStep = () => import('./PersonalityStep');
const loadSelect = () => import('../../../shared/ui/Select');
const LATER_STEPS = [loadTasteSteps, loadStyleSteps, loadBrandSwipe, loadPersonalityStep, loadSelect];

const MediaStep = lazy(async () => ({ default: (await loadTasteSteps()).MediaStep }));
const CoreValuesStep = lazy(async () => ({ default: (await loadTasteSteps()).CoreValuesStep }));
const EventsStep = lazy(async () => ({ default: (await loadTasteSteps()).EventsStep }));
const VoiceStep = lazy(async () => ({ default: (await loadStyleSteps()).VoiceStep }));
const BodyFitStep = lazy(async () => ({ default: (await loadStyleSteps()).BodyFitStep }));
const ColorQuestionsStep = lazy(async () => ({ default: (await loadStyleSteps()).ColorQuestionsStep }));
const ColoringStep = lazy(async () => ({ default: (await loadStyleSteps()).ColoringStep }));
const BrandSwipe = lazy(async () => ({ default: (await loadBrandSwipe()).BrandSwipe }));
const PersonalityStep = lazy(async () => ({ default: (await loadPersonalityStep()).PersonalityStep }));
const LabelledSelect = lazy(async () => ({ default: (await loadSelect()).LabelledSelect }));

type StepOutput = Record<string, unknown>;

/** Answers given before, opened again to change some ("Edit your answers"), at `step`. */
export interface EditAnswers {
  answers: QuestionnaireAnswers;
  step: number;
}

/** The first answer: editing skips the human check, which the visitor passed the first time. */
const EDIT_FIRST_STEP = FIRST_STEP + 1;

/**
 * Everything drawn at random or read from storage once per page load. Opened to edit, the answers
 * come from the analysis, unless edits made to them are still in this browser (a reload while
 * editing): those edits are what the visitor last saw, so they win.
 */
function startState(edit: EditAnswers | undefined) {
  const saved = typeof window === 'undefined' ? null : onboardingDraft.load();
  const draft = !edit
    ? saved
    : saved?.editing
      ? saved
      : {
          step: Math.max(EDIT_FIRST_STEP, clampStep(edit.step)),
          answers: edit.answers,
          values: formValuesFromAnswers(edit.answers),
          editing: true,
        };
  return { draft, check: createHumanCheck(), cards: buildMediaCards() };
}

/**
 * The 15-step questionnaire (spec 1 §2, §4, §5). One react-hook-form holds every field; each step is
 * checked with its own schema from @uniform/contracts (the ones the analysis service applies), and a
 * step that passes is merged into the accumulated answers. Continue validates, Skip does not, and on
 * the last step the answers, without the human check, go to `onComplete`. Progress is kept in this
 * browser so a reload resumes; Start over clears it. Skip, and a jump to another step, keep what was
 * typed on the step left (every field that passes its rule).
 *
 * With `edit`, the wizard opens on answers given before, at the step asked for: every answer filled
 * in, a step list to go straight to any question, and Update Analysis on every step to re-run the
 * analysis without walking to the end.
 */
export function OnboardingWizard({
  onComplete,
  isLoading = false,
  edit,
}: {
  onComplete: (answers: QuestionnaireAnswers) => void;
  isLoading?: boolean;
  edit?: EditAnswers;
}) {
  const [start] = useState(() => startState(edit));
  const [editing, setEditing] = useState(Boolean(start.draft?.editing));
  const firstStep = editing ? EDIT_FIRST_STEP : FIRST_STEP;
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
    // Once the browser is idle, so step 1 is ready to answer first. A chunk that fails here is fetched
    // again when its step is shown, where a failure is reported.
    void whenIdle().then(() => {
      for (const load of LATER_STEPS) load().catch(() => undefined);
    });
  }, []);

  useEffect(() => {
    onboardingDraft.save({ step, answers, values, editing });
  }, [step, answers, values, editing]);

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

  /**
   * Moves to another step with a clean slate: no old errors, and no re-checking until Continue. As a
   * transition, so a step whose code is still on its way keeps the current one on screen meanwhile
   * (the form says it is busy and Continue turns to a spinner).
   */
  const [changingStep, startStepChange] = useTransition();
  const goTo = (next: number) => {
    form.reset(form.getValues(), { keepDefaultValues: true });
    startStepChange(() => setStep(next));
  };
  /**
   * Brand ratings join the answers whenever step 4 is left (spec 1 §4). A photo's answers used on
   * step 13 may change step 12's eye clarity: the one the form holds then joins them too.
   */
  const leaving = (base: OnboardingAnswers) => {
    if (step === BRAND_STEP) return withBrandRatings(base, form.getValues('brandPreferences'));
    const clarity = form.getValues('eyeClarity');
    if (step === COLORING_STEP && clarity) return mergeAnswers(base, { eyeClarity: clarity });
    return base;
  };

  const accept = (output: StepOutput, { finish }: { finish: boolean }) => {
    const next = leaving(mergeAnswers(answers, output));
    setAnswers(next);
    if (finish || step === STEP_COUNT) onComplete(withoutCaptcha(next));
    else goTo(step + 1);
  };
  /** Leaves this step without validating it, keeping what was typed (Skip, Previous, a jump while editing). */
  const leaveTo = (next: number) => {
    setAnswers(leaving(mergeAnswers(answers, keptOnSkip(step, form.getValues()))));
    goTo(next);
  };
  const skip = () => leaveTo(step + 1);
  const previous = () => leaveTo(step - 1);
  const startOver = () => {
    onboardingDraft.clear();
    setAnswers({});
    setCheck(createHumanCheck());
    form.reset(DEFAULT_FORM_VALUES);
    setEditing(false);
    setStep(FIRST_STEP);
  };

  const copy = ONBOARDING_STEPS[step - 1]!;
  const percent = progressPercent(step);

  return (
    <OnboardingFrame
      actions={
        (step > FIRST_STEP || Object.keys(answers).length > 0) && (
          <Button variant="ghost" size="sm" onClick={startOver} disabled={isLoading}>
            <RotateCcw className="h-4 w-4" aria-hidden /> Start over
          </Button>
        )
      }
    >
      {editing && (
        <p className="mt-2 text-stone-700">
          Your answers are filled in. Change any of them, go straight to a step, and choose Update Analysis
          when you are done.
        </p>
      )}

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
        {editing && (
          // Until Radix Select is here, the room it takes (a text-sm label, 0.25rem, a 2.5rem trigger),
          // so the form below does not jump when it arrives.
          <Suspense fallback={<div className="mt-4 h-16" />}>
            <LabelledSelect
              id="onboarding-step"
              label="Go to step"
              value={String(step)}
              onValueChange={(value) => leaveTo(Number(value))}
              options={EDIT_STEP_OPTIONS}
              disabled={isLoading}
              className="mt-4 sm:max-w-sm"
            />
          </Suspense>
        )}
      </div>

      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit((output) => accept(output, { finish: false }))}
          aria-busy={isLoading || changingStep || undefined}
          className="mt-8 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold outline-none">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{copy.description}</p>

          <div className="mt-6">
            <Suspense fallback={<PageLoading />}>
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
            </Suspense>
          </div>

          <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
            <Button variant="secondary" onClick={previous} disabled={step === firstStep || isLoading}>
              <ArrowLeft className="h-4 w-4" aria-hidden /> Previous
            </Button>
            <div className="flex flex-wrap items-center gap-2">
              {step > FIRST_STEP && step < STEP_COUNT && (
                <Button variant="ghost" onClick={skip} disabled={isLoading}>
                  Skip
                </Button>
              )}
              {editing && step < STEP_COUNT && (
                <Button
                  variant="secondary"
                  disabled={isLoading}
                  onClick={(event) =>
                    void form.handleSubmit((output) => accept(output, { finish: true }))(event)
                  }
                >
                  <RefreshCw className="h-4 w-4" aria-hidden /> Update Analysis
                </Button>
              )}
              <Button type="submit" disabled={isLoading}>
                {step === STEP_COUNT ? 'Complete Analysis' : 'Continue'}
                {step < STEP_COUNT &&
                  (changingStep ? (
                    <LoaderCircle className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
                  ) : (
                    <ArrowRight className="h-4 w-4" aria-hidden />
                  ))}
              </Button>
            </div>
          </div>
        </form>
      </FormProvider>
    </OnboardingFrame>
  );
}

/** The step list of "Edit your answers": every question after the human check, by its title. */
const EDIT_STEP_OPTIONS = ONBOARDING_STEPS.map((copy, index) => ({
  value: String(index + 1),
  label: `${index + 1}. ${copy.title}`,
})).slice(EDIT_FIRST_STEP - 1);
