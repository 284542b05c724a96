import { MANIFESTO_SECTIONS, type ManifestoSectionId } from '@uniform/contracts';
import { asShortList, familyProse, joinList } from './family-voice';

/**
 * The built-in interviewer: for each of the seven sections (spec 2 §3), the questions a family
 * facilitator would ask, and how the answers become the written section. The section text is the
 * family's own words in the first person plural, framed by a sentence that says why they matter;
 * a skipped question leaves its paragraph out rather than inventing one.
 */

export interface SectionScript {
  id: ManifestoSectionId;
  /** Asked in order; the section is complete when each has an answer (or was skipped). */
  questions: readonly [string, ...string[]];
  /** The written section from the answers, one per question ('' for a skipped one). */
  compose(answers: readonly string[]): string;
}

/** A paragraph that frames one answer, or nothing when the question was skipped. */
const framed = (lead: string, answer: string | undefined, close = ''): string | null => {
  const prose = answer ? familyProse(answer) : '';
  if (!prose) return null;
  return [lead, lead.endsWith(':') ? afterColon(prose) : prose, close].filter(Boolean).join(' ');
};

/** Words that are capitalised only because they start the answer; a proper noun keeps its capital. */
const PLAIN_OPENERS = new Set(
  'that the to a an our we it they how when what be keep always never forget remember'.split(' '),
);

/** After "…this is our promise:" an answer reads on in lower case, unless it opens with a name. */
function afterColon(prose: string): string {
  const first = /^[A-Za-z]+/.exec(prose)?.[0] ?? '';
  return PLAIN_OPENERS.has(first.toLowerCase()) ? prose.charAt(0).toLowerCase() + prose.slice(1) : prose;
}

const STILL_BEING_WRITTEN =
  'This chapter is still being written. We will come back to it together, when we are ready to put it into words.';

const paragraphs = (...parts: (string | null)[]): string => {
  const written = parts.filter((part): part is string => Boolean(part));
  return written.length ? written.join('\n\n') : STILL_BEING_WRITTEN;
};

export const SECTION_SCRIPTS: readonly SectionScript[] = [
  {
    id: 'origins',
    questions: [
      "Where does your family's story begin? Tell me about the people and the places you come from, as far back as you know.",
      'What story gets told again and again when your family gathers, the one everyone knows by heart?',
      'What did the people before you carry through hard times? What strength or conviction did they hand down to you?',
    ],
    compose: ([roots, story, strength]) =>
      paragraphs(
        framed('Our story did not begin with us.', roots),
        framed('There is a story we tell whenever we gather, and we never tire of it.', story),
        framed(
          'From those who came before us we inherited more than a name.',
          strength,
          'We carry it forward on purpose.',
        ),
      ),
  },
  {
    id: 'mission',
    questions: [
      'If your family had one purpose, one thing you are here to do together, what would it be?',
      'Who do you serve beyond your own walls? Think of neighbours, community, faith, work or causes you show up for.',
      'When people describe your family at its best, what do you hope they say?',
    ],
    compose: ([purpose, service, reputation]) =>
      paragraphs(
        framed('We are a family with a purpose.', purpose),
        framed('Our love does not stop at our front door.', service),
        framed('When people speak of us at our best, we hope they will say this:', reputation),
      ),
  },
  {
    id: 'culture',
    questions: [
      'What does an ordinary good day in your home look like? The small rituals: meals, mornings, weekends.',
      'Which traditions or celebrations matter most to you, and why do you keep them?',
      'Name the values you want every member of your family to live by.',
    ],
    compose: ([everyday, traditions, values]) => {
      const valueList = values ? asShortList(values) : null;
      const valuesParagraph = valueList
        ? `We choose to live by ${joinList(valueList)}. These are not rules on a wall; they are how we want to treat each other every day.`
        : framed('These are the values we choose to live by:', values);
      return paragraphs(
        framed('Our culture lives in ordinary days.', everyday),
        framed('We keep our traditions because they keep us.', traditions),
        valuesParagraph,
      );
    },
  },
  {
    id: 'geography',
    questions: [
      'Which places have shaped your family most? A town, a country, a landscape, a house.',
      'Where do you live now, and what made you choose it, or stay?',
      'What does "home" mean to you: a place, the people, or something else?',
    ],
    compose: ([places, now, home]) =>
      paragraphs(
        framed('Places have shaped us as much as people have.', places),
        framed('Where we live is a choice we keep making.', now),
        framed('And when we say "home", this is what we mean.', home),
      ),
  },
  {
    id: 'conflict',
    questions: [
      'Every family disagrees. When tension rises in yours, what usually happens?',
      'How do you make things right after a hard moment? What does repair look like for you?',
      'What promise do you want to make to each other about how you disagree and forgive?',
    ],
    compose: ([tension, repair, promise]) =>
      paragraphs(
        framed('We are honest about how we disagree.', tension),
        framed('What matters most is how we come back to each other.', repair),
        framed('This is our promise to one another:', promise),
      ),
  },
  {
    id: 'legacy',
    questions: [
      'What do you most want to hand on to the next generation? Not only things, but ways of being.',
      'Which lessons did you learn the hard way that you want those who come after you to know?',
      'A hundred years from now, what would you want your descendants to know about who you were?',
    ],
    compose: ([inheritance, lessons, remembered]) =>
      paragraphs(
        framed('What we hand on matters more than what we own.', inheritance),
        framed('Some lessons cost us dearly, so that they need not cost you as much.', lessons),
        framed('We want those who come a hundred years after us to know this:', remembered),
      ),
  },
  {
    id: 'future',
    questions: [
      'Looking ten years ahead, what do you hope your family will be doing, building or becoming?',
      'What dreams do you hold for each other, on your own and together?',
      "If you could write one sentence to your family's future self, what would it say?",
    ],
    compose: ([horizon, dreams, letter]) =>
      paragraphs(
        framed('We are not finished yet.', horizon),
        framed('We hold dreams for each other, and we say them out loud.', dreams),
        framed('To our future selves:', letter),
      ),
  },
];

