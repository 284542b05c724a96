import { BRITISH_TO_AMERICAN } from './american-spelling.data';

export interface BritishSpelling {
  /** The word as written ("Colour"). */
  word: string;
  /** Its American form in the same letter case ("Color"). */
  american: string;
  /** Where the word starts in the text. */
  index: number;
}

/** `american` in the letter case of `word`: "GREY" → "GRAY", "Grey" → "Gray", "grey" → "gray". */
function inCaseOf(word: string, american: string): string {
  if (word.length > 1 && word === word.toUpperCase()) return american.toUpperCase();
  if (word[0] === word[0]!.toUpperCase()) return american[0]!.toUpperCase() + american.slice(1);
  return american;
}

/**
 * The British spellings of a text, word by word. A word is a run of letters, so "Greyhound" and a
 * camelCase name such as "colourAnalysis" are one word each and not in the table, while "dove-grey"
 * is read as "dove" and "grey".
 */
export function britishSpellingsOf(text: string): BritishSpelling[] {
  const found: BritishSpelling[] = [];
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const american = BRITISH_TO_AMERICAN.get(match[0].toLowerCase());
    if (american) found.push({ word: match[0], american: inCaseOf(match[0], american), index: match.index });
  }
  return found;
}
