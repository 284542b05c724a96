import { SIDEREAL_SIGNS, ZODIAC_SIGNS } from '@uniform/contracts';
import {
  QUIZ_STATEMENTS,
  SIDEREAL_RANGES,
  SIGN_TRAIT_TARGETS,
  TRAITS,
  TROPICAL_RANGES,
} from '../content/quiz-data';
import {
  allAnswered,
  answerScore,
  closestSign,
  inRange,
  parseBirthday,
  quizResult,
  scoreTraits,
  siderealSign,
  traitDistance,
  tropicalSign,
  type Answers,
} from './quiz-scoring';

const answerAll = (rating: (id: number) => number): Answers =>
  Object.fromEntries(QUIZ_STATEMENTS.map((s) => [s.id, rating(s.id)]));

/** Every day of a leap year, as month and day. */
const leapYearDays = Array.from({ length: 366 }, (_, i) => {
  const date = new Date(Date.UTC(2024, 0, 1 + i));
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
});

describe('quiz statements', () => {
  test('When the statements are read, then there are 15, three per trait, the last five reversed', () => {
    expect(QUIZ_STATEMENTS).toHaveLength(15);
    for (const trait of TRAITS) expect(QUIZ_STATEMENTS.filter((s) => s.trait === trait)).toHaveLength(3);
    expect(QUIZ_STATEMENTS.map((s) => s.direction)).toEqual([...Array(10).fill(1), ...Array(5).fill(-1)]);
  });
});

describe('trait scoring', () => {
  test('When an answer is scored, then it is (rating − 3) times the direction', () => {
    expect(answerScore(5, 1)).toBe(2);
    expect(answerScore(1, 1)).toBe(-2);
    expect(answerScore(3, -1)).toBe(-0);
    expect(answerScore(5, -1)).toBe(-2);
    expect(answerScore(2, -1)).toBe(1);
  });

  test('When every answer is neutral, then every trait is 3', () => {
    expect(scoreTraits(answerAll(() => 3))).toEqual({
      extraversion: 3,
      agreeableness: 3,
      conscientiousness: 3,
      neuroticism: 3,
      openness: 3,
    });
  });

  test('When scores are summed per trait, then the trait is 3 plus half the sum', () => {
    // Extraversion: #1 → 5 (+2), #6 → 4 (+1), #11 (reversed) → 2 (+1): sum 4, trait 3 + 2 = 5.
    // Agreeableness: #2 → 4 (+1), #7 → 3 (0), #12 (reversed) → 3 (0): sum 1, trait 3.5.
    const answers = { ...answerAll(() => 3), 1: 5, 6: 4, 11: 2, 2: 4 };
    const traits = scoreTraits(answers);
    expect(traits.extraversion).toBe(5);
    expect(traits.agreeableness).toBe(3.5);
  });

  test('When the sum goes beyond the scale, then the trait is clamped to 1..5', () => {
    // Agreeing fully with the straight items and disagreeing fully with the reversed ones: sum +6 → 6 → 5.
    const high = scoreTraits(answerAll((id) => (id <= 10 ? 5 : 1)));
    const low = scoreTraits(answerAll((id) => (id <= 10 ? 1 : 5)));
    for (const trait of TRAITS) {
      expect(high[trait]).toBe(5);
      expect(low[trait]).toBe(1);
    }
  });

  test('When agreeing with everything, then the reversed items pull each trait back', () => {
    // +2 +2 −2 = +2 per trait → 3 + 1 = 4.
    for (const value of Object.values(scoreTraits(answerAll(() => 5)))) expect(value).toBe(4);
  });

  test('When an answer is missing or out of range, then the quiz is not complete and cannot be scored', () => {
    const missing = answerAll(() => 3) as Record<number, number>;
    delete missing[15];
    expect(allAnswered(missing)).toBe(false);
    expect(() => scoreTraits(missing)).toThrow(/Statement 15/);
    expect(allAnswered({ ...answerAll(() => 3), 4: 6 })).toBe(false);
    expect(allAnswered({ ...answerAll(() => 3), 4: 2.5 })).toBe(false);
    expect(allAnswered(answerAll(() => 1))).toBe(true);
  });
});

