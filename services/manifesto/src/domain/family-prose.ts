import { isValueWord } from './family-details';
import { asSentences, toFamilyVoice, toGerund, wordCount } from './family-voice';

/**
 * Weaves a family's answer into a manifesto paragraph: their words in the first person plural,
 * introduced by a sentence of ours and joined to it grammatically, so the section reads as prose
 * and not as answers pasted under headings.
 *
 * Method: the answer's form is read from its first words (a full clause, a noun phrase, "to …",
 * "that …", an instruction) and each form has its own way in ("Our purpose comes down to making…",
 * "We hope people will say we showed up…", "To our future selves: keep…"). A long answer (over
 * LONG_ANSWER_WORDS words) is also restructured the way an editor would: two clauses joined by
 * "and" become two sentences, a shared-subject "and brings" becomes ", bringing", a closing
 * "through every lean year" moves to the front. Nothing is invented and no word of theirs is
 * swapped for a synonym: the facts stay theirs, the sentence shape becomes the manifesto's.
 */

export const LONG_ANSWER_WORDS = 12;

/** A set of the space-separated words of a list. */
const wordSet = (words: string) => new Set(words.split(' '));

/** How one question's answer enters the manifesto: our opening sentence and a way in per form. */
export interface Framing {
  /** Our sentence that opens the paragraph. */
  lead: string;
  /** Before a noun phrase: "It is the story of" + "the night the oven broke". */
  noun: string;
  /** Before a gerund phrase ("opening a bakery", or "to open a bakery" made one); defaults to `noun`. */
  ing?: string;
  /** Before a "that" clause, the "that" dropped: "We hope people will say" + "we showed up". */
  that: string;
  /** Before an instruction, ending in a colon: "To our future selves:" + "keep the table long". */
  imperative: string;
  /** Our sentence that closes the paragraph, if any. */
  close?: string;
}

export type AnswerForm = 'clause' | 'noun' | 'gerund' | 'infinitive' | 'that' | 'imperative';

const SUBJECTS = wordSet(
  'we they he she it everyone everybody nobody someone somebody whoever there you each both all most people',
);
const DETERMINERS = wordSet('the a an our their his her its this that these those every one two three');
const IMPERATIVES = wordSet(
  "keep be never always remember love stay stick don't do make take hold choose forgive listen laugh call come look trust stop start try go eat sing tell give protect find dream work pray rest slow speak build share say let",
);
/** Words ending in -ing that are not gerunds. */
const NOT_GERUND = wordSet(
  'nothing something everything anything thing things morning evening spring king ring sing bring wedding building ceiling during sibling siblings string',
);
const FINITE = wordSet(
  "is are was were am has have had do does did can can't could will would won't don't doesn't didn't came went grew made took gave kept brought left knew saw said told found felt became ran built sat drove ate broke taught held stood fought lost bought sold began got met paid spent sent won wrote thought lent put let cut led fed fled hung spoke stole threw wore woke fell flew forgot forgave hid rode rose shook sang slept struck swore tore understood wept live lives love loves come comes go goes get gets make makes keep keeps take takes give gives run runs gather gathers meet meets cook cooks laugh laughs argue argues talk talks pray prays sing sings play plays believe believes try tries want wants hope hopes need needs know knows see sees say says tell tells feel feels stay stays move moves help helps share shares bring brings hold holds call calls mean means",
);
const PEOPLE =
  /^(?:grand)?(?:mother|father|mom|mum|dad|parents|wife|husband|partner|son|daughter|brother|sister|kids|children|aunt|uncle|cousin|family|grandparents|people)s?$/;
const ADVERBS = /^(never|always|also|still|just|often|sometimes|usually|then|really|finally)$/;
const NOT_PAST = wordSet('red bed need seed feed hundred sacred beloved kindred wicked naked rugged');

const isFinite = (word: string) =>
  FINITE.has(word) || (word.length >= 5 && /ed$/.test(word) && !NOT_PAST.has(word));

