import {
  BUDGET_TIER_IDS,
  buildCreativeDirectorAnswers,
  buildFintechFounderAnswers,
  type Analysis,
} from '@uniform/contracts';
import { buildAnalysis } from '../analysis';
import type { Tier } from '../types';
import {
  analysisPieces,
  LOOKBOOK_SEASONS,
  lookbookCorePieces,
  lookbookLooks,
  lookbookSeason,
  lookTotal,
  type LookbookItem,
} from './lookbook';

const TIERS = BUDGET_TIER_IDS as readonly Tier[];
const founder = buildAnalysis(buildFintechFounderAnswers());
const director = buildAnalysis(buildCreativeDirectorAnswers());
const PEOPLE = [
  ['the fintech founder', founder],
  ['the creative director', director],
] as const;

/** Every item the lookbook shows at a season: the seven core pieces and the looks' items. */
const allItems = (analysis: Analysis, season = lookbookSeason(analysis)): LookbookItem[] => [
  ...lookbookCorePieces(analysis, season),
  ...lookbookLooks(analysis).flatMap((look) => look.items),
];

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  const shared = [...a].filter((value) => b.has(value)).length;
  return shared / new Set([...a, ...b]).size;
};

describe('lookbookCorePieces', () => {
  test.each(PEOPLE)(
    'When %s opens the lookbook in any season, then it shows 3 foundation, 2 footwear and 2 accent pieces of their own',
    (_who, analysis) => {
      for (const season of LOOKBOOK_SEASONS) {
        const core = lookbookCorePieces(analysis, season);
        expect(core.map((item) => item.category)).toEqual([
          'foundation',
          'foundation',
          'foundation',
          'footwear',
          'footwear',
          'accent',
          'accent',
        ]);
        expect(new Set(core.map((item) => item.id)).size).toBe(7);
      }
    },
  );

  test('When the season changes, then the coat leads in fall and winter and is left out in summer', () => {
    for (const [, analysis] of PEOPLE) {
      expect(lookbookCorePieces(analysis, 'winter')[0]!.id).toBe('overcoat');
      expect(lookbookCorePieces(analysis, 'fall')[0]!.id).toBe('overcoat');
      expect(lookbookCorePieces(analysis, 'summer').map((item) => item.id)).not.toContain('overcoat');
    }
  });

  test('When a person has fewer pieces of a category than the count, then their other pieces fill in', () => {
    // The 12 are always 12, so someone without shoes has their two shoe slots as accents instead.
    const noShoes = {
      ...founder,
      uniformPieces: analysisPieces(founder).map((piece) =>
        piece.category === 'footwear' ? { ...piece, category: 'accent' as const } : piece,
      ),
    };
    const core = lookbookCorePieces(noShoes, 'winter');
    expect(core).toHaveLength(7);
    expect(core.filter((item) => item.category === 'footwear')).toHaveLength(0);
    const own = new Set(noShoes.uniformPieces.map((piece) => piece.name));
    for (const item of core) expect(own).toContain(item.name);
  });
});

describe('lookbookLooks', () => {
  test('When the founder chose pitches, conferences and industry dinners, then she gets the three named looks', () => {
    expect(lookbookLooks(founder).map((look) => look.name)).toEqual([
      'Investor Pitch Power',
      'Industry Authority',
      'Approachable Leader',
    ]);
  });

  test('When the creative director chose no pitch, then no look of his is Investor Pitch Power and each is named for his own events', () => {
    const looks = lookbookLooks(director);
    expect(looks.map((look) => look.name)).not.toContain('Investor Pitch Power');
    expect(looks.map((look) => look.name)).not.toContain('Industry Authority');
    for (const look of looks) {
      expect(
        look.occasion.split(', ').every((event) => director.personalityProfile.environments!.includes(event)),
      ).toBe(true);
    }
  });

  test('When an occasion has no event look, then it has no card', () => {
    const analysis = { ...founder, eventLooks: { ...founder.eventLooks, pitchMeeting: '', networking: '' } };
    expect(lookbookLooks(analysis).map((look) => look.key)).toEqual(['conference']);
    expect(
      lookbookLooks({ ...founder, eventLooks: { pitchMeeting: '', conference: '', networking: '' } }),
    ).toEqual([]);
  });

  test.each(PEOPLE)(
    'When %s opens a look, then it has 3 to 5 pieces, its own sentence and a mix of its own',
    (_who, analysis) => {
      const looks = lookbookLooks(analysis);
      expect(looks.length).toBeGreaterThan(0);
      for (const look of looks) {
        expect(look.items.length).toBeGreaterThanOrEqual(3);
        expect(look.items.length).toBeLessThanOrEqual(5);
        expect(look.description).toBe(analysis.eventLooks[look.key]);
      }
      const mixes = looks.map((look) =>
        look.items
          .map((item) => item.id)
          .sort()
          .join(),
      );
      expect(new Set(mixes).size).toBe(looks.length);
    },
  );
});

