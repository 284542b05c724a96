import { eventLooksSchema, uniformSuggestionsSchema } from '@uniform/contracts';
import { ARCHETYPES, findArchetype } from '../archetype';
import type { Answers } from '../types';
import { avoidTerms, mentionsAvoided } from './avoid-wearing';
import { eventLooks } from './event-looks';
import { uniformSuggestions } from './uniform-suggestions';

const COLOURS = ['Soft White', 'Dusty Blue', 'Sage'];
const byArchetype = ARCHETYPES.map((archetype) => [archetype.name, archetype] as const);
const pieces = (text: string) => text.split(', ').filter(Boolean);

describe('avoidTerms', () => {
  test('When the answer is a list, then each phrase gives its head word in the singular, with synonyms', () => {
    expect(avoidTerms('No high heels, ties and skinny jeans.')).toEqual([
      'heel',
      'pump',
      'stiletto',
      'tie',
      'necktie',
      // A cut before the head stays in the term: skinny jeans are out, straight ones are not.
      'skinny jean',
      'skinny denim',
    ]);
    expect(avoidTerms('anything too tight / turtlenecks')).toEqual([
      'tight',
      'skinny',
      'bodycon',
      'fitted',
      'form-fitting',
      'hugging',
      'clingy',
      'turtleneck',
      'mock-neck',
      'roll-neck',
    ]);
    expect(avoidTerms(undefined)).toEqual([]);
    expect(avoidTerms('   ')).toEqual([]);
  });

  test('When a text is checked, then a word starting with a term matches and a word containing it does not', () => {
    expect(mentionsAvoided('low block-heel boots', ['heel'])).toBe(true);
    expect(mentionsAvoided('fine merino mock-neck', ['mock-neck'])).toBe(true);
    expect(mentionsAvoided('pleated midi skirt', ['tie'])).toBe(false);
    expect(mentionsAvoided('anything', [])).toBe(false);
  });
});

describe('uniformSuggestions', () => {
  test.each(byArchetype)(
    'When %s is suggested, then the text is valid, comma-separated and keeps the colours',
    (_n, archetype) => {
      const suggestions = uniformSuggestions(archetype, {}, COLOURS);

      expect(uniformSuggestionsSchema.parse(suggestions)).toEqual(suggestions);
      expect(pieces(suggestions.foundation).length).toBeGreaterThanOrEqual(3);
      expect(pieces(suggestions.footwear).length).toBeGreaterThanOrEqual(2);
      expect(pieces(suggestions.accent).length).toBeGreaterThanOrEqual(2);
      expect(suggestions.colors).toEqual(COLOURS);
    },
  );

  test.each(byArchetype)(
    'When the user avoids heels, ties, jeans and scarves, then %s suggests none of them',
    (_n, archetype) => {
      const answers: Answers = {
        genderIdentity: 'Female',
        genderExpression: 20,
        avoidWearing: 'high heels, ties, jeans and scarves',
        attentionArea: 'Legs/shoes',
      };

      const suggestions = uniformSuggestions(archetype, answers, COLOURS);
      const text = [suggestions.foundation, suggestions.footwear, suggestions.accent]
        .join(', ')
        .toLowerCase();

      expect(text).not.toMatch(/heel|pump|stiletto|\bties?\b|necktie|jean|denim|scarf|scarves/);
      expect(suggestions.footwear).not.toBe('');
    },
  );

  test('When the user avoids a colour, then it is left out of the colours too', () => {
    expect(uniformSuggestions(ARCHETYPES[0]!, { avoidWearing: 'sage' }, COLOURS).colors).toEqual([
      'Soft White',
      'Dusty Blue',
    ]);
  });

  test.each(byArchetype)(
    'When the fit is "Tailored & defined", then %s leads with structured pieces',
    (_n, archetype) => {
      const structured = archetype.wardrobe.suggestions.foundation.find((item) => item.fit === 'structured')!;

      const tailored = uniformSuggestions(archetype, { fitPreference: 'Tailored & defined' }, COLOURS);
      const relaxed = uniformSuggestions(archetype, { fitPreference: 'Flowy & relaxed' }, COLOURS);

      expect(pieces(tailored.foundation)[0]).toBe(structured.text);
      expect(pieces(relaxed.foundation)[0]).not.toBe(structured.text);
    },
  );

  test('When body shape, height and attention area are given, then each adds its piece', () => {
    const suggestions = uniformSuggestions(
      findArchetype('modern-classic')!,
      { bodyShape: 'Pear', height: 'Petite (under 5\'4")', attentionArea: 'Face/accessories' },
      COLOURS,
    );

    expect(suggestions.foundation).toContain('jacket with defined shoulders to balance the hips');
    expect(suggestions.foundation).toContain('cropped jacket that keeps the leg line long');
    expect(suggestions.accent).toContain('statement eyewear or earrings near the face');
  });

  test('When the expression is unknown, then pieces worn mostly on one side are left out; when known, they may appear', () => {
    const classic = findArchetype('modern-classic')!;

    expect(uniformSuggestions(classic, {}, COLOURS).accent).not.toMatch(/pearl|pocket square/);
    expect(uniformSuggestions(classic, { genderExpression: 90 }, COLOURS).footwear).not.toMatch(/pumps/);
  });
});

describe('eventLooks', () => {
  test('When the user chose events, then each look names the events it dresses for and the others stay empty', () => {
    const archetype = findArchetype('The Visionary Minimalist')!;
    const looks = eventLooks(
      archetype,
      { environments: ['Investor pitches', 'Demo Day at YC', 'Video calls'] },
      COLOURS,
    );

    expect(looks.pitchMeeting).toMatch(/^For investor pitches, Demo Day at YC and video calls: [a-z]/);
    expect(looks.conference).toBe('');
    expect(looks.networking).toBe('');
  });

  test('When a colour starts with a vowel, then the article before it agrees', () => {
    const archetype = findArchetype('The Visionary Minimalist')!;
    const looks = eventLooks(archetype, {}, ['olive', 'ivory', 'amber']);

    expect(Object.values(looks).join(' ')).not.toMatch(/\ba (olive|ivory|amber)\b/i);
  });

  test.each(byArchetype)(
    'When %s dresses for the three events, then each look is a sentence in the user’s colours',
    (_n, archetype) => {
      const looks = eventLooks(archetype, {}, COLOURS);

      expect(eventLooksSchema.parse(looks)).toEqual(looks);
      for (const look of Object.values(looks)) {
        expect(look).toMatch(/^[A-Z].*[.:!]?.+\.$/);
        expect(look).not.toMatch(/[{}]/);
      }
      expect(looks.pitchMeeting).toContain('soft white');
      expect(looks.conference).toContain('dusty blue');
    },
  );

  test('When no colour is given at all, then the archetype’s own colours fill in', () => {
    const looks = eventLooks(findArchetype('rugged-explorer')!, {}, []);

    expect(looks.pitchMeeting).toContain('olive');
    expect(looks.pitchMeeting).toContain('navy');
  });

  test.each(byArchetype)(
    'When the user avoids loafers, boots, sneakers and blazers, then %s’s looks name none of them',
    (_n, archetype) => {
      const looks = eventLooks(archetype, { avoidWearing: 'loafers, boots, sneakers, blazers' }, COLOURS);

      for (const look of Object.values(looks))
        expect(look.toLowerCase()).not.toMatch(/loafer|boot|sneaker|blazer/);
    },
  );
});
