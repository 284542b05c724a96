import {
  analysisBudget,
  BODY_SHAPES,
  budgetTier,
  buildFintechFounderAnswers,
  type Analysis,
} from '@uniform/contracts';
import { BRAND_CATALOGUE, buildAnalysis } from '@uniform/style-engine';
import { lookBody } from '../src/domain/responder-text';
import { askPersona, askTheBank, BANK_PEOPLE, type BankCheck } from './support/question-bank';

/**
 * Scottie's question bank: 30 questions real users ask, each answered by the built-in responder
 * for the two people of issue 19 (the shared answer fixtures), with an assertion that the answer addresses the question from
 * that person's own analysis. The responder is pure, so these call it directly.
 */

const people = BANK_PEOPLE;
const ask = (analysis: Analysis, question: string) => askPersona('stylist', analysis, question);

const tierOf = (analysis: Analysis) => budgetTier(analysisBudget(analysis));
const capsule = (analysis: Analysis) =>
  (analysis.uniformPieces ?? []).map((piece) => ({ ...piece, price: piece.prices[tierOf(analysis)] }));
const capsuleNamed = (answer: string, analysis: Analysis) =>
  capsule(analysis).filter((piece) => answer.includes(piece.name));
const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const colourNames = (analysis: Analysis) => [
  ...analysis.colorAnalysis.recommendedColors.map((swatch) => swatch.name),
  ...analysis.colorAnalysis.neutrals.map((swatch) => swatch.name),
];
const avoidNames = (analysis: Analysis) =>
  analysis.colorAnalysis.avoid.map((entry) => (typeof entry === 'string' ? entry : entry.name));
const namesSomeColour = (answer: string, analysis: Analysis) =>
  colourNames(analysis).some((name) => answer.includes(name));
const footwear = (analysis: Analysis) => analysis.uniformSuggestions.footwear.split(',')[0]!.trim();
const look = lookBody;
const CAPITAL_OF_FRANCE = "What's the capital of France?";

function expectVerdict(answer: string, analysis: Analysis, word: string) {
  const inPalette = colourNames(analysis).some((name) => name.toLowerCase().includes(word));
  const avoided = avoidNames(analysis).some((name) => name.toLowerCase().includes(word));
  if (inPalette) expect(answer).toMatch(/^Yes\b/);
  else if (avoided) expect(answer).toMatch(/^No\b/);
  else expect(answer).toMatch(/^(Yes|No)\b/);
}

type Check = BankCheck;

