import { FILM_CATEGORIES, MUSIC_CATEGORIES } from '@uniform/contracts';
import { FILM_EXAMPLES, MUSIC_EXAMPLES } from '../content/onboarding-content';
import { createHumanCheck } from './human-check';
import { buildMediaCards, EXAMPLES_PER_CARD } from './media-cards';
import { randomInt, sample, seededRandom, shuffle } from './random';

describe('random choices', () => {
  test('When the random source is at its ends, then randomInt covers min and max', () => {
    expect(randomInt(1, 10, () => 0)).toBe(1);
    expect(randomInt(1, 10, () => 0.999999)).toBe(10);
  });

  test('When a list is shuffled, then it keeps every item and the input is untouched', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const shuffled = shuffle(items, seededRandom(3));
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(sample(items, 2, seededRandom(3))).toHaveLength(2);
  });

  test('When the same seed is used, then the same choices come out', () => {
    expect(shuffle(FILM_CATEGORIES, seededRandom(42))).toEqual(shuffle(FILM_CATEGORIES, seededRandom(42)));
  });
});

describe('the human check of step 1', () => {
  test('When many checks are drawn, then both operands stay within 1-10 and the sum matches', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const check = createHumanCheck(random);
      expect(check.a).toBeGreaterThanOrEqual(1);
      expect(check.b).toBeLessThanOrEqual(10);
      expect(check.sum).toBe(check.a + check.b);
      seen.add(check.a);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('the film and music cards of step 3 (spec 1 §3)', () => {
  test('When the content is counted, then each film category has 12-15 titles and each music category 12 artists', () => {
    for (const category of FILM_CATEGORIES) {
      const titles = FILM_EXAMPLES[category];
      expect(titles.length).toBeGreaterThanOrEqual(12);
      expect(titles.length).toBeLessThanOrEqual(15);
      expect(new Set(titles).size).toBe(titles.length);
    }
    for (const category of MUSIC_CATEGORIES) {
      expect(new Set(MUSIC_EXAMPLES[category]).size).toBe(12);
    }
    const allFilms = FILM_CATEGORIES.flatMap((c) => FILM_EXAMPLES[c]);
    expect(new Set(allFilms).size).toBe(allFilms.length);
  });

  test('When the cards are built, then all 8 categories of each show with 3 of their own examples', () => {
    const { films, music } = buildMediaCards(seededRandom(1));
    expect(films.map((card) => card.category).sort()).toEqual([...FILM_CATEGORIES].sort());
    expect(music.map((card) => card.category).sort()).toEqual([...MUSIC_CATEGORIES].sort());
    for (const card of films) {
      expect(card.examples).toHaveLength(EXAMPLES_PER_CARD);
      expect(new Set(card.examples).size).toBe(EXAMPLES_PER_CARD);
      for (const title of card.examples) expect(FILM_EXAMPLES[card.category as never]).toContain(title);
    }
  });

  test('When the page loads again, then the order and the examples change', () => {
    const first = buildMediaCards(seededRandom(1));
    const second = buildMediaCards(seededRandom(2));
    expect(second.films.map((c) => c.category)).not.toEqual(first.films.map((c) => c.category));
    expect(second.music.flatMap((c) => c.examples)).not.toEqual(first.music.flatMap((c) => c.examples));
  });
});
