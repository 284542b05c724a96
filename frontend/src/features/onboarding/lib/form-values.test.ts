import { buildColorMeasurements, QUESTIONNAIRE_STEP_SCHEMAS } from '@uniform/contracts';
import {
  DEFAULT_FORM_VALUES,
  formValuesFromAnswers,
  isPickDisabled,
  mergeAnswers,
  selectedHairColors,
  stepInput,
  storedHairColor,
  togglePick,
  withBrandRatings,
  withoutCaptcha,
  type OnboardingFormValues,
} from './form-values';

describe('pickers (spec 1 §4)', () => {
  test('When a chosen item is picked again, then it is removed', () => {
    expect(togglePick(['a', 'b'], 'a', 3)).toEqual(['b']);
  });

  test('When a new item is picked below the cap, then it is added', () => {
    expect(togglePick(['a'], 'b', 3)).toEqual(['a', 'b']);
  });

  test('When a new item is picked at the cap, then the click is ignored and other cards are disabled', () => {
    expect(togglePick(['a', 'b', 'c'], 'd', 3)).toEqual(['a', 'b', 'c']);
    expect(isPickDisabled(['a', 'b', 'c'], 'd', 3)).toBe(true);
    expect(isPickDisabled(['a', 'b', 'c'], 'a', 3)).toBe(false);
    expect(isPickDisabled(['a', 'b'], 'd', 3)).toBe(false);
  });

  test('When core values are at five, then a sixth is refused but one can be swapped', () => {
    const five = ['Integrity', 'Courage', 'Joy', 'Wisdom', 'Faith'];
    expect(togglePick(five, 'Loyalty', 5)).toEqual(five);
    expect(togglePick(togglePick(five, 'Joy', 5), 'Loyalty', 5)).toEqual([
      'Integrity',
      'Courage',
      'Wisdom',
      'Faith',
      'Loyalty',
    ]);
  });

  test('When there is no cap (events, hair), then items keep being added', () => {
    const many = Array.from({ length: 20 }, (_, i) => `e${i}`);
    expect(togglePick(many, 'new')).toHaveLength(21);
  });
});

describe('hair colour storage (spec 1 §4)', () => {
  test('When exactly one colour is chosen, then it is stored as a string', () => {
    expect(storedHairColor(['Auburn'])).toBe('Auburn');
  });

  test('When none or several are chosen, then they are stored as a list', () => {
    expect(storedHairColor([])).toEqual([]);
    expect(storedHairColor(['Auburn', 'Grey / Silver'])).toEqual(['Auburn', 'Grey / Silver']);
  });

  test('When a stored value is read back, then the picker shows the same colours', () => {
    expect(selectedHairColors('Auburn')).toEqual(['Auburn']);
    expect(selectedHairColors(['Black', 'White'])).toEqual(['Black', 'White']);
    expect(selectedHairColors('')).toEqual([]);
    expect(selectedHairColors(undefined)).toEqual([]);
  });
});

describe('accumulating answers (spec 1 §4)', () => {
  test('When a step passes, then its values join the answers and replace earlier ones', () => {
    const answers = mergeAnswers({ industry: 'Tech', occupation: 'PM' }, { industry: 'Finance' });
    expect(answers).toEqual({ industry: 'Finance', occupation: 'PM' });
  });

  test('When a step leaves optional text empty, then the field is dropped', () => {
    expect(mergeAnswers({ avoidWearing: 'Skinny jeans' }, { avoidWearing: undefined, budget: 900 })).toEqual({
      budget: 900,
    });
    expect(mergeAnswers({}, { myersBriggs: '' })).toEqual({});
  });

  test('When step 4 is left, then the brand ratings join the answers, and no ratings add nothing', () => {
    expect(withBrandRatings({ whatBuilding: 'A ceramics studio' }, { COS: 'like', Nike: 'dislike' })).toEqual(
      {
        whatBuilding: 'A ceramics studio',
        brandPreferences: { COS: 'like', Nike: 'dislike' },
      },
    );
    expect(withBrandRatings({ brandPreferences: { COS: 'like' } }, {})).toEqual({});
    expect(withBrandRatings({}, {})).toEqual({});
  });

  test('When the answers are submitted, then captchaAnswer is removed and the rest kept', () => {
    expect(withoutCaptcha({ captchaAnswer: 12, zipCode: '94110' })).toEqual({ zipCode: '94110' });
  });
});

describe('the form from stored answers ("Edit your answers")', () => {
  test('When answers are given, then each fills its control and skipped ones keep the defaults', () => {
    const values = formValuesFromAnswers({
      whatBuilding: 'A payments API for small lenders',
      hairColor: 'Auburn',
      brandPreferences: { COS: 'like' },
      budget: 3000,
    });
    expect(values).toEqual({
      ...DEFAULT_FORM_VALUES,
      whatBuilding: 'A payments API for small lenders',
      hairColor: ['Auburn'],
      brandPreferences: { COS: 'like' },
      budget: 3000,
    });
  });
});

describe("a photo's color measurements (step 13)", () => {
  const measured = buildColorMeasurements();
  const step13 = (values: OnboardingFormValues) => QUESTIONNAIRE_STEP_SCHEMAS[12].parse(stepInput(values));
  const filled: OnboardingFormValues = {
    ...DEFAULT_FORM_VALUES,
    eyeColor: 'Blue',
    skinTone: 'Fair',
    hairColor: ['Black'],
    colorMeasurements: measured,
  };

  test('When step 13 passes with a photo, then its measurements travel unchanged to the answers that are sent', () => {
    const answers = mergeAnswers({ captchaAnswer: 7, zipCode: '94110' }, step13(filled));

    expect(withoutCaptcha(answers)).toEqual({
      zipCode: '94110',
      eyeColor: 'Blue',
      skinTone: 'Fair',
      hairColor: 'Black',
      colorMeasurements: measured,
    });
    expect(JSON.parse(JSON.stringify(withoutCaptcha(answers))).colorMeasurements).toEqual(measured);
  });

  test('When the photo is taken away, then the measurements leave the answers too', () => {
    const answers = mergeAnswers(
      { colorMeasurements: measured },
      step13({ ...filled, colorMeasurements: undefined }),
    );

    expect(answers).not.toHaveProperty('colorMeasurements');
  });

  test('When stored answers hold measurements, then the form opens with them', () => {
    const values = formValuesFromAnswers({ eyeColor: 'Blue', colorMeasurements: measured });

    expect(values).toEqual({ ...DEFAULT_FORM_VALUES, eyeColor: 'Blue', colorMeasurements: measured });
  });
});
