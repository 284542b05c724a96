/**
 * The specific things a family names in an answer (a person, a place, a ritual, a value, a tension,
 * a hope, a thing of theirs), so the built-in interviewer's next question can pick one up and go
 * deeper on it instead of quoting the whole answer back.
 *
 * Method: a handful of plain rules over the words as typed (kinship words and the names after them,
 * capitalised names after "from/in/on…", days and holidays, "we always …", a short list of value
 * and tension words, "hope to …"). Deterministic on purpose: the interview is replayed from the
 * history on every turn, so the same answer must always give the same question. Each detail is
 * written as it reads mid-sentence to the family ("my grandmother Rosa" → "your grandmother Rosa");
 * apart from the pronoun their letters are never changed.
 */

import { toGerund } from './family-voice';

export type DetailKind = 'person' | 'place' | 'ritual' | 'value' | 'tension' | 'hope' | 'thing';

export interface FamilyDetail {
  kind: DetailKind;
  /** As it reads mid-sentence, addressed to the family: "your grandmother Rosa", "Oaxaca". */
  text: string;
  /** For a place, the preposition that goes before it ("in Oaxaca", "on Guadalupe Street"). */
  at?: string;
  /** Lower-case identity, so one detail is not picked up twice. */
  key: string;
}

const KIN =
  '(?:great-)*(?:grand(?:mother|father|ma|pa|parents|kids|children|daughter|son)s?|mother|father|mom|mum|dad|mama|papa|parents|aunt(?:ie)?|uncle|cousin|sister|brother|son|daughter|kids|children|wife|husband|abuela|abuelo|abuelos|nana|nonna|nonno|oma|opa|granny|bubbe|zayde|family)s?';
const NAME = "[\\p{Lu}][\\p{L}'’-]+";
/** Capitalised kinship words used as a name: "Uncle Beto", "Abuela’s handwriting", "the kids Dad coaches". */
const KIN_TITLE =
  '(?:Uncle|Aunt|Auntie|Grandma|Grandpa|Granny|Abuela|Abuelo|Nana|Nonna|Nonno|Oma|Opa|Mom|Mum|Dad|Mama|Papa|Tía|Tío)';

// No `i` flag where a name follows: it would let \p{Lu} match any letter.
const POSSESSED_KIN = new RegExp(
  `\\b([Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\\s+(${KIN})\\b(?:\\s+(${NAME}))?`,
  'gu',
);
const TITLED_KIN = new RegExp(`(?<![\\p{L}'’])(${KIN_TITLE})(?:\\s+(${NAME}))?(?![\\p{L}])`, 'gu');

const DAYS = '(?:Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)';
const HOLIDAYS =
  "(?:Christmas(?: Eve| Day)?|Easter|Thanksgiving|Diwali|Eid|Hanukkah|Passover|Ramadan|Lunar New Year|New Year(?:'s|’s)?(?: Eve| Day)?|Rosh Hashanah|Yom Kippur|Nowruz|Kwanzaa|Shabbat|Sabbath|Día de (?:los )?Muertos|Fourth of July)";
