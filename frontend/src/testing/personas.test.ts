import { isInsufficientAnalysis } from '@uniform/contracts';
import { founderAnalysis, skipperAnalysis, teacherAnalysis } from './personas';

describe('dashboard test personas (real engine output)', () => {
  test('When the three personas are analysed, then they are a Soft Summer at entry, a Deep Winter at luxury and an insufficient visitor', () => {
    const teacher = teacherAnalysis();
    const founder = founderAnalysis();
    expect([teacher.colorAnalysis.season, teacher.budget]).toEqual(['Soft Summer', 800]);
    expect([founder.colorAnalysis.season, founder.budget]).toEqual(['Deep Winter', 8000]);
    expect(isInsufficientAnalysis(teacher)).toBe(false);
    expect(isInsufficientAnalysis(founder)).toBe(false);
    expect(isInsufficientAnalysis(skipperAnalysis())).toBe(true);
  });
});
