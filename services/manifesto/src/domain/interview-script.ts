import { MANIFESTO_SECTIONS, type ManifestoSectionId } from '@uniform/contracts';
import type { FamilyDetail } from './family-details';
import { weave, type Framing } from './family-prose';
import { asShortList, joinList } from './family-voice';

/**
 * The built-in interviewer: for each of the seven sections (spec 2 §3), the questions a family
 * facilitator would ask, and how the answers become the written section. The section text is the
 * family's own words in the first person plural, woven into sentences that say why they matter
 * (family-prose.ts); a skipped question leaves its paragraph out rather than inventing one. After
 * an answer, the next question picks up something the family named (family-details.ts).
 */

export interface SectionScript {
  id: ManifestoSectionId;
  /** Asked in order; the section is complete when each has an answer (or was skipped). */
  questions: readonly [string, ...string[]];
  /**
   * For each question after the first: that question built on something the family named in the
   * answer before it (`deeper[0]` asks question 2, `deeper[1]` question 3).
   */
  deeper: readonly ((detail: FamilyDetail) => string)[];
  /** For each question: a gentler, concrete way in when the answer was too short or vague. */
  gentle: readonly string[];
  /** How each answer is written into the section. */
  framings: readonly Framing[];
  /** The written section from the answers, one per question ('' for a skipped one). */
  compose(answers: readonly string[]): string;
}

const STILL_BEING_WRITTEN =
  'This chapter is still being written. We will come back to it together, when we are ready to put it into words.';

/** The section as prose: one paragraph per answered question, in order; skipped ones left out. */
function composeWith(framings: readonly Framing[], answers: readonly string[]): string {
  const written = framings
    .map((framing, index) => weave(answers[index] ?? '', framing))
    .filter((paragraph): paragraph is string => Boolean(paragraph));
  return written.length ? written.join('\n\n') : STILL_BEING_WRITTEN;
}

/** "in Oaxaca", "on Guadalupe Street": a place as it follows its preposition. */
const where = (detail: FamilyDetail) => `${detail.at ?? 'in'} ${detail.text}`;

const defineSection = (
  id: ManifestoSectionId,
  parts: Omit<SectionScript, 'id' | 'compose'> & { compose?: SectionScript['compose'] },
): SectionScript => ({
  id,
  ...parts,
  compose: parts.compose ?? ((answers) => composeWith(parts.framings, answers)),
});

const CULTURE_FRAMINGS: readonly Framing[] = [
  {
    lead: 'Our culture lives in ordinary days.',
    noun: 'A good day at home means',
    that: 'On a good day,',
    imperative: 'On a good day the rule is simple:',
  },
  {
    lead: 'We keep our traditions because they keep us.',
    noun: 'The one we hold closest is',
    that: 'We keep them because',
    imperative: 'Our rule for them is simple:',
  },
  {
    lead: 'These are the values we choose to live by.',
    noun: 'We live by',
    that: 'We believe',
    imperative: 'We hold ourselves to this:',
  },
];

