import { INSUFFICIENT_SEASON, SEASONS, type QuestionnaireAnswers } from '@uniform/contracts';
import { analyzeColour, type ColourInput } from './colour-analysis';
import { deltaE, hexToLab, labChroma } from './colour-maths';
import { SEASON_PALETTES } from './season-palettes.data';
import {
  drapePairs,
  MIN_AXIS_GAP,
  MIN_DELTA_E,
  refineWithDrape,
  type DrapeAxis,
  type DrapePair,
  type DrapePick,
} from './virtual-drape';

/** Where a colour sits on an axis: b* for warmth, −L* for depth, C* for chroma (higher is warmer, deeper, clearer). */
function onAxis(axis: DrapeAxis, hex: string): number {
  const lab = hexToLab(hex);
  return axis === 'warmth' ? lab.b : axis === 'depth' ? -lab.L : labChroma(lab);
}

/** The pick of the colour from `season`'s palette in each pair. */
const picksFor = (pairs: DrapePair[], season: string): DrapePick[] =>
  pairs.map((pair) => {
    const chosen = pair.left.season === season ? pair.left : pair.right;
    return { axis: pair.axis, toward: chosen.toward };
  });

// Fair, light blonde, blue eyes, cool but with one 'both': a Light Summer whose runner-up is close.
const LIGHT_COOL: ColourInput = {
  veinColor: 'blue-purple',
  sunReaction: 'both',
  jewelryPreference: 'silver',
  eyeClarity: 'soft',
  featureContrast: 'low',
  colorPreference: 'soft',
  eyeColor: 'Blue',
  skinTone: 'Fair',
  hairColor: 'Light Blonde' as QuestionnaireAnswers['hairColor'],
};

describe('drapePairs', () => {
  test('When any two seasons are draped, then there are 3 to 6 pairs of real palette colours, each pair apart on its axis (the sign each colour claims) by ΔE2000 and axis gap, no colour twice', () => {
    for (const season of SEASONS) {
      for (const runnerUp of SEASONS) {
        if (season === runnerUp) continue;
        const pairs = drapePairs({ season, runnerUpSeason: runnerUp, confidence: 'medium' });
        const label = `${season} / ${runnerUp}`;
        expect([label, pairs.length >= 3 && pairs.length <= 6]).toEqual([label, true]);
        const shown = pairs.flatMap((pair) => [pair.left.hex, pair.right.hex]);
        expect(new Set(shown).size).toBe(shown.length);
        for (const pair of pairs) {
          const [plus, minus] = pair.left.toward === 1 ? [pair.left, pair.right] : [pair.right, pair.left];
          expect([plus.toward, minus.toward]).toEqual([1, -1]);
          expect(onAxis(pair.axis, plus.hex) - onAxis(pair.axis, minus.hex)).toBeGreaterThanOrEqual(
            MIN_AXIS_GAP,
          );
          expect(deltaE(plus.hex, minus.hex)).toBeGreaterThanOrEqual(MIN_DELTA_E);
          expect(new Set([pair.left.season, pair.right.season])).toEqual(new Set([season, runnerUp]));
          for (const colour of [pair.left, pair.right]) {
            const palette = SEASON_PALETTES[colour.season];
            expect([...palette.recommended, ...palette.neutrals]).toContainEqual(
              expect.objectContaining({ hex: colour.hex, name: colour.name }),
            );
          }
        }
      }
    }
  });

  test('When Light Spring is weighed against Light Summer (same depth, apart on warmth most, then chroma), then three warm/cool pairs come first, then two clear/soft pairs, each from the season on that end', () => {
    const pairs = drapePairs({ season: 'Light Spring', runnerUpSeason: 'Light Summer', confidence: 'low' });

    expect(pairs.map((pair) => pair.axis)).toEqual(['warmth', 'warmth', 'warmth', 'chroma', 'chroma']);
    for (const pair of pairs) {
      const spring = pair.left.season === 'Light Spring' ? pair.left : pair.right;
      // Light Spring is the warmer and clearer of the two.
      expect(spring.toward).toBe(1);
      expect(onAxis(pair.axis, spring.hex)).toBeGreaterThan(
        onAxis(pair.axis, (spring === pair.left ? pair.right : pair.left).hex),
      );
    }
    // Sides alternate, so always picking left is not always picking one season.
    expect(pairs.map((pair) => pair.left.season)).toEqual([
      'Light Spring',
      'Light Summer',
      'Light Spring',
      'Light Summer',
      'Light Spring',
    ]);
  });

  test('When it is run twice, or from the answers instead of their result, then the pairs are the same', () => {
    const result = analyzeColour(LIGHT_COOL);
    const fromResult = drapePairs(result);

    expect(drapePairs(result)).toEqual(fromResult);
    expect(drapePairs(LIGHT_COOL)).toEqual(fromResult);
  });

  test('When the result has no runner-up (high confidence), then the season of the nearest direction is draped against it; when it names no season, there are no pairs', () => {
    const pairs = drapePairs({ season: 'Deep Winter', confidence: 'high' });

    expect(pairs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pairs.flatMap((pair) => [pair.left.season, pair.right.season]))).toEqual(
      new Set(['Deep Winter', 'Cool Winter']),
    );
    expect(drapePairs({ season: INSUFFICIENT_SEASON, confidence: 'low' })).toEqual([]);
    expect(refineWithDrape({ season: INSUFFICIENT_SEASON }, [])).toBeUndefined();
  });
});

