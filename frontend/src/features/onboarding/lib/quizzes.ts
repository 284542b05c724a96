import {
  ENNEAGRAM_QUIZ,
  MBTI_QUIZ,
  type EnneagramNumber,
  type MbtiLetter,
  type QuizQuestion,
} from '../content/onboarding-content';

/**
 * The two quick quizzes of step 11 (spec 1 §4). Both are plain tallies: every chosen option adds
 * one point to each type or letter it names.
 * - Enneagram: the type 1–9 with the most points; a tie goes to the lowest number, no points to 1.
 * - Myers-Briggs: for each pair the letter with more points; a tie (or no answer) goes to E, S, T, J.
 * `answers[i]` is the index of the option chosen for question i (undefined while unanswered).
 */
export type QuizAnswers = readonly (number | undefined)[];

function tally<T>(questions: readonly QuizQuestion<T>[], answers: QuizAnswers): Map<T, number> {
  const points = new Map<T, number>();
  questions.forEach((question, i) => {
    const choice = answers[i];
    const option = choice === undefined ? undefined : question.options[choice];
    option?.scores.forEach((score) => points.set(score, (points.get(score) ?? 0) + 1));
  });
  return points;
}

export function scoreEnneagram(
  answers: QuizAnswers,
  questions: readonly QuizQuestion<EnneagramNumber>[] = ENNEAGRAM_QUIZ,
): EnneagramNumber {
  const points = tally(questions, answers);
  let best: EnneagramNumber = 1;
  for (let type = 2 as EnneagramNumber; type <= 9; type = (type + 1) as EnneagramNumber) {
    // Strictly more: on a tie the lower number, already held, stays.
    if ((points.get(type) ?? 0) > (points.get(best) ?? 0)) best = type;
  }
  return best;
}

/** The four pairs in the order of the type's letters; the first letter of each wins a tie. */
export const MBTI_PAIRS: readonly (readonly [MbtiLetter, MbtiLetter])[] = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P'],
];

export function scoreMyersBriggs(
  answers: QuizAnswers,
  questions: readonly QuizQuestion<MbtiLetter>[] = MBTI_QUIZ,
): string {
  const points = tally(questions, answers);
  return MBTI_PAIRS.map(([first, second]) =>
    (points.get(second) ?? 0) > (points.get(first) ?? 0) ? second : first,
  ).join('');
}

/** Results are computed only once every question has an answer (spec 1 §4). */
export function isQuizComplete(questions: readonly unknown[], answers: QuizAnswers): boolean {
  return questions.every((_, i) => answers[i] !== undefined);
}

/** One answer per question: a new choice replaces the earlier one. */
export function answerQuestion(
  answers: QuizAnswers,
  question: number,
  option: number,
): (number | undefined)[] {
  const next = [...answers];
  next[question] = option;
  return next;
}
