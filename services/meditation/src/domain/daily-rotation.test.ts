import { DAILY_ROTATION, dayNumber, rotationDayFor } from './daily-rotation.data';

describe('built-in daily rotation', () => {
  test('When the rotation is read, then it holds at least 60 distinct, complete days', () => {
    expect(DAILY_ROTATION.length).toBeGreaterThanOrEqual(60);
    for (const field of ['theme', 'meditation', 'actionStep', 'scripture', 'journalPrompt'] as const)
      expect(new Set(DAILY_ROTATION.map((day) => day[field])).size).toBe(DAILY_ROTATION.length);
    for (const day of DAILY_ROTATION) {
      for (const text of [
        day.theme,
        day.meditation,
        day.actionStep,
        day.journalPrompt,
        day.quote.text,
        day.quote.author,
      ])
        expect(text.trim().length).toBeGreaterThan(0);
      expect(day.scripture).toMatch(/ — [1-3]? ?[A-Z][a-z]+( [A-Z][a-z]+)? \d+:\d+(-\d+)?$/);
    }
  });

  test('When 60 consecutive dates are asked, then no day repeats, across a year end', () => {
    const start = Date.parse('2026-12-01T00:00:00Z');
    const themes = Array.from(
      { length: 60 },
      (_, i) => rotationDayFor(new Date(start + i * 86_400_000).toISOString().slice(0, 10)).theme,
    );
    expect(new Set(themes).size).toBe(60);
  });

  test('When a date is converted, then the server time zone does not matter', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(rotationDayFor('2026-11-23')).toBe(rotationDayFor('2026-11-23'));
  });
});
