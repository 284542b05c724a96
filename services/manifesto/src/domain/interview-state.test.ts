import { MANIFESTO_SECTIONS } from '@uniform/contracts';
import { SECTION_SCRIPTS } from './interview-script';
import {
  applyAnswer,
  classifyAnswer,
  EMPTY_PROGRESS,
  nextTurn,
  replaySection,
  stepFor,
  THIN_ANSWER_WORDS,
  userAnswers,
} from './interview-state';

const FULL = 'My grandparents came from Sicily in 1952 with one suitcase.';
const history = (...answers: string[]) =>
  answers.flatMap((content, i) => [
    { type: 'assistant' as const, content: `Question ${i + 1}?` },
    { type: 'user' as const, content },
  ]);

describe('classifyAnswer', () => {
  test('When the family types skip (any case, with a full stop), then the answer is a skip', () => {
    for (const text of ['skip', 'Skip.', ' PASS ', 'next question', 'I’d rather not say'])
      expect(classifyAnswer(text)).toBe('skip');
  });

  test(`When an answer has fewer than ${THIN_ANSWER_WORDS} words, then it is thin; otherwise full`, () => {
    expect(classifyAnswer('Sicily.')).toBe('thin');
    expect(classifyAnswer('From Sicily, mostly')).toBe('thin');
    expect(classifyAnswer('Mostly from Sicily, Italy')).toBe('full');
    expect(classifyAnswer('— — —')).toBe('thin');
    // Four words that say nothing are as thin as one.
    expect(classifyAnswer('I really don’t know.')).toBe('thin');
  });
});

describe('applyAnswer', () => {
  test('When a full answer arrives, then it is recorded and the next question is due', () => {
    expect(applyAnswer(EMPTY_PROGRESS, `  ${FULL} `, 3)).toEqual({ answers: [FULL], pending: null });
  });

  test('When a thin answer arrives, then it waits for one follow-up and is joined to its answer', () => {
    const waiting = applyAnswer(EMPTY_PROGRESS, 'Sicily', 3);
    expect(waiting).toEqual({ answers: [], pending: 'Sicily' });
    // Whatever follows the follow-up completes the question, even if it is short again.
    expect(applyAnswer(waiting, 'and Naples', 3)).toEqual({ answers: ['Sicily and Naples'], pending: null });
  });

  test('When the follow-up is skipped, then the short answer stands alone', () => {
    const waiting = applyAnswer(EMPTY_PROGRESS, 'Sicily', 3);
    expect(applyAnswer(waiting, 'skip', 3)).toEqual({ answers: ['Sicily'], pending: null });
  });

  test('When a question is skipped, then it is recorded empty and the next one is due', () => {
    expect(applyAnswer(EMPTY_PROGRESS, 'skip', 3)).toEqual({ answers: [''], pending: null });
  });

  test('When the section already has every answer, then more words join the last answer', () => {
    const done = { answers: ['a b c d', 'e f g h', 'i j k l'], pending: null };
    expect(applyAnswer(done, 'one more thought', 3).answers).toEqual([
      'a b c d',
      'e f g h',
      'i j k l one more thought',
    ]);
  });
});

describe('replaySection and nextTurn', () => {
  test('When the history is replayed, then only the family’s messages count, in order', () => {
    const msgs = history(FULL, 'Sicily', 'and later Brooklyn, New York');
    expect(userAnswers(msgs)).toEqual([FULL, 'Sicily', 'and later Brooklyn, New York']);
    expect(replaySection(userAnswers(msgs), 3)).toEqual({
      answers: [FULL, 'Sicily and later Brooklyn, New York'],
      pending: null,
    });
  });

  test('When the first answer comes in, then the second question is asked, quoting the answer', () => {
    const turn = nextTurn(0, [{ type: 'assistant', content: 'Where does it begin?' }], FULL);
    expect(turn.step).toEqual({ kind: 'ask', questionIndex: 1, previous: { skipped: false, answer: FULL } });
    expect(turn.before).toEqual(EMPTY_PROGRESS);
  });

  test('When a short answer comes in, then a follow-up is due for the same question', () => {
    expect(nextTurn(2, history(FULL), 'Honesty').step).toEqual({
      kind: 'follow-up',
      questionIndex: 1,
      vague: false,
    });
  });

  test('When an answer says nothing ("idk"), then the follow-up is marked vague and the next answer replaces it', () => {
    expect(nextTurn(0, [], 'idk').step).toEqual({ kind: 'follow-up', questionIndex: 0, vague: true });
    const turn = nextTurn(0, history('I don’t know.'), 'My grandmother Rosa came from Naples.');
    expect(turn.progress.answers).toEqual(['My grandmother Rosa came from Naples.']);
    // Nothing said twice: the question is recorded as unanswered, never as "yes".
    expect(nextTurn(0, history('yes'), 'not sure').progress.answers).toEqual(['']);
  });

  test('When a skip comes in, then the next question is due and marked as after a skip', () => {
    expect(nextTurn(4, [], 'skip').step).toEqual({
      kind: 'ask',
      questionIndex: 1,
      previous: { skipped: true },
    });
  });

  test('When the last question is answered, then the section is complete with every answer', () => {
    const turn = nextTurn(6, history(FULL, 'skip'), 'We will build a house by the sea together.');
    expect(turn.step).toEqual({
      kind: 'complete',
      answers: [FULL, '', 'We will build a house by the sea together.'],
    });
  });

  test('When each section is walked through, then it completes after exactly its questions', () => {
    MANIFESTO_SECTIONS.forEach((_, index) => {
      const count = SECTION_SCRIPTS[index]!.questions.length;
      expect(count).toBeGreaterThanOrEqual(3);
      let msgs: { type: 'user' | 'assistant'; content: string }[] = [];
      for (let i = 0; i < count; i++) {
        const turn = nextTurn(index, msgs, `${FULL} (${i})`);
        expect(turn.step.kind).toBe(i === count - 1 ? 'complete' : 'ask');
        msgs = [...msgs, { type: 'assistant', content: 'q' }, { type: 'user', content: `${FULL} (${i})` }];
      }
    });
  });

  test('When an unknown section index is asked for, then it is refused', () => {
    expect(() => nextTurn(7, [], FULL)).toThrow(RangeError);
  });

  test('When nothing has been answered yet, then the first question is due', () => {
    expect(stepFor(EMPTY_PROGRESS, 3)).toEqual({
      kind: 'ask',
      questionIndex: 0,
      previous: { skipped: true },
    });
  });
});
