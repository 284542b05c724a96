import { britishSpellingsOf } from './american-spelling';
import { LETTER_LABEL_WORDS } from './audit-vocabulary.data';
import type { ViolationKind } from './violation';

/**
 * The text checks of the audit: faults a reader notices at once and a stylist would never sign
 * (doubled punctuation, "a" before a vowel sound, the user's words re-cased, a repeated sentence, a
 * template left unfilled, a British spelling in an American product). A fault that lies wholly inside the user's own words is theirs, not
 * ours, so it is not reported; one that touches the edge of their words (our full stop after theirs,
 * our "a" before their phrase) is.
 */

export interface TextFault {
  kind: Extract<
    ViolationKind,
    | 'doubled-punctuation'
    | 'article'
    | 'recased-user-text'
    | 'repeated-sentence'
    | 'unfinished-template'
    | 'british-spelling'
  >;
  detail: string;
}

/** [start, end) character ranges of a text. */
type Span = readonly [number, number];

/** Where the given texts (the user's own words, proper names) occur verbatim in `text`. */
function userSpans(text: string, protectedTexts: readonly string[]): Span[] {
  const spans: Span[] = [];
  for (const user of protectedTexts) {
    if (user.length < 2) continue;
    for (let at = text.indexOf(user); at !== -1; at = text.indexOf(user, at + 1)) {
      spans.push([at, at + user.length]);
    }
  }
  return spans;
}

const inside = (spans: readonly Span[], start: number, end: number) =>
  spans.some(([from, to]) => start >= from && end <= to);

/** Each match of `pattern` (global) outside the user's own words, with a short excerpt. */
function matchesOutside(text: string, pattern: RegExp, spans: readonly Span[]): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!inside(spans, start, end)) found.push(excerpt(text, start, end));
  }
  return found;
}

function excerpt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 20);
  const to = Math.min(text.length, end + 20);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

// ".." (not an ellipsis), "?." "!." and a comma, semicolon or colon followed by more punctuation.
// ".," stays allowed: an abbreviation's full stop before a comma ("A.P.C., COS").
const DOUBLED_PUNCTUATION = /(?<!\.)\.\.(?!\.)|[?!]\.|[,;:]\s*[.,;:]/g;

