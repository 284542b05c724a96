import type { z } from 'zod';
import {
  BRAND_CATEGORIES,
  QUESTIONNAIRE_LIMITS,
  SWIPE_BRANDS,
  attentionAreaOptions,
  budgetTier,
  budgetTierLabel,
  CORE_VALUES,
  FILM_CATEGORIES,
  MUSIC_CATEGORIES,
} from './questionnaire.data';
import {
  captchaStepSchema,
  hairColorSchema,
  hasEnoughDataForAnalysis,
  QUESTIONNAIRE_STEP_SCHEMAS,
  questionnaireAnswersSchema,
  step10Schema,
  step11Schema,
  step12Schema,
  step13Schema,
  step14Schema,
  step15Schema,
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
  step6Schema,
  step7Schema,
  step8Schema,
  step9Schema,
} from './questionnaire.schemas';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);
const messageAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);

/** One valid answer per step, as the form would send it. */
const VALID_STEPS = [
  { captchaAnswer: 12 },
  { whatBuilding: 'A climate fintech for smallholder farmers' },
  { styleFilms: ['understated power', 'stoic and strong'], styleMusic: ['minimal and moody'] },
  { brandPreferences: { Everlane: 'like', Supreme: 'dislike', Arcteryx: 'unknown' } },
  { industry: 'Finance', occupation: 'Founder & CEO' },
  { ageBracket: '35-44', genderIdentity: 'Nonbinary', genderExpression: 55 },
  { coreValues: ['Integrity', 'Curiosity', 'Craftsmanship'] },
  { environments: ['Investor pitches', 'Board dinners'] },
  {
    voicePrecisionFlow: 20,
    voiceDirectGentle: 40,
    voiceLiteralPoetic: 60,
    voiceProfessionalPlayful: 30,
    voiceFormalCasual: 70,
  },
  {
    bodyShape: 'Rectangle',
    height: 'Average',
    fitPreference: 'Tailored & defined',
    attentionArea: 'Statement pieces',
  },
  { myersBriggs: 'entj', enneagram: '3W4', zodiac: 'leo' },
  {
    veinColor: 'green',
    sunReaction: 'tan',
    jewelryPreference: 'gold',
    eyeClarity: 'bright',
    featureContrast: 'high',
    colorPreference: 'bold',
  },
  { eyeColor: 'Dark Brown', skinTone: 'Olive', hairColor: 'Black' },
  { zipCode: '10001' },
  { budget: 4500, currentStyleDescription: 'Dark denim and a navy blazer most days.' },
];

describe('questionnaire steps: good answers', () => {
  test('When each step gets a valid answer, then every step schema accepts it', () => {
    expect(QUESTIONNAIRE_STEP_SCHEMAS).toHaveLength(15);

    const results = QUESTIONNAIRE_STEP_SCHEMAS.map((schema, i) => schema.safeParse(VALID_STEPS[i]));

    expect(results.map((r, i) => (r.success ? 'ok' : `step ${i + 1}: ${messages(r).join('; ')}`))).toEqual(
      Array(15).fill('ok'),
    );
  });

  test('When the personality step is typed in any case, then it is normalised; empty means no answer', () => {
    expect(step11Schema.parse({ myersBriggs: ' entj ', enneagram: '3W4', zodiac: 'leo' })).toEqual({
      myersBriggs: 'ENTJ',
      enneagram: '3w4',
      zodiac: 'Leo',
    });
    expect(step11Schema.parse({ myersBriggs: '', enneagram: '  ', zodiac: '' })).toEqual({
      myersBriggs: undefined,
      enneagram: undefined,
      zodiac: undefined,
    });
    expect(step11Schema.parse({})).toEqual({});
  });

  test('When sliders are left alone, then they default to 50; the budget defaults to 1000', () => {
    expect(step6Schema.parse({ ageBracket: '25-34', genderIdentity: 'Female' }).genderExpression).toBe(50);
    expect(Object.values(step9Schema.parse({}))).toEqual([50, 50, 50, 50, 50]);
    expect(step15Schema.parse({}).budget).toBe(1000);
  });

  test('When a custom event repeats a chosen one in another case, then the repeat is dropped', () => {
    expect(
      step8Schema.parse({ environments: ['Office work', ' office work ', 'Book launch'] }).environments,
    ).toEqual(['Office work', 'Book launch']);
  });

  test('When a 9-digit ZIP code is given, then it is accepted', () => {
    expect(step14Schema.safeParse({ zipCode: '22201-1234' }).success).toBe(true);
  });
});

