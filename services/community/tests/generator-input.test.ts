import fc from 'fast-check';
import type { Analysis } from '@uniform/contracts';
import { buildAnalysisFixture } from '@uniform/test-kit';
import { builtInCommunities } from '../src/domain/built-in-communities';
import { communityPrompt } from '../src/domain/community.use-case';
import { communityGeneratorInput, communityKey } from '../src/domain/generator-input';

const base = buildAnalysisFixture();
const text = fc.string({ maxLength: 24 });
const optionalText = fc.option(text, { nil: undefined });
const words = fc.array(text, { maxLength: 4 });
// Known ZIPs, a ZIP+4 of one of them, and ones the dataset does not know.
const zip = fc.constantFrom(undefined, '98103', '98103-4321', '10001', '60601', '00000', 'not a zip');

/** Every analysis field the recommendations could depend on, each free to vary. */
const promptFields = fc.record({
  styleArchetype: text,
  archetypeKeywords: words,
  region: text,
  audienceId: optionalText,
  occupation: optionalText,
  industry: optionalText,
  whatBuilding: optionalText,
  environments: fc.option(words, { nil: undefined }),
  zipCode: zip,
});
type PromptFields = typeof promptFields extends fc.Arbitrary<infer T> ? T : never;

function analysisWith(fields: PromptFields): Analysis {
  const { styleArchetype, archetypeKeywords, region, audienceId, ...profile } = fields;
  return {
    ...base,
    styleArchetype,
    archetypeKeywords,
    audienceId,
    regionalStyle: { ...base.regionalStyle, region },
    personalityProfile: { ...base.personalityProfile, ...profile },
  };
}

/** What the generator produces from an analysis without a model: its prompt and the built-in answer. */
function generated(analysis: Analysis) {
  const input = communityGeneratorInput(analysis);
  return { key: communityKey(input), prompt: communityPrompt(input), builtIn: builtInCommunities(input) };
}

/** Either two analyses share a cache entry and everything generated from them, or they share nothing. */
function expectKeyCoversGeneration(a: Analysis, b: Analysis) {
  const [x, y] = [generated(a), generated(b)];
  if (x.key === y.key) {
    expect(y.prompt).toBe(x.prompt);
    expect(y.builtIn).toEqual(x.builtIn);
  } else {
    expect(y.prompt).not.toBe(x.prompt);
  }
}

describe('community cache key', () => {
  test('When two analyses differ in any field the generator reads, then they never share a cache entry', () => {
    fc.assert(
      fc.property(promptFields, promptFields, (a, b) =>
        expectKeyCoversGeneration(analysisWith(a), analysisWith(b)),
      ),
      { numRuns: 300 },
    );
  });

  test('When one field the generator reads changes, then the key changes exactly when the prompt does', () => {
    const oneField = promptFields.chain((a) =>
      fc
        .constantFrom(...(Object.keys(a) as Array<keyof PromptFields>))
        .chain((field) => promptFields.map((b) => [a, { ...a, [field]: b[field] }] as const)),
    );
    fc.assert(
      fc.property(oneField, ([a, b]) => expectKeyCoversGeneration(analysisWith(a), analysisWith(b))),
      { numRuns: 500 },
    );
  });

  test('When the same answers are analysed again, then they share the entry (the key is stable)', () => {
    fc.assert(
      fc.property(promptFields, (a) => {
        expect(generated(analysisWith(a)).key).toBe(generated(structuredClone(analysisWith(a))).key);
      }),
    );
  });

  test.each([
    ['audience', { audienceId: 'Hospital boards' }],
    ['archetype keywords', { archetypeKeywords: ['bold', 'visionary'] }],
    ['region', { regionalStyle: { ...base.regionalStyle, region: 'Pacific Northwest, coastal' } }],
  ])('When only the %s differs (once left out of the key), then it is another entry', (_field, change) => {
    const other = { ...base, ...change } as Analysis;
    expect(generated(other).key).not.toBe(generated(base).key);
  });

  test('When a field the generator does not read differs, then the entry is shared', () => {
    const other: Analysis = {
      ...base,
      brandSummary: 'Another summary',
      generatedAt: new Date(0).toISOString(),
    };
    expect(generated(other).key).toBe(generated(base).key);
  });
});
