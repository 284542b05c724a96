import { localIsoDate } from '../../../shared/lib/dates';
import { canSaveEntry, longEntryDate, previewText, shortEntryDate } from './journal-format';

describe('Still Core formatting', () => {
  test('When a local date is taken, then it is the calendar day in the browser, not UTC', () => {
    expect(localIsoDate(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(localIsoDate(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });

  test('When an entry date is shown, then it is a short weekday/month/day and a long heading', () => {
    expect(shortEntryDate('2026-11-23')).toBe('Mon, Nov 23');
    expect(shortEntryDate('2027-01-01')).toBe('Fri, Jan 1');
    expect(longEntryDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });

  test('When a response is previewed, then at most 100 characters show, with an ellipsis when cut', () => {
    expect(previewText('Short and sweet.')).toBe('Short and sweet.');
    const long = 'a'.repeat(150);
    expect(previewText(long)).toBe(`${'a'.repeat(100)}…`);
    expect(previewText('b'.repeat(100))).toBe('b'.repeat(100));
  });

  test('When the text is empty or whitespace, or a save is pending, then Save Entry is disabled', () => {
    expect(canSaveEntry('', false)).toBe(false);
    expect(canSaveEntry('  \n\t', false)).toBe(false);
    expect(canSaveEntry('Grateful today.', true)).toBe(false);
    expect(canSaveEntry('Grateful today.', false)).toBe(true);
  });
});
