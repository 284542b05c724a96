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
import { FormField, Input } from '../../../shared/ui/Field';
import { Select } from '../../../shared/ui/Select';

type TypeFieldName = 'myersBriggs' | 'enneagram';

/** The two types that can be typed or found with a quiz: the field, and the quiz behind it. */
const TYPE_FIELDS: Record<
  TypeFieldName,
  {
    label: string;
    hint?: string;
    placeholder: string;
    maxLength: number;
    /** Offered as the field is typed in (a datalist). */
    suggestions?: { id: string; values: readonly string[] };
    /** How a typed value is kept (Myers-Briggs upper-cased as typed). */
    typed?: (value: string) => string;
    quiz: {
      toggle: string;
      title: string;
      questions: readonly QuizQuestion<unknown>[];
      result: (answers: QuizAnswers) => { type: string; said: string };
    };
  }
> = {
  myersBriggs: {
    label: 'Myers-Briggs type (optional)',
    placeholder: 'e.g. INTJ',
    maxLength: 4,
    suggestions: { id: 'mbti-types', values: MBTI_TYPES },
    typed: (value) => value.toUpperCase(),
    quiz: {
      toggle: 'Take the 6-question Myers-Briggs quiz',
      title: 'Myers-Briggs quiz',
      questions: MBTI_QUIZ,
      result: (answers) => {
        const type = scoreMyersBriggs(answers);
        return { type, said: `Your Myers-Briggs result: ${type}.` };
      },
    },
  },
  enneagram: {
    label: 'Enneagram type (optional)',
    hint: 'A type from 1 to 9, with a wing if you know it (5w4 is a Five with a Four wing).',
    placeholder: 'e.g. 5 or 5w4',
    maxLength: 3,
    quiz: {
      toggle: 'Take the 9-question Enneagram quiz',
      title: 'Enneagram quiz',
      questions: ENNEAGRAM_QUIZ,
      result: (answers) => {
        const type = String(scoreEnneagram(answers));
        return { type, said: `Your Enneagram result: Type ${type}, ${ENNEAGRAM_NAMES[type]}.` };
      },
    },
  },
};

/**
 * Step 11, all optional (spec 1 §4–§5): Myers-Briggs and Enneagram can be typed (5w4 style wings
 * accepted, Myers-Briggs upper-cased as typed) or found with a short quiz; the zodiac is chosen.
 */
export function PersonalityStep() {
  const { control, setValue, setFocus, formState } = useFormContext<OnboardingFormValues>();
  const [openQuiz, setOpenQuiz] = useState<TypeFieldName | null>(null);
  const [quizResult, setQuizResult] = useState<string>();
  const { errors } = formState;

  const finish = (name: TypeFieldName, { type, said }: { type: string; said: string }) => {
    setValue(name, type, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setQuizResult(said);
    setOpenQuiz(null);
    // The last answer closes the quiz and takes the focused radio with it: focus goes to the field
    // the result filled in, not to the page.
    setFocus(name);
  };

  return (
    <div className="space-y-8">
      {(['myersBriggs', 'enneagram'] as const).map((name) => (
        <TypeField
          key={name}
          name={name}
          quizOpen={openQuiz === name}
          onToggleQuiz={() => setOpenQuiz(openQuiz === name ? null : name)}
          onQuizResult={(result) => finish(name, result)}
        />
      ))}

      {quizResult && (
        <p role="status" className="rounded-md bg-gold-soft/60 px-3 py-2 text-sm">
          {quizResult}
        </p>
      )}

      <FormField
        id="zodiac"
        label="Zodiac sign (optional)"
        error={errors.zodiac?.message}
        control={({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
          <Controller
            control={control}
            name="zodiac"
            render={({ field }) => (
              <div className="flex items-center gap-2 sm:max-w-xs">
                <Select
                  id={id}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={ZODIAC_SIGNS.map((sign) => ({ value: sign, label: sign }))}
                  placeholder="Choose your sign"
                  invalid={invalid}
                  describedBy={describedBy}
                />
                {field.value && (
                  <Button variant="ghost" size="sm" onClick={() => field.onChange('')}>
                    Clear
                  </Button>
                )}
              </div>
            )}
          />
        )}
      />
    </div>
  );
}

/** A type typed in, or found with its quiz under the field. */
function TypeField({
  name,
  quizOpen,
  onToggleQuiz,
  onQuizResult,
}: {
  name: TypeFieldName;
  quizOpen: boolean;
  onToggleQuiz: () => void;
  onQuizResult: (result: { type: string; said: string }) => void;
}) {
  const { control, formState } = useFormContext<OnboardingFormValues>();
  const { label, hint, placeholder, maxLength, suggestions, typed, quiz } = TYPE_FIELDS[name];
  return (
    <FormField
      id={name}
      label={label}
      hint={hint}
      error={formState.errors[name]?.message}
      control={(props) => (
        <>
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <Input
                {...field}
                {...props}
                list={suggestions?.id}
                placeholder={placeholder}
                autoComplete="off"
                maxLength={maxLength}
                onChange={(event) => field.onChange(typed ? typed(event.target.value) : event.target.value)}
                className="sm:max-w-xs"
              />
            )}
          />
          {suggestions && (
            <datalist id={suggestions.id}>
              {suggestions.values.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          )}
        </>
      )}
    >
      <QuizToggle label={quiz.toggle} open={quizOpen} onToggle={onToggleQuiz} />
      {quizOpen && (
        <QuizPanel
          title={quiz.title}
          questions={quiz.questions}
          onComplete={(answers) => onQuizResult(quiz.result(answers))}
        />
      )}
    </FormField>
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