describe('refineWithDrape', () => {
  test('When every pick goes to the runner-up, then the runner-up wins and the first season becomes the runner-up', () => {
    const result = analyzeColour(LIGHT_COOL);
    expect(result.runnerUpSeason).toBeDefined();
    const runnerUp = result.runnerUpSeason!;
    const pairs = drapePairs(result);

    const fromResult = refineWithDrape(result, picksFor(pairs, runnerUp))!;
    const fromAnswers = refineWithDrape(LIGHT_COOL, picksFor(pairs, runnerUp))!;

    expect(fromResult).toMatchObject({ season: runnerUp, runnerUpSeason: result.season });
    expect(fromResult.tally).toEqual([
      { season: result.season, picks: 0 },
      { season: runnerUp, picks: pairs.length },
    ]);
    expect(fromAnswers.season).toBe(runnerUp);
  });

  test('When every pick agrees with the season, then confidence rises from low to high and the season stays', () => {
    const prior = { season: 'Soft Autumn', runnerUpSeason: 'Soft Summer', confidence: 'low' } as const;
    const pairs = drapePairs(prior);

    expect(refineWithDrape(prior, [])).toMatchObject({ season: 'Soft Autumn', confidence: 'low' });
    expect(refineWithDrape(prior, picksFor(pairs, 'Soft Autumn'))).toMatchObject({
      season: 'Soft Autumn',
      confidence: 'high',
      runnerUpSeason: 'Soft Summer',
    });
  });

  test('When the picks are split, then confidence falls a level below what the answers alone gave, and below what agreeing picks give', () => {
    const prior = { season: 'Soft Autumn', runnerUpSeason: 'Soft Summer', confidence: 'medium' } as const;
    const pairs = drapePairs(prior);
    const agreeing = picksFor(pairs, 'Soft Autumn');
    const against = picksFor(pairs, 'Soft Summer');
    // Alternate picks: about half each way.
    const split = agreeing.map((pick, i) => (i % 2 === 0 ? pick : against[i]!));

    const refined = refineWithDrape(prior, split)!;

    expect(refined.tally[0].picks).toBeGreaterThan(0);
    expect(refined.tally[1].picks).toBeGreaterThan(0);
    expect(refined.confidence).toBe('low');
    expect(refineWithDrape(prior, agreeing)!.confidence).toBe('high');
    // From the answers too: split picks leave the call less sure than the answers alone.
    const answersPairs = drapePairs(LIGHT_COOL);
    const before = analyzeColour(LIGHT_COOL);
    const agreeWithAnswers = picksFor(answersPairs, before.season);
    const againstAnswers = picksFor(answersPairs, before.runnerUpSeason!);
    const splitAnswers = agreeWithAnswers.map((pick, i) => (i % 2 === 0 ? pick : againstAnswers[i]!));
    const levels = ['low', 'medium', 'high'];
    expect(levels.indexOf(refineWithDrape(LIGHT_COOL, splitAnswers)!.confidence)).toBeLessThan(
      Math.max(1, levels.indexOf(before.confidence!)),
    );
  });

  test('When a pick is on an axis where the two seasons do not differ, then it counts toward neither', () => {
    // Light Spring and Light Summer share their depth.
    const refined = refineWithDrape(
      { season: 'Light Spring', runnerUpSeason: 'Light Summer', confidence: 'medium' },
      [{ axis: 'depth', toward: 1 }],
    )!;

    expect(refined.tally).toEqual([
      { season: 'Light Spring', picks: 0 },
      { season: 'Light Summer', picks: 0 },
    ]);
    expect(refined).toMatchObject({ season: 'Light Spring', confidence: 'medium' });
  });
});