describe('questionnaire steps: the messages of spec 1 §5', () => {
  test('When the human check is empty or zero, then it asks to solve the verification', () => {
    expect(messages(step1Schema.safeParse({}))).toEqual(['Please solve the verification']);
    expect(messages(step1Schema.safeParse({ captchaAnswer: 0 }))).toEqual(['Please solve the verification']);
  });

  test('When the human check does not equal the sum on screen, then it says the answer is incorrect', () => {
    const step = captchaStepSchema(9);

    expect(messages(step.safeParse({ captchaAnswer: 8 }))).toEqual(['Incorrect answer. Please try again.']);
    expect(step.safeParse({ captchaAnswer: 9 }).success).toBe(true);
  });

  test("When 'what are you building' is under 10 characters, then the spec message shows", () => {
    expect(messages(step2Schema.safeParse({ whatBuilding: '  an app   ' }))).toEqual([
      "Please provide more detail about what you're building",
    ]);
    expect(messages(step2Schema.safeParse({}))).toEqual([
      "Please provide more detail about what you're building",
    ]);
  });

  test('When films or music are empty or over three, then the spec messages show', () => {
    expect(messages(step3Schema.safeParse({ styleFilms: [], styleMusic: [] }))).toEqual([
      'Please select at least 1 film',
      'Please select at least 1 music style',
    ]);
    expect(
      messages(
        step3Schema.safeParse({
          styleFilms: FILM_CATEGORIES.slice(0, 4),
          styleMusic: MUSIC_CATEGORIES.slice(0, 4),
        }),
      ),
    ).toEqual(['Please select no more than 3 films', 'Please select no more than 3 music styles']);
    expect(messages(step3Schema.safeParse({}))).toEqual([
      'Please select at least 1 film',
      'Please select at least 1 music style',
    ]);
  });

  test('When a brand rating is not like, dislike or unknown, then it is refused; no ratings is fine', () => {
    expect(step4Schema.safeParse({ brandPreferences: { Everlane: 'love' } }).success).toBe(false);
    expect(step4Schema.safeParse({}).success).toBe(true);
  });

  test('When industry or occupation is under 2 characters, then each asks to be specified', () => {
    expect(messages(step5Schema.safeParse({ industry: 'x', occupation: ' ' }))).toEqual([
      'Please specify your industry',
      'Please specify your occupation',
    ]);
  });

  test('When age, identity or expression is missing or out of range, then the spec messages show', () => {
    expect(messages(step6Schema.safeParse({ genderExpression: 101 }))).toEqual([
      'Please select your age bracket',
      'Please select your gender identity',
      'Gender expression must be between 0-100',
    ]);
  });

  test('When fewer than 3 or more than 5 core values are chosen, then the spec messages show', () => {
    expect(messages(step7Schema.safeParse({ coreValues: ['Joy'] }))).toEqual([
      'Please select at least 3 core values',
    ]);
    expect(messages(step7Schema.safeParse({ coreValues: CORE_VALUES.slice(0, 6) }))).toEqual([
      'Please select no more than 5 core values',
    ]);
  });

  test('When no event is chosen, then it asks for one; a blank custom event asks for text', () => {
    expect(messages(step8Schema.safeParse({ environments: [] }))).toEqual([
      'Please select at least one event or enter a custom event',
    ]);
    expect(messages(step8Schema.safeParse({ environments: ['   '] }))).toEqual([
      'Please enter a custom event',
    ]);
  });

  test('When a voice slider is out of range, then it names that preference', () => {
    const result = step9Schema.safeParse({
      voicePrecisionFlow: -1,
      voiceDirectGentle: 101,
      voiceLiteralPoetic: 'x',
      voiceProfessionalPlayful: 200,
      voiceFormalCasual: -5,
    });

    expect(messages(result)).toEqual([
      'Please set your precision/flow preference',
      'Please set your direct/gentle preference',
      'Please set your literal/poetic preference',
      'Please set your professional/playful preference',
      'Please set your formal/casual preference',
    ]);
  });

  test('When body and fit are missing, then each asks to be selected; avoidWearing stays optional', () => {
    expect(messages(step10Schema.safeParse({}))).toEqual([
      'Please select your body shape',
      'Please select your height',
      'Please select your fit preference',
      'Please select where to draw attention',
    ]);
  });

  test('When a typed personality answer is not a real type, then it says what is expected', () => {
    expect(messages(step11Schema.safeParse({ myersBriggs: 'ABCD' }))).toEqual([
      'Please enter a Myers-Briggs type such as INTJ',
    ]);
    expect(messages(step11Schema.safeParse({ enneagram: '5w7' }))).toEqual([
      'Please enter an Enneagram type from 1 to 9, or a type with a wing such as 5w4',
    ]);
    expect(step11Schema.safeParse({ enneagram: '9w1' }).success).toBe(true);
    expect(step11Schema.safeParse({ enneagram: '1w9' }).success).toBe(true);
  });

  test('When the colour questions are missing, then each asks to be selected', () => {
    expect(messages(step12Schema.safeParse({ veinColor: 'red' }))).toEqual([
      'Please select your vein color',
      'Please select your sun reaction',
      'Please select your jewelry preference',
      'Please select your eye clarity',
      'Please select your feature contrast',
      'Please select your color preference',
    ]);
  });

  test('When eye colour or skin tone is missing, then each asks to be selected', () => {
    expect(messageAt(step13Schema.safeParse({ hairColor: 'Red' }), 'eyeColor')).toEqual([
      'Please select your eye color',
    ]);
    expect(messageAt(step13Schema.safeParse({ hairColor: 'Red' }), 'skinTone')).toEqual([
      'Please select your skin tone',
    ]);
  });

  test('When the ZIP code is not 5 digits with an optional +4, then it asks for a valid ZIP code', () => {
    for (const zipCode of ['1234', '123456', '12345-12', 'abcde', '', '12345-12345']) {
      expect(messages(step14Schema.safeParse({ zipCode }))).toEqual(['Please enter a valid ZIP code']);
    }
  });

  test('When the budget is under 100, then it asks for a realistic budget', () => {
    expect(messages(step15Schema.safeParse({ budget: 50 }))).toEqual(['Please set a realistic budget']);
    expect(messages(step15Schema.safeParse({ budget: 'lots' }))).toEqual(['Please set a realistic budget']);
    expect(messages(step15Schema.safeParse({ budget: 1_000_000 }))).toEqual([
      'Please choose a budget of at most $10,000',
    ]);
  });
});

