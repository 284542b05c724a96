import { BUDGET_TIER_IDS, brandRecommendationSchema, SWIPE_BRANDS } from '@uniform/contracts';
import { ARCHETYPES, findArchetype } from '../archetype';
import type { Answers, Tier } from '../types';
import { BRAND_CATALOGUE, PLATFORMS } from './brand-catalogue.data';
import { brandRecommendations, catalogueBrand } from './brand-recommendations';

const TIERS = BUDGET_TIER_IDS as Tier[];
const everyCase = ARCHETYPES.flatMap((archetype) =>
  TIERS.map((tier) => [archetype.id, tier, archetype] as const),
);
const platformNames = (kind: string) =>
  PLATFORMS.filter((platform) => platform.kind === kind).map((p) => p.name);
const names = (list: { name: string }[]) => list.map((brand) => brand.name);

describe('brandRecommendations', () => {
  test.each(everyCase)('When %s is listed at %s, then 6–8 valid brands come back', (_id, tier, archetype) => {
    const list = brandRecommendations(archetype, tier);

    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(new Set(names(list)).size).toBe(list.length);
    for (const brand of list) {
      expect(brandRecommendationSchema.parse(brand)).toEqual(brand);
      expect(brand.tier).toBe(tier);
      expect(brand.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}/);
      expect(brand.description).toBeTruthy();
      expect(brand.specialty).toBeTruthy();
    }
  });

  test('When listed per tier, then the price ranges are exactly those of spec 2 §9', () => {
    const ranges = TIERS.map((tier) =>
      brandRecommendations(ARCHETYPES[0]!, tier).map((brand) => brand.priceRange),
    );

    expect(ranges.map((tier) => [...new Set(tier)])).toEqual([
      ['Under $150'],
      ['$150-$500'],
      ['$500-$1500+'],
    ]);
  });

  test.each(ARCHETYPES.map((archetype) => [archetype.name, archetype] as const))(
    'When %s is listed, then mid-market adds a resale platform and luxury a luxury platform and a consignment site',
    (_name, archetype) => {
      const entry = names(brandRecommendations(archetype, 'entry'));
      const mid = names(brandRecommendations(archetype, 'mid'));
      const luxury = names(brandRecommendations(archetype, 'luxury'));

      expect(mid.filter((name) => platformNames('resale').includes(name))).toHaveLength(1);
      expect(luxury.filter((name) => platformNames('luxury-platform').includes(name))).toHaveLength(1);
      expect(luxury.filter((name) => platformNames('consignment').includes(name))).toEqual(['The RealReal']);
      expect(entry.some((name) => PLATFORMS.some((platform) => platform.name === name))).toBe(false);
    },
  );

  test('When the expression is known, then the luxury platform and the resale platform follow it', () => {
    const minimalist = findArchetype('visionary-minimalist')!;
    const luxuryFor = (answers: Answers) => names(brandRecommendations(minimalist, 'luxury', answers));

    expect(luxuryFor({ genderIdentity: 'Female', genderExpression: 20 })).toContain('NET-A-PORTER');
    expect(luxuryFor({ genderIdentity: 'Male', genderExpression: 80 })).toContain('MR PORTER');
    expect(luxuryFor({})).toContain('SSENSE');
    expect(names(brandRecommendations(minimalist, 'mid', {}))).toContain('Grailed');
    expect(names(brandRecommendations(minimalist, 'mid', { genderExpression: 10 }))).toContain('Poshmark');
  });

  test.each(everyCase)(
    'When the user dislikes every swipe brand, then none appears for %s at %s and the list stays full',
    (_id, tier, archetype) => {
      const dislikeAll = Object.fromEntries(SWIPE_BRANDS.map((brand) => [brand.name, 'dislike' as const]));

      const list = names(brandRecommendations(archetype, tier, { brandPreferences: dislikeAll }));

      expect(list.filter((name) => SWIPE_BRANDS.some((swipe) => swipe.name === name))).toEqual([]);
      expect(list.length).toBeGreaterThanOrEqual(6);
    },
  );

  test('When a rating is written in another letter case, then the dislike still applies', () => {
    const list = names(
      brandRecommendations(ARCHETYPES[0]!, 'entry', {
        brandPreferences: { uniqlo: 'dislike', ' cos ': 'dislike' },
      }),
    );

    expect(list).not.toContain('Uniqlo');
    expect(list).not.toContain('COS');
  });

  test('When a disliked platform would be added, then another of its kind takes its place', () => {
    const list = names(
      brandRecommendations(ARCHETYPES[0]!, 'luxury', { brandPreferences: { 'The RealReal': 'dislike' } }),
    );

    expect(list).not.toContain('The RealReal');
    expect(list).toContain('Vestiaire Collective');
  });

  test('When the user liked brands that sell at the tier, then they rank first; liked brands of other tiers stay out', () => {
    const minimalist = findArchetype('visionary-minimalist')!;

    const list = names(
      brandRecommendations(minimalist, 'entry', {
        brandPreferences: { Everlane: 'like', Nike: 'like', 'Loro Piana': 'like', Uniqlo: 'dislike' },
      }),
    );

    expect(list.slice(0, 2)).toEqual(['Everlane', 'Nike']);
    expect(list).not.toContain('Loro Piana');
    expect(list).not.toContain('Uniqlo');
  });

  test('When the same answers are given twice, then the list is identical', () => {
    const answers: Answers = {
      brandPreferences: { Theory: 'like', 'A.P.C.': 'dislike' },
      genderExpression: 30,
    };

    expect(brandRecommendations(ARCHETYPES[2]!, 'mid', answers)).toEqual(
      brandRecommendations(ARCHETYPES[2]!, 'mid', answers),
    );
  });
});

describe('the brand catalogue', () => {
  test('When read, then names are unique, every URL is https and every swipe brand is present', () => {
    const all = [...BRAND_CATALOGUE, ...PLATFORMS];

    expect(new Set(all.map((brand) => brand.name.toLowerCase())).size).toBe(all.length);
    for (const brand of all) expect(() => new URL(brand.url)).not.toThrow();
    for (const brand of all) expect(brand.url.startsWith('https://')).toBe(true);
    for (const swipe of SWIPE_BRANDS) expect(catalogueBrand(swipe.name)).toBeDefined();
  });

  test.each(everyCase)(
    'When %s names its %s brands, then each is in the catalogue at that tier',
    (_id, tier, archetype) => {
      for (const name of archetype.brands[tier]) {
        expect([name, catalogueBrand(name)?.tiers.includes(tier)]).toEqual([name, true]);
      }
      expect(PLATFORMS.some((platform) => platform.name === archetype.wardrobe.resalePlatform)).toBe(true);
    },
  );
});
