import { budgetLabel, genderExpressionLabel, voiceLabel } from './slider-labels';

describe('slider labels (spec 1 §9)', () => {
  test.each([
    [0, '100% feminine'],
    [25, '50% feminine'],
    [49, '2% feminine'],
    [50, 'Neutral'],
    [51, '2% masculine'],
    [80, '60% masculine'],
    [100, '100% masculine'],
  ])('When gender expression is %p, then it reads %p', (value, label) => {
    expect(genderExpressionLabel(value)).toBe(label);
  });

  test.each([
    [0, 'Very direct'],
    [24, 'Very direct'],
    [25, 'Mostly direct'],
    [49, 'Mostly direct'],
    [50, 'Mostly gentle'],
    [74, 'Mostly gentle'],
    [75, 'Very gentle'],
    [100, 'Very gentle'],
  ])('When a voice slider is at %p, then it reads %p', (value, label) => {
    expect(voiceLabel(value, 'direct', 'gentle')).toBe(label);
  });

  test.each([
    [100, '$100 · Entry Level'],
    [1000, '$1,000 · Entry Level'],
    [1400, '$1,400 · Entry Level'],
    [1500, '$1,500 · Mid-Market'],
    [4900, '$4,900 · Mid-Market'],
    [5000, '$5,000 · Luxury'],
    [10000, '$10,000 · Luxury'],
  ])('When the budget is %p, then it reads %p', (budget, label) => {
    expect(budgetLabel(budget)).toBe(label);
  });
});