export const SECTION_SCRIPTS: readonly SectionScript[] = [
  defineSection('origins', {
    questions: [
      "Where does your family's story begin? Tell me about the people and the places you come from, as far back as you know.",
      'What story gets told again and again when your family gathers, the one everyone knows by heart?',
      'What did the people before you carry through hard times? What strength or conviction did they hand down to you?',
    ],
    deeper: [
      (d) =>
        d.kind === 'person'
          ? `Is there a story about ${d.text} that your family tells again and again, the one everyone knows by heart? Tell it the way it is usually told.`
          : `What story from ${d.kind === 'place' ? d.text : `the days of ${d.text}`} gets told again and again when your family gathers, the one everyone knows by heart?`,
      (d) =>
        d.kind === 'person'
          ? `What did ${d.text} carry through hard times, and what strength or conviction from that still lives in your family?`
          : d.kind === 'place'
            ? `Life ${where(d)} cannot always have been easy. What did the people before you carry through the hard times, and what did they hand down to you?`
            : `Think of ${d.text} in the hard years. What did the people before you carry through those times, and what strength or conviction did they hand down to you?`,
    ],
    gentle: [
      "Let's start small: what is the name of one grandparent or great-grandparent, and where did they live?",
      'No need for a long story. Is there one moment, a move, a wedding, a storm or a kitchen disaster, that your family still talks about?',
      'Think of one person before you who got through something hard. Who was it, and what helped them keep going?',
    ],
    framings: [
      {
        lead: 'Our story did not begin with us.',
        noun: 'It begins with',
        that: 'We know',
        imperative: 'The first thing we were taught was simple:',
      },
      {
        lead: 'There is a story we tell whenever we gather, and we never tire of it.',
        noun: 'It is the story of',
        that: 'It reminds us',
        imperative: 'Its moral is simple:',
      },
      {
        lead: 'From those who came before us we inherited more than a name.',
        noun: 'They handed down',
        that: 'They taught us',
        imperative: 'Their advice still holds:',
        close: 'We carry it forward on purpose.',
      },
    ],
  }),
  defineSection('mission', {
    questions: [
      'If your family had one purpose, one thing you are here to do together, what would it be?',
      'Who do you serve beyond your own walls? Think of neighbors, community, faith, work or causes you show up for.',
      'When people describe your family at its best, what do you hope they say?',
    ],
    deeper: [
      (d) =>
        d.kind === 'person'
          ? `Who beyond your own walls does ${d.text} show up for, and does the rest of the family join in?`
          : d.kind === 'value'
            ? `Where does your family put ${d.text} into practice beyond your own walls: for neighbors, a community, a faith, work or a cause?`
            : `How does ${d.text} reach beyond your own walls? Who do you serve: neighbors, community, faith, work or causes you show up for?`,
      (d) =>
        `Picture someone who has seen ${d.kind === 'place' ? `your family ${where(d)}` : d.text} up close. What do you hope they say about your family at its best?`,
    ],
    gentle: [
      "Let's make it concrete. How would you finish this sentence: 'Our family is at its best when we…'",
      'Think of the last time someone in your family helped someone outside it. Who was helped, and how?',
      'Picture a neighbor talking about your family. What is one word you hope they use, and why?',
    ],
    framings: [
      {
        lead: 'We are a family with a purpose.',
        noun: 'It comes down to',
        that: 'We believe',
        imperative: 'We put it simply:',
      },
      {
        lead: 'Our love does not stop at our front door.',
        noun: 'We show up for',
        that: 'We believe',
        imperative: 'We remind each other:',
      },
      {
        lead: 'We care about how the people around us would describe us.',
        noun: 'At our best, we hope they see',
        that: 'At our best, we hope people will say',
        imperative: 'At our best, we live by a simple rule:',
      },
    ],
  }),
  defineSection('culture', {
    questions: [
      'What does an ordinary good day in your home look like? The small rituals: meals, mornings, weekends.',
      'Which traditions or celebrations matter most to you, and why do you keep them?',
      'Name the values you want every member of your family to live by.',
    ],
    deeper: [
      (d) =>
        d.kind === 'person'
          ? `Which traditions or celebrations would ${d.text} say matter most in your family, and why do you keep them?`
          : `Beyond ${d.text}, which traditions or celebrations matter most to you, and why do you keep them?`,
      (d) =>
        d.kind === 'person'
          ? `What values did ${d.text} live by that you want every member of your family to live by too?`
          : d.kind === 'value'
            ? `Besides ${d.text}, which values do you want every member of your family to live by?`
            : `What values sit underneath ${d.text}? Name the ones you want every member of your family to live by.`,
    ],
    gentle: [
      'Think of last Saturday or Sunday. What did breakfast or dinner look like, and who was there?',
      'Which day of the year would your family never skip, and what happens on it?',
      'If you could pick just two or three words your family lives by, which would they be?',
    ],
    framings: CULTURE_FRAMINGS,
    compose: ([everyday = '', traditions = '', values = '']) => {
      const valueList = values ? asShortList(values) : null;
      if (!valueList) return composeWith(CULTURE_FRAMINGS, [everyday, traditions, values]);
      const valuesParagraph = `We choose to live by ${joinList(valueList)}. These are not rules on a wall; they are how we want to treat each other every day.`;
      const before = composeWith(CULTURE_FRAMINGS.slice(0, 2), [everyday, traditions]);
      return before === STILL_BEING_WRITTEN ? valuesParagraph : `${before}\n\n${valuesParagraph}`;
    },
  }),
  defineSection('geography', {
    questions: [
      'Which places have shaped your family most? A town, a country, a landscape, a house.',
      'Where do you live now, and what made you choose it, or stay?',
      'What does "home" mean to you: a place, the people, or something else?',
    ],
    deeper: [
      (d) =>
        d.kind === 'place'
          ? `How did your family get from ${d.text} to where you live now, and what made you choose it, or stay?`
          : d.kind === 'person'
            ? `Where do you live now, and is it close to ${d.text}? What made you choose it, or stay?`
            : `Where do you live now, and does ${d.text} still have a place in your life there? What made you choose it, or stay?`,
      (d) =>
        d.kind === 'person'
          ? `Is "home" wherever ${d.text} is, or a place, or something else? What does it mean to you?`
          : d.kind === 'place'
            ? `When you say "home", do you mean ${d.text}, the people, or something else?`
            : `Does "home" have something to do with ${d.text} for you, or is it the people, a place, or something else?`,
    ],
    gentle: [
      'Start with one place: a town, a street or a house your family talks about. What is its name?',
      'Which town or city do you live in now, and what keeps you there?',
      "How would you finish this sentence: 'We feel at home when…'",
    ],
    framings: [
      {
        lead: 'Places have shaped us as much as people have.',
        noun: 'We think first of',
        that: 'We know',
        imperative: 'They taught us:',
      },
      {
        lead: 'Where we live is a choice we keep making.',
        noun: 'Today that means',
        that: 'We stay because',
        imperative: 'Our rule is simple:',
      },
      {
        lead: 'When we say "home", we mean more than an address.',
        noun: 'For us, home is',
        that: 'We believe',
        imperative: 'We remind ourselves:',
      },
    ],
  }),
  defineSection('conflict', {
    questions: [
      'Every family disagrees. When tension rises in yours, what usually happens?',
      'How do you make things right after a hard moment? What does repair look like for you?',
      'What promise do you want to make to each other about how you disagree and forgive?',
    ],
    deeper: [
      (d) =>
        d.kind === 'tension'
          ? `After ${d.text}, how do you find your way back to each other? What does making things right look like for you?`
          : d.kind === 'person'
            ? `When ${d.text} is part of a hard moment, how do you make things right afterwards?`
            : `When tension rises around ${d.text}, how do you make things right afterwards? What does repair look like for you?`,
      (d) =>
        d.kind === 'person'
          ? `What promise do you want to make to each other, ${d.text} included, about how you disagree and forgive?`
          : `Could ${d.text} become part of a promise? What do you want to promise each other about how you disagree and forgive?`,
    ],
    gentle: [
      'Think of the last small disagreement at home. Did voices get louder, or did everyone go quiet?',
      'After an argument, what is the first small thing someone does to make peace?',
      "How would you finish this sentence: 'When we disagree, we promise to…'",
    ],
    framings: [
      {
        lead: 'We are honest about how we disagree.',
        noun: 'It usually looks like',
        that: 'We know',
        imperative: 'We remind ourselves:',
      },
      {
        lead: 'What matters most is how we come back to each other.',
        noun: 'For us, repair means',
        that: 'We have learned',
        imperative: 'The rule is simple:',
      },
      {
        lead: 'We make one another a promise about how we disagree and forgive.',
        noun: 'We promise each other',
        that: 'We promise',
        imperative: 'We promise each other this:',
      },
    ],
  }),
  defineSection('legacy', {
    questions: [
      'What do you most want to hand on to the next generation? Not only things, but ways of being.',
      'Which lessons did you learn the hard way that you want those who come after you to know?',
      'A hundred years from now, what would you want your descendants to know about who you were?',
    ],
    deeper: [
      (d) =>
        d.kind === 'person'
          ? `Which lessons did ${d.text} learn the hard way that you want those who come after you to know?`
          : `What lesson sits behind ${d.text}, one you learned the hard way and want those who come after you to know?`,
      (d) =>
        `A hundred years from now, what should your descendants know about ${d.text}, and about who you were?`,
    ],
    gentle: [
      'Think of one thing, a habit, a recipe or a saying, that you hope your grandchildren keep. What is it?',
      'What is one mistake you made that you would want a younger family member to avoid?',
      'If your great-grandchildren could know one thing about you, what would it be?',
    ],
    framings: [
      {
        lead: 'What we hand on matters more than what we own.',
        noun: 'Above all, we want to hand on',
        that: 'We want them to know',
        imperative: 'We pass on one rule:',
      },
      {
        lead: 'Some lessons cost us dearly, so that they need not cost you as much.',
        noun: 'One of them is',
        that: 'We learned it the hard way:',
        imperative: 'So we say:',
      },
      {
        lead: 'We want those who come a hundred years after us to know who we were.',
        noun: 'We hope they remember',
        that: 'We want them to know',
        imperative: 'We tell them:',
      },
    ],
  }),
  defineSection('future', {
    questions: [
      'Looking ten years ahead, what do you hope your family will be doing, building or becoming?',
      'What dreams do you hold for each other, on your own and together?',
      "If you could write one sentence to your family's future self, what would it say?",
    ],
    deeper: [
      (d) =>
        d.kind === 'person'
          ? `What dreams do you hold for ${d.text}, and for each other, on your own and together?`
          : `Alongside ${d.text}, what dreams do you hold for each other, on your own and together?`,
      (d) =>
        `Imagine your family ten years from now, ${d.text} and all. What one sentence would you write to them?`,
    ],
    gentle: [
      'Picture your family ten years from now. Where are you, and what are you doing together?',
      'Name one dream you hold for someone in your family. Who is it for?',
      "How would you finish this sentence: 'Dear future us…'",
    ],
    framings: [
      {
        lead: 'We are not finished yet.',
        noun: 'Ten years from now, we hope for',
        ing: 'Ten years from now, we see ourselves',
        that: 'We hope',
        imperative: 'We tell ourselves:',
      },
      {
        lead: 'We hold dreams for each other, and we say them out loud.',
        noun: 'We dream of',
        that: 'We hope',
        imperative: 'We tell each other:',
      },
      {
        lead: 'And we have a message for the family we are becoming.',
        noun: 'To our future selves, we leave',
        that: 'We want our future selves to know',
        imperative: 'To our future selves:',
      },
    ],
  }),
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

/** Said before the next question; never a quote of the answer (the question names what it picks up). */
const THANKS = [
  'Thank you.',
  'Thank you for telling me that.',
  'That helps me see your family.',
  'I am glad you shared that.',
];

export function thanks(sectionIndex: number, answerIndex: number): string {
  return THANKS[(sectionIndex + answerIndex) % THANKS.length]!;
}

/**
 * Question `questionIndex` of a section after an answer: built on `detail`, something the family
 * named in that answer, or the question as written when they named nothing to pick up.
 */
export function nextQuestion(
  sectionIndex: number,
  questionIndex: number,
  detail: FamilyDetail | null,
): string {
  const script = sectionScript(sectionIndex);
  const deeper = script.deeper[questionIndex - 1];
  return detail && deeper ? deeper(detail) : script.questions[questionIndex]!;
}

const SKIPPED = [
  'No problem, we can leave that one.',
  'That is fine; not every question needs an answer today.',
];

export function skippedAcknowledgement(sectionIndex: number, answerIndex: number): string {
  return SKIPPED[(sectionIndex + answerIndex) % SKIPPED.length]!;
}

const AFTER_VAGUE = ["That's all right; let's make it smaller.", 'No pressure. Here is an easier way in.'];
const AFTER_SHORT = ['Tell me a little more.', 'A little more would help me write this part in your words.'];

/**
 * Asked once when an answer was too short to write from: a gentler, concrete question about the
 * same thing. After a vague answer ("idk", "yes") it says that is fine rather than asking for more.
 */
export function followUpQuestion(sectionIndex: number, questionIndex: number, vague: boolean): string {
  const leads = vague ? AFTER_VAGUE : AFTER_SHORT;
  const lead = leads[(sectionIndex + questionIndex) % leads.length]!;
  return `${lead} ${sectionScript(sectionIndex).gentle[questionIndex]!}`;
}
