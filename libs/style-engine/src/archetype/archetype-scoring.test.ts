import type { Answers } from '../types';
import { ARCHETYPES } from './archetypes.data';
import { scoreArchetypes } from './archetype-scoring';

const top = (answers: Answers) => scoreArchetypes(answers)[0]!;

describe('scoreArchetypes', () => {
  test.each<[string, Answers, string[]]>([
    [
      'visionary-minimalist',
      {
        styleFilms: ['artsy and intellectual', 'understated power'],
        styleMusic: ['minimal and moody', 'modern and cool'],
        coreValues: ['Simplicity', 'Innovation', 'Discipline'],
        voicePrecisionFlow: 10,
        brandPreferences: { COS: 'like', Uniqlo: 'like' },
        industry: 'Software',
        whatBuilding: 'A design tool for hardware teams',
      },
      [
        "You chose 'artsy and intellectual' films",
        "You chose 'minimal and moody' music",
        'You value Simplicity, Innovation and Discipline',
        'Your voice is very precise',
        'You liked Uniqlo and COS',
        "Your work in 'Software' fits this archetype",
        "You are building something around 'tool'",
      ],
    ],
    [
      'rugged-explorer',
      {
        styleFilms: ['stoic and strong'],
        styleMusic: ['earthy and soulful'],
        coreValues: ['Adventure', 'Resilience', 'Courage'],
        brandPreferences: { Patagonia: 'like', "Arc'teryx": 'like' },
        industry: 'Outdoor equipment',
        whatBuilding: 'An expedition travel company for small groups',
      },
      ["You chose 'stoic and strong' films", "You liked Patagonia and Arc'teryx"],
    ],
    [
      'creative-maverick',
      {
        styleFilms: ['quirky and cool'],
        styleMusic: ['deep cut or alt'],
        coreValues: ['Creativity', 'Joy', 'Freedom'],
        voiceLiteralPoetic: 90,
        voiceProfessionalPlayful: 70,
        occupation: 'Artist',
        whatBuilding: 'An independent film studio',
      },
      [
        'Your voice is very poetic',
        'Your voice is mostly playful',
        "Your work in 'Artist' fits this archetype",
      ],
    ],
    [
      'warm-mentor',
      {
        styleMusic: ['indie and mellow'],
        coreValues: ['Empathy', 'Generosity', 'Wisdom'],
        voiceDirectGentle: 85,
        industry: 'Education',
        occupation: 'Teacher',
        whatBuilding: 'A coaching programme for first-time managers',
      },
      ['Your voice is very gentle', "You are building something around 'coaching'"],
    ],
    [
      'quiet-luxury-strategist',
      {
        styleFilms: ['understated power', 'elegant and classic'],
        styleMusic: ['minimal and moody'],
        coreValues: ['Balance', 'Wisdom', 'Discipline'],
        brandPreferences: { 'Loro Piana': 'like', 'The Row': 'like' },
        industry: 'Private equity',
      },
      ["You chose 'understated power' films", 'You liked Loro Piana and The Row'],
    ],
    [
      'bold-disruptor',
      {
        styleFilms: ['bold and glam', 'edgy and modern'],
        styleMusic: ['edgy and hype'],
        coreValues: ['Courage', 'Ambition'],
        brandPreferences: { 'Rick Owens': 'like', AllSaints: 'like' },
        industry: 'Entertainment',
      },
      ["You chose 'bold and glam' films", 'You liked AllSaints and Rick Owens'],
    ],
    [
      'grounded-craftsperson',
      {
        styleFilms: ['natural and soulful'],
        styleMusic: ['earthy and soulful'],
        coreValues: ['Craftsmanship', 'Authenticity', 'Sustainability'],
        brandPreferences: { Filson: 'like', 'Carhartt WIP': 'like' },
        occupation: 'Furniture maker',
        whatBuilding: 'A woodworking workshop that sells handmade tables',
      },
      ["Your work in 'Furniture maker' fits this archetype", "You are building something around 'workshop'"],
    ],
    [
      'polished-connector',
      {
        styleMusic: ['confident and pop'],
        coreValues: ['Empathy', 'Community', 'Leadership'],
        voiceProfessionalPlayful: 15,
        brandPreferences: { Theory: 'like' },
        industry: 'Marketing',
        occupation: 'Head of partnerships',
      },
      ["You chose 'confident and pop' music", 'You liked Theory'],
    ],
    [
      'urban-innovator',
      {
        styleFilms: ['edgy and modern'],
        styleMusic: ['modern and cool'],
        coreValues: ['Growth', 'Curiosity'],
        brandPreferences: { Nike: 'like', 'Aimé Leon Dore': 'like', Stüssy: 'like' },
        industry: 'Fintech',
        whatBuilding: 'A marketplace app for freelancers',
      },
      ['You liked Nike, Stüssy and Aimé Leon Dore', "You are building something around 'app'"],
    ],
    [
      'modern-classic',
      {
        styleFilms: ['elegant and classic'],
        styleMusic: ['classic and elegant'],
        coreValues: ['Integrity', 'Loyalty', 'Excellence'],
        voiceFormalCasual: 20,
        industry: 'Corporate law',
        occupation: 'Partner',
      },
      ["You chose 'elegant and classic' films", 'Your voice is very formal'],
    ],
  ])(
    'When the answers point to %s, then it scores highest, with reasons naming the answers',
    (id, answers, reasons) => {
      const best = top(answers);

      expect(best.archetype.id).toBe(id);
      expect(best.score).toBeGreaterThan(scoreArchetypes(answers)[1]!.score);
      expect(best.reasons).toEqual(expect.arrayContaining(reasons));
    },
  );

  test('When there are no usable answers, then every archetype is returned with a zero score in the fixed order', () => {
    const scores = scoreArchetypes({});

    expect(scores.map((entry) => entry.archetype.id)).toEqual(ARCHETYPES.map((archetype) => archetype.id));
    expect(scores.every((entry) => entry.score === 0 && entry.reasons.length === 0)).toBe(true);
  });

  test('When sliders sit in the middle and ratings are unknown, then they add nothing', () => {
    const scores = scoreArchetypes({
      voicePrecisionFlow: 50,
      voiceDirectGentle: 45,
      voiceLiteralPoetic: 60,
      voiceProfessionalPlayful: 50,
      voiceFormalCasual: 55,
      brandPreferences: { Nike: 'unknown', 'Not A Swipe Brand': 'like' },
    });

    expect(scores.every((entry) => entry.score === 0)).toBe(true);
  });

  test('When the user dislikes brands, then the archetypes of their category lose points and say why', () => {
    const base: Answers = { styleFilms: ['edgy and modern'], styleMusic: ['modern and cool'] };
    const scoreOf = (answers: Answers) =>
      scoreArchetypes(answers).find((entry) => entry.archetype.id === 'urban-innovator')!;

    const disliking = scoreOf({ ...base, brandPreferences: { Nike: 'dislike', Lululemon: 'dislike' } });

    expect(disliking.score).toBe(scoreOf(base).score - 4);
    expect(disliking.reasons).toContain('You disliked Lululemon and Nike');
  });

  test('When a disliked brand pulls the leader down, then another archetype can take the lead', () => {
    const answers: Answers = { styleMusic: ['modern and cool'] };
    expect(top(answers).archetype.id).toBe('urban-innovator');

    const withDislikes = top({ ...answers, brandPreferences: { Nike: 'dislike', Stüssy: 'dislike' } });

    expect(withDislikes.archetype.id).toBe('visionary-minimalist');
  });

  test('When the same answers are scored twice, or written in another key order, then the result is identical', () => {
    const answers: Answers = {
      styleFilms: ['quirky and cool', 'natural and soulful'],
      coreValues: ['Joy', 'Craftsmanship', 'Community'],
      brandPreferences: { Filson: 'like', Stüssy: 'like', Nike: 'dislike' },
      voiceFormalCasual: 90,
    };
    const reordered: Answers = {
      ...answers,
      brandPreferences: { Nike: 'dislike', Stüssy: 'like', Filson: 'like' },
    };

    expect(scoreArchetypes(answers)).toEqual(scoreArchetypes(answers));
    expect(scoreArchetypes(reordered)).toEqual(scoreArchetypes(answers));
  });

  test('When two archetypes tie, then the one earlier in ARCHETYPES comes first', () => {
    // Foundation brands point to the Visionary Minimalist and the Warm Mentor equally.
    const scores = scoreArchetypes({ brandPreferences: { Everlane: 'like' } });

    expect(scores.slice(0, 2).map((entry) => [entry.archetype.id, entry.score])).toEqual([
      ['visionary-minimalist', 2],
      ['warm-mentor', 2],
    ]);
  });

  test('When a short keyword is only part of a word, then it does not match ("ai" is not "air")', () => {
    const scores = scoreArchetypes({ whatBuilding: 'An air purifier subscription for offices' });
    const withAi = scoreArchetypes({ whatBuilding: 'An AI assistant for accountants' });

    expect(scores.every((entry) => entry.score === 0)).toBe(true);
    expect(withAi[0]!.archetype.id).toBe('visionary-minimalist');
  });
});
