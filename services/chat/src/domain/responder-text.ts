/** Sentence building blocks of the built-in personas: lists, articles, trimming, money. */

/**
 * An event look as it reads inside one of our sentences: without its own lead-in naming the
 * occasion ("For investor pitches and video calls: …"), which our sentence names already, and
 * without its closing full stop.
 */
export function lookBody(look: string): string {
  return trimEnd(look.replace(/^For [^:]{1,120}:\s*/, ''));
}

export function trimEnd(text: string): string {
  return text.trim().replace(/[.!?\s]+$/, '');
}

/**
 * The engine's text rules (articles: "an MBA", "a user", "the Modern Classic"; lists; joining
 * sentences), so the chat and the analysis write alike.
 */
export { capitalise, listPhrase, sentences, withArticle } from '@uniform/style-engine';

/**
 * "A developer-tools company" → "a developer-tools company", "Secondary-school teacher" →
 * "secondary-school teacher"; text with another capital ("Founder & CEO", "Creative Director",
 * "Software") stays as the user typed it, so their words are never re-cased mid-phrase.
 */
export function lowerFirst(text: string): string {
  const sentenceCase = /^A\s/.test(text) || (/^[A-Z][a-z]/.test(text) && !/[A-Z]/.test(text.slice(1)));
  return sentenceCase && /\s/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The first clause of the user's text ("A payments platform; we just closed…" → "A payments platform"). */
export function clauseOf(text: string): string {
  return trimEnd(text.split(/;|\.\s|:\s/)[0] ?? text);
}

/** "The Visionary Minimalist" → "Visionary Minimalist", to read "your Visionary Minimalist wardrobe". */
export function bare(archetype: string): string {
  return archetype.replace(/^the\s+/i, '');
}

/** The first `count` sentences, without the final full stop. */
export function firstSentences(text: string, count: number): string {
  // A sentence ends where a stop is followed by a space and a capital, so "A.P.C." and "Series A.,"
  // stay inside their sentence.
  const parts = text.trim().split(/(?<=[.!?])\s+(?=[A-Z"“])/);
  return trimEnd(parts.slice(0, count).join(' '));
}

export function splitWords(list: string): string[] {
  return list
    .split(/[,;·]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

export function dollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** The first count in a question ("three pieces", "a 4-day trip"), within 1..max. */
export function countIn(text: string, max: number): number | undefined {
  const match = text.match(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/);
  if (!match) return undefined;
  const value = NUMBER_WORDS[match[1]!] ?? Number(match[1]);
  return value >= 1 && value <= max ? value : undefined;
}

export const NUMBER_NAMES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
