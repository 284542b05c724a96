/**
 * Reads the free-text "what do you avoid wearing" answer into terms, so no suggestion, event look
 * or colour ever names something the user ruled out. Each phrase of the answer (split at commas,
 * "and", "or", slashes and full stops) gives its head word, the last word that is not filler
 * ("no high heels" → "heel", "anything too tight" → "tight"), in the singular, plus a few
 * synonyms (jeans ↔ denim). A text matches a term when one of its words starts with it, so "heel"
 * also rules out "heels" and "block-heel". This errs on the side of leaving things out: a dropped
 * suggestion costs little, a suggestion the user asked us not to make costs trust.
 */

const PHRASE_BREAK = /[,;/\n.&+!?()]|\band\b|\bor\b|\bnor\b|\bbut\b/u;

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
  suit: ['blazer'],
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

const IRREGULAR_PLURALS: Record<string, string> = { scarves: 'scarf' };

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
    const words = phrase
      .split(/[^\p{L}\p{N}'-]+/u)
      .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
      .filter((word) => word.length >= 2 && !FILLER.has(word));
    const head = words[words.length - 1];
    if (!head) continue;
    const term = singular(head);
    for (const candidate of [term, ...(SYNONYMS[term] ?? [])]) {
      if (!terms.includes(candidate)) terms.push(candidate);
    }
  }
  return terms;
}

/** True when a word of `text` starts with one of the terms. */
export function mentionsAvoided(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return terms.some((term) => {
    const parts = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    // A hyphenated term ("mock-neck") must appear as consecutive words.
    return words.some(
      (_, start) =>
        parts.length > 0 &&
        parts.every((part, offset) => {
          const word = words[start + offset];
          return word !== undefined && (offset === parts.length - 1 ? word.startsWith(part) : word === part);
        }),
    );
  });
}
