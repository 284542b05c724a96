import { SEASONS, SKIN_TONES, step12Schema, step13Schema, type Season } from '@uniform/contracts';
import { analyzeColour } from './colour-analysis';
import { neighboursOf, REFERENCE_PROFILES, SEASON_WHEEL } from './reference-profiles.data';

type Skin = (typeof SKIN_TONES)[number];

const LIGHT_SKIN: readonly Skin[] = ['Porcelain', 'Fair', 'Light'];
const MEDIUM_SKIN: readonly Skin[] = ['Medium', 'Olive', 'Tan'];
const DEEP_SKIN: readonly Skin[] = ['Deep', 'Rich Ebony'];
/** The seasons the sources place in deep skin (the data file's comment says why the others are not). */
const SEASONS_IN_DEEP_SKIN: readonly Season[] = [
  'Bright Spring',
  'Warm Autumn',
  'Deep Autumn',
  'Deep Winter',
  'Cool Winter',
  'Bright Winter',
];

const results = REFERENCE_PROFILES.map((profile) => {
  const analysis = analyzeColour(profile.answers);
  return {
    profile,
    analysis,
    exact: analysis.season === profile.season,
    near: analysis.season === profile.season || profile.neighbours.includes(analysis.season as Season),
  };
});

describe('the reference set', () => {
  test('When it is built, then it holds three profiles per season, each a full, valid set of answers with a source', () => {
    expect(REFERENCE_PROFILES).toHaveLength(36);
    for (const season of SEASONS) {
      expect(REFERENCE_PROFILES.filter((profile) => profile.season === season)).toHaveLength(3);
    }
    expect(new Set(REFERENCE_PROFILES.map((profile) => profile.id)).size).toBe(36);
    for (const { answers, source } of REFERENCE_PROFILES) {
      expect(step12Schema.safeParse(answers).success).toBe(true);
      expect(step13Schema.safeParse(answers).success).toBe(true);
      expect(source).toMatch(
        /^(Kathryn Kalisz, Sci\\ART|Christine Scaman, 12 Blueprints|Spillane and Sherlock)/,
      );
    }
  });

  test('When skin depth is counted, then every season has light and medium skin, and deep skin where the sources place it', () => {
    const skinsOf = (season: Season) =>
      REFERENCE_PROFILES.filter((profile) => profile.season === season).map(
        (p) => p.answers.skinTone as Skin,
      );

    for (const season of SEASONS) {
      const skins = skinsOf(season);
      expect(skins.some((skin) => LIGHT_SKIN.includes(skin))).toBe(true);
      expect(skins.some((skin) => MEDIUM_SKIN.includes(skin))).toBe(true);
      expect(skins.some((skin) => DEEP_SKIN.includes(skin))).toBe(SEASONS_IN_DEEP_SKIN.includes(season));
    }
  });

  test('When neighbours are named, then they are the two seasons beside it on the wheel, which holds each season once', () => {
    expect([...SEASON_WHEEL].sort()).toEqual([...SEASONS].sort());
    expect(neighboursOf('Light Summer')).toEqual(['Light Spring', 'Cool Summer']);
    expect(neighboursOf('Warm Spring')).toEqual(['Bright Spring', 'Light Spring']);
    for (const season of SEASONS) {
      for (const neighbour of neighboursOf(season)) expect(neighboursOf(neighbour)).toContain(season);
    }
    for (const profile of REFERENCE_PROFILES)
      expect(profile.neighbours).toEqual(neighboursOf(profile.season));
  });
});

describe('the quiz engine on the reference set', () => {
  test('When every profile is analysed, then at least 34 of 36 are exact, all 36 the season or a neighbour, and no miss is sure of itself', () => {
    const exact = results.filter((result) => result.exact).length;
    const near = results.filter((result) => result.near).length;
    const misses = results.filter((result) => !result.exact).map(({ analysis }) => analysis);

    console.log(`reference set: ${exact}/36 exact, ${near}/36 season or neighbour`);
    expect(exact).toBeGreaterThanOrEqual(34);
    expect(near).toBe(36);
    for (const miss of misses) expect(miss.confidence).not.toBe('high');
  });

  test('When the named failure is analysed (fair, light blonde, blue eyes, cool, low contrast), then it is Light Summer, not Soft', () => {
    const analysis = analyzeColour(
      REFERENCE_PROFILES.find((profile) => profile.id === 'light-summer-1')!.answers,
    );

    expect(analysis.season).toBe('Light Summer');
    expect(analysis.rationale.toLowerCase()).toContain('your coloring is light');
  });
});
