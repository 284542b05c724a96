import { SIDEREAL_SIGNS, type SiderealSign, type ZodiacSign } from '@uniform/contracts';
import {
  QUIZ_STATEMENTS,
  RATING_MAX,
  RATING_MIN,
  RATING_NEUTRAL,
  SIDEREAL_RANGES,
  SIGN_TRAIT_TARGETS,
  TRAIT_BASE,
  TRAIT_MAX,
  TRAIT_MIN,
  TRAITS,
  TROPICAL_RANGES,
  type MonthDay,
  type QuizStatement,
  type SignRange,
  type TraitScores,
} from '../content/quiz-data';

/**
 * The quiz maths of spec 2 §5, as pure functions: each answer scores (rating − 3) × direction,
 * scores are summed per trait, and a trait is 3 + half its sum, clamped to 1..5. Signs come from
 * the birthday (tropical without Ophiuchus, sidereal with it, ranges that wrap the year end
 * included) and from the traits (the sign whose targets are nearest in Euclidean distance,
 * Ophiuchus included; ties go to the earlier sign in the zodiac order).
 */

/** Ratings by statement id. */
export type Answers = Readonly<Record<number, number>>;

export const isValidRating = (rating: unknown): rating is number =>
  typeof rating === 'number' && Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;

export function answerScore(rating: number, direction: QuizStatement['direction']): number {
  return (rating - RATING_NEUTRAL) * direction;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function allAnswered(
  answers: Answers,
  statements: readonly QuizStatement[] = QUIZ_STATEMENTS,
): boolean {
  return statements.every((statement) => isValidRating(answers[statement.id]));
}

/** The five traits from the answers; every statement must be answered with 1..5. */
export function scoreTraits(
  answers: Answers,
  statements: readonly QuizStatement[] = QUIZ_STATEMENTS,
): TraitScores {
  const sums = Object.fromEntries(TRAITS.map((trait) => [trait, 0])) as TraitScores;
  for (const statement of statements) {
    const rating = answers[statement.id];
    if (!isValidRating(rating)) throw new RangeError(`Statement ${statement.id} needs a rating from 1 to 5`);
    sums[statement.trait] += answerScore(rating, statement.direction);
  }
  return Object.fromEntries(
    TRAITS.map((trait) => [trait, clamp(TRAIT_BASE + sums[trait] / 2, TRAIT_MIN, TRAIT_MAX)]),
  ) as TraitScores;
}

const dayKey = ({ month, day }: MonthDay) => month * 100 + day;

/** Whether the day falls in the inclusive range; a range whose end precedes its start wraps the year. */
export function inRange(date: MonthDay, range: Pick<SignRange<string>, 'start' | 'end'>): boolean {
  const d = dayKey(date);
  const start = dayKey(range.start);
  const end = dayKey(range.end);
  return start <= end ? d >= start && d <= end : d >= start || d <= end;
}

function signFor<S extends string>(date: MonthDay, ranges: readonly SignRange<S>[]): S {
  const found = ranges.find((range) => inRange(date, range));
  if (!found) throw new RangeError(`No sign covers ${date.month}/${date.day}`);
  return found.sign;
}

/** "YYYY-MM-DD" → month and day; null when it is not a real calendar date. */
export function parseBirthday(iso: string): MonthDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { month, day };
}

export const tropicalSign = (date: MonthDay): ZodiacSign => signFor(date, TROPICAL_RANGES);
export const siderealSign = (date: MonthDay): SiderealSign => signFor(date, SIDEREAL_RANGES);

export function traitDistance(a: TraitScores, b: TraitScores): number {
  return Math.sqrt(TRAITS.reduce((sum, trait) => sum + (a[trait] - b[trait]) ** 2, 0));
}

export function closestSign(
  traits: TraitScores,
  targets: Record<SiderealSign, TraitScores> = SIGN_TRAIT_TARGETS,
): SiderealSign {
  let best: SiderealSign = SIDEREAL_SIGNS[0];
  let bestDistance = Infinity;
  for (const sign of SIDEREAL_SIGNS) {
    const distance = traitDistance(traits, targets[sign]);
    if (distance < bestDistance) {
      best = sign;
      bestDistance = distance;
    }
  }
  return best;
}

export interface QuizResult {
  traits: TraitScores;
  actualSign: ZodiacSign;
  siderealSign: SiderealSign;
  closestSign: SiderealSign;
}

export function quizResult(birthday: MonthDay, answers: Answers): QuizResult {
  const traits = scoreTraits(answers);
  return {
    traits,
    actualSign: tropicalSign(birthday),
    siderealSign: siderealSign(birthday),
    closestSign: closestSign(traits),
  };
}
