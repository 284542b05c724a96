import type { ChatMessage } from '@uniform/contracts';
import { SKIP_WORDS, sectionScript } from './interview-script';
import { asShortList, wordCount } from './family-voice';

/**
 * The manifesto interview as a state machine over what the client sends, so the service keeps no
 * state: the page sends the section it is on (0–6) and that section's messages so far, and the
 * position inside the section is replayed from the family's answers in that history.
 *
 * Per question: a full answer moves on; "skip" moves on with nothing written; a very short answer
 * (under THIN_ANSWER_WORDS words) or a vague one ("idk", "yes") gets one gentler follow-up, and
 * whatever comes next is joined to it (or replaces it, after a vague one). The section is complete when every question has its answer.
 */

export const THIN_ANSWER_WORDS = 4;

export type AnswerKind = 'skip' | 'thin' | 'full';

/** Answers that say nothing to write from, however many words they take. */
const VAGUE =
  /^(?:idk|dunno|i (?:really |just )?don'?t know|i do not know|i'?m not sure|not sure|no idea|yes|yeah|yep|no|nope|maybe|ok|okay|sure|nothing|none|n\/a|hmm+|um+|hard to say|not really|i can'?t think of (?:anything|one)|no clue|who knows)$/;

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[.!?,\s]+$/, '');

/** True for "idk", "yes", "not sure": an answer with nothing in it to build on. */
export function isVague(text: string): boolean {
  return VAGUE.test(normalise(text));
}

export function classifyAnswer(text: string): AnswerKind {
  if ((SKIP_WORDS as readonly string[]).includes(normalise(text))) return 'skip';
  if (isVague(text)) return 'thin';
  // "kindness, curiosity, patience" is short and complete.
  const list = asShortList(text);
  const wordList = list !== null && list.every((item) => wordCount(item) === 1);
  return wordCount(text) < THIN_ANSWER_WORDS && !wordList ? 'thin' : 'full';
}

export interface SectionProgress {
  /** One per question answered so far, in order; '' when it was skipped. */
  answers: string[];
  /** A short answer to the current question, waiting for the follow-up's answer. */
  pending: string | null;
}

export const EMPTY_PROGRESS: SectionProgress = { answers: [], pending: null };

/** One answer applied to the progress of a section with `questionCount` questions. */
export function applyAnswer(
  progress: SectionProgress,
  message: string,
  questionCount: number,
): SectionProgress {
  const text = message.trim();
  const { answers, pending } = progress;
  // The section already has every answer (the page sent one more): keep the words with the last one.
  if (answers.length >= questionCount) {
    const last = answers.length - 1;
    return { answers: answers.map((a, i) => (i === last ? join(a, text) : a)), pending: null };
  }
  const kind = classifyAnswer(text);
  if (pending !== null) {
    // The follow-up's answer completes the short one, whatever its length ("skip" keeps the short
    // one); a vague one ("idk") had nothing in it, so the new answer replaces it.
    const kept = isVague(pending) ? '' : pending;
    const added = kind === 'skip' || isVague(text) ? '' : text;
    return { answers: [...answers, join(kept, added)], pending: null };
  }
  if (kind === 'skip') return { answers: [...answers, ''], pending: null };
  if (kind === 'thin') return { answers, pending: text };
  return { answers: [...answers, text], pending: null };
}

/** A short answer and what followed it, read as one: "Sicily" + "and Naples", "coffee" + "We talk." */
const join = (a: string, b: string) => {
  if (!a || !b) return a || b;
  const startsSentence = /^[A-Z]/.test(b) && !/^I\b/.test(b);
  return /[.!?…]$/.test(a) || !startsSentence ? `${a} ${b}` : `${a}. ${b}`;
};

/** The family's answers in a section's history, replayed from the start of the section. */
export function replaySection(userMessages: readonly string[], questionCount: number): SectionProgress {
  return userMessages.reduce(
    (progress, message) => applyAnswer(progress, message, questionCount),
    EMPTY_PROGRESS,
  );
}

export type InterviewStep =
  /** Ask question `questionIndex`; `previous` is how the last question was answered. */
  | { kind: 'ask'; questionIndex: number; previous: { skipped: true } | { skipped: false; answer: string } }
  /** The last answer was short or vague: ask question `questionIndex` again, more gently. */
  | { kind: 'follow-up'; questionIndex: number; vague: boolean }
  /** Every question has its answer: write the section. */
  | { kind: 'complete'; answers: string[] };

export interface Turn {
  step: InterviewStep;
  /** The progress after this answer. */
  progress: SectionProgress;
  /** The progress before it (what the history alone says). */
  before: SectionProgress;
}

/** The user messages of a section's history, oldest first. */
export function userAnswers(history: readonly Pick<ChatMessage, 'type' | 'content'>[]): string[] {
  return history.filter((message) => message.type === 'user').map((message) => message.content);
}

/** Where the interview goes after `message`, given the section and its history so far. */
export function nextTurn(
  sectionIndex: number,
  history: readonly Pick<ChatMessage, 'type' | 'content'>[],
  message: string,
): Turn {
  const questionCount = sectionScript(sectionIndex).questions.length;
  const before = replaySection(userAnswers(history), questionCount);
  const progress = applyAnswer(before, message, questionCount);
  return { step: stepFor(progress, questionCount), progress, before };
}

export function stepFor(progress: SectionProgress, questionCount: number): InterviewStep {
  if (progress.pending !== null)
    return { kind: 'follow-up', questionIndex: progress.answers.length, vague: isVague(progress.pending) };
  if (progress.answers.length >= questionCount) return { kind: 'complete', answers: progress.answers };
  const last = progress.answers[progress.answers.length - 1] ?? '';
  return {
    kind: 'ask',
    questionIndex: progress.answers.length,
    previous: last ? { skipped: false, answer: last } : { skipped: true },
  };
}