describe('hair colour: one string or a list', () => {
  test('When one colour is given as a string, then it stays a string', () => {
    expect(hairColorSchema.parse('Auburn')).toBe('Auburn');
  });

  test('When several colours are given, then the list is kept', () => {
    expect(hairColorSchema.parse(['Auburn', 'Grey / Silver'])).toEqual(['Auburn', 'Grey / Silver']);
  });

  test('When the string is empty, then it asks to select a hair colour', () => {
    expect(messages(hairColorSchema.safeParse(''))).toEqual(['Please select your hair color']);
    expect(messages(step13Schema.safeParse({ eyeColor: 'Blue', skinTone: 'Fair', hairColor: '' }))).toEqual([
      'Please select your hair color',
    ]);
  });

  test('When the list is empty, then it asks for at least one hair colour', () => {
    expect(messages(hairColorSchema.safeParse([]))).toEqual(['Please select at least one hair color']);
  });

  test('When a colour is not on the list, then it asks to select a hair colour', () => {
    expect(messages(hairColorSchema.safeParse('Purple'))).toEqual(['Please select your hair color']);
    expect(hairColorSchema.safeParse(['Purple']).success).toBe(false);
  });
});

describe('the answers sent to POST /api/analyze-style', () => {
  const allAnswers = Object.assign({}, ...VALID_STEPS) as Record<string, unknown>;

  test('When all steps are merged, then captchaAnswer is stripped and the rest is kept', () => {
    const parsed = questionnaireAnswersSchema.parse(allAnswers);

    expect(parsed).not.toHaveProperty('captchaAnswer');
    expect(parsed).toMatchObject({ zipCode: '10001', budget: 4500, myersBriggs: 'ENTJ', hairColor: 'Black' });
  });

  test('When steps were skipped, then the answers are still valid and the defaults apply', () => {
    const parsed = questionnaireAnswersSchema.parse({ zipCode: '10001' });

    expect(parsed).toEqual({
      zipCode: '10001',
      genderExpression: 50,
      voicePrecisionFlow: 50,
      voiceDirectGentle: 50,
      voiceLiteralPoetic: 50,
      voiceProfessionalPlayful: 50,
      voiceFormalCasual: 50,
      budget: 1000,
    });
  });

  test('When a present answer breaks its step rule, then the merged schema refuses it with the step message', () => {
    expect(messages(questionnaireAnswersSchema.safeParse({ zipCode: '1' }))).toEqual([
      'Please enter a valid ZIP code',
    ]);
  });

  test('When a free-text answer is 10 MB, then it is refused at once with a length message', () => {
    const huge = 'x'.repeat(10_000_000);
    const started = performance.now();

    const result = questionnaireAnswersSchema.safeParse({
      whatBuilding: huge,
      avoidWearing: huge,
      industry: huge,
    });

    expect(messages(result)).toEqual([
      'Please keep this under 2,000 characters',
      'Please keep this under 120 characters',
      'Please keep this under 2,000 characters',
    ]);
    // Length is checked before any pattern runs: a scan of 10 MB by a backtracking rule takes far longer.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test('When a list or record is oversized, then it is refused', () => {
    const tooManyBrands = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Brand ${i}`, 'like']));

    expect(messages(questionnaireAnswersSchema.safeParse({ brandPreferences: tooManyBrands }))).toEqual([
      'Please rate at most 20 brands',
    ]);
    expect(
      questionnaireAnswersSchema.safeParse({
        environments: Array.from({ length: 41 }, (_, i) => `Event ${i}`),
      }).success,
    ).toBe(false);
    expect(
      questionnaireAnswersSchema.safeParse({ styleFilms: Array(10_000).fill('bold and glam') }).success,
    ).toBe(false);
  });

  test('When a brand name is a prototype key, then nothing is polluted', () => {
    const parsed = questionnaireAnswersSchema.parse(
      JSON.parse('{"brandPreferences":{"__proto__":"like","Everlane":"like"}}'),
    );

    expect(Object.getPrototypeOf(parsed.brandPreferences)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).like).toBeUndefined();
  });
});

describe('the rules of spec 1 §4 and §9', () => {
  test('When neither the colouring group nor a preference list is given, then there is not enough data', () => {
    expect(hasEnoughDataForAnalysis({})).toBe(false);
    expect(hasEnoughDataForAnalysis({ styleFilms: [], coreValues: [] })).toBe(false);
    expect(
      hasEnoughDataForAnalysis({
        skinTone: 'Fair',
        hairColor: [],
        eyeColor: 'Blue',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
      }),
    ).toBe(false);
  });

  test('When the whole colouring group or any preference list is given, then there is enough data', () => {
    expect(
      hasEnoughDataForAnalysis({
        skinTone: 'Fair',
        hairColor: ['Red'],
        eyeColor: 'Blue',
        veinColor: 'green',
        sunReaction: 'tan',
        jewelryPreference: 'gold',
      }),
    ).toBe(true);
    expect(hasEnoughDataForAnalysis({ environments: ['Office work'] })).toBe(true);
  });

  test('When identity and expression vary, then the attention-area choices follow spec 1 §9', () => {
    const shared = ['Face/accessories', 'Overall silhouette'];

    expect(attentionAreaOptions('Female', 80)).toEqual([
      'Shoulders/décolletage',
      'Waist/curves',
      'Legs/shoes',
      ...shared,
    ]);
    expect(attentionAreaOptions('Nonbinary', 20)).toEqual([
      'Shoulders/décolletage',
      'Waist/curves',
      'Legs/shoes',
      ...shared,
    ]);
    expect(attentionAreaOptions('Male', 50)).toEqual([
      'Chest/shoulders',
      'Torso/build',
      'Footwear/accessories',
      ...shared,
    ]);
    expect(attentionAreaOptions(undefined, 61)).toEqual([
      'Chest/shoulders',
      'Torso/build',
      'Footwear/accessories',
      ...shared,
    ]);
    expect(attentionAreaOptions('Nonbinary', 50)).toEqual([
      'Upper body structure',
      'Proportional balance',
      'Statement pieces',
      ...shared,
    ]);
    expect(attentionAreaOptions(undefined, undefined)).toHaveLength(5);
  });

  test('When the budget is placed in a tier, then the spec thresholds apply', () => {
    expect([1499, 1500, 4999, 5000].map(budgetTierLabel)).toEqual([
      'Entry Level',
      'Mid-Market',
      'Mid-Market',
      'Luxury',
    ]);
    expect([100, 1500, 5000].map(budgetTier)).toEqual(['entry', 'mid', 'luxury']);
  });
});

describe('the brand swipe', () => {
  test('offers exactly 20 distinct brands that cover all 8 categories', () => {
    expect(SWIPE_BRANDS).toHaveLength(QUESTIONNAIRE_LIMITS.brands);
    expect(new Set(SWIPE_BRANDS.map((brand) => brand.name)).size).toBe(SWIPE_BRANDS.length);
    expect(new Set(SWIPE_BRANDS.map((brand) => brand.category))).toEqual(new Set(BRAND_CATEGORIES));
  });
});
