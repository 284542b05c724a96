import {
  buildCreativeDirectorAnswers,
  buildFintechFounderAnswers,
  type Analysis,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import { buildAnalysis, buildPersonalBrand } from '@uniform/style-engine';
import { builtInAnswer } from '../../src/domain/built-in-responder';
import { profileOf } from '../../src/domain/profile';

/** One of the two people of issue 19 (the shared answer fixtures), with the engine's analysis of them. */
export interface Person {
  answers: QuestionnaireAnswers;
  analysis: Analysis;
}

/** The people every question of a bank is asked for, by how the test names them. */
export const BANK_PEOPLE: [string, Person][] = [
  ['the fintech founder', withAnalysis(buildFintechFounderAnswers())],
  ['the creative director', withAnalysis(buildCreativeDirectorAnswers())],
];

export function withAnalysis(answers: QuestionnaireAnswers): Person {
  return { answers, analysis: buildAnalysis(answers) };
}

/** The built-in answer of a persona to a question about this analysis (Cas also reads the personal brand). */
export function askPersona(persona: 'stylist' | 'strategist', analysis: Analysis, question: string): string {
  const brand = persona === 'strategist' ? buildPersonalBrand(analysis) : undefined;
  return builtInAnswer(persona, profileOf(analysis, brand), question);
}

/** How a bank entry checks that an answer addresses its question, from the person's own analysis. */
export type BankCheck = (answer: string, person: Person) => void;

/**
 * The cases every bank has: it holds at least 30 questions; each question, asked by each person,
 * is answered (not refused: `refusal` never matches) and passes its check; and the two people never
 * get the same answer to the same question.
 */
export function askTheBank(
  persona: 'stylist' | 'strategist',
  bank: readonly [string, BankCheck][],
  { addresses, refusal }: { addresses: string; refusal: RegExp },
): void {
  const ask = (person: Person, question: string) => askPersona(persona, person.analysis, question);

  test('When the bank is counted, then it holds at least 30 questions', () => {
    expect(bank.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(BANK_PEOPLE)(
    `${persona === 'stylist' ? 'Scottie' : 'Cas'} without a model, asked by %s`,
    (_who, person) => {
      test.each(bank)(
        `When asked "%s", then the answer addresses it from ${addresses}`,
        (question, check) => {
          const answer = ask(person, question);
          expect(answer).not.toMatch(refusal);
          check(answer, person);
        },
      );
    },
  );

  test('When the two people ask the same question, then each gets their own answer', () => {
    const [[, first], [, second]] = BANK_PEOPLE;
    for (const [question] of bank) expect(ask(first, question)).not.toBe(ask(second, question));
  });
}
