import type { FormEvent } from 'react';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { QUIZ_STATEMENTS, RATING_LABELS, RATING_MAX, RATING_MIN } from '../content/quiz-data';
import { allAnswered, type Answers } from '../lib/quiz-scoring';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** Step 2: the 15 statements, each rated 1–5; all must be answered to submit (spec 2 §5). */
export function QuizQuestions({
  answers,
  onAnswer,
  onBack,
  onSubmit,
}: {
  answers: Answers;
  onAnswer: (id: number, rating: number) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const answered = QUIZ_STATEMENTS.filter((s) => answers[s.id] !== undefined).length;
  const complete = allAnswered(answers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit();
  };

  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Personality statements">
      <div className="sticky top-16 z-10 -mx-4 bg-paper/95 px-4 py-3 backdrop-blur sm:mx-0 sm:px-0">
        <p className="text-sm font-medium text-stone-700" aria-live="polite">
          {answered} of {QUIZ_STATEMENTS.length} answered
        </p>
        <div
          role="progressbar"
          aria-label="Statements answered"
          aria-valuemin={0}
          aria-valuemax={QUIZ_STATEMENTS.length}
          aria-valuenow={answered}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full bg-gold transition-all"
            style={{ width: `${(answered / QUIZ_STATEMENTS.length) * 100}%` }}
          />
        </div>
      </div>

      <ol className="space-y-4">
        {QUIZ_STATEMENTS.map((statement, index) => (
          <li key={statement.id}>
            <fieldset className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
              <legend className="sr-only">
                Statement {index + 1}: {statement.text}
              </legend>
              <p className="font-medium" aria-hidden>
                <span className="mr-2 text-stone-400">{index + 1}.</span>
                {statement.text}
              </p>
              <div className="mt-4 grid grid-cols-5 gap-1 sm:gap-2">
                {RATINGS.map((rating) => {
                  const inputId = `statement-${statement.id}-${rating}`;
                  return (
                    <div key={rating} className="flex flex-col items-center text-center">
                      <input
                        id={inputId}
                        type="radio"
                        name={`statement-${statement.id}`}
                        value={rating}
                        checked={answers[statement.id] === rating}
                        onChange={() => onAnswer(statement.id, rating)}
                        className="peer sr-only"
                      />
                      <label
                        htmlFor={inputId}
                        className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border border-stone-300 text-sm font-semibold transition-colors hover:border-gold peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper peer-focus-visible:ring-2 peer-focus-visible:ring-gold"
                      >
                        {rating}
                        <span className="sr-only">: {RATING_LABELS[rating]}</span>
                      </label>
                      {/* The ends label the scale at every width; the middle labels join from sm up. */}
                      <span
                        className={cn(
                          'mt-1 text-[11px] leading-tight text-stone-600',
                          rating !== RATING_MIN && rating !== RATING_MAX && 'hidden sm:block',
                        )}
                        aria-hidden
                      >
                        {RATING_LABELS[rating]}
                      </span>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="lg" disabled={!complete}>
          See My Results
        </Button>
        {!complete && (
          <p className="w-full text-sm text-stone-600">
            Answer all {QUIZ_STATEMENTS.length} statements to see your results.
          </p>
        )}
      </div>
    </form>
  );
}
