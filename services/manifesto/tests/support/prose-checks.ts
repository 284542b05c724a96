import { textFaults } from '@uniform/style-engine';

/**
 * What a reader checks in the built-in interviewer's words, written once for the unit and the
 * component tests: a question must not read the family's sentence back to them, and a written
 * section must read as prose in the family's voice, not as their answers pasted in.
 */

/** Pronouns and their verbs folded together, so "I was" and "we were" compare equal. */
const FOLD: Record<string, string> = {
  i: 'we',
  me: 'us',
  my: 'our',
  mine: 'ours',
  myself: 'ourselves',
  am: 'are',
  was: 'were',
};

/** Lower-case words without punctuation, first person singular folded into plural. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .map((word) => FOLD[word] ?? word);
}

/** The longest run of consecutive words the two texts share. */
export function longestSharedRun(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  let best = 0;
  for (let i = 0; i < left.length; i++)
    for (let j = 0; j < right.length; j++) {
      let n = 0;
      while (left[i + n] !== undefined && left[i + n] === right[j + n]) n++;
      best = Math.max(best, n);
    }
  return best;
}

/** True when `text` holds the whole of `answer`, word for word (pronouns folded, punctuation ignored). */
export function holdsVerbatim(text: string, answer: string): boolean {
  return ` ${wordsOf(text).join(' ')} `.includes(` ${wordsOf(answer).join(' ')} `);
}

/** Sentences of a text: split after . ! ? (and a closing quote) before the next capital. */
export function sentencesIn(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”]?)\s+(?=["“]?[\p{Lu}])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The questions a message asks (its sentences that end in a question mark), without the thank-you. */
export function questionsIn(message: string): string[] {
  return sentencesIn(message).filter((sentence) => sentence.endsWith('?'));
}

const STOPWORDS = new Set(
  'that this with from they their them then than when what were have into over your ours about which would there every'.split(
    ' ',
  ),
);

/** The words that carry an answer's meaning (four letters or more, not grammar words). */
export function contentWords(answer: string): string[] {
  return wordsOf(answer).filter((word) => word.length >= 4 && !STOPWORDS.has(word));
}

/** The text faults the style engine's audit reports that are ours to avoid in a written section. */
const OUR_FAULTS = new Set([
  'doubled-punctuation',
  'article',
  'repeated-sentence',
  'unfinished-template',
  'recased-user-text',
]);

/**
 * Everything wrong with a written section as prose built from `answers` ('' for a skipped one); an
 * empty list when it reads as the manifesto should.
 */
export function proseProblems(section: string, answers: readonly string[]): string[] {
  const problems: string[] = [];
  const sentences = sentencesIn(section);
  if (sentences.length < 2) problems.push(`only ${sentences.length} sentence(s)`);
  if (!/\b(we|our|us)\b/i.test(section)) problems.push('not in the first person plural');
  if (/\bI\b|\b(my|me|mine|myself)\b/i.test(section)) problems.push('speaks as "I"');
  for (const answer of answers.filter(Boolean)) {
    // Compared by stem: "raise" is kept in "raising", "belong" in "belonging".
    const stem = (word: string) => word.replace(/(ing|ed|es|s|e)$/, '').slice(0, 5);
    const sectionStems = new Set(wordsOf(section).map(stem));
    const words = contentWords(answer);
    const kept = words.filter((word) => sectionStems.has(stem(word)));
    if (kept.length < Math.ceil(words.length * 0.8))
      problems.push(`leaves out the point "${answer}" (kept ${kept.length} of ${words.length} words)`);
    if (wordsOf(answer).length > 12 && holdsVerbatim(section, answer))
      problems.push(`pastes the answer "${answer}" verbatim`);
  }
  for (const fault of textFaults(section, answers.filter(Boolean)))
    if (OUR_FAULTS.has(fault.kind)) problems.push(`${fault.kind}: ${fault.detail}`);
  return problems;
}
