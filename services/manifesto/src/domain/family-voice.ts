/**
 * Turns what one family member typed into the manifesto's voice: first person plural ("I" → "we",
 * "my" → "our"), whole sentences with a capital and a full stop. The family's words stay their
 * words; only the pronouns and the punctuation change. Pure string work, no I/O.
 */

/** Pronoun forms, matched as whole words; verb agreement after "I" is fixed for the common verbs. */
const FIRST_PERSON: readonly [RegExp, string][] = [
  [/\bI am\b/gi, 'we are'],
  [/\bI'm\b/gi, "we're"],
  [/\bI’m\b/gi, 'we’re'],
  [/\bI was\b/gi, 'we were'],
  [/\bI've\b/gi, "we've"],
  [/\bI’ve\b/gi, 'we’ve'],
  [/\bI'd\b/gi, "we'd"],
  [/\bI’d\b/gi, 'we’d'],
  [/\bI'll\b/gi, "we'll"],
  [/\bI’ll\b/gi, 'we’ll'],
  // A lone "i" is only ever the pronoun, typed in lower case or not.
  [/\bI\b/gi, 'we'],
  [/\bmyself\b/gi, 'ourselves'],
  [/\bmine\b/gi, 'ours'],
  [/\bmy\b/gi, 'our'],
  [/\bme\b/gi, 'us'],
];

/** "I" and "my" become "we" and "our"; the capital of a sentence start is restored afterwards. */
export function toFamilyVoice(text: string): string {
  let voiced = text;
  for (const [pattern, replacement] of FIRST_PERSON) voiced = voiced.replace(pattern, replacement);
  return capitaliseSentences(voiced);
}

/** Whitespace collapsed, first letter of each sentence upper-case, a closing full stop if none. */
export function asSentences(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const closed = /[.!?…"'”’)]$/.test(clean) ? clean : `${clean}.`;
  return capitaliseSentences(closed);
}

function capitaliseSentences(text: string): string {
  return text.replace(
    /(^\s*|[.!?]\s+)([a-z])/g,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/** How many words an answer has (a rough sense of how much there is to write from). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * A short answer naming a few things ("honesty, courage and kindness") as a list, or null when the
 * answer is prose. Used where a question asks for values or names.
 */
export function asShortList(answer: string): string[] | null {
  const clean = answer
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  if (!clean || wordCount(clean) > 14 || /[.!?]\s/.test(clean)) return null;
  const items = clean
    .split(/\s*(?:,|;|\/|\n|\band\b|&)\s*/i)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 2 || items.some((item) => wordCount(item) > 4)) return null;
  return items.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
}

/** "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The -ing form of a verb: make → making, sit → sitting, open → opening, lie → lying. */
export function toGerund(verb: string): string {
  const word = verb.toLowerCase();
  if (word === 'be') return 'being';
  if (/ie$/.test(word)) return `${word.slice(0, -2)}ying`;
  if (/(ee|oe|ye)$/.test(word)) return `${word}ing`;
  if (/[^e]e$/.test(word)) return `${word.slice(0, -1)}ing`;
  if (
    /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word) ||
    /^(forget|begin|admit|commit|regret|permit|control|upset)$/.test(word)
  )
    return `${word}${word.slice(-1)}ing`;
  return `${word}ing`;
}
