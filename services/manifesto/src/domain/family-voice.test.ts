import { asSentences, asShortList, joinList, toFamilyVoice, toGerund, wordCount } from './family-voice';

describe('family voice', () => {
  test('When an answer speaks as "I", then the manifesto says "we" with matching verbs', () => {
    expect(toFamilyVoice('I was born in Lagos and I am proud of my mother.')).toBe(
      'We were born in Lagos and we are proud of our mother.',
    );
    expect(toFamilyVoice("i'm sure my kids taught me more than I taught them")).toBe(
      "We're sure our kids taught us more than we taught them",
    );
    expect(toFamilyVoice('That house was mine, and I kept it for myself.')).toBe(
      'That house was ours, and we kept it for ourselves.',
    );
  });

  test('When words merely contain "my" or "me", then they are left alone', () => {
    expect(toFamilyVoice('Mysterious meetings in Memphis')).toBe('Mysterious meetings in Memphis');
  });

  test('When an answer lacks a capital or a full stop, then prose adds them', () => {
    expect(asSentences('  we   love sundays. pancakes always ')).toBe('We love sundays. Pancakes always.');
    expect(asSentences('Really?')).toBe('Really?');
    expect(asSentences('   ')).toBe('');
    expect(asSentences(toFamilyVoice('my dad fixed bikes'))).toBe('Our dad fixed bikes.');
  });

  test('When values are listed briefly, then they read as a list; prose stays prose', () => {
    expect(asShortList('Honesty, Courage and kindness.')).toEqual(['honesty', 'courage', 'kindness']);
    expect(asShortList('We try to be honest with each other. Always.')).toBeNull();
    expect(asShortList('kindness')).toBeNull();
    expect(joinList(['honesty', 'courage', 'kindness'])).toBe('honesty, courage and kindness');
    expect(wordCount('  a — b ')).toBe(2);
  });

  test('When a verb is put in its -ing form, then spelling rules hold', () => {
    expect(['make', 'sit', 'open', 'lie', 'see', 'buy', 'forget', 'be'].map(toGerund)).toEqual([
      'making',
      'sitting',
      'opening',
      'lying',
      'seeing',
      'buying',
      'forgetting',
      'being',
    ]);
  });
});
