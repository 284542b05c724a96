import fc from 'fast-check';
import {
  buildColorMeasurements,
  COLOR_PREFERENCES,
  colorAnalysisSchema,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  HAIR_COLORS,
  JEWELRY_PREFERENCES,
  SKIN_TONES,
  SUN_REACTIONS,
  VEIN_COLORS,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import { analyzeColour, scoreSeasons, type ColourAnswers, type ColourInput } from './colour-analysis';
import { colourAnswersKey, ColourMemo, MEMO_ENTRIES } from './colour-memo';
import { colourSensitivity, whatWouldChange, type AnswerChange } from './colour-sensitivity';

/** Every option of every colour question, as the questionnaire offers them. */
const OPTIONS: { [F in keyof ColourAnswers]-?: readonly string[] } = {
  veinColor: VEIN_COLORS,
  sunReaction: SUN_REACTIONS,
  jewelryPreference: JEWELRY_PREFERENCES,
  eyeClarity: EYE_CLARITY,
  featureContrast: FEATURE_CONTRASTS,
  colorPreference: COLOR_PREFERENCES,
  eyeColor: EYE_COLORS,
  skinTone: SKIN_TONES,
  hairColor: HAIR_COLORS,
};
type Field = keyof ColourAnswers;
const FIELDS = Object.keys(OPTIONS) as Field[];

const applied = (input: ColourInput, change: Pick<AnswerChange, 'field' | 'answer'>): ColourInput =>
  ({ ...input, [change.field]: change.answer }) as ColourInput;

/** The season the engine gives each single-answer change, found here by brute force. */
function seasonsOfSingleChanges(input: ColourInput) {
  return FIELDS.flatMap((field) =>
    OPTIONS[field]
      .filter((answer) => input[field] !== answer)
      .map((answer) => ({ field, answer, season: analyzeColour(applied(input, { field, answer })).season })),
  );
}

// A Soft Summer in tan skin with hazel eyes, one step from Soft Autumn on undertone.
const softSummer: ColourInput = {
  veinColor: 'blue-purple',
  sunReaction: 'both',
  jewelryPreference: 'both',
  eyeClarity: 'soft',
  featureContrast: 'low',
  colorPreference: 'soft',
  eyeColor: 'Light Brown / Hazel',
  skinTone: 'Tan',
  hairColor: 'Medium Brown',
};

// Warm, light and clear on every answer: a Warm Spring that one answer alone cannot move.
const firmWarmSpring: ColourInput = {
  veinColor: 'green',
  sunReaction: 'tan',
  jewelryPreference: 'gold',
  eyeClarity: 'bright',
  featureContrast: 'low',
  colorPreference: 'bold',
  eyeColor: 'Amber',
  skinTone: 'Porcelain',
  hairColor: 'Red',
};

describe('what would change a colour season', () => {
  test('When a Soft Summer is one undertone answer from Soft Autumn, then the smallest change is named: veins that look both, not green', () => {
    const result = colourSensitivity(softSummer)!;

    expect(result.season).toBe('Soft Summer');
    expect(result.runnerUp).toBe('Soft Autumn');
    // Green veins flip it too, but "both" is the smaller step.
    expect(analyzeColour({ ...softSummer, veinColor: 'green' }).season).toBe('Soft Autumn');
    expect(result.changes[0]).toMatchObject({ field: 'veinColor', answer: 'both', season: 'Soft Autumn' });
    expect(result.sentences[0]).toBe(
      'If your veins look as much green as blue in daylight, you would be Soft Autumn.',
    );
    expect(result.sentences).toHaveLength(2);
    expect(result.changes[1]!.field).not.toBe('veinColor');
  });

  test('When a single answer decides between two seasons, then each sentence, applied to the answers, gives the season it names', () => {
    const result = colourSensitivity(softSummer)!;

    for (const change of result.changes) {
      expect(analyzeColour(applied(softSummer, change)).season).toBe(change.season);
      expect(change.sentence).toMatch(new RegExp(`^If .+, you would be ${change.season}\\.$`));
    }
  });

  test('When no single answer moves the season, then it says so, and two changed answers really do move it', () => {
    const result = colourSensitivity(firmWarmSpring)!;

    expect(result.season).toBe('Warm Spring');
    expect(analyzeColour(firmWarmSpring).confidence).toBe('high');
    expect(seasonsOfSingleChanges(firmWarmSpring).every((change) => change.season === 'Warm Spring')).toBe(
      true,
    );
    expect(result.changes).toEqual([]);
    expect(result.answersToMove).toBe(2);
    expect(result.sentences).toEqual([
      'No single answer would change your season: it would take a change in two answers.',
    ]);
    const moved = seasonsOfSingleChanges(firmWarmSpring).some((first) =>
      seasonsOfSingleChanges(applied(firmWarmSpring, first)).some(
        (second) => second.field !== first.field && second.season !== 'Warm Spring',
      ),
    );
    expect(moved).toBe(true);
  });

  test('When the answers decide no season, then there is nothing to say', () => {
    expect(colourSensitivity({ eyeClarity: 'bright', colorPreference: 'bold' })).toBeUndefined();
    expect(whatWouldChange({})).toEqual([]);
  });

  test('When a question was skipped, then answering it counts as a change and is phrased the same way', () => {
    const { veinColor: _skipped, ...withoutVeins } = softSummer;
    const result = colourSensitivity(withoutVeins)!;

    // Without the veins the undertone tips warm; answering blue-purple puts it back.
    expect(result.season).toBe('Soft Autumn');
    expect(result.changes[0]).toMatchObject({ field: 'veinColor', answer: 'blue-purple', steps: 1 });
    expect(result.sentences[0]).toBe(
      'If your veins look more blue or purple than green in daylight, you would be Soft Summer.',
    );
    expect(analyzeColour(applied(withoutVeins, result.changes[0]!)).season).toBe('Soft Summer');
  });

  test('When the hair is a mix and keeping one of its colours would move the season, then the sentence says that colour alone', () => {
    const mixed: ColourInput = { ...softSummer, hairColor: ['Black', 'Dark Brown'] };
    const result = colourSensitivity(mixed)!;

    for (const change of result.changes) {
      expect(analyzeColour(applied(mixed, change)).season).toBe(change.season);
    }
    expect(result.sentences).toContain('If your hair is black alone, you would be Deep Autumn.');
  });

  test('When an unvalidated caller sends unknown values, then they count as unanswered and nothing throws', () => {
    const odd = {
      ...softSummer,
      veinColor: 'constructor',
      hairColor: ['toString'],
    } as unknown as ColourInput;

    const result = colourSensitivity(odd)!;
    expect(result.sentences.length).toBeGreaterThan(0);
    for (const change of result.changes) {
      expect(analyzeColour(applied(odd, change)).season).toBe(change.season);
    }
  });
});

// Any subset of the answers, each from its real option list.
const answersArbitrary: fc.Arbitrary<ColourInput> = fc.record(
  {
    veinColor: fc.constantFrom(...VEIN_COLORS),
    sunReaction: fc.constantFrom(...SUN_REACTIONS),
    jewelryPreference: fc.constantFrom(...JEWELRY_PREFERENCES),
    eyeClarity: fc.constantFrom(...EYE_CLARITY),
    featureContrast: fc.constantFrom(...FEATURE_CONTRASTS),
    colorPreference: fc.constantFrom(...COLOR_PREFERENCES),
    eyeColor: fc.constantFrom(...EYE_COLORS),
    skinTone: fc.constantFrom(...SKIN_TONES),
    hairColor: fc.oneof(
      fc.constantFrom(...HAIR_COLORS),
      fc.uniqueArray(fc.constantFrom(...HAIR_COLORS), { minLength: 1, maxLength: 3 }),
    ),
  },
  { requiredKeys: [] },
);

describe('what would change a colour season, on any answers', () => {
  test('When any answers are given, then every sentence is true of them, the runner-up comes first where one answer can make it win, and the result fits the contract', () => {
    fc.assert(
      fc.property(answersArbitrary, (input) => {
        const result = colourSensitivity(input);
        const analysis = analyzeColour(input);
        if (!result) {
          expect(analysis.season).toBe('Insufficient Data');
          return;
        }
        expect(result.season).toBe(analysis.season);
        expect(result.runnerUp).toBe(scoreSeasons(input)[1]!.season);
        expect(colourSensitivity(structuredClone(input))).toEqual(result);

        // Each named change, applied alone, gives the season it names, and that is another season.
        for (const change of result.changes) {
          expect(change.season).not.toBe(result.season);
          expect(analyzeColour(applied(input, change)).season).toBe(change.season);
          expect(change.sentence).toBe(result.sentences[result.changes.indexOf(change)]);
        }
        expect(new Set(result.changes.map((change) => change.field)).size).toBe(result.changes.length);
        expect(result.sentences.length).toBeGreaterThanOrEqual(1);
        expect(result.sentences.length).toBeLessThanOrEqual(2);

        const singles = seasonsOfSingleChanges(input).filter((change) => change.season !== result.season);
        expect(result.answersToMove === 1).toBe(singles.length > 0);
        if (singles.some((change) => change.season === result.runnerUp)) {
          expect(result.changes[0]!.season).toBe(result.runnerUp);
        }

        const parsed = colorAnalysisSchema.safeParse({ ...analysis, whatWouldChange: result.sentences });
        expect(parsed.success).toBe(true);
      }),
      { numRuns: 300, seed: 20_261_124 },
    );
  });
});

// The colour results are memoized over the colouring answers (colour-memo.ts), for analyzeColour and
// colourSensitivity alike.
describe('the memo of the colour results', () => {
  test('When a caller changes the colour analysis it was given, then the next caller with the same answers gets it untouched', () => {
    const first = analyzeColour(softSummer);
    const expected = structuredClone(first);

    first.rationale = 'changed';
    first.recommendedColors[0]!.name = 'changed';
    first.recommendedColors.pop();
    first.neutrals.length = 0;
    const next = analyzeColour({ ...softSummer });

    expect(next).toEqual(expected);
    expect(next.recommendedColors[0]).not.toBe(first.recommendedColors[0]);
  });

  test('When a caller changes the sensitivity it was given, then the next caller with the same answers gets it untouched', () => {
    const first = colourSensitivity(softSummer)!;
    const expected = structuredClone(first);

    first.sentences.push('changed');
    first.changes[0]!.sentence = 'changed';
    first.changes.length = 0;
    const next = colourSensitivity({ ...softSummer });

    expect(next).toEqual(expected);
  });

  test('When the same colouring comes with different other answers, then the colour results are the same', () => {
    const other: QuestionnaireAnswers = {
      ...softSummer,
      industry: 'Finance',
      budget: 8000,
      zipCode: '10001',
    };

    expect(analyzeColour(other)).toEqual(analyzeColour(softSummer));
    expect(colourSensitivity(other)).toEqual(colourSensitivity(softSummer));
  });

  test('When answers carry a photo or a value that is not an option, then they are not memoized', () => {
    expect(colourAnswersKey({ ...softSummer, colorMeasurements: buildColorMeasurements() })).toBeUndefined();
    expect(colourAnswersKey({ ...softSummer, veinColor: 'purple' as never })).toBeUndefined();
    expect(colourAnswersKey({ ...softSummer, hairColor: ['Black', 'Teal' as never] })).toBeUndefined();
    expect(colourAnswersKey({ ...softSummer, skinTone: '' as never })).toBeUndefined();
  });

  test('When hair is one colour or a list of that one colour, then the keys differ (the sentences say "alone" of a list)', () => {
    const single = colourAnswersKey({ ...softSummer, hairColor: 'Black' });
    const list = colourAnswersKey({ ...softSummer, hairColor: ['Black'] });

    expect(single).toBeDefined();
    expect(list).toBeDefined();
    expect(single).not.toBe(list);
    expect(colourAnswersKey({ ...softSummer, hairColor: ['Black', 'Red'] })).not.toBe(
      colourAnswersKey({ ...softSummer, hairColor: ['Red', 'Black'] }),
    );
  });

  test(`When more than ${MEMO_ENTRIES} colourings were seen, then the oldest is computed again and the newest is not`, () => {
    const memo = new ColourMemo<number>();
    const colourings: ColourInput[] = [];
    for (const veinColor of [undefined, ...VEIN_COLORS])
      for (const sunReaction of [undefined, ...SUN_REACTIONS])
        for (const eyeColor of [undefined, ...EYE_COLORS])
          for (const skinTone of [undefined, ...SKIN_TONES])
            for (const hairColor of [undefined, ...HAIR_COLORS])
              colourings.push({ veinColor, sunReaction, eyeColor, skinTone, hairColor });
    const seen = colourings.slice(0, MEMO_ENTRIES + 1);
    expect(seen).toHaveLength(MEMO_ENTRIES + 1);
    let computed = 0;
    const compute = () => ++computed;

    seen.forEach((input) => memo.get(input, compute));
    memo.get(seen[seen.length - 1]!, compute);
    expect(computed).toBe(MEMO_ENTRIES + 1);
    memo.get(seen[0]!, compute);

    expect(computed).toBe(MEMO_ENTRIES + 2);
  });
});
