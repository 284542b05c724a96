import { buildFintechFounderAnswers, questionnaireAnswersSchema, type Analysis } from '@uniform/contracts';
import { answersArbitrary } from '@uniform/test-kit';
import fc from 'fast-check';
import { buildAnalysis } from '../analysis/build-analysis';
import { ARCHETYPES } from '../archetype';
import { colourWordsOf } from '../audit/audit-analysis';
import { NON_GARMENT_COLOUR_WORDS } from '../audit/audit-vocabulary.data';
import { paletteFor } from '../colour';
import { eventLooks } from './event-looks';
import { moodboardPrompts } from './moodboard-prompts';
import { uniformSuggestions } from './uniform-suggestions';

/**
 * Issue 19: "a Bright Winter is told to avoid beige and taupe, then gets a Camel Overcoat and a camel
 * moodboard; a Soft Autumn told to avoid pure white and royal blue gets a white shirt and a cobalt
 * blazer". The moodboards, event looks and uniform text name the user's own colours, never the
 * archetype's favourites.
 */

/** The wardrobe text this module family writes: moodboards, event looks, uniform pieces and colours. */
const wardrobeTexts = (analysis: Analysis) => [
  ...analysis.moodboardPrompts,
  ...Object.values(analysis.eventLooks),
  analysis.uniformSuggestions.foundation,
  analysis.uniformSuggestions.footwear,
  analysis.uniformSuggestions.accent,
  ...analysis.uniformSuggestions.colors,
];

/** Lower case, hyphens as spaces: "Smoky Blue-Grey" and "smoky blue grey" are one name. */
const plain = (text: string) => text.toLowerCase().replace(/-/g, ' ');

/** The colour words of `text` once the palette's own names are taken out: only those can be foreign. */
function foreignColourWords(text: string, paletteNames: readonly string[]): string[] {
  let rest = plain(text);
  for (const name of [...paletteNames].map(plain).sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'gu'), ' ');
  }
  return colourWordsOf(rest).filter((word) => !NON_GARMENT_COLOUR_WORDS.has(word));
}

const SOFT_AUTUMN = paletteFor('Soft Autumn')!;
/** What build-analysis hands the wardrobe: the season's foundation colours, then its professional ones. */
const SOFT_AUTUMN_COLOURS = [
  ...SOFT_AUTUMN.recommended.filter((swatch) => swatch.category === 'foundation'),
  ...SOFT_AUTUMN.recommended.filter((swatch) => swatch.category === 'professional'),
]
  .slice(0, 4)
  .map((swatch) => swatch.name);

describe('the colours the wardrobe names', () => {
  it('When the Bright Winter founder of issue 19 gets her analysis, then no camel, beige or taupe appears anywhere in her wardrobe', () => {
    const analysis = buildAnalysis(buildFintechFounderAnswers());

    expect(analysis.colorAnalysis.season).toBe('Bright Winter');
    const pieces = (analysis.uniformPieces ?? []).flatMap((piece) => [piece.name, piece.description]);
    expect([...wardrobeTexts(analysis), ...pieces].join('\n')).not.toMatch(/\b(camel|beige|taupe)\b/i);
  });

  it.each(ARCHETYPES.map((archetype) => [archetype.name, archetype] as const))(
    'When a Soft Autumn is dressed as %s, then no pure white, cobalt, royal blue or other colour of her avoid list is named',
    (_name, archetype) => {
      const answers = {};
      const texts = [
        ...moodboardPrompts(archetype, answers, SOFT_AUTUMN_COLOURS),
        ...Object.values(eventLooks(archetype, answers, SOFT_AUTUMN_COLOURS)),
        ...Object.values(uniformSuggestions(archetype, answers, SOFT_AUTUMN_COLOURS)).flat(),
      ].join('\n');

      expect(texts).not.toMatch(/\b(white|cobalt|royal blue)\b/i);
      for (const avoided of SOFT_AUTUMN.avoid)
        expect(texts.toLowerCase()).not.toContain(avoided.name.toLowerCase());
    },
  );

  it('When a Soft Autumn is dressed as The Modern Classic, then the uniform and looks name her own colours', () => {
    const classic = ARCHETYPES.find((archetype) => archetype.id === 'modern-classic')!;

    const suggestions = uniformSuggestions(
      classic,
      { fitPreference: 'Tailored & defined' },
      SOFT_AUTUMN_COLOURS,
    );

    expect(suggestions.foundation).toContain('mushroom tailored trousers');
    expect(eventLooks(classic, {}, SOFT_AUTUMN_COLOURS).pitchMeeting).toMatch(
      /mushroom|soft olive|taupe brown/,
    );
  });

  it('When 300 generated answer sets are analysed, then the moodboards, looks and uniform name no colour outside the season’s palette and neutrals', () => {
    fc.assert(
      fc.property(answersArbitrary, (sample) => {
        const analysis = buildAnalysis(questionnaireAnswersSchema.parse(sample));
        const { recommendedColors, neutrals } = analysis.colorAnalysis;
        const names = [...recommendedColors, ...neutrals].map((swatch) => swatch.name);
        if (names.length === 0) return;

        const foreign = wardrobeTexts(analysis).flatMap((text) => foreignColourWords(text, names));

        expect({ season: analysis.colorAnalysis.season, foreign }).toEqual({
          season: analysis.colorAnalysis.season,
          foreign: [],
        });
      }),
      { seed: 19, numRuns: 300 },
    );
  });
});