/** A day or holiday and the plain noun after it: "Saturday pancakes", "Christmas Eve tamales", "Sunday lunch". */
const DAY_RITUAL = new RegExp(`\\b(${DAYS}s?|${HOLIDAYS})(?:\\s+([a-z]+))?`, 'gu');
/** "we always …", "we still …": the habit, up to the next comma or conjunction. */
const HABIT =
  /\bwe (always|usually|still|never) ([a-z][a-z' ’-]{2,60}?)(?=[,.;!?]|\s+(?:and|but|so|because|when)\b|$)/gi;
/** "every summer", "each Sunday". */
const EVERY = new RegExp(
  `\\b(?:every|each)\\s+(${DAYS}|summer|winter|spring|fall|autumn|year|birthday|holiday|morning|evening|night|weekend)\\b`,
  'giu',
);

const NOT_PLACE = new RegExp(
  `^(?:${DAYS}s?|${HOLIDAYS}|${KIN_TITLE}|I|January|February|March|April|May|June|July|August|September|October|November|December|God|Mass)$`,
  'u',
);
/** "from Oaxaca", "in San Antonio", "on Guadalupe Street", "outside Lagos". */
const NAMED_PLACE = new RegExp(
  `\\b(from|in|to|on|at|near|outside|around|across)\\s+(${NAME}(?:\\s+(?:de|del|la|of|on)?\\s*${NAME})*)`,
  'gu',
);
const PLACE_NOUNS =
  'house|farm|kitchen|bakery|shop|store|restaurant|village|town|city|church|mosque|temple|synagogue|garden|cabin|porch|island|ranch|neighbou?rhood|apartment|lake|beach|mountains?|hills|valley|coast|river|cottage';
/** "the little house on Guadalupe Street", "our kitchen", "the farm". */
const COMMON_PLACE = new RegExp(
  `\\b([Tt]he|[Oo]ur|[Mm]y)\\s+((?:(?:little|old|big|small|family|lake|beach|summer|first|same)\\s+)?(?:${PLACE_NOUNS}))\\b(?:\\s+(on|in|at|near|outside|by)\\s+(${NAME}(?:\\s+${NAME})*))?`,
  'gu',
);

/** Value words and the noun a question can use for them. */
const VALUES: readonly [RegExp, string][] = [
  [/\bhonest(?:y)?\b/i, 'honesty'],
  [/\bgenerous|generosity\b/i, 'generosity'],
  [/\bcourage(?:ous)?\b|\bbrave(?:ry)?\b/i, 'courage'],
  [/\bfaith\b/i, 'faith'],
  [/\bkindness\b/i, 'kindness'],
  [/\bhumou?r\b/i, 'humor'],
  [/\bhard work\b|\bhard-working\b/i, 'hard work'],
  [/\bloyal(?:ty)?\b/i, 'loyalty'],
  [/\brespect\b/i, 'respect'],
  [/\bpatien(?:ce|t)\b/i, 'patience'],
  [/\bgratitude|grateful\b/i, 'gratitude'],
  [/\bbelong(?:s|ing)?\b/i, 'belonging'],
  [/\bhospitality|welcom(?:e|ing)\b/i, 'welcome'],
  [/\bforgiv(?:e|eness|ing)\b/i, 'forgiveness'],
  [/\beducation|learning\b/i, 'learning'],
  [/\bintegrity\b/i, 'integrity'],
  [/\bcuriosity|curious\b/i, 'curiosity'],
  [/\bresilien(?:ce|t)|persever(?:e|ance)\b/i, 'perseverance'],
  [/\bgrit\b/i, 'grit'],
  [/\bhumility|humble\b/i, 'humility'],
  [/\bcompassion(?:ate)?\b/i, 'compassion'],
  [/\btrust\b/i, 'trust'],
  [/\bjustice|fairness\b/i, 'fairness'],
  [/\bservice|serving\b/i, 'service'],
];

/** True for a word that names a value ("Grit", "honesty"), a common noun whatever its case. */
export function isValueWord(word: string): boolean {
  return (
    VALUES.some(([pattern]) => pattern.test(word)) ||
    /^(grit|love|family|laughter|music|food|stories)$/i.test(word)
  );
}

/** Words of a hard moment and the noun phrase a question can use for them. */
const TENSIONS: readonly [RegExp, string][] = [
  [/\b(?:get|gets|got|getting) loud\b|\byell|\bshout/i, 'the loud moments'],
  [/\bslam/i, 'the slammed doors'],
  [/\bgo(?:es)? quiet\b|\bsilent treatment\b|\bsilence\b|\bstop talking\b|\bsulk/i, 'the quiet that follows'],
  [/\bargu(?:e|es|ing|ment|ments)\b|\bfight(?:s|ing)?\b|\bbicker/i, 'the arguments'],
  [/\btears\b|\bcry(?:ing)?\b/i, 'the tears'],
  [/\bstorm(?:s)? off\b|\bwalk(?:s)? out\b/i, 'walking out'],
  [/\bmoney\b/i, 'money'],
];

/** "we hope to open a second bakery", "our dream is to travel". */
const HOPE =
  /\b(?:hope|hoping|dream|dreams|wish|want|would love)\s+(?:is\s+)?(to|of|that)\s+([a-z][a-z' ’-]{2,50}?)(?=[,.;!?]|\s+(?:and|but|so|because|when)\b|$)/i;
/** A gerund answer's object: "Opening a second bakery" → "a second bakery". */
const GERUND_OBJECT =
  /^(?:[A-Za-z]+ing)\s+((?:a|an|the|our|my)\s+(?:[a-z]+\s+){0,2}[a-z]+?)(?=\s+(?:that|which|who|with|for|in|on|at|and|to|where)\b|[,.;!?]|$)/;
/** "our table", "the recipe book", "the oven": a thing of theirs. */
const THING =
  /\b([Oo]ur|[Mm]y|[Tt]he)\s+((?:[a-z]+\s+)?[a-z]{3,})(?=\s+(?:in|on|at|that|which|with|and|is|was|we|of|from|to|for)\b|[,.;:!?]|$)/g;
/** Words that end a phrase without being its noun: "the radio loud" is the radio. */
const TRAILING_MODIFIER =
  /\s+(?:loud|alone|together|early|late|open|long|again|too|now|then|away|down|up|out|first|fast|hard|back|once)$/;
/** Everyday rituals named without a day: "makes coffee", "dinner together". */
const RITUAL_NOUN =
  /\b(coffee|tea|dinner|breakfast|lunch|a walk|walks|prayers?|game night|movie night|bedtime stories)\b/i;
const THING_STOP = new Set(
  'other same way time thing things one ones whole first last next most rest end lot kind sort people family habit habits'.split(
    ' ',
  ),
);

/** my → your (we are talking to the family); his, her and their stay as they are. */
const toYours = (pronoun: string) => (/^(my|our)$/i.test(pronoun) ? 'your' : pronoun.toLowerCase());

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every detail an answer names, in the order of their kinds' usual interest (people first). */
export function familyDetails(answer: string): FamilyDetail[] {
  const text = collapse(answer);
  const found: FamilyDetail[] = [];
  const add = (detail: Omit<FamilyDetail, 'key'>) => {
    const key = detail.text.toLowerCase().replace(/^(your|the|his|her|their)\s+/, '');
    const same = (f: FamilyDetail) =>
      f.key === key || (f.kind === detail.kind && (f.key.includes(key) || key.includes(f.key)));
    if (!found.some(same)) found.push({ ...detail, key });
  };

  for (const [, pronoun, kin, name] of text.matchAll(POSSESSED_KIN))
    add({ kind: 'person', text: [toYours(pronoun!), kin, name].filter(Boolean).join(' ') });
  for (const [, title, name] of text.matchAll(TITLED_KIN))
    add({ kind: 'person', text: [title, name].filter(Boolean).join(' ') });

  for (const [, article, place, prep, name] of text.matchAll(COMMON_PLACE)) {
    const where = `${toYours(article!) === 'your' ? 'your' : 'the'} ${place}${name ? ` ${prep} ${name}` : ''}`;
    add({ kind: 'place', text: where, at: 'in' });
  }
  for (const [, prep, place] of text.matchAll(NAMED_PLACE)) {
    const first = place!.split(' ')[0]!;
    if (NOT_PLACE.test(first) || found.some((f) => f.text.includes(place!))) continue;
    add({ kind: 'place', text: place!, at: prep === 'on' || prep === 'at' ? prep : 'in' });
  }

  for (const [, day, noun] of text.matchAll(DAY_RITUAL)) {
    const plainNoun =
      noun && !/^(and|or|with|we|at|in|on|the|a|an|to|is|was|every|night|morning)$/.test(noun);
    const isDay = new RegExp(`^${DAYS}s?$`, 'u').test(day!);
    const alone = isDay ? `your ${day!.replace(/s$/, '')}s` : day!;
    add({ kind: 'ritual', text: plainNoun ? `${day} ${noun}` : alone });
  }
  for (const [, when] of text.matchAll(EVERY)) add({ kind: 'ritual', text: `what you do every ${when}` });
  for (const [, adverb, habit] of text.matchAll(HABIT))
    add({ kind: 'ritual', text: `how you ${adverb!.toLowerCase()} ${youVoice(habit!.trim())}` });

  const everyday = RITUAL_NOUN.exec(text);
  if (everyday) add({ kind: 'ritual', text: `the ${everyday[1]!.toLowerCase().replace(/^a /, '')}` });

  for (const [pattern, value] of VALUES) if (pattern.test(text)) add({ kind: 'value', text: value });
  for (const [pattern, tension] of TENSIONS) if (pattern.test(text)) add({ kind: 'tension', text: tension });

  const hope = HOPE.exec(text);
  if (hope) {
    const [, link, wish = ''] = hope;
    // "hope to buy land" is asked about as "the dream of buying land": theirs, not read back.
    const [verb = '', ...rest] = youVoice(wish.trim()).split(' ');
    const dream = link === 'to' ? [toGerund(verb), ...rest].join(' ') : youVoice(wish.trim());
    add({ kind: 'hope', text: link === 'that' ? `your hope that ${dream}` : `the dream of ${dream}` });
  }
  const object = GERUND_OBJECT.exec(text);
  if (object) {
    const thing = object[1]!
      .replace(/\s+(?:big|small|large|old|new|good|close)(?:\s+enough)?$/, '')
      .replace(TRAILING_MODIFIER, '');
    add({ kind: 'thing', text: youVoice(thing.replace(/^(a|an)\s/i, 'the ')) });
  }
  for (const [, article, phrase] of text.matchAll(THING)) {
    const thing = phrase!.replace(TRAILING_MODIFIER, '');
    const head = thing!.split(' ').pop()!;
    if (THING_STOP.has(head) || thing!.split(' ').some((w) => THING_STOP.has(w))) continue;
    add({ kind: 'thing', text: `${toYours(article!) === 'your' ? 'your' : 'the'} ${thing}` });
  }
  return found;
}

/** "we", "our", "us" as said back to the family. */
function youVoice(text: string): string {
  return text
    .replace(/\bwe\b/gi, 'you')
    .replace(/\bour(s)?\b/gi, (_, s: string | undefined) => (s ? 'yours' : 'your'))
    .replace(/\bus\b/gi, 'you')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bourselves\b/gi, 'yourselves');
}

/** Which kinds each section cares about most: the question picks the first of these it finds. */
const SECTION_PREFERENCE: Record<string, readonly DetailKind[]> = {
  origins: ['person', 'place', 'ritual', 'value', 'thing', 'hope', 'tension'],
  mission: ['value', 'thing', 'person', 'place', 'ritual', 'hope', 'tension'],
  culture: ['ritual', 'value', 'person', 'thing', 'place', 'hope', 'tension'],
  geography: ['place', 'person', 'ritual', 'thing', 'value', 'hope', 'tension'],
  conflict: ['tension', 'ritual', 'thing', 'person', 'value', 'place', 'hope'],
  legacy: ['person', 'thing', 'value', 'ritual', 'place', 'hope', 'tension'],
  future: ['hope', 'thing', 'person', 'place', 'value', 'ritual', 'tension'],
};

/** The detail to build the next question on, skipping those already picked up in this section. */
export function pickDetail(
  sectionId: string,
  answer: string,
  alreadyUsed: readonly string[] = [],
): FamilyDetail | null {
  const details = familyDetails(answer).filter((d) => !alreadyUsed.includes(d.key));
  const order = SECTION_PREFERENCE[sectionId] ?? SECTION_PREFERENCE.origins!;
  for (const kind of order) {
    const detail = details.find((d) => d.kind === kind);
    if (detail) return detail;
  }
  return null;
}
