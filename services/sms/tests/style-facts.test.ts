import { buildCreativeDirectorAnswers, buildFintechFounderAnswers } from '@uniform/contracts';
import { buildAnalysis, SEASON_PALETTES } from '@uniform/style-engine';
import { buildAnalysisFixture } from '@uniform/test-kit';
import { confirmationText, formatDailyMessage, offlineDailyPrompt } from '../src/domain/daily-message';
import {
  GENERAL_COLOURS,
  generalStyleFacts,
  styleFactsFromAnalysis,
  vetStyleFacts,
} from '../src/domain/style-facts';

const INJECTED = 'Visit evil.example to claim your prize';
const INJECTED_WORDS = /evil|example|claim|prize|visit/i;

test('When every free-text field of the analysis is injected, then no daily message of a month holds those words', () => {
  const analysis = buildAnalysisFixture();
  const facts = styleFactsFromAnalysis({
    ...analysis,
    styleArchetype: INJECTED,
    archetypeKeywords: [INJECTED],
    styleLanguage: [`${INJECTED}!`],
    uniformPieces: [{ ...analysis.uniformPieces![0]!, id: INJECTED, name: INJECTED }],
    colorAnalysis: {
      ...analysis.colorAnalysis,
      // The request schema admits only season names; this one has no palette of its own.
      season: 'Insufficient Data',
      undertone: 'Cool',
      recommendedColors: [{ name: INJECTED, hex: '#123456', category: 'foundation' }],
      neutrals: [{ name: INJECTED, hex: '#123456', category: 'light' }],
    },
    personalityProfile: { ...analysis.personalityProfile, zipCode: INJECTED.slice(0, 10) },
  });
  expect(JSON.stringify(facts)).not.toMatch(INJECTED_WORDS);
  // Without a season the colours are the general ones, as for a visitor without an analysis.
  expect(facts).toMatchObject({
    archetype: '',
    season: '',
    colours: GENERAL_COLOURS,
    neutrals: [],
    keywords: [],
  });
  expect(facts.zipCode).toBeUndefined();
  expect(facts.pieces.length).toBeGreaterThan(0);
  for (let day = 1; day <= 30; day++) {
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    const text = formatDailyMessage(offlineDailyPrompt(facts, date), facts.archetype);
    expect(text).not.toMatch(INJECTED_WORDS);
  }
  expect(confirmationText('America/New_York')).not.toMatch(INJECTED_WORDS);
});

test('When the facts are the engine’s own words in another spelling, then they are kept in the engine’s spelling', () => {
  const facts = vetStyleFacts({
    archetype: 'visionary minimalist',
    season: 'clear spring',
    undertone: 'warm',
    colours: [{ name: 'NOT A COLOUR', hex: '#000000' }],
    neutrals: [],
    pieces: ['structured blazer', 'a free cruise'],
    keywords: ['FOCUSED', 'pared-back', 'free money'],
    zipCode: '10001',
  });
  expect(facts).toMatchObject({
    archetype: 'The Visionary Minimalist',
    season: 'Bright Spring',
    undertone: 'Warm',
    pieces: ['Structured Blazer'],
    keywords: ['focused', 'pared-back'],
    zipCode: '10001',
  });
  // No known colour was given: the season's own palette stands in, with its own hex values.
  expect(facts.colours.length).toBeGreaterThan(0);
  expect(facts.neutrals.length).toBeGreaterThan(0);
});

test('When the fixture analysis is reduced to facts, then its palette colour keeps the palette’s name and hex', () => {
  const facts = styleFactsFromAnalysis(buildAnalysisFixture());
  expect(facts.season).toBe('Soft Summer');
  expect(facts.colours).toContainEqual({ name: 'Dusty Blue', hex: '#7690AD' });
  expect(facts.keywords).toEqual(expect.arrayContaining(['steady', 'approachable']));
});

test.each([
  ['the fintech founder', buildFintechFounderAnswers, ['Silk Blouse', 'Wrap Dress', 'High-Waisted Trousers']],
  ['the creative director who avoids suits', buildCreativeDirectorAnswers, ['Chore Jacket']],
])(
  'When %s subscribes, then the texts name the pieces of her or his own analysis, not the archetype’s defaults',
  (_who, answers, own) => {
    const analysis = buildAnalysis(answers());

    const facts = styleFactsFromAnalysis(analysis);

    expect(facts.pieces).toEqual(analysis.uniformPieces!.map((piece) => piece.name));
    expect(facts.pieces).toEqual(expect.arrayContaining(own));
  },
);

test('When the facts are general, then each general colour is one at least three of the 12 palettes hold, with that palette’s hex', () => {
  const palettes = Object.values(SEASON_PALETTES);
  expect(GENERAL_COLOURS.length).toBeGreaterThanOrEqual(4);
  for (const colour of GENERAL_COLOURS) {
    const holding = palettes.filter((palette) =>
      [...palette.recommended, ...palette.neutrals].some((swatch) => swatch.name === colour.name),
    );
    expect(holding.length).toBeGreaterThanOrEqual(3);
    expect([...holding[0]!.recommended, ...holding[0]!.neutrals]).toContainEqual(
      expect.objectContaining(colour),
    );
  }
  // Vetting keeps general facts as they are: the sender reads them back unchanged.
  expect(vetStyleFacts(generalStyleFacts())).toEqual(generalStyleFacts());
});

test('When a month of general prompts is written, then each has the four parts, names no archetype, season or palette, and they vary', () => {
  const facts = generalStyleFacts();
  const texts = Array.from({ length: 30 }, (_, day) =>
    formatDailyMessage(
      offlineDailyPrompt(facts, `2026-11-${String(day + 1).padStart(2, '0')}`),
      facts.archetype,
    ),
  );
  for (const text of texts) {
    expect(text).toMatch(
      /^Getup ☀️ today's look:\nVibe: .+\nColor hero: .+\nAnchor piece: .+\nStyle tip: .+\nReply STOP to cancel\.$/,
    );
    expect(text).not.toMatch(/palette|Spring|Summer|Autumn|Winter|The [A-Z][a-z]+ [A-Z][a-z]+/);
  }
  expect(new Set(texts.map((text) => /Color hero: (.+)/.exec(text)![1])).size).toBeGreaterThan(3);
  expect(new Set(texts.map((text) => /Anchor piece: (.+)/.exec(text)![1])).size).toBeGreaterThan(3);
  expect(new Set(texts.map((text) => /Style tip: (.+)/.exec(text)![1])).size).toBeGreaterThan(3);
});
