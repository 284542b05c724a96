import { ENNEAGRAM_QUIZ, MBTI_QUIZ, type QuizQuestion } from '../content/onboarding-content';
import { answerQuestion, isQuizComplete, scoreEnneagram, scoreMyersBriggs } from './quizzes';

describe('the Enneagram quiz (spec 1 §4)', () => {
  test('When the quiz is counted, then it has 9 questions of 3 options, each naming 2-3 types from 1-9', () => {
    expect(ENNEAGRAM_QUIZ).toHaveLength(9);
    for (const question of ENNEAGRAM_QUIZ) {
      expect(question.options).toHaveLength(3);
      for (const option of question.options) {
        expect(option.scores.length).toBeGreaterThanOrEqual(2);
        expect(option.scores.length).toBeLessThanOrEqual(3);
        expect(new Set(option.scores).size).toBe(option.scores.length);
      }
    }
    const reachable = new Set(ENNEAGRAM_QUIZ.flatMap((q) => q.options.flatMap((o) => o.scores)));
    expect([...reachable].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('When one type has the most points, then it is the result', () => {
    // The third option of Q1 (3, 7, 8), first of Q3 (8, 3), first of Q6 (8, 3, 1), first of Q8 (8, 4): 8 leads.
    expect(scoreEnneagram([2, undefined, 0, undefined, undefined, 0, undefined, 0, undefined])).toBe(8);
  });

  test('When types tie, then the lowest number wins', () => {
    const questions: QuizQuestion<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9>[] = [
      { prompt: 'a', options: [{ label: 'x', scores: [7, 4] }] },
      { prompt: 'b', options: [{ label: 'y', scores: [9, 4, 7] }] },
    ];
    expect(scoreEnneagram([0, 0], questions)).toBe(4);
  });

  test('When nothing is answered, then the default is type 1', () => {
    expect(scoreEnneagram([])).toBe(1);
  });

  test('When every answer is the first option, then the tally decides deterministically', () => {
    // First options: [1,6] [1,3] [8,3] [7,3] [1,8] [8,3,1] [3,8] [8,4] [8,6] → 8 has 6, 3 has 5, 1 has 4.
    expect(scoreEnneagram(Array(9).fill(0))).toBe(8);
  });
});

describe('the Myers-Briggs quiz (spec 1 §4)', () => {
  test('When the quiz is counted, then it has 6 questions whose options name 1-3 letters', () => {
    expect(MBTI_QUIZ).toHaveLength(6);
    for (const option of MBTI_QUIZ.flatMap((q) => q.options)) {
      expect(option.scores.length).toBeGreaterThanOrEqual(1);
      expect(option.scores.length).toBeLessThanOrEqual(3);
    }
  });

  test('When every answer leans one way, then all four letters follow', () => {
    expect(scoreMyersBriggs([0, 0, 0, 0, 0, 0])).toBe('ESTJ'); // E:2 N:1 S:2 T:2 J:2
    expect(scoreMyersBriggs([1, 1, 1, 1, 1, 1])).toBe('INFP');
  });

  test('When a pair ties, then it goes to E, S, T or J', () => {
    // Q1 E, Q5 second option (I, S): E 1 – I 1 → E. Q2 N, Q6 first option (T, J, S): S 2 – N 1.
    expect(scoreMyersBriggs([0, 1, 1, 1, 1, 0])).toBe('ESTJ');
    // Q1 I, Q2 N, Q3 F, Q4 P, Q5 (E, N), Q6 (T, J, S): E1 I1, S1 N2, T1 F1, J1 P1.
    expect(scoreMyersBriggs([1, 1, 1, 1, 0, 0])).toBe('ENTJ');
  });

  test('When nothing is answered, then every pair ties and the result is ESTJ', () => {
    expect(scoreMyersBriggs([])).toBe('ESTJ');
  });

  test('When the letters point the other way, then they win', () => {
    const questions: QuizQuestion<'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P'>[] = [
      { prompt: 'a', options: [{ label: 'x', scores: ['I', 'N', 'F'] }] },
      { prompt: 'b', options: [{ label: 'y', scores: ['P'] }] },
    ];
    expect(scoreMyersBriggs([0, 0], questions)).toBe('INFP');
  });
});

describe('answering a quiz', () => {
  test('When a question is answered again, then the new answer replaces the old one', () => {
    const first = answerQuestion([], 2, 0);
    expect(answerQuestion(first, 2, 1)).toEqual([undefined, undefined, 1]);
    expect(first).toEqual([undefined, undefined, 0]);
  });

  test('When a question is still open, then the quiz is not complete', () => {
    expect(isQuizComplete(MBTI_QUIZ, [0, 0, 0, 0, 0])).toBe(false);
    expect(isQuizComplete(MBTI_QUIZ, [0, 0, undefined, 0, 0, 0])).toBe(false);
    expect(isQuizComplete(MBTI_QUIZ, [0, 1, 0, 1, 0, 1])).toBe(true);
  });
});
