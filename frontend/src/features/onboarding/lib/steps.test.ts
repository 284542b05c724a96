import { attentionAreaOptions, QUESTIONNAIRE_MESSAGES as M } from '@uniform/contracts';
import { DEFAULT_FORM_VALUES, type OnboardingFormValues } from './form-values';
import { keptOnSkip, progressPercent, stepSchema, validateStep } from './steps';

/** The form's values with the given fields changed. */
const form = (changes: Partial<OnboardingFormValues> = {}): OnboardingFormValues => ({
  ...DEFAULT_FORM_VALUES,
  ...changes,
});
const errorsOf = (step: number, changes: Partial<OnboardingFormValues> = {}, sum = 7) => {
  const result = validateStep(step, form(changes), sum);
  return result.success ? {} : result.errors;
};
const dataOf = (step: number, changes: Partial<OnboardingFormValues>, sum = 7) => {
  const result = validateStep(step, form(changes), sum);
  if (!result.success) throw new Error(`Step ${step} failed: ${JSON.stringify(result.errors)}`);
  return result.data;
};

describe('onboarding step validation (spec 1 §5, through the form)', () => {
  test('When the human check is empty or below 1, then it asks to solve the verification', () => {
    expect(errorsOf(1, { captchaAnswer: undefined })).toEqual({ captchaAnswer: M.captchaRequired });
    expect(errorsOf(1, { captchaAnswer: Number.NaN })).toEqual({ captchaAnswer: M.captchaRequired });
    expect(errorsOf(1, { captchaAnswer: 0 })).toEqual({ captchaAnswer: M.captchaRequired });
  });

  test('When the human check is not the sum on screen, then it says the answer is incorrect', () => {
    expect(M.captchaWrong).toBe('Incorrect answer. Please try again.');
    expect(errorsOf(1, { captchaAnswer: 8 }, 7)).toEqual({ captchaAnswer: M.captchaWrong });
    expect(dataOf(1, { captchaAnswer: 7 }, 7)).toEqual({ captchaAnswer: 7 });
  });

  test("When 'what are you building' has under 10 characters after trimming, then it asks for more detail", () => {
    expect(errorsOf(2, { whatBuilding: '  An app   ' })).toEqual({
      whatBuilding: "Please provide more detail about what you're building",
    });
    expect(dataOf(2, { whatBuilding: '  A studio for ceramics ' })).toEqual({
      whatBuilding: 'A studio for ceramics',
    });
  });

  test('When no film or music is chosen, then both minimum messages show', () => {
    expect(errorsOf(3)).toEqual({
      styleFilms: 'Please select at least 1 film',
      styleMusic: 'Please select at least 1 music style',
    });
  });

  test('When more than three films or music styles arrive, then both maximum messages show', () => {
    const films = ['elegant and classic', 'understated power', 'edgy and modern', 'bold and glam'];
    const music = ['indie and mellow', 'modern and cool', 'edgy and hype', 'minimal and moody'];
    expect(errorsOf(3, { styleFilms: films, styleMusic: music })).toEqual({
      styleFilms: 'Please select no more than 3 films',
      styleMusic: 'Please select no more than 3 music styles',
    });
    expect(dataOf(3, { styleFilms: films.slice(0, 3), styleMusic: music.slice(0, 1) })).toEqual({
      styleFilms: films.slice(0, 3),
      styleMusic: music.slice(0, 1),
    });
  });

  test('When no brand is rated, then step 4 passes; ratings must be like, dislike or unknown', () => {
    expect(errorsOf(4)).toEqual({});
    expect(dataOf(4, { brandPreferences: { COS: 'like', Nike: 'unknown' } })).toEqual({
      brandPreferences: { COS: 'like', Nike: 'unknown' },
    });
    expect(errorsOf(4, { brandPreferences: { COS: 'love' as never } })).toEqual({
      brandPreferences: M.brandPreference,
    });
  });

  test('When industry or occupation is under 2 characters, then each asks to be specified', () => {
    expect(errorsOf(5, { industry: ' F ', occupation: '' })).toEqual({
      industry: 'Please specify your industry',
      occupation: 'Please specify your occupation',
    });
    expect(dataOf(5, { industry: 'AI', occupation: 'Founder' })).toEqual({
      industry: 'AI',
      occupation: 'Founder',
    });
  });

  test('When age bracket and gender identity are not chosen, then each asks to be selected', () => {
    expect(errorsOf(6)).toEqual({
      ageBracket: 'Please select your age bracket',
      genderIdentity: 'Please select your gender identity',
    });
  });

  test('When gender expression is outside 0-100, then its range message shows; 50 is the default', () => {
    const base = { ageBracket: '25-34', genderIdentity: 'Female' };
    expect(errorsOf(6, { ...base, genderExpression: 101 })).toEqual({
      genderExpression: 'Gender expression must be between 0-100',
    });
    expect(errorsOf(6, { ...base, genderExpression: -1 })).toEqual({
      genderExpression: 'Gender expression must be between 0-100',
    });
    expect(dataOf(6, base)).toEqual({ ...base, genderExpression: 50 });
  });

  test('When fewer than 3 or more than 5 core values are chosen, then the matching message shows', () => {
    expect(errorsOf(7, { coreValues: ['Integrity', 'Courage'] })).toEqual({
      coreValues: 'Please select at least 3 core values',
    });
    expect(
      errorsOf(7, { coreValues: ['Integrity', 'Courage', 'Joy', 'Wisdom', 'Loyalty', 'Faith'] }),
    ).toEqual({ coreValues: 'Please select no more than 5 core values' });
    expect(dataOf(7, { coreValues: ['Integrity', 'Courage', 'Joy'] })).toEqual({
      coreValues: ['Integrity', 'Courage', 'Joy'],
    });
  });

  test('When no event is chosen, then it asks for one or a custom event; custom events are trimmed', () => {
    expect(errorsOf(8)).toEqual({ environments: 'Please select at least one event or enter a custom event' });
    expect(dataOf(8, { environments: ['Office work', '  Gallery openings '] })).toEqual({
      environments: ['Office work', 'Gallery openings'],
    });
  });

  test('When a voice slider is not a number in 0-100, then its own message shows', () => {
    expect(
      errorsOf(9, {
        voicePrecisionFlow: Number.NaN,
        voiceDirectGentle: 120,
        voiceLiteralPoetic: -5,
        voiceProfessionalPlayful: Number.NaN,
        voiceFormalCasual: 101,
      }),
    ).toEqual({
      voicePrecisionFlow: 'Please set your precision/flow preference',
      voiceDirectGentle: 'Please set your direct/gentle preference',
      voiceLiteralPoetic: 'Please set your literal/poetic preference',
      voiceProfessionalPlayful: 'Please set your professional/playful preference',
      voiceFormalCasual: 'Please set your formal/casual preference',
    });
    expect(errorsOf(9)).toEqual({});
  });

  test('When body shape, height, fit and attention area are missing, then each asks to be selected', () => {
    expect(errorsOf(10)).toEqual({
      bodyShape: 'Please select your body shape',
      height: 'Please select your height',
      fitPreference: 'Please select your fit preference',
      attentionArea: 'Please select where to draw attention',
    });
    const filled = {
      bodyShape: 'Pear',
      height: 'Average',
      fitPreference: 'Tailored & defined',
      attentionArea: 'Waist/curves',
    };
    expect(dataOf(10, filled)).toEqual(filled);
    expect(dataOf(10, { ...filled, avoidWearing: ' Skinny jeans ' })).toEqual({
      ...filled,
      avoidWearing: 'Skinny jeans',
    });
  });

  test('When personality is left blank, then step 11 passes; typed types are normalised or refused', () => {
    expect(dataOf(11, {})).toEqual({});
    expect(dataOf(11, { myersBriggs: 'intj', enneagram: '5W4', zodiac: 'leo' })).toEqual({
      myersBriggs: 'INTJ',
      enneagram: '5w4',
      zodiac: 'Leo',
    });
    expect(errorsOf(11, { myersBriggs: 'ABCD', enneagram: '5w7', zodiac: 'Dragon' })).toEqual({
      myersBriggs: M.myersBriggs,
      enneagram: M.enneagram,
      zodiac: M.zodiac,
    });
  });

  test('When a colour question is unanswered, then each asks for its own answer', () => {
    expect(errorsOf(12)).toEqual({
      veinColor: M.veinColor,
      sunReaction: M.sunReaction,
      jewelryPreference: M.jewelryPreference,
      eyeClarity: M.eyeClarity,
      featureContrast: M.featureContrast,
      colorPreference: M.colorPreference,
    });
  });

  test('When eye colour, skin tone and hair colour are missing, then eye and skin ask to be selected and hair asks for at least one', () => {
    expect(errorsOf(13)).toEqual({
      eyeColor: 'Please select your eye color',
      skinTone: 'Please select your skin tone',
      hairColor: 'Please select at least one hair color',
    });
  });

  test('When one hair colour is picked, then it is stored as a string; two or more as a list', () => {
    const base = { eyeColor: 'Green', skinTone: 'Olive' };
    expect(dataOf(13, { ...base, hairColor: ['Auburn'] })).toEqual({ ...base, hairColor: 'Auburn' });
    expect(dataOf(13, { ...base, hairColor: ['Auburn', 'Grey / Silver'] })).toEqual({
      ...base,
      hairColor: ['Auburn', 'Grey / Silver'],
    });
  });

  test('When a single hair colour string is empty or unknown, then it asks to select the hair color', () => {
    const schema = stepSchema(13, 0);
    const issues = schema.safeParse({ eyeColor: 'Green', skinTone: 'Olive', hairColor: '' }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual(['Please select your hair color']);
  });

  test.each(['1234', '123456', '12345-678', 'abcde', '12345 6789', ''])(
    'When the ZIP code is %p, then it asks for a valid ZIP code',
    (zipCode) => {
      expect(errorsOf(14, { zipCode })).toEqual({ zipCode: 'Please enter a valid ZIP code' });
    },
  );

  test.each(['94110', '94110-1234'])('When the ZIP code is %p, then it passes', (zipCode) => {
    expect(dataOf(14, { zipCode })).toEqual({ zipCode });
  });

  test('When the budget is under 100, then it asks for a realistic budget; 1000 is the default', () => {
    expect(errorsOf(15, { budget: 99 })).toEqual({ budget: 'Please set a realistic budget' });
    expect(errorsOf(15, { budget: Number.NaN })).toEqual({ budget: 'Please set a realistic budget' });
    expect(dataOf(15, {})).toEqual({ budget: 1000 });
    expect(dataOf(15, { budget: 100, currentStyleDescription: 'Jeans and a blazer' })).toEqual({
      budget: 100,
      currentStyleDescription: 'Jeans and a blazer',
    });
  });

  test('When the step is outside 1-15, then there is no schema', () => {
    expect(() => stepSchema(16, 0)).toThrow(RangeError);
  });

  test('When the step advances, then progress is the step divided by 15', () => {
    expect(progressPercent(1)).toBe(7);
    expect(progressPercent(8)).toBe(53);
    expect(progressPercent(15)).toBe(100);
  });
});

describe('attention-area choices of step 10 (spec 1 §9)', () => {
  const shared = ['Face/accessories', 'Overall silhouette'];
  test('When the identity is Female or the expression is below 40, then the feminine choices come first', () => {
    const feminine = ['Shoulders/décolletage', 'Waist/curves', 'Legs/shoes', ...shared];
    expect(attentionAreaOptions('Female', 90)).toEqual(feminine);
    expect(attentionAreaOptions('Male', 39)).toEqual(feminine);
    expect(attentionAreaOptions('Nonbinary', 0)).toEqual(feminine);
  });
  test('When the identity is Male or the expression is above 60, then the masculine choices come first', () => {
    const masculine = ['Chest/shoulders', 'Torso/build', 'Footwear/accessories', ...shared];
    expect(attentionAreaOptions('Male', 50)).toEqual(masculine);
    expect(attentionAreaOptions('Nonbinary', 61)).toEqual(masculine);
    expect(attentionAreaOptions(undefined, 100)).toEqual(masculine);
  });
  test('When neither applies (40-60 and not Female or Male), then the neutral choices come first', () => {
    const neutral = ['Upper body structure', 'Proportional balance', 'Statement pieces', ...shared];
    expect(attentionAreaOptions('Nonbinary', 40)).toEqual(neutral);
    expect(attentionAreaOptions('Nonbinary', 60)).toEqual(neutral);
    expect(attentionAreaOptions(undefined, undefined)).toEqual(neutral);
  });
});

describe('Skip keeps what was typed (spec 1 §4)', () => {
  test('When a step is skipped half done, then the fields that pass their rule are kept and the rest left out', () => {
    expect(keptOnSkip(5, form({ industry: ' Fintech ', occupation: 'C' }))).toEqual({
      industry: 'Fintech',
      occupation: undefined,
    });
    expect(keptOnSkip(3, form({ styleFilms: ['bold and glam'] }))).toEqual({
      styleFilms: ['bold and glam'],
      styleMusic: undefined,
    });
    expect(keptOnSkip(10, form({ bodyShape: 'Hourglass', avoidWearing: 'big logos' }))).toMatchObject({
      bodyShape: 'Hourglass',
      height: undefined,
      avoidWearing: 'big logos',
    });
  });

  test('When the human check is skipped past, then nothing of it is kept', () => {
    expect(keptOnSkip(1, form({ captchaAnswer: 7 }))).toEqual({});
  });
});