const BANK: [string, Check][] = [
  [
    'How should clothes fit my body shape?',
    (answer, { answers, analysis }) => {
      expect(answer).toMatch(new RegExp(`^For an? ${answers.bodyShape!.toLowerCase()}`));
      // …and builds on the person's own pieces, not a generic list.
      const own = capsule(analysis).filter((piece) => answer.includes(piece.name.toLowerCase()));
      expect(own.length).toBeGreaterThanOrEqual(2);
    },
  ],
  [
    'Which three pieces should I buy first?',
    (answer, { analysis }) => {
      const named = capsuleNamed(answer, analysis);
      expect(named).toHaveLength(3);
      for (const piece of named) expect(answer).toContain(`${piece.name} (${money(piece.price)})`);
      const spent = named.reduce((sum, piece) => sum + piece.price, 0);
      expect(spent).toBeLessThanOrEqual(analysisBudget(analysis));
      expect(answer).toContain(`${money(spent)} of your ${money(analysisBudget(analysis))} budget`);
    },
  ],
  [
    'What are the first two things I should buy?',
    (answer, { analysis }) => expect(capsuleNamed(answer, analysis)).toHaveLength(2),
  ],
  [
    'What should I wear to a board meeting?',
    (answer, { analysis }) => {
      expect(answer).toContain('for a board meeting');
      expect(answer).toContain(look(analysis.eventLooks.pitchMeeting));
    },
  ],
  [
    "I'm going to a wedding next month, what should I wear?",
    (answer, { analysis }) => {
      expect(answer).toContain('for a wedding');
      expect(answer).toContain(look(analysis.eventLooks.networking));
      expect(answer).toContain('never wear white');
    },
  ],
  [
    'What should I pack for a three-day trip?',
    (answer, { analysis }) => {
      expect(answer).toContain('Day 3:');
      expect(answer).not.toContain('Day 4:');
      expect(capsuleNamed(answer, analysis).length).toBeGreaterThanOrEqual(3);
    },
  ],
  [
    "What's a cheaper alternative to Theory?",
    (answer) => {
      expect(answer).toContain('For Theory');
      const entryBrands = BRAND_CATALOGUE.filter((brand) => brand.tiers.includes('entry')).map((b) => b.name);
      expect(entryBrands.some((name) => answer.includes(`${name} (`))).toBe(true);
    },
  ],
  ['Does navy suit me?', (answer, { analysis }) => expectVerdict(answer, analysis, 'navy')],
  ['Is beige a good colour for me?', (answer, { analysis }) => expectVerdict(answer, analysis, 'beige')],
  ['Can I wear olive?', (answer, { analysis }) => expectVerdict(answer, analysis, 'olive')],
  [
    'What should I wear on a video call?',
    (answer, { analysis }) => {
      expect(answer).toContain('video call');
      expect(namesSomeColour(answer, analysis)).toBe(true);
      const lower = answer.toLowerCase();
      expect(capsule(analysis).some((piece) => lower.includes(piece.name.toLowerCase()))).toBe(true);
    },
  ],
  [
    'What shoes should I wear with jeans?',
    (answer, { analysis }) => {
      expect(answer).toContain('With jeans');
      expect(answer).toContain(footwear(analysis));
    },
  ],
  [
    'How do I dress for a job interview?',
    (answer, { analysis }) => {
      expect(answer).toContain('for an interview');
      expect(answer).toContain(look(analysis.eventLooks.pitchMeeting));
    },
  ],
  [
    'How can I look more approachable?',
    (answer, { analysis }) => {
      expect(answer).toContain('more approachable');
      expect(answer).toContain(look(analysis.eventLooks.networking));
    },
  ],
  ['How do I care for my knitwear?', (answer) => expect(answer).toContain('hand wash cold')],
  ['How do I look after my leather shoes?', (answer) => expect(answer).toContain('shoe trees')],
  [
    'What should I wear in winter in my city?',
    (answer, { analysis }) => {
      expect(answer).toContain(`Winter in ${analysis.regionalStyle.region}`);
      expect(capsuleNamed(answer, analysis).some((piece) => piece.id === 'overcoat')).toBe(true);
    },
  ],
  [
    'What do I wear when it is hot and humid?',
    (answer, { analysis }) => {
      expect(answer).toContain(`Summer in ${analysis.regionalStyle.region}`);
      expect(answer).toContain('linen');
    },
  ],
  [
    'Which brands should I shop?',
    (answer, { analysis }) => {
      const atTier = analysis.brandRecommendations.filter((b) => !b.tier || b.tier === tierOf(analysis));
      expect(answer).toContain(atTier[0]!.name);
    },
  ],
  [
    'How much will my whole capsule cost?',
    (answer, { analysis }) => {
      const sum = capsule(analysis).reduce((total, piece) => total + piece.price, 0);
      expect(answer).toContain(`Your 12 pieces come to ${money(sum)}`);
      if (sum > analysisBudget(analysis))
        expect(answer).toContain(`First ${money(analysisBudget(analysis))}:`);
    },
  ],
  [
    'Which colors suit me best?',
    (answer, { analysis }) => {
      expect(answer).toContain(`You are a ${analysis.colorAnalysis.season}`);
      expect(answer).toContain(analysis.colorAnalysis.recommendedColors[0]!.name);
    },
  ],
  [
    'Should I wear gold or silver jewellery?',
    (answer, { analysis }) => expect(answer).toContain(`Your metals as a ${analysis.colorAnalysis.season}`),
  ],
  [
    'Can I wear stripes and prints?',
    (answer, { analysis }) => {
      expect(answer).toContain(`As a ${analysis.colorAnalysis.season}`);
      expect(answer).toContain(analysis.colorAnalysis.recommendedColors[0]!.name);
    },
  ],
  [
    'What does business casual mean for me?',
    (answer, { analysis }) => {
      expect(answer).toContain('Business casual:');
      expect(namesSomeColour(answer, analysis)).toBe(true);
    },
  ],
  [
    'Plan my outfits for this week',
    (answer) => {
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
        expect(answer).toContain(`${day}:`);
    },
  ],
  [
    'What should I wear on the weekend?',
    (answer, { analysis }) => expect(namesSomeColour(answer, analysis)).toBe(true),
  ],
  [
    'Who should I look to for style inspiration?',
    (answer, { analysis }) => expect(answer).toContain(`Your style icon is ${analysis.styleIcon.name}`),
  ],
  [
    'What should I get rid of in my closet?',
    (answer, { analysis }) => expect(answer).toContain(avoidNames(analysis)[0]!),
  ],
  [
    'How do I look more like a leader?',
    (answer, { analysis }) => expect(answer).toContain(look(analysis.eventLooks.pitchMeeting)),
  ],
  [
    'What should I wear to speak at a conference?',
    (answer, { analysis }) => expect(answer).toContain(look(analysis.eventLooks.conference)),
  ],
  [
    'What do I wear to a networking dinner?',
    (answer, { analysis }) => expect(answer).toContain(look(analysis.eventLooks.networking)),
  ],
];

askTheBank('stylist', BANK, {
  addresses: 'their analysis',
  refusal: /AI mode|not switched on|outside my wardrobe/i,
});

describe.each(people)('Scottie without a model, asked by %s', (_who, person) => {
  test('When asked about one of their own pieces by name, then its price at their tier is given', () => {
    const piece = capsule(person.analysis)[0]!;
    expect(ask(person.analysis, `How should I style the ${piece.name}?`)).toContain(
      `plan on about ${money(piece.price)} for it`,
    );
  });

  test('When asked something outside style, then a friendly redirect names what Scottie helps with', () => {
    const answer = ask(person.analysis, CAPITAL_OF_FRANCE);
    expect(answer).toContain("I'm your stylist");
    expect(answer).toContain(person.analysis.colorAnalysis.season);
    expect(answer).not.toMatch(/AI mode|not switched on/i);
  });
});

test.each(BODY_SHAPES)(
  'When a %s user asks how clothes should fit, then the answer follows the shape they chose',
  (shape) => {
    const analysis = buildAnalysis(buildFintechFounderAnswers({ bodyShape: shape }));
    expect(ask(analysis, 'How should clothes fit my body shape?')).toMatch(
      new RegExp(`^For an? ${shape.toLowerCase()}`),
    );
  },
);

test('When a user over budget asks what the capsule costs, then Scottie gives the same plan as the dashboard’s "What to buy first"', () => {
  const [, director] = BANK_PEOPLE.find(([who]) => who === 'the creative director')!;
  expect(director.analysis.buyingPlan).toMatch(/^Your 12 pieces come to .* First \$800: /);
  expect(ask(director.analysis, 'How much will my whole capsule cost?')).toBe(director.analysis.buyingPlan);
});