export function sectionScript(index: number): SectionScript {
  const script = SECTION_SCRIPTS[index];
  if (!script) throw new RangeError(`No manifesto section ${index}`);
  return script;
}

export function sectionMeta(index: number) {
  const meta = MANIFESTO_SECTIONS[index];
  if (!meta) throw new RangeError(`No manifesto section ${index}`);
  return meta;
}

/** Typing one of these passes on the current question. */
export const SKIP_WORDS = [
  'skip',
  'pass',
  'next',
  'next question',
  'skip this',
  "i'd rather not say",
] as const;

export const OPENING_MESSAGE = [
  'Welcome. A family manifesto is a short document, in your own words, about where you come from, what you stand for and where you are going together.',
  'We will talk through seven sections: Origins, Mission, Culture, Geography, Conflict, Legacy and Future, with a few questions each. After each one I will write that section from your answers, and at the end I will bring them together into your manifesto.',
  'Answer as one voice or as several; short answers are fine, stories are better. Type "skip" to pass on any question.',
].join('\n\n');

/** The first message of the conversation: the welcome, then the first question of Origins. */
export function openingMessage(): string {
  return `${OPENING_MESSAGE}\n\nLet's begin with ${sectionMeta(0).title}. ${sectionScript(0).questions[0]}`;
}

/** Said when a section is written: where to find it, then the next section's first question. */
export function sectionDoneMessage(index: number): string {
  const done = sectionMeta(index);
  const next = MANIFESTO_SECTIONS[index + 1];
  if (!next) {
    return `Thank you. Your ${done.title} section is written, and with it all seven. I am bringing them together into your family manifesto now.`;
  }
  return `Thank you. I have written your ${done.title} section from your answers; you can read it with the completed sections.\n\nNext: ${next.title}. ${next.description} ${sectionScript(index + 1).questions[0]}`;
}

/** Acknowledgements that quote the family back to themselves before the next question. */
const ACKNOWLEDGEMENTS: readonly ((quote: string) => string)[] = [
  (quote) => `"${quote}": thank you, that belongs in your manifesto.`,
  (quote) => `Thank you for sharing that. I have written down "${quote}".`,
  (quote) => `"${quote}". I can see why that matters.`,
  (quote) => `That is a vivid detail: "${quote}".`,
];

export function acknowledgement(sectionIndex: number, answerIndex: number, quote: string): string {
  const pick = ACKNOWLEDGEMENTS[(sectionIndex + answerIndex) % ACKNOWLEDGEMENTS.length]!;
  return pick(quote);
}

const SKIPPED = [
  'No problem, we can leave that one.',
  'That is fine; not every question needs an answer today.',
];

export function skippedAcknowledgement(sectionIndex: number, answerIndex: number): string {
  return SKIPPED[(sectionIndex + answerIndex) % SKIPPED.length]!;
}

const FOLLOW_UPS = [
  'Could you say a little more? A name, a place or a moment would help me write this part in your own words.',
  'Tell me a bit more, if you can. What is one example, or one memory, that shows it?',
  'I would love a little more detail. Who is involved, or where does it happen?',
];

export function followUpQuestion(sectionIndex: number, questionIndex: number): string {
  return FOLLOW_UPS[(sectionIndex + questionIndex) % FOLLOW_UPS.length]!;
}
