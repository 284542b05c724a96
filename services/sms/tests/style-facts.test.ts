import { buildCreativeDirectorAnswers, buildFintechFounderAnswers } from '@uniform/contracts';
import { buildAnalysis } from '@uniform/style-engine';
import { buildAnalysisFixture } from '@uniform/test-kit';
import { confirmationText, formatDailyMessage, offlineDailyPrompt } from '../src/domain/daily-message';
import { styleFactsFromAnalysis, vetStyleFacts } from '../src/domain/style-facts';

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
  expect(facts).toMatchObject({ archetype: '', season: '', colours: [], neutrals: [], keywords: [] });
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
