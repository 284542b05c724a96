/**
 * Reads the free-text "what do you avoid wearing" answer into terms, so no suggestion, event look
 * or colour ever names something the user ruled out. Each phrase of the answer (split at commas,
 * "and", "or", slashes and full stops, and cut at a word of context such as "in", "at" or "as":
 * "hoodies in meetings" → hoodies) gives its head word, the last word that is not filler ("no high
 * heels" → "heel", "anything too tight" → "tight"), in the singular, plus a few synonyms (jeans ↔
 * denim, suits → blazers and tailoring). When the word before the head names a cut ("skinny
 * jeans", "crop tops") or the head alone says little ("animal print"), the term keeps both words,
 * so straight jeans and silk tops stay allowed. A text matches a term when its words start with the
 * term's words, so "heel" also rules out "heels" and "block-heel". This errs on the side of leaving
 * things out: a dropped suggestion costs little, a suggestion the user asked us not to make costs
 * trust.
 */

const PHRASE_BREAK = /[,;/\n.&+!?()]|\band\b|\bor\b|\bnor\b|\bbut\b/u;

/** Words that start the context of a phrase, not the garment: "hoodies in meetings", "heels over 2 inches". */
const CONTEXT_WORDS = new Set([
  'in',
  'at',
  'for',
  'on',
  'to',
  'as',
  'over',
  'under',
  'when',
  'during',
  'unless',
  'except',
]);

/** A word before the head that names a cut: the term keeps it ("skinny jeans" rules out only skinny ones). */
const CUT_MODIFIERS = new Set([
  'skinny',
  'ripped',
  'distressed',
  'crop',
  'cropped',
  'low-rise',
  'sleeveless',
  'mini',
  'oversized',
  'baggy',
  'short',
  'cap',
]);

/** Heads too general on their own ("animal print", "short sleeves"): the term keeps the word before. */
const GENERIC_HEADS = new Set(['top', 'print', 'sleeve', 'neckline', 'pattern', 'shoe']);

const FILLER = new Set([
  'a',
  'an',
  'the',
  'no',
  'not',
  'never',
  'none',
  'nothing',
  'anything',
  'everything',
  'any',
  'too',
  'much',
  'big',
  'very',
  'really',
  'overly',
  'with',
  'of',
  'in',
  'on',
  'at',
  'for',
  'to',
  'i',
  'im',
  "i'm",
  'me',
  'my',
  'we',
  'it',
  'is',
  'are',
  'be',
  'that',
  'this',
  'those',
  'these',
  'like',
  'love',
  'hate',
  'dislike',
  'avoid',
  "don't",
  'dont',
  'do',
  'wear',
  'wearing',
  'worn',
  'please',
  'prefer',
  'things',
  'thing',
  'stuff',
  'items',
  'item',
  'pieces',
  'piece',
  'clothes',
  'clothing',
  'garments',
  'outfits',
  'style',
  'styles',
  'look',
  'looks',
  'kind',
  'type',
  'types',
  'colour',
  'colours',
  'color',
  'colors',
  'fabric',
  'fabrics',
  'material',
  'materials',
  'etc',
]);

/** Words that name the same thing in our suggestions. */
const SYNONYMS: Record<string, string[]> = {
  jean: ['denim'],
  denim: ['jean'],
  heel: ['pump', 'stiletto'],
  pump: ['heel'],
  stiletto: ['heel'],
  sneaker: ['trainer', 'runner'],
  trainer: ['sneaker', 'runner'],
  tie: ['necktie'],
  necktie: ['tie'],
  // Someone who avoids suits avoids the office tailoring around them: the jacket, the tailored
  // trousers, the briefcase and the tie.
  suit: ['blazer', 'suiting', 'tailored', 'tailoring', 'briefcase', 'work bag', 'tie', 'necktie'],
  tight: ['skinny', 'bodycon', 'fitted', 'form-fitting', 'hugging', 'clingy'],
  'low-cut': ['plunging', 'deep-v'],
  'see-through': ['sheer'],
  sheer: ['see-through'],
  logo: ['monogram'],
  jacket: ['blazer'],
  blazer: ['jacket'],
  sweater: ['knit', 'jumper', 'cardigan'],
  jumper: ['knit', 'sweater'],
  hoodie: ['sweatshirt'],
  sweatshirt: ['hoodie'],
  turtleneck: ['mock-neck', 'roll-neck'],
  jewelry: ['jewellery', 'ring', 'necklace', 'earring', 'pendant', 'pearl'],
  jewellery: ['jewelry', 'ring', 'necklace', 'earring', 'pendant', 'pearl'],
  glass: ['eyewear', 'frame'],
  eyewear: ['glasses', 'frame'],
  boot: ['chelsea'],
};

const IRREGULAR_PLURALS: Record<string, string> = { scarves: 'scarf', hoodies: 'hoodie', beanies: 'beanie' };

/** "heels" → "heel", "dresses" → "dress", "accessories" → "accessory"; "glass" stays. */
function singular(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The terms of an avoid-wearing answer, in the order written, without repeats. */
export function avoidTerms(avoidWearing: string | undefined): string[] {
  if (!avoidWearing?.trim()) return [];
  const terms: string[] = [];
  for (const phrase of avoidWearing.toLowerCase().split(PHRASE_BREAK)) {
    const all = phrase
      .split(/[^\p{L}\p{N}'-]+/u)
      .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
      .filter(Boolean);
    const contextAt = all.findIndex((word, index) => index > 0 && CONTEXT_WORDS.has(word));
    const words = (contextAt === -1 ? all : all.slice(0, contextAt)).filter(
      (word) => word.length >= 2 && !FILLER.has(word),
    );
    const head = words[words.length - 1];
    if (!head) continue;
    const term = singular(head);
    const before = words[words.length - 2];
    const keepsBefore = before !== undefined && (CUT_MODIFIERS.has(before) || GENERIC_HEADS.has(term));
    const heads = [term, ...(SYNONYMS[term] ?? [])];
    for (const candidate of keepsBefore ? heads.map((word) => `${before} ${word}`) : heads) {
      if (!terms.includes(candidate)) terms.push(candidate);
    }
  }
  return terms;
}

/** True when a word of `text` starts with one of the terms. */
export function mentionsAvoided(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const lower = text.toLowerCase();
  let words: string[] | undefined;
  return terms.some((term) => {
    const parts = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    // A word can start with the term only where the text holds its first part, and most texts
    // hold none: the words are split out only for a text that does (~9% of an analysis otherwise).
    if (parts.length === 0 || !lower.includes(parts[0]!)) return false;
    words ??= lower.split(/[^\p{L}\p{N}]+/u);
    const textWords = words;
    // A term of several words ("mock-neck", "crop top") must appear as consecutive words.
    return textWords.some((_, start) =>
      parts.every((part, offset) => textWords[start + offset]?.startsWith(part) === true),
    );
  });
}
