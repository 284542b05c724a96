import { SMS_MESSAGES } from '@uniform/contracts';
import { formatPhoneInput, phoneProblem, PHONE_INPUT_MAX } from './phone';

describe('formatPhoneInput', () => {
  test.each([
    ['', ''],
    ['4', '(4'],
    ['415', '(415'],
    ['4155', '(415) 5'],
    ['415555', '(415) 555'],
    ['4155550', '(415) 555-0'],
    ['4155550101', '(415) 555-0101'],
    ['(415) 555-01019999', '(415) 555-0101'],
    ['+1 415 555 0101', '(415) 555-0101'],
    ['abc', ''],
  ])('When %j is typed, then the field shows %j', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  test('When anything is typed, then the field never exceeds 14 characters', () => {
    expect(formatPhoneInput('9'.repeat(40)).length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
    expect(PHONE_INPUT_MAX).toBe(14);
  });
});

describe('phoneProblem', () => {
  const base = { isValid: true, canReceiveSMS: true, lineType: 'mobile' as const };
  test('When the verdict is usable, then there is no problem', () => {
    expect(phoneProblem(base)).toBeNull();
  });
  test('When invalid, then its error or the format message', () => {
    expect(phoneProblem({ ...base, isValid: false, canReceiveSMS: false })).toBe(SMS_MESSAGES.invalidFormat);
    expect(phoneProblem({ ...base, isValid: false, error: SMS_MESSAGES.validationFailed })).toBe(
      SMS_MESSAGES.validationFailed,
    );
  });
  test('When it cannot receive texts, then the landline, VoIP or generic message', () => {
    expect(phoneProblem({ ...base, canReceiveSMS: false, lineType: 'landline' })).toBe(SMS_MESSAGES.landline);
    expect(phoneProblem({ ...base, canReceiveSMS: false, lineType: 'voip' })).toBe(SMS_MESSAGES.voip);
    expect(phoneProblem({ ...base, canReceiveSMS: false, lineType: 'unknown' })).toBe(
      SMS_MESSAGES.cannotReceive,
    );
  });
});