const UNFINISHED_TEMPLATE = /\{[^{}]{0,40}\}|[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object|\S {2,}\S/g;

/** Letters whose spoken name starts with a vowel sound: "an MBA", "an SVP", "an FBI", "an LA office". */
const VOWEL_LETTER_NAMES = new Set('AEFHILMNORSX');

/** True when `word` is spoken starting with a vowel sound, as an article in front of it hears it. */
export function startsWithVowelSound(word: string): boolean {
  const clean = word.replace(/^[^\p{L}\p{N}]+/u, '');
  if (!clean) return false;
  if (/^\d/.test(clean)) return /^(8|1[18](?!\d))/.test(clean);
  // An initialism is read letter by letter.
  if (/^[A-Z][A-Z0-9]+(?![a-z])/.test(clean) || /^[A-Z](?![\p{L}])/u.test(clean)) {
    return VOWEL_LETTER_NAMES.has(clean[0]!);
  }
  const lower = clean.toLowerCase();
  if (/^(hour|honest|honor|honour|heir|herb)/.test(lower)) return true;
  // "a user", "a unique", "a European", "a one-off": a vowel letter with a consonant sound.
  if (
    /^(one\b|one-|once|eu|ewe|uni(?:que|t|form|on|vers|sex|corn|fied|fy)|u[bcdfgklmprstvz][aeiou])/.test(
      lower,
    )
  )
    return false;
  if (lower === 'one') return false;
  return /^[aeiou]/.test(lower);
}

const ARTICLE = /(?<![\p{L}\p{N}'’.-])(a|an|A|An)\s+(["'‘“(]?[\p{L}\p{N}][\p{L}\p{N}'’.-]*)/gu;

function articleFaults(text: string, spans: readonly Span[]): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(ARTICLE)) {
    const [whole, article, next] = match;
    const start = match.index;
    const end = start + whole.length;
    // What comes just before is enough to tell a sentence start or the word in front.
    const before = text.slice(Math.max(0, start - 40), start);
    const sentenceStart = start === 0 || /(^\s*|[.!?:]\s+|["“‘(]\s*)$/.test(before);
    const capital = article === 'A' || article === 'An';
    if (capital && !sentenceStart) {
      // A capital article in mid-sentence is pasted text that began a sentence of its own ("building A B2B…").
      // The fault is the pair "building A", so it counts even when the user's text starts at the "A".
      const previous = /([\p{L}\p{N}'’-]+)\s+$/u.exec(before);
      const word = previous?.[1];
      const pairStart = start - (previous?.[0].length ?? 0);
      if (
        word &&
        /^\p{Ll}/u.test(word) &&
        !LETTER_LABEL_WORDS.has(word.toLowerCase()) &&
        !inside(spans, pairStart, end)
      ) {
        found.push(`"${article}" capitalized mid-sentence: ${excerpt(text, start, end)}`);
      }
      continue;
    }
    if (inside(spans, start, end)) continue;
    // A lone letter after "a" is a label ("a B2B" reads letters, "grade a" is rare): leave one-letter words.
    if (next!.replace(/^["'‘“(]/, '').length < 2) continue;
    const vowel = startsWithVowelSound(next!);
    const wantsAn = article.toLowerCase() === 'an';
    if (vowel !== wantsAn) {
      found.push(
        `"${article} ${next}" should read "${vowel ? 'an' : 'a'} ${next}": ${excerpt(text, start, end)}`,
      );
    }
  }
  return found;
}

/**
 * The user's own texts written here in other letter case. Changing only the first letter ("Founder &
 * CEO" as "founder & CEO" in mid-sentence) is how a writer quotes a title and is allowed; anything
 * else ("founder & ceo") re-cases their words.
 */
function recasedFaults(text: string, userTexts: readonly string[]): string[] {
  const found: string[] = [];
  const lowerText = text.toLowerCase();
  for (const user of userTexts) {
    if (user.length < 3 || !/\p{L}/u.test(user)) continue;
    const lowerUser = user.toLowerCase();
    for (let at = lowerText.indexOf(lowerUser); at !== -1; at = lowerText.indexOf(lowerUser, at + 1)) {
      const end = at + user.length;
      if (/[\p{L}\p{N}]/u.test(text[at - 1] ?? '') || /[\p{L}\p{N}]/u.test(text[end] ?? '')) continue;
      const written = text.slice(at, end);
      if (written === user || written.slice(1) === user.slice(1)) continue;
      found.push(`"${written}" re-cases the answer "${user}"`);
    }
  }
  return found;
}

/** The sentences of a text, normalised for comparison; only those of three words or more. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'‘“(]?[\p{Lu}\p{N}])/u)
    .map((sentence) => sentence.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((sentence) => sentence.split(' ').length >= 3);
}

function repeatedFaults(text: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const sentence of sentencesOf(text)) {
    if (seen.has(sentence)) found.push(`"${sentence}" appears twice`);
    seen.add(sentence);
  }
  return found;
}

/** British spellings outside the user's own words and proper names ("Dove Grey" → "Dove Gray"). */
function britishFaults(text: string, spans: readonly Span[]): string[] {
  return britishSpellingsOf(text)
    .filter(({ word, index }) => !inside(spans, index, index + word.length))
    .map(
      ({ word, american, index }) =>
        `"${word}" is British spelling; write "${american}": ${excerpt(text, index, index + word.length)}`,
    );
}

/**
 * Every text fault of one free-text field. `userTexts` are the user's own answers (their faults are
 * theirs, and they must not be re-cased); `properNames` are brand and place names of the analysis,
 * written as their owners write them ("A Ma Maniére"), so their letters are not read as our prose.
 */
export function textFaults(
  text: string,
  userTexts: readonly string[],
  properNames: readonly string[] = [],
): TextFault[] {
  const spans = userSpans(text, [...userTexts, ...properNames]);
  return [
    ...matchesOutside(text, DOUBLED_PUNCTUATION, spans).map((at) => ({
      kind: 'doubled-punctuation' as const,
      detail: `Doubled punctuation: ${at}`,
    })),
    ...articleFaults(text, spans).map((detail) => ({ kind: 'article' as const, detail })),
    ...recasedFaults(text, userTexts).map((detail) => ({ kind: 'recased-user-text' as const, detail })),
    ...repeatedFaults(text).map((detail) => ({ kind: 'repeated-sentence' as const, detail })),
    ...matchesOutside(text, UNFINISHED_TEMPLATE, spans).map((at) => ({
      kind: 'unfinished-template' as const,
      detail: `Unfinished template text: ${at}`,
    })),
    ...britishFaults(text, spans).map((detail) => ({ kind: 'british-spelling' as const, detail })),
  ];
}
