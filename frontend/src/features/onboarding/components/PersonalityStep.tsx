import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { MBTI_TYPES, ZODIAC_SIGNS } from '@uniform/contracts';
import { ENNEAGRAM_NAMES, ENNEAGRAM_QUIZ, MBTI_QUIZ, type QuizQuestion } from '../content/onboarding-content';
import type { OnboardingFormValues } from '../lib/form-values';
import {
  answerQuestion,
  isQuizComplete,
  scoreEnneagram,
  scoreMyersBriggs,
  type QuizAnswers,
} from '../lib/quizzes';
import { Button } from '../../../shared/ui/Button';
import { FieldError, Input, Label } from '../../../shared/ui/Field';
import { Select } from '../../../shared/ui/Select';

/**
 * Step 11, all optional (spec 1 §4–§5): Myers-Briggs and Enneagram can be typed (5w4 style wings
 * accepted, Myers-Briggs upper-cased as typed) or found with a short quiz; the zodiac is chosen.
 */
export function PersonalityStep() {
  const { control, setValue, setFocus, formState } = useFormContext<OnboardingFormValues>();
  const [openQuiz, setOpenQuiz] = useState<'mbti' | 'enneagram' | null>(null);
  const [quizResult, setQuizResult] = useState<string>();
  const { errors } = formState;

  const finish = (field: 'myersBriggs' | 'enneagram', value: string, said: string) => {
    setValue(field, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setQuizResult(said);
    setOpenQuiz(null);
    // The last answer closes the quiz and takes the focused radio with it: focus goes to the field
    // the result filled in, not to the page.
    setFocus(field);
  };

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Label htmlFor="myersBriggs">Myers-Briggs type (optional)</Label>
        <Controller
          control={control}
          name="myersBriggs"
          render={({ field }) => (
            <Input
              {...field}
              id="myersBriggs"
              list="mbti-types"
              placeholder="e.g. INTJ"
              autoComplete="off"
              maxLength={4}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              aria-invalid={errors.myersBriggs ? true : undefined}
              aria-describedby={errors.myersBriggs ? 'myersBriggs-error' : undefined}
              className="sm:max-w-xs"
            />
          )}
        />
        <datalist id="mbti-types">
          {MBTI_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <FieldError id="myersBriggs-error">{errors.myersBriggs?.message}</FieldError>
        <QuizToggle
          label="Take the 6-question Myers-Briggs quiz"
          open={openQuiz === 'mbti'}
          onToggle={() => setOpenQuiz(openQuiz === 'mbti' ? null : 'mbti')}
        />
        {openQuiz === 'mbti' && (
          <QuizPanel
            title="Myers-Briggs quiz"
            questions={MBTI_QUIZ}
            onComplete={(answers) => {
              const type = scoreMyersBriggs(answers);
              finish('myersBriggs', type, `Your Myers-Briggs result: ${type}.`);
            }}
          />
        )}
      </div>

      <div className="space-y-2">
        <Label htmlFor="enneagram">Enneagram type (optional)</Label>
        <Controller
          control={control}
          name="enneagram"
          render={({ field }) => (
            <Input
              {...field}
              id="enneagram"
              placeholder="e.g. 5 or 5w4"
              autoComplete="off"
              maxLength={3}
              aria-invalid={errors.enneagram ? true : undefined}
              aria-describedby={errors.enneagram ? 'enneagram-error' : 'enneagram-hint'}
              className="sm:max-w-xs"
            />
          )}
        />
        <p id="enneagram-hint" className="text-xs text-stone-500">
          A type from 1 to 9, with a wing if you know it (5w4 is a Five with a Four wing).
        </p>
        <FieldError id="enneagram-error">{errors.enneagram?.message}</FieldError>
        <QuizToggle
          label="Take the 9-question Enneagram quiz"
          open={openQuiz === 'enneagram'}
          onToggle={() => setOpenQuiz(openQuiz === 'enneagram' ? null : 'enneagram')}
        />
        {openQuiz === 'enneagram' && (
          <QuizPanel
            title="Enneagram quiz"
            questions={ENNEAGRAM_QUIZ}
            onComplete={(answers) => {
              const type = String(scoreEnneagram(answers));
              finish('enneagram', type, `Your Enneagram result: Type ${type}, ${ENNEAGRAM_NAMES[type]}.`);
            }}
          />
        )}
      </div>

      {quizResult && (
        <p role="status" className="rounded-md bg-gold-soft/60 px-3 py-2 text-sm">
          {quizResult}
        </p>
      )}

      <div className="space-y-2">
        <Label htmlFor="zodiac">Zodiac sign (optional)</Label>
        <Controller
          control={control}
          name="zodiac"
          render={({ field }) => (
            <div className="flex items-center gap-2 sm:max-w-xs">
              <Select
                id="zodiac"
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={ZODIAC_SIGNS.map((sign) => ({ value: sign, label: sign }))}
                placeholder="Choose your sign"
                invalid={Boolean(errors.zodiac)}
                describedBy={errors.zodiac ? 'zodiac-error' : undefined}
              />
              {field.value && (
                <Button variant="ghost" size="sm" onClick={() => field.onChange('')}>
                  Clear
                </Button>
              )}
            </div>
          )}
        />
        <FieldError id="zodiac-error">{errors.zodiac?.message}</FieldError>
      </div>
    </div>
  );
}

function QuizToggle({ label, open, onToggle }: { label: string; open: boolean; onToggle: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-expanded={open} onClick={onToggle} className="-ml-3 underline">
      {open ? 'Close the quiz' : label}
    </Button>
  );
}

/**
 * A quiz as radio groups, one per question. Answering again replaces the earlier answer; once every
 * question has one, the result is reported and the parent closes the quiz.
 */
function QuizPanel<T>({
  title,
  questions,
  onComplete,
}: {
  title: string;
  questions: readonly QuizQuestion<T>[];
  onComplete: (answers: QuizAnswers) => void;
}) {
  const id = useId();
  const [answers, setAnswers] = useState<QuizAnswers>([]);
  const choose = (question: number, option: number) => {
    const next = answerQuestion(answers, question, option);
    setAnswers(next);
    if (isQuizComplete(questions, next)) onComplete(next);
  };
  const answered = answers.filter((answer) => answer !== undefined).length;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <p className="text-xs text-stone-500">
          {answered} of {questions.length} answered
        </p>
      </div>
      {questions.map((question, q) => (
        <fieldset key={question.prompt} className="space-y-2">
          <legend className="text-sm font-medium">
            {q + 1}. {question.prompt}
          </legend>
          {question.options.map((option, o) => (
            <label key={option.label} className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-q${q}`}
                checked={answers[q] === o}
                onChange={() => choose(q, o)}
                className="mt-0.5 h-4 w-4 accent-ink"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
