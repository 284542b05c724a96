import { buildAnswersFixture } from '@uniform/contracts';
import { buildAnalysis } from '../analysis';
import { withArticle } from './brand-text';

describe('the article before a word the user gave us', () => {
  test.each([
    ['founder', 'a founder'],
    ['engineer', 'an engineer'],
    ['MBA student', 'an MBA student'],
    ['SVP of Sales', 'an SVP of Sales'],
    ['CFO', 'a CFO'],
    ['hour-long talk', 'an hour-long talk'],
    ['honest broker', 'an honest broker'],
    ['user researcher', 'a user researcher'],
    ['university lecturer', 'a university lecturer'],
    ['European buyer', 'a European buyer'],
    ['one-person studio', 'a one-person studio'],
    ['unemployed actor', 'an unemployed actor'],
    ['INTJ', 'an INTJ'],
    ['ENFP', 'an ENFP'],
  ])('When the word is "%s", then it reads "%s"', (noun, expected) => {
    expect(withArticle(noun)).toBe(expected);
  });
});

describe('the user’s own sentence inside ours', () => {
  test('When what they are building ends with a full stop, then our sentence around it has one full stop, not two', () => {
    const analysis = buildAnalysis(
      buildAnswersFixture({ whatBuilding: 'A B2B payments platform; we just closed our Series A.' }),
    );
    const text = JSON.stringify(analysis);
    expect(text).toContain('we just closed our Series A');
    expect(text).not.toMatch(/Series A\.\./);
    expect(text).not.toMatch(/Series A\.,/);
  });

  test('When a liked brand ends with its own full stop, then the summary has one full stop after it', () => {
    const analysis = buildAnalysis(
      buildAnswersFixture({
        styleFilms: [],
        styleMusic: [],
        coreValues: [],
        industry: undefined,
        whatBuilding: undefined,
        brandPreferences: { 'A.P.C.': 'like' },
      }),
    );
    expect(analysis.brandSummary).toContain('A.P.C.');
    expect(analysis.brandSummary).not.toContain('A.P.C..');
  });

  test('When the occupation is an initialism read with a vowel sound, then the summary says "an"', () => {
    const analysis = buildAnalysis(buildAnswersFixture({ occupation: 'MBA student' }));
    expect(analysis.brandSummary).toContain('As an MBA student');
  });
});