describe('signs from the birthday', () => {
  test('When every day of a leap year is looked up, then each calendar gives exactly one sign', () => {
    for (const day of leapYearDays) {
      expect(TROPICAL_RANGES.filter((r) => inRange(day, r))).toHaveLength(1);
      expect(SIDEREAL_RANGES.filter((r) => inRange(day, r))).toHaveLength(1);
    }
  });

  test('When the tropical sign is taken, then Ophiuchus never appears and every classic sign does', () => {
    const signs = new Set(leapYearDays.map(tropicalSign));
    expect(signs.has('Ophiuchus' as never)).toBe(false);
    expect([...signs].sort()).toEqual([...ZODIAC_SIGNS].sort());
  });

  test('When the sidereal sign is taken, then Ophiuchus covers 29 November to 16 December', () => {
    expect(siderealSign({ month: 11, day: 28 })).toBe('Scorpio');
    expect(siderealSign({ month: 11, day: 29 })).toBe('Ophiuchus');
    expect(siderealSign({ month: 12, day: 16 })).toBe('Ophiuchus');
    expect(siderealSign({ month: 12, day: 17 })).toBe('Sagittarius');
    expect(new Set(leapYearDays.map(siderealSign)).size).toBe(13);
    expect(tropicalSign({ month: 12, day: 1 })).toBe('Sagittarius');
  });

  test('When a range wraps the year end, then both sides of New Year are inside it', () => {
    for (const day of [
      { month: 12, day: 22 },
      { month: 12, day: 31 },
      { month: 1, day: 1 },
      { month: 1, day: 19 },
    ])
      expect(tropicalSign(day)).toBe('Capricorn');
    expect(tropicalSign({ month: 1, day: 20 })).toBe('Aquarius');
    expect(tropicalSign({ month: 12, day: 21 })).toBe('Sagittarius');
    expect(siderealSign({ month: 12, day: 31 })).toBe('Sagittarius');
    expect(siderealSign({ month: 1, day: 1 })).toBe('Sagittarius');
    expect(siderealSign({ month: 1, day: 20 })).toBe('Capricorn');
    expect(inRange({ month: 6, day: 1 }, { start: { month: 12, day: 22 }, end: { month: 1, day: 19 } })).toBe(
      false,
    );
  });

  test('When the boundaries are checked, then start and end days are both inclusive', () => {
    expect(tropicalSign({ month: 3, day: 20 })).toBe('Pisces');
    expect(tropicalSign({ month: 3, day: 21 })).toBe('Aries');
    expect(tropicalSign({ month: 2, day: 29 })).toBe('Pisces');
    expect(siderealSign({ month: 2, day: 29 })).toBe('Aquarius');
  });

  test('When a birthday is parsed, then only real calendar dates pass', () => {
    expect(parseBirthday('1990-02-29')).toBeNull();
    expect(parseBirthday('1992-02-29')).toEqual({ month: 2, day: 29 });
    expect(parseBirthday('1990-13-01')).toBeNull();
    expect(parseBirthday('not a date')).toBeNull();
    expect(parseBirthday('1985-07-04')).toEqual({ month: 7, day: 4 });
  });
});

describe('closest sign', () => {
  test('When distance is measured, then it is Euclidean over the five traits', () => {
    const a = { extraversion: 1, agreeableness: 1, conscientiousness: 1, neuroticism: 1, openness: 1 };
    const b = { extraversion: 4, agreeableness: 5, conscientiousness: 1, neuroticism: 1, openness: 1 };
    expect(traitDistance(a, b)).toBe(5);
    expect(traitDistance(a, a)).toBe(0);
  });

  test('When the traits equal a sign’s targets, then that sign is closest, Ophiuchus included', () => {
    for (const sign of SIDEREAL_SIGNS) expect(closestSign(SIGN_TRAIT_TARGETS[sign])).toBe(sign);
  });

  test('When the traits are between signs, then the smallest distance wins', () => {
    // Ophiuchus is (3, 4, 4, 3, 5); nudging openness down to 4.5 still leaves it nearest.
    expect(closestSign({ ...SIGN_TRAIT_TARGETS.Ophiuchus, openness: 4.5 })).toBe('Ophiuchus');
    // Leo is (5, 3, 3, 2, 3).
    expect(
      closestSign({ extraversion: 5, agreeableness: 3, conscientiousness: 3.5, neuroticism: 2, openness: 3 }),
    ).toBe('Leo');
  });

  test('When two signs tie, then the earlier one in the zodiac order is chosen', () => {
    const targets = { ...SIGN_TRAIT_TARGETS, Taurus: SIGN_TRAIT_TARGETS.Aries };
    expect(closestSign(SIGN_TRAIT_TARGETS.Aries, targets)).toBe('Aries');
  });

  test('When no two signs share targets, then every sign can be someone’s closest', () => {
    const keys = SIDEREAL_SIGNS.map((sign) => TRAITS.map((t) => SIGN_TRAIT_TARGETS[sign][t]).join(','));
    expect(new Set(keys).size).toBe(13);
  });
});

describe('the whole result', () => {
  test('When a December birthday and answers are given, then the three signs and traits come back', () => {
    const result = quizResult(
      { month: 12, day: 5 },
      answerAll(() => 3),
    );
    expect(result).toEqual({
      traits: { extraversion: 3, agreeableness: 3, conscientiousness: 3, neuroticism: 3, openness: 3 },
      actualSign: 'Sagittarius',
      siderealSign: 'Ophiuchus',
      closestSign: closestSign(result.traits),
    });
  });
});