describe('one price table for the lookbook', () => {
  test.each(PEOPLE)(
    'When %s sees an item in the lookbook, then it is one of their 12 pieces at its 12-piece price at every tier',
    (_who, analysis) => {
      const pieces = new Map(analysis.uniformPieces!.map((piece) => [piece.id, piece]));
      for (const season of LOOKBOOK_SEASONS) {
        for (const item of allItems(analysis, season)) {
          const piece = pieces.get(item.id);
          expect(piece?.name).toBe(item.name);
          for (const tier of TIERS) expect(item.prices[tier]).toBe(piece!.prices[tier]);
        }
      }
    },
  );

  test.each(PEOPLE)(
    'When %s compares a look card and its dialog at one tier, then both show the sum of the items',
    (_who, analysis) => {
      for (const look of lookbookLooks(analysis)) {
        for (const tier of TIERS) {
          const sum = look.items.reduce(
            (total, item) =>
              total + analysis.uniformPieces!.find((piece) => piece.id === item.id)!.prices[tier],
            0,
          );
          expect(lookTotal(look.items, tier)).toBe(sum);
        }
      }
    },
  );

  test.each(PEOPLE)('When %s sees a brand on an item, then the analysis recommends it', (_who, analysis) => {
    const recommended = new Set(analysis.brandRecommendations.map((brand) => brand.name));
    for (const item of allItems(analysis)) {
      for (const tier of TIERS) {
        expect(item.brands[tier]).toBeDefined();
        expect(recommended).toContain(item.brands[tier]);
      }
    }
  });

  test.each(PEOPLE)(
    'When %s sees one piece twice, then it has the same brand both times',
    (_who, analysis) => {
      for (const tier of TIERS) {
        const brandOf = new Map<string, string | undefined>();
        for (const item of allItems(analysis)) {
          if (brandOf.has(item.id)) expect(item.brands[tier]).toBe(brandOf.get(item.id));
          brandOf.set(item.id, item.brands[tier]);
        }
      }
    },
  );

  test('When a tier has its own recommended brands, then its items carry one of them', () => {
    const entryBrands = new Set(
      director.brandRecommendations.filter((brand) => brand.tier === 'entry').map((brand) => brand.name),
    );
    for (const item of allItems(director)) expect(entryBrands).toContain(item.brands.entry);
  });
});

describe('two different people get different lookbooks', () => {
  // Today's static lookbook gave both the same seven pieces and brands at a season and tier: 1.0.
  const BOUND = 0.5;

  test.each(LOOKBOOK_SEASONS)(
    'When both open the %s lookbook, then their pieces overlap by less than half',
    (season) => {
      const names = (analysis: Analysis) => new Set(allItems(analysis, season).map((item) => item.name));
      expect(jaccard(names(founder), names(director))).toBeLessThan(BOUND);
    },
  );

  test.each(TIERS)('When both look at the %s tier, then their brands overlap by less than half', (tier) => {
    const brands = (analysis: Analysis) =>
      new Set(
        allItems(analysis)
          .map((item) => item.brands[tier])
          .filter((brand) => brand !== undefined),
      );
    expect(jaccard(brands(founder), brands(director))).toBeLessThan(BOUND);
  });
});

describe('a look can be worn', () => {
  const clashes = (names: readonly string[]) =>
    names.some((name) => /\bdress\b/i.test(name)) &&
    names.some((name) => /\b(trousers|jeans|denim|chinos|skirt|shirt|blouse|tee|top)\b/i.test(name));

  test('When the founder has a wrap dress and high-waisted trousers, then no look puts the dress with trousers or under a shirt', () => {
    expect(founder.uniformPieces!.map((piece) => piece.name)).toEqual(
      expect.arrayContaining(['Wrap Dress', 'High-Waisted Trousers', 'Silk Blouse']),
    );
    const looks = lookbookLooks(founder);
    expect(looks.length).toBeGreaterThan(0);
    for (const look of looks) expect(clashes(look.items.map((item) => item.name))).toBe(false);
  });

  test('When a feminine hourglass who dresses for every occasion gets her looks, then each has at least 3 pieces and none clashes', () => {
    const analysis = buildAnalysis({
      ...buildFintechFounderAnswers(),
      environments: ['Investor pitches', 'Conferences', 'Networking events'],
    });
    for (const look of lookbookLooks(analysis)) {
      expect(look.items.length).toBeGreaterThanOrEqual(3);
      expect(clashes(look.items.map((item) => item.name))).toBe(false);
    }
  });
});
