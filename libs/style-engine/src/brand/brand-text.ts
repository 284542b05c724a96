import { TEXT_MAX } from '@uniform/contracts';

/**
 * Small text helpers of the brand module. User text (an industry, what they are building) goes
 * into generated sentences, so every piece is trimmed and bounded before it is inserted, and the
 * finished field is bounded again to fit the schema.
 */

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const lastSpace = head.search(/\s\S*$/);
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : head).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * Every run of white space as one space: the same text as `.replace(/\s+/g, ' ')`, but a single
 * space (most of them) is not a match, so ordinary text is not rebuilt space by space.
 */
const oneSpaced = (text: string): string => text.replace(/\s{2,}|[^\S ]/g, ' ');

/** User text on one line, trimmed and bounded, ready to go inside a sentence. */
export function clip(text: string, max: number): string {
  return cut(oneSpaced(text).trim(), max);
}

/** A generated field bounded to the schema's long-text limit; line breaks are kept. */
export function fitLong(text: string): string {
  return cut(text, TEXT_MAX.long);
}

/** Non-empty, trimmed, clipped values without case-insensitive repeats, at most `limit`. */
export function cleanList(values: readonly (string | undefined)[], limit: number, maxLength = 40): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const item = clip(value ?? '', maxLength);
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
    if (result.length === limit) break;
  }
  return result;
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function listPhrase(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * Text as it reads mid-sentence: "Secondary-school teacher" → "secondary-school teacher", "A maths
 * collective" → "a maths collective"; "CEO", "I’m…" and "iPhone" stay as they are.
 */
export function midSentence(text: string): string {
  return STARTS_LOWERABLE.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * A first word of a capital and a small letter ("Secondary", "An", "The"), or the word "A": what
 * midSentence lowers. One test of the text, without splitting off its first word.
 */
const STARTS_LOWERABLE = /^(?:A(?=\s|$)|[A-Z][a-z])/;

/** An archetype name as it reads mid-sentence: "The Grounded Mentor" → "the Grounded Mentor". */
export function nameMidSentence(name: string): string {
  return name.replace(/^The\s/, 'the ');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Words whose first letter misleads: a silent h ("an hour"), a vowel read as "you" or "won"
// ("a user", "a European", "a one-person studio").
const SILENT_H = /^(hour|honest|honou?r|heir)/i;
const CONSONANT_VOWEL = /^(uni(?!n)|use|usu|ura|ure|uro|eu|ewe|one\b|once\b|ubi)/i;
// An initialism is read letter by letter: "an MBA", "an SVP", "a CFO".
const INITIALISM = /^[A-Z][A-Z0-9&]+\b/;
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;

/** "a founder", "an engineer", "an hour", "a user", "an MBA student": by the sound, not the letter. */
export function withArticle(noun: string): string {
  // A name that brings its own article ("The Modern Classic") reads "the Modern Classic" mid-sentence.
  if (/^the\s/i.test(noun)) return nameMidSentence(noun);
  const vowelSound = INITIALISM.test(noun)
    ? VOWEL_SOUND_LETTERS.test(noun)
    : SILENT_H.test(noun) || (/^[aeiou]/i.test(noun) && !CONSONANT_VOWEL.test(noun));
  return `${vowelSound ? 'an' : 'a'} ${noun}`;
}

/** Sentences joined into one paragraph with single spaces, empty ones left out. */
export function sentences(...parts: (string | undefined | false)[]): string {
  return (
    oneSpaced(parts.filter((part): part is string => Boolean(part && part.trim())).join(' '))
      // A list ending in an abbreviation ("A.P.C.") must not end its sentence twice.
      .replace(/\.\.(?=\s|$)/g, '.')
      .trim()
  );
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` ending in a full stop unless it already ends in punctuation. */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
