import {
  BASE_EVENTS,
  buildAnswersFixture,
  buildCreativeDirectorAnswers,
  buildFintechFounderAnswers,
  FILM_CATEGORIES,
  GENDER_IDENTITIES,
  MUSIC_CATEGORIES,
  SWIPE_BRANDS,
  type Analysis,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import fc from 'fast-check';
import { REGIONS } from '../regional/regions.data';
import { BRAND_CATALOGUE, catalogueBrand, EVENT_LOOK_KEYS, PLATFORMS, upcomingEvents } from '../wardrobe';
import { buildAnalysis } from './build-analysis';

/**
 * Issue 19's two people, tried as new users: the analysis must obey what they answered. Each
 * test names the bullet of the issue it guards.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** True when `name` appears in the analysis as a whole name (so "COS" does not match "cost"). */
function mentions(analysis: Analysis, name: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'u').test(
    JSON.stringify(analysis),
  );
}

const brandNames = (analysis: Analysis) => [
  ...analysis.brandRecommendations.map((brand) => brand.name),
  ...analysis.regionalStyle.insiderBrands.map((brand) => brand.name),
];

const everyPieceText = (analysis: Analysis) => [
  analysis.uniformSuggestions.foundation,
  analysis.uniformSuggestions.footwear,
  analysis.uniformSuggestions.accent,
  ...(analysis.uniformPieces ?? []).flatMap((piece) => [piece.name, piece.description]),
  ...Object.values(analysis.eventLooks),
  ...analysis.moodboardPrompts,
];

describe('An analysis that obeys the answers (issue 19)', () => {
  const founder = buildAnalysis(buildFintechFounderAnswers());
  const director = buildAnalysis(buildCreativeDirectorAnswers());

  it('When the founder disliked Aimé Leon Dore, then it is nowhere in her analysis, her New York insider brands included', () => {
    expect(founder.regionalStyle.region).toMatch(/New York/);
    expect(mentions(founder, 'Aimé Leon Dore')).toBe(false);
    expect(founder.regionalStyle.insiderBrands.length).toBeGreaterThanOrEqual(3);
  });

  it('When the creative director disliked the Workwear and Luxury brands, then none of them is recommended', () => {
    for (const name of ['Carhartt WIP', 'Filson', 'Loro Piana', 'Brunello Cucinelli', 'The Row']) {
      expect(mentions(director, name)).toBe(false);
    }
  });

  it('When a woman with a feminine expression gets brands, then no menswear-only brand and no tie is among them', () => {
    const names = brandNames(founder);
    for (const name of ['Todd Snyder', 'Charles Tyrwhitt', 'Bonobos']) expect(names).not.toContain(name);
    const menswear = names.filter((name) => departmentOf(name) === 'menswear');
    expect(menswear).toEqual([]);
    expect(founder.moodboardPrompts.join(' ')).not.toMatch(/\btie\b/i);
    expect(founder.moodboardPrompts.length).toBeGreaterThanOrEqual(3);
  });

  it('When a man with a masculine expression gets brands, then no womenswear-only brand and no blouse is among them', () => {
    const names = brandNames(director);
    expect(names).not.toContain('& Other Stories');
    expect(names.filter((name) => departmentOf(name) === 'womenswear')).toEqual([]);
    expect(everyPieceText(director).join(' ')).not.toMatch(/\b(blouse|skirt|heels?)\b/i);
  });

  it('When a brand the user liked is menswear, then a woman still gets it', () => {
    const analysis = buildAnalysis(
      buildFintechFounderAnswers({ brandPreferences: { 'Aimé Leon Dore': 'like', Theory: 'like' } }),
    );
    expect(brandNames(analysis)).toContain('Aimé Leon Dore');
  });

  it('When the creative director avoids suits, then no blazer, tailored trousers, suit or work bag is suggested', () => {
    const text = everyPieceText(director).join(' | ');
    expect(text).not.toMatch(/\b(suits?|blazers?|tailored trousers|briefcase|work bag)\b/i);
    expect(director.uniformPieces).toHaveLength(12);
  });

  it('When the founder avoids pleated midi skirts, big logos and very high heels, then none is suggested', () => {
    const text = everyPieceText(founder).join(' | ');
    expect(text).not.toMatch(/\b(skirts?|logos?|heels?|stilettos?|pumps)\b/i);
  });

  it.each([
    ['founder', buildFintechFounderAnswers],
    ['creative director', buildCreativeDirectorAnswers],
  ])(
    'When the %s chose their events, then there is a look for each of them and none for the rest',
    (_who, build) => {
      const answers = build();
      const looks = buildAnalysis(answers).eventLooks;
      const chosen = new Set(upcomingEvents(answers.environments ?? []).map((event) => event.outfitType));
      for (const key of EVENT_LOOK_KEYS)
        expect({ key, written: looks[key] !== '' }).toEqual({ key, written: chosen.has(key) });
    },
  );

  it('When the creative director chose no investor pitch, then no look of his speaks of investors', () => {
    expect(buildCreativeDirectorAnswers().environments).not.toContain('Investor pitches');
    for (const look of Object.values(director.eventLooks)) expect(look).not.toMatch(/investor/i);
  });
});

