import {
  hairColorSchema,
  questionnaireAnswersSchema,
  step1Schema,
  step2Schema,
  step3Schema,
  step7Schema,
  step14Schema,
  step15Schema,
} from './questionnaire.schemas';
import { budgetTierLabel } from './questionnaire.data';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('questionnaire step schemas', () => {
  test('When the human check is empty or zero, then it asks to solve the verification', () => {
    expect(messages(step1Schema.safeParse({}))).toEqual(['Please solve the verification']);
    expect(messages(step1Schema.safeParse({ captchaAnswer: 0 }))).toEqual(['Please solve the verification']);
  });

  test("When 'what are you building' is under 10 characters, then the spec message shows", () => {
    expect(messages(step2Schema.safeParse({ whatBuilding: 'an app' }))).toEqual([
      "Please provide more detail about what you're building",
    ]);
    expect(step2Schema.safeParse({ whatBuilding: 'A climate fintech for farmers' }).success).toBe(true);
  });

  test('When films or music are empty or over three, then the spec messages show', () => {
    expect(messages(step3Schema.safeParse({ styleFilms: [], styleMusic: [] }))).toEqual([
      'Please select at least 1 film',
      'Please select at least 1 music style',
    ]);
    const four = ['elegant and classic', 'understated power', 'artsy and intellectual', 'edgy and modern'];
    const fourMusic = ['classic and elegant', 'indie and mellow', 'confident and pop', 'modern and cool'];
    expect(messages(step3Schema.safeParse({ styleFilms: four, styleMusic: fourMusic }))).toEqual([
      'Please select no more than 3 films',
      'Please select no more than 3 music styles',
    ]);
  });

  test('When core values are fewer than 3 or more than 5, then the spec messages show', () => {
    expect(messages(step7Schema.safeParse({ coreValues: ['Joy'] }))).toEqual([
      'Please select at least 3 core values',
    ]);
    expect(messages(step7Schema.safeParse({ coreValues: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual([
      'Please select no more than 5 core values',
    ]);
  });

  test('When the ZIP code is not 5 digits with an optional +4, then it asks for a valid ZIP code', () => {
    for (const zip of ['1234', '123456', '12345-12', 'abcde']) {
      expect(messages(step14Schema.safeParse({ zipCode: zip }))).toEqual(['Please enter a valid ZIP code']);
    }
    expect(step14Schema.safeParse({ zipCode: '22201-1234' }).success).toBe(true);
  });

  test('When the budget is under 100, then it asks for a realistic budget; when absent, then it is 1000', () => {
    expect(messages(step15Schema.safeParse({ budget: 50 }))).toEqual(['Please set a realistic budget']);
    expect(step15Schema.parse({}).budget).toBe(1000);
  });

  test('When hair colour is one string or a non-empty list, then it is accepted; an empty list is refused', () => {
    expect(hairColorSchema.safeParse('Auburn').success).toBe(true);
    expect(hairColorSchema.safeParse(['Auburn', 'Grey / Silver']).success).toBe(true);
    expect(hairColorSchema.safeParse([]).success).toBe(false);
    expect(hairColorSchema.safeParse('').success).toBe(false);
  });

  test('When the answers carry captchaAnswer, then it is stripped before analysis', () => {
    const parsed = questionnaireAnswersSchema.partial().parse({ captchaAnswer: 7, zipCode: '22201' });
    expect(parsed).not.toHaveProperty('captchaAnswer');
  });

  test('When a free-text answer is enormous, then it is refused', () => {
    expect(step2Schema.safeParse({ whatBuilding: 'x'.repeat(10_000_000) }).success).toBe(false);
  });

  test('When the budget is placed in a tier, then the spec thresholds apply', () => {
    expect([
      budgetTierLabel(1499),
      budgetTierLabel(1500),
      budgetTierLabel(4999),
      budgetTierLabel(5000),
    ]).toEqual(['Entry Level', 'Mid-Market', 'Mid-Market', 'Luxury']);
  });
});