const wordsOf = (text: string) => text.split(/\s+/).map((w) => w.toLowerCase().replace(/[^\p{L}'’-]/gu, ''));

/** True when `text` opens with a subject and its verb: "our grandparents came…", "home is…". */
function isClause(text: string): boolean {
  const words = wordsOf(text);
  const first = words[0] ?? '';
  if (SUBJECTS.has(first)) return true;
  // "never bring up old fights" is what the subject before it does, not a clause of its own.
  if (ADVERBS.test(first)) return false;
  // "our wife coaches…", "my brother got…": a relative and what they do.
  if (
    /^(our|my|his|her|their)$/.test(first) &&
    PEOPLE.test(words[1] ?? '') &&
    /^[a-z]+$/.test(words[2] ?? '')
  )
    return !/^(and|or|with|of|in|on|at|who|that)$/.test(words[2]!);
  // A noun phrase then its verb, with nothing in between that starts a phrase of its own
  // ("the night the oven broke" is a noun phrase; "our grandparents came" is a clause).
  const raw = text.split(/\s+/);
  for (let i = 1; i < Math.min(words.length, 6); i++) {
    const word = words[i]!;
    if (/[:;,—–]$/.test(raw[i - 1] ?? '')) return false;
    if (isFinite(word)) return true;
    if (DETERMINERS.has(word) || SUBJECTS.has(word) || /^\p{Lu}/u.test(raw[i]!)) {
      if (i > 1) return false;
    }
    if (/^(with|of|in|on|at|for|from|and|or|to|by|about)$/.test(word)) return false;
  }
  return false;
}

export function answerForm(text: string): AnswerForm {
  const first = wordsOf(text)[0] ?? '';
  if (first === 'to') return 'infinitive';
  if (first === 'that') return 'that';
  if (/^[a-z]{3,}ing$/.test(first) && !NOT_GERUND.has(first)) return 'gerund';
  // "Never go to bed angry" is an instruction; "Love is patient" is not.
  const second = wordsOf(text)[1] ?? '';
  if (IMPERATIVES.has(first) && !/^(is|are|was|were|has|have|had|means|matters)$/.test(second))
    return 'imperative';
  return isClause(text) ? 'clause' : 'noun';
}

/** The plain form of a present-tense "he/she" verb: brings → bring, goes → go, tries → try. */
function baseOfPresent(verb: string): string {
  if (verb === 'does') return 'do';
  if (verb === 'has') return 'have';
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(o|s|sh|ch|x|z)es$/.test(verb)) return verb.slice(0, -2);
  return verb.replace(/s$/, '');
}

/** A letter that starts a sentence of ours when their words continue it, unless it starts a name. */
const PLAIN_OPENERS = wordSet(
  'that the to a an our we it they how when what be keep always never forget remember home everyone whoever there this these those each',
);

/** Common nouns an answer often opens with: capitalised only because they open it. */
const COMMON_OPENERS = wordSet(
  'coffee tea dinner breakfast lunch meals food church faith prayer sports soccer football games books stories music laughter walks cooking kids children parents grandparents neighbors neighbours friends mornings evenings weekends summers holidays hard lots many some most all both two three',
);

/** Their words as they continue a sentence of ours: "The night…" → "the night…"; "Rosa…" stays. */
export function continuing(text: string): string {
  const first = /^[\p{L}'’]+/u.exec(text)?.[0] ?? '';
  const lower = first.toLowerCase();
  return PLAIN_OPENERS.has(lower) ||
    COMMON_OPENERS.has(lower) ||
    isValueWord(first) ||
    /ing$/i.test(first) ||
    IMPERATIVES.has(lower)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TIME_HEADS =
  /^(the|that|one)\s+(night|day|time|year|summer|winter|spring|fall|autumn|morning|evening|week|weekend|christmas|easter)\b/i;

/** "and" followed by a clause of its own ("and the whole street brought…"), or by a verb ("and opened…"). */
const AND_SPLIT = /,?\s+and\s+(?:then\s+)?/g;

/** Two clauses joined by "and" as two sentences; a shared subject's second verb kept grammatical. */
function splitAtAnd(text: string, subject: string | null): string | null {
  for (const match of text.matchAll(AND_SPLIT)) {
    const left = text.slice(0, match.index);
    const right = text.slice(match.index + match[0].length);
    if (wordCount(left) < 3 || wordCount(right) < 3) continue;
    const then = /\bthen\b/.test(match[0]) ? 'Then ' : '';
    // "We hope A and B": both are hoped, so the hope is said again rather than B made a fact.
    const hoping = /^(.+?)\s+(hope|want|wish|believe|think|know|pray|dream|trust)\s+(?:that\s+)?/i.exec(left);
    if (hoping && isClause(right)) return `${left}, and ${continuing(hoping[1]!)} ${hoping[2]} ${right}`;
    if (isClause(right))
      return `${asSentences(left)} ${asSentences(then ? `${then}${continuing(right)}` : capitalFirst(right))}`;
    const [first = '', second = ''] = wordsOf(right);
    const adverb = ADVERBS.test(first);
    const verb = adverb ? second : first;
    if (!isFinite(verb) || !subject) continue;
    const pronoun = subjectPronoun(subject);
    // "We will never go to bed angry and never bring up…": the "will" is shared too.
    const modal = /^\S+\s+(will|would|can|could|must|should|shall|do|did|don't|won't)\b/i.exec(left)?.[1];
    if (pronoun) return `${left}, and ${then ? 'then ' : ''}${pronoun} ${modal ? `${modal} ` : ''}${right}`;
    if (!adverb && /s$/.test(verb) && !/ed$/.test(verb))
      return `${left}, ${toGerund(baseOfPresent(verb))}${right.slice(verb.length)}`;
  }
  return null;
}

const KIN_SHE =
  /\b(mother|mom|mum|mama|grandmother|grandma|granny|nana|nonna|oma|abuela|aunt|auntie|sister|daughter|wife|tía)$/i;
const KIN_HE = /\b(father|dad|papa|grandfather|grandpa|nonno|opa|abuelo|uncle|brother|son|husband|tío)$/i;

/** "we" for we, "they" for a plural, "she"/"he" for a named relative; null when unsure. */
function subjectPronoun(subject: string): string | null {
  const clean = subject.toLowerCase().trim();
  if (clean === 'we') return 'we';
  if (clean === 'they') return 'they';
  // "our grandmother Rosa" is judged by "grandmother".
  const noun = subject
    .replace(/\s+\p{Lu}[\p{L}'’-]*$/u, '')
    .toLowerCase()
    .trim();
  if (KIN_SHE.test(noun)) return 'she';
  if (KIN_HE.test(noun)) return 'he';
  if (/(s|children|people)$/.test(noun) && /^(our|the|my|their)\s/.test(clean)) return 'they';
  return null;
}

/** The words before a clause's first verb: "Our grandparents" in "Our grandparents came…". */
function subjectOf(text: string): string | null {
  const raw = text.split(/\s+/);
  const words = wordsOf(text);
  for (let i = 0; i < Math.min(words.length, 6); i++)
    if (isFinite(words[i]!)) return i === 0 ? null : raw.slice(0, i).join(' ');
  return null;
}

const TRAILING_TIME =
  /^(.{12,}?),?\s+((?:in \d{4}|through|during|since|every|each|after|before|until|whenever|at (?:Christmas|Easter|night)|on (?:Sundays?|Saturdays?|weekends|holidays))\b[^,;:]{0,40})$/;

/** "They carried faith through every lean year" → "Through every lean year, they carried faith". */
function frontTime(text: string): string | null {
  const match = TRAILING_TIME.exec(text);
  if (!match || wordCount(match[1]!) < 4) return null;
  return `${capitalFirst(match[2]!)}, ${continuing(match[1]!)}`;
}

const SUBORDINATE = /^(.+?)\s+(when|whenever|wherever|because|if|until|while|as long as)\s+(.+)$/i;

/**
 * "Home is wherever the bread is rising" → "Wherever the bread is rising, that is home";
 * "We go quiet when someone cries" → "When someone cries, we go quiet".
 */
function frontSubordinate(text: string): string | null {
  const match = SUBORDINATE.exec(text);
  if (!match) return null;
  const [, whole, conjunction, clause] = match;
  // "…grow when you hide them" may belong to an inner "that" clause: moving it would change the meaning.
  if (/\b(that|which|who|where|because|if)\b/i.test(whole!)) return null;
  const [, main = '', adverb] = /^(.*?)(?:,?\s+(even|only|just|especially))?,?$/i.exec(whole!) ?? [];
  if (wordCount(main) < 2 || wordCount(clause!) < 3) return null;
  const lead = `${adverb ? `${capitalFirst(adverb.toLowerCase())} ` : ''}${adverb ? conjunction!.toLowerCase() : capitalFirst(conjunction!.toLowerCase())} ${clause}`;
  const copula = /^([\p{L}'’ -]+?)\s+(is|are|was|were)$/u.exec(main);
  if (copula) return `${lead}, that ${copula[2]} ${continuing(copula[1]!)}`;
  return `${lead}, ${continuing(main)}`;
}

/** "We live in Austin now, close enough…" → "Now we live in Austin, close enough…". */
function frontNow(text: string): string | null {
  const match = /^(.{8,}?)\s+(now|today|these days|nowadays)\b(.*)$/i.exec(text);
  if (!match || !subjectOf(match[1]!)) return null;
  const [, before, now, after] = match;
  return `${capitalFirst(now!.toLowerCase())} ${continuing(before!)}${after}`;
}

/** "We moved twice, we never left Ohio" → two sentences, when what follows the comma is a clause. */
function splitAtComma(text: string): string | null {
  for (const match of text.matchAll(/,\s+/g)) {
    const left = text.slice(0, match.index);
    const right = text.slice(match.index + match[0].length);
    if (
      wordCount(left) >= 4 &&
      wordCount(right) >= 4 &&
      isClause(right) &&
      !/^(and|but|or|so)\b/i.test(right)
    )
      return `${asSentences(left)} ${asSentences(capitalFirst(right))}`;
  }
  return null;
}

/** "We learned the hard way that pride costs more" → "Pride costs more. We learned that the hard way." */
function lessonFirst(text: string): string | null {
  const match = /^(we|they|our [\p{L}'’-]+)\s+learned\s+(the hard way\s+)?that\s+(.{12,})$/iu.exec(text);
  if (!match) return null;
  const [, who, hardWay, lesson] = match;
  return `${asSentences(capitalFirst(lesson!))} ${capitalFirst(who!)} learned that${hardWay ? ' the hard way' : ''}`;
}

/** A long clause as an editor would reshape it; the clause itself when nothing fits. */
function reshapeClause(text: string): string {
  const lesson = lessonFirst(text);
  if (lesson) return lesson;
  // An "and" inside a "when …" or "wherever …" clause joins that clause's parts, not two sentences.
  const subordinate = SUBORDINATE.test(text) ? frontSubordinate(text) : null;
  const split = SUBORDINATE.test(text) ? null : splitAtAnd(text, subjectOf(text));
  return subordinate ?? split ?? frontTime(text) ?? frontNow(text) ?? splitAtComma(text) ?? text;
}

/**
 * A long noun phrase after our lead, reshaped: "X: Y" → "X, with Y"; "the night X and the street
 * lent…" → "…, when the street lent…"; a closing "through every lean year" moved before our lead;
 * "A and the B" after "We think first of" → "A, and of the B" (or "A as well as the B").
 */
function nounBody(lead: string, text: string): string {
  const plain = `${lead} ${continuing(text)}`;
  const colon = /^([^:—–]{3,}?)\s*[:—–]\s+(.+)$/.exec(text);
  if (colon) {
    const [, head, rest] = colon;
    const joined = isClause(rest!) ? `${head}. ${asSentences(capitalFirst(rest!))}` : `${head}, with ${rest}`;
    return `${lead} ${continuing(joined)}`;
  }
  for (const match of text.matchAll(AND_SPLIT)) {
    const left = text.slice(0, match.index);
    const right = text.slice(match.index + match[0].length);
    if (wordCount(left) < 3) continue;
    // After "the night the oven broke", what follows "and the…" is what happened that night.
    if (TIME_HEADS.test(left) && /^(the|a|an|our|his|her|their|we|they|everyone|nobody)\s/i.test(right))
      return `${lead} ${continuing(`${left}, when ${right}`)}`;
    if (isClause(right)) return `${lead} ${continuing(left)}. ${asSentences(capitalFirst(right))}`;
  }
  // "X, because it is…": the reason as a sentence of its own.
  const reason = /^(.{8,}?),\s+because\s+(.{8,})$/i.exec(text);
  if (reason && isClause(reason[2]!))
    return `${lead} ${continuing(reason[1]!)}. ${asSentences(capitalFirst(reason[2]!))}`;
  // "coffee on the porch, the dog barking, everyone still in pajamas": a list gets its "and".
  const items = text.split(/,\s+/);
  if (items.length >= 3 && !/\band\b/i.test(text))
    return `${lead} ${continuing(`${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)}`;
  const time = TRAILING_TIME.exec(text);
  if (time && wordCount(time[1]!) >= 3)
    return `${capitalFirst(time[2]!)}, ${continuing(lead)} ${continuing(time[1]!)}`;
  // Two things, not a list and not a clause ("our dad's village and the apartment in Queens").
  const pair = /^([^,]{8,}?)\s+and\s+((?:the|a|an|our|his|her|their)\s.{6,})$/i.exec(text);
  if (pair && !/\b(us|them|him|me|it|theirs|ours)\b/i.test(pair[2]!)) {
    const preposition = /\s(of|for|to|with|on|about|in)$/i.exec(lead)?.[1];
    const both = preposition
      ? `${pair[1]}, and ${preposition} ${pair[2]}`
      : `${pair[1]} as well as ${pair[2]}`;
    return `${lead} ${continuing(both)}`;
  }
  // "the time Uncle Beto drove…" reads the same as "the time when Uncle Beto drove…".
  const head = TIME_HEADS.exec(text);
  if (head && !/^\s+(when|that|we|which)\b/i.test(text.slice(head[0].length)))
    return `${lead} ${continuing(`${head[0]} when${text.slice(head[0].length)}`)}`;
  return plain;
}

const FILLER =
  /^(?:well|hmm+|um+|uh+|so|honestly|i think|i guess|i'd say|i’d say|probably|mostly|oh)(?:[,.!]+\s*|\s+)/i;

/** The answer in our voice, ready to weave: filler gone, first person plural, no closing stop. */
export function voiced(answer: string): string {
  let text = answer.replace(/\s+/g, ' ').trim();
  while (FILLER.test(text)) text = text.replace(FILLER, '');
  return toFamilyVoice(text)
    .replace(/[.!]+$/, '')
    .trim();
}

/** The first sentence of a text and the rest. */
function firstSentence(text: string): [string, string] {
  const match = /^(.+?[.!?])\s+(?=["'“‘(]?[\p{Lu}\p{N}])(.*)$/u.exec(text);
  return match ? [match[1]!.replace(/[.!]$/, ''), match[2]!] : [text, ''];
}

/** One answer written into a paragraph: our lead, their words joined to it, our close. */
export function weave(answer: string, framing: Framing): string | null {
  const text = voiced(answer);
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const long = wordCount(text) > LONG_ANSWER_WORDS;
  const [first, rest] = firstSentence(text);
  const form = answerForm(first);
  let body: string;
  switch (form) {
    case 'that':
      body = `${framing.that} ${continuing(first.replace(/^that\s+/i, ''))}`;
      break;
    case 'infinitive': {
      // "to make every person…" reads on as "making every person…".
      const [, adverb = '', verb = '', after = ''] =
        /^to\s+(?:(never|always|really|just|simply|truly|also)\s+)?([a-z'’]+)(.*)$/i.exec(first) ?? [];
      body = verb
        ? `${framing.ing ?? framing.noun} ${adverb ? `${adverb.toLowerCase()} ` : ''}${toGerund(verb)}${after}`
        : `${framing.noun} ${first}`;
      break;
    }
    case 'gerund':
      body = long
        ? nounBody(framing.ing ?? framing.noun, first)
        : `${framing.ing ?? framing.noun} ${continuing(first)}`;
      break;
    case 'noun':
      body = long ? nounBody(framing.noun, first) : `${framing.noun} ${continuing(first)}`;
      break;
    case 'imperative':
      body = `${framing.imperative} ${continuing(long ? reshapeClause(first) : first)}`;
      break;
    case 'clause':
      body = capitalFirst(long ? reshapeClause(first) : first);
      break;
  }
  const restProse = rest ? asSentences(rest) : '';
  return [framing.lead, asSentences(body), restProse, framing.close ?? ''].filter(Boolean).join(' ');
}