/** Every brand the engine can name, with its department where it has one. */
const REGIONAL_BRANDS = Object.values(REGIONS).flatMap((region) => region.insiderBrands.map((b) => b.name));
const ALL_BRAND_NAMES = [
  ...new Set([
    ...SWIPE_BRANDS.map((brand) => brand.name),
    ...BRAND_CATALOGUE.map((brand) => brand.name),
    ...PLATFORMS.map((platform) => platform.name),
    ...REGIONAL_BRANDS,
  ]),
];

function departmentOf(name: string): string | undefined {
  const brand = catalogueBrand(name) ?? PLATFORMS.find((platform) => platform.name === name);
  if (brand) return (brand as { department?: string }).department;
  for (const region of Object.values(REGIONS)) {
    const insider = region.insiderBrands.find((b) => b.name === name) as { department?: string } | undefined;
    if (insider) return insider.department;
  }
  return undefined;
}

/** ZIPs of regions across the country, so the insider lists vary. */
const ZIPS = [
  '10013',
  '02116',
  '90028',
  '94105',
  '60601',
  '78701',
  '98101',
  '33101',
  '30303',
  '80202',
  '96813',
];

const answersWithDislikes: fc.Arbitrary<QuestionnaireAnswers> = fc
  .record({
    base: fc.constantFrom(buildFintechFounderAnswers, buildCreativeDirectorAnswers, buildAnswersFixture),
    disliked: fc.uniqueArray(fc.constantFrom(...ALL_BRAND_NAMES), { minLength: 1, maxLength: 12 }),
    liked: fc.uniqueArray(fc.constantFrom(...SWIPE_BRANDS.map((brand) => brand.name)), { maxLength: 4 }),
    genderIdentity: fc.constantFrom(...GENDER_IDENTITIES),
    genderExpression: fc.integer({ min: 0, max: 100 }),
    zipCode: fc.constantFrom(...ZIPS),
    budget: fc.integer({ min: 1, max: 100 }).map((hundreds) => hundreds * 100),
    styleFilms: fc.uniqueArray(fc.constantFrom(...FILM_CATEGORIES), { minLength: 1, maxLength: 3 }),
    styleMusic: fc.uniqueArray(fc.constantFrom(...MUSIC_CATEGORIES), { minLength: 1, maxLength: 3 }),
    environments: fc.uniqueArray(fc.constantFrom(...BASE_EVENTS), { minLength: 1, maxLength: 5 }),
  })
  .map(({ base, disliked, liked, ...rest }) => {
    const brandPreferences: Record<string, 'like' | 'dislike'> = {};
    for (const name of liked) brandPreferences[name] = 'like';
    for (const name of disliked) brandPreferences[name] = 'dislike';
    return base({ ...rest, brandPreferences });
  });

/**
 * Brand names that are also everyday words ("On camera", "a gap"): in prose they are the word, not
 * the brand, so for these the property looks at the brand lists only.
 */
const EVERYDAY_WORD_NAMES = new Set([
  'On',
  'Gap',
  'Express',
  'Buckle',
  'Converse',
  'Champion',
  'Homage',
  'Theory',
  'Fossil',
]);

function namesBrand(analysis: Analysis, name: string): boolean {
  return EVERYDAY_WORD_NAMES.has(name) ? brandNames(analysis).includes(name) : mentions(analysis, name);
}

describe('A disliked brand, for any answers', () => {
  it('When any answers dislike a brand, then the brand appears nowhere in the analysis', () => {
    fc.assert(
      fc.property(answersWithDislikes, (answers) => {
        const analysis = buildAnalysis(answers);
        const disliked = Object.entries(answers.brandPreferences ?? {})
          .filter(([, value]) => value === 'dislike')
          .map(([name]) => name);
        expect(disliked.filter((name) => namesBrand(analysis, name))).toEqual([]);
      }),
      { seed: 19, numRuns: 300 },
    );
  });
});
