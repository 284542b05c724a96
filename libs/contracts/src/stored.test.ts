import * as browser from './browser';
import * as index from './index';
import * as stored from './stored';

describe('the stored-data entry (what the browser keeps and checks on reading it back)', () => {
  test('When the browser checks stored data with it, then each schema and helper is the very one the full entries export', () => {
    const names = Object.keys(stored);
    expect(names).toEqual(
      expect.arrayContaining(['analysisSchema', 'questionnaireAnswersSchema', 'brandEditsSchema']),
    );
    for (const name of names) {
      expect(index[name as keyof typeof index]).toBe(stored[name as keyof typeof stored]);
      expect(browser[name as keyof typeof browser]).toBe(stored[name as keyof typeof stored]);
    }
  });

  test('When a tampered analysis is read back, then the stored entry refuses it as the services would', () => {
    const tampered = { styleArchetype: 42 };
    expect(stored.analysisSchema.safeParse(tampered).success).toBe(false);
    expect(index.analysisSchema.safeParse(tampered).success).toBe(false);
  });

  test('When the first screen loads it, then it holds no operation list (those schemas load later)', () => {
    expect(Object.keys(stored)).not.toContain('OPERATIONS');
    expect(Object.keys(stored)).not.toContain('operationById');
    expect(Object.keys(index)).toContain('OPERATIONS');
  });
});
