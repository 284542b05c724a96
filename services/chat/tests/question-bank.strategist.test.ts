import type { Analysis } from '@uniform/contracts';
import { buildPersonalBrand } from '@uniform/style-engine';
import { askPersona, askTheBank, BANK_PEOPLE, type BankCheck, type Person } from './support/question-bank';

/**
 * Cas's question bank: 30 questions about a personal brand, each answered by the built-in
 * responder for the two people of issue 19 from their own analysis and personal brand, with an
 * assertion that the answer addresses the question. The responder is pure, so these call it directly.
 */

const people = BANK_PEOPLE;
const ask = (analysis: Analysis, question: string) => askPersona('strategist', analysis, question);

const brandWords = (analysis: Analysis) =>
  buildPersonalBrand(analysis)
    .brandWords.split(',')
    .map((word) => word.trim());
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** The first clause of what they are building, as the chat quotes it ("a B2B payments platform…"). */
const building = ({ answers }: Person) =>
  answers
    .whatBuilding!.split(/;|\.\s/)[0]!
    .replace(/\.$/, '')
    .slice(1);
const colours = (analysis: Analysis) => analysis.colorAnalysis.recommendedColors.map((swatch) => swatch.name);
const namesSomeColour = (answer: string, analysis: Analysis) =>
  colours(analysis).some((name) => answer.includes(name));
const cue = (analysis: Analysis, platform: string) =>
  (analysis.platformCues as Record<string, string>)[platform]!.split('. ')[0]!;

type Check = BankCheck;

const BANK: [string, Check][] = [
  [
    'Write me a LinkedIn headline',
    (answer, person) => {
      expect(answer).toContain(`Your LinkedIn headline: "${person.answers.occupation}`);
      expect(answer).toContain(capitalised(brandWords(person.analysis)[0]!));
    },
  ],
  [
    'Can you write a short bio for me?',
    (answer, person) => {
      expect(answer).toContain(`I'm a ${person.answers.occupation}`);
      expect(answer).toContain(building(person));
    },
  ],
  [
    'Write a speaker bio for the conference programme',
    (answer, person) => {
      expect(answer).toContain('Your speaker bio: "A ');
      expect(answer).toContain(person.answers.occupation!);
    },
  ],
  [
    'Draft a talk abstract for me',
    (answer, person) => {
      expect(answer).toContain('Abstract: "');
      expect(answer).toContain(building(person));
    },
  ],
  [
    'Give me a tagline',
    (answer, { analysis }) => expect(answer).toContain(capitalised(brandWords(analysis)[0]!)),
  ],
  [
    'How do I introduce myself at a networking event?',
    (answer, person) => expect(answer).toContain(`Try: "I'm a ${person.answers.occupation}`),
  ],
  ['Give me an elevator pitch', (answer, person) => expect(answer).toContain(building(person))],
  [
    'What photo direction should I give my photographer?',
    (answer, { analysis }) => {
      expect(answer).toContain('Photo direction:');
      expect(namesSomeColour(answer, analysis)).toBe(true);
    },
  ],
  [
    'What should I post this week?',
    (answer, person) => {
      for (const day of ['Monday', 'Wednesday', 'Friday']) expect(answer).toContain(day);
      expect(answer).toContain(building(person));
    },
  ],
  ['How often should I post?', (answer) => expect(answer).toMatch(/a week/)],
  [
    'What are my content pillars?',
    (answer, { answers }) => {
      expect(answer).toContain('Three content pillars');
      expect(answer).toContain(answers.industry!);
    },
  ],
  ['What topics should I be known for?', (answer) => expect(answer).toContain('Three content pillars')],
  [
    'What should my email signature say?',
    (answer, { answers }) =>
      expect(answer).toContain(`Your email signature: "Your Name, ${answers.occupation}`),
  ],
  [
    'How do I stand out from competitors?',
    (answer, { analysis, answers }) => {
      expect(answer).toContain(brandWords(analysis)[0]!);
      expect(answer).toContain(answers.industry!);
    },
  ],
  [
    'How does my style support my brand?',
    (answer, { analysis }) => expect(answer).toContain(analysis.styleStrategy!.split(': ')[0]!),
  ],
  [
    'What brand colours should I use on my slides?',
    (answer, { analysis }) => expect(answer).toContain(`Use your ${analysis.colorAnalysis.season} palette`),
  ],
  [
    'How should I describe my brand?',
    (answer, { analysis }) =>
      expect(answer).toContain(buildPersonalBrand(analysis).brandStatement.split(/[.;]/)[0]!),
  ],
  [
    'What are my brand words?',
    (answer, { analysis }) => expect(answer).toContain(`Your brand words are ${brandWords(analysis)[0]}`),
  ],
  [
    'Who is my audience?',
    (answer, { analysis }) =>
      expect(answer).toContain(`Your audience: ${analysis.audienceId!.split(',')[0]}`),
  ],
  ['What tone should my writing have?', (answer) => expect(answer).toContain('Your voice:')],
  ['How should I write my captions?', (answer) => expect(answer).toContain('Your voice:')],
  [
    'Should I be on Instagram?',
    (answer, { analysis }) => expect(answer).toContain(`Instagram: ${cue(analysis, 'Instagram')}`),
  ],
  [
    'What should I post on LinkedIn?',
    (answer, { analysis }) => expect(answer).toContain(`LinkedIn: ${cue(analysis, 'LinkedIn')}`),
  ],
  [
    'Should I start a TikTok?',
    (answer) => expect(answer).toContain('Your analysis has no TikTok cue yet, so start simple there'),
  ],
  ['Should I start a newsletter?', (answer) => expect(answer).toMatch(/newsletter|monthly letter/)],
  ['How do I grow on YouTube?', (answer) => expect(answer).toContain('Your analysis has no YouTube cue yet')],
  [
    'What should I wear on camera for a podcast?',
    (answer, { analysis }) =>
      expect(answer).toContain(`Podcast & Video: ${cue(analysis, 'Podcast & Video')}`),
  ],
  [
    'What should I wear in my headshot?',
    (answer, { analysis }) => expect(answer).toContain(`from your ${analysis.colorAnalysis.season} palette`),
  ],
  [
    'What should I wear for my talk?',
    (answer, { analysis }) => expect(answer).toContain(`from your ${analysis.colorAnalysis.season} palette`),
  ],
  [
    'Who do I need to reach?',
    (answer, { analysis }) =>
      expect(answer).toContain(`Your audience: ${analysis.audienceId!.split(',')[0]}`),
  ],
];

askTheBank('strategist', BANK, {
  addresses: 'their brand',
  refusal: /AI mode|not switched on|beyond personal branding/i,
});

describe.each(people)('Cas without a model, asked by %s', (_who, person) => {
  test.each(["What's the capital of France?", 'Write my business plan'])(
    'When asked "%s", then a friendly redirect names what Cas helps with',
    (question) => {
      const answer = ask(person.analysis, question);
      expect(answer).toContain("I'm your brand strategist");
      expect(answer).not.toMatch(/AI mode|not switched on/i);
    },
  );
});
