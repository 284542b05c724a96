import { answerRules } from './answer-rules';
import { avoidTerms, mentionsAvoided } from './avoid-wearing';

/**
 * Real phrasings of the "what do you avoid wearing" answer, with texts of our own suggestions that
 * must be ruled out and texts that must stay allowed (so the parser does not just rule out
 * everything).
 */
const PHRASINGS: { answer: string; excludes: string[]; keeps: string[] }[] = [
  {
    answer: 'pleated midi skirts, big logos, very high heels',
    excludes: ['a pencil skirt', 'logo tee', 'low block-heel boots', 'stiletto pumps'],
    keeps: ['Leather Loafers', 'wrap top that follows the waist'],
  },
  {
    answer: 'suits',
    excludes: [
      'Structured Blazer',
      'Tailored Trousers',
      'a navy suit',
      'Leather Work Bag',
      'a leather briefcase',
    ],
    keeps: ['Dark Denim', 'Chore Jacket', 'Canvas Tote', 'Fine-Gauge Knit'],
  },
  { answer: 'no ties', excludes: ['a silk tie', 'a knitted necktie'], keeps: ['Crisp Button-Down Shirt'] },
  {
    answer: 'nothing too tight',
    excludes: ['skinny jeans', 'a bodycon dress', 'a form-fitting knit', 'soft but hugging layers'],
    keeps: ['relaxed wool trousers', 'Merino Crewneck'],
  },
  {
    answer: 'I hate wearing turtlenecks',
    excludes: ['a black turtleneck', 'a merino mock-neck knit'],
    keeps: ['a cashmere crewneck'],
  },
  {
    answer: 'hoodies in meetings',
    excludes: ['a grey hoodie', 'a plain sweatshirt'],
    keeps: ['a look for team meetings'],
  },
  {
    answer: 'crop tops',
    excludes: ['a cropped top', 'a crop top'],
    keeps: ['a silk top', 'a cropped jacket'],
  },
  { answer: 'skinny jeans', excludes: ['skinny jeans'], keeps: ['Dark Denim', 'straight-leg jeans'] },
  {
    answer: 'ripped or distressed denim',
    excludes: ['ripped jeans', 'distressed denim'],
    keeps: ['Dark, clean jeans without distressing'],
  },
  {
    answer: 'Nothing low-cut or see-through',
    excludes: ['a low-cut top', 'a plunging neckline', 'a sheer blouse'],
    keeps: ['a crewneck knit'],
  },
  { answer: 'No heels over 2 inches', excludes: ['block heels'], keeps: ['suede loafers', 'a 2-inch belt'] },
  {
    answer: 'Sneakers at work',
    excludes: ['Minimal Leather Sneakers', 'white trainers'],
    keeps: ['Leather Loafers', 'work bag'],
  },
  {
    answer: 'anything neon / animal print',
    excludes: ['a neon green top', 'an animal print scarf'],
    keeps: ['a printed silk shirt', 'a green knit'],
  },
  { answer: 'polyester', excludes: ['a polyester blend blouse'], keeps: ['a wool blazer'] },
  { answer: 'leggings as pants', excludes: ['black leggings'], keeps: ['wide-leg trousers', 'cotton pants'] },
  {
    answer: 'short sleeves',
    excludes: ['a short-sleeved shirt', 'short sleeves'],
    keeps: ['a long-sleeve tee', 'shorts'],
  },
  { answer: 'big jewelry', excludes: ['a chunky necklace', 'gold earrings'], keeps: ['a slim watch'] },
];

describe('The avoid-wearing answer, read from real phrasings', () => {
  test.each(PHRASINGS)(
    'When the user writes "$answer", then what it names is ruled out and the rest kept',
    (row) => {
      const terms = avoidTerms(row.answer);
      expect(row.excludes.filter((text) => !mentionsAvoided(text, terms))).toEqual([]);
      expect(row.keeps.filter((text) => mentionsAvoided(text, terms))).toEqual([]);
    },
  );
});

describe('The answer rules', () => {
  test('When the expression is feminine, then a tie is ruled out but a dress watch and dress shoes are not', () => {
    const { allowsText } = answerRules({ genderIdentity: 'Female', genderExpression: 20 });
    expect(allowsText('Flat lay of a silk tie and loafers')).toBe(false);
    expect(allowsText('a steel dress watch and dress shoes')).toBe(true);
  });

  test('When the expression is masculine, then skirts, heels and blouses are ruled out', () => {
    const { allowsText } = answerRules({ genderIdentity: 'Male', genderExpression: 80 });
    for (const text of ['a pleated skirt', 'block heels', 'a silk blouse', 'a wrap dress']) {
      expect(allowsText(text)).toBe(false);
    }
    expect(allowsText('a dress shirt')).toBe(true);
  });

  test('When the expression is in the middle, then garments of either side are allowed', () => {
    const { allowsText } = answerRules({ genderIdentity: 'Nonbinary', genderExpression: 50 });
    expect(allowsText('a silk tie over a slip dress')).toBe(true);
  });

  test('When a brand is disliked, then a text naming it is ruled out, but the everyday word is not', () => {
    const { allowsText } = answerRules({ brandPreferences: { On: 'dislike', COS: 'dislike' } });
    expect(allowsText('running shoes from On')).toBe(false);
    expect(allowsText('a COS shirt')).toBe(false);
    expect(allowsText('a cosy knit on the weekend')).toBe(true);
  });
});
