import { z } from 'zod';
import {
  analysisSchema,
  buildFintechFounderAnswers,
  EYE_COLORS,
  HAIR_COLORS,
  SKIN_TONES,
  SUN_REACTIONS,
  VEIN_COLORS,
  type Analysis,
} from '@uniform/contracts';
import { buildAnalysis, buildFallbackAnalysis, fallbackArchetypes } from '@uniform/style-engine';
import { compileContractJson } from '../src/domain/contract-json';
import { analysisJson, checkAnalysisWriter } from '../src/domain/analyze-style.use-case';

const generatedAt = '2026-11-23T09:00:00.000Z';

/** Engine analyses of varied answers: every season's colouring, partial answers, the fallback ones. */
function variedAnalyses(): Analysis[] {
  const founder = buildFintechFounderAnswers();
  const analyses: Analysis[] = [];
  EYE_COLORS.forEach((eyeColor, i) => {
    const answers = {
      ...founder,
      eyeColor,
      skinTone: SKIN_TONES[i % SKIN_TONES.length],
      hairColor: HAIR_COLORS[(i * 3) % HAIR_COLORS.length],
      veinColor: VEIN_COLORS[i % VEIN_COLORS.length],
      sunReaction: SUN_REACTIONS[(i + 1) % SUN_REACTIONS.length],
      budget: [500, 2000, 8000][i % 3],
    };
    analyses.push({ ...buildAnalysis(answers), engine: 'offline', generatedAt });
    const { styleFilms: _films, coreValues: _values, ...partial } = answers;
    analyses.push({ ...buildAnalysis(partial), engine: 'offline', generatedAt });
  });
  for (const { name, styleIcons } of fallbackArchetypes()) {
    const result = buildFallbackAnalysis({ archetype: name, icon: styleIcons[0]!, answers: {} });
    if (result.ok) analyses.push({ ...result.analysis, engine: 'offline', generatedAt });
  }
  return analyses;
}

describe('the compiled analysis writer', () => {
  const writer = compileContractJson(analysisSchema);

  test('When it writes engine analyses of varied answers, then each text is byte for byte the contract parse’s JSON', () => {
    const analyses = variedAnalyses();
    expect(analyses.length).toBeGreaterThan(20);
    for (const analysis of analyses) {
      expect(writer.write(analysis)).toBe(JSON.stringify(analysisSchema.parse(analysis)));
    }
  });

  test('When the engine’s key order differs from the contract’s, then the contract’s order is written (what res.json of the parse sent)', () => {
    const analysis = variedAnalyses()[0]!;
    expect(JSON.stringify(analysis)).not.toBe(JSON.stringify(analysisSchema.parse(analysis)));
    expect(analysisJson(analysis)).toBe(JSON.stringify(analysisSchema.parse(analysis)));
  });

  test('When the start-up self-check runs, then it passes on this contract', () => {
    expect(() => checkAnalysisWriter()).not.toThrow();
  });

  test('When an analysis carries a key the contract does not name, then it is left out, as the parse strips it', () => {
    const analysis = { ...variedAnalyses()[0]!, internalScore: 42 } as Analysis;
    const text = writer.write(analysis)!;
    expect(text).not.toContain('internalScore');
    expect(text).toBe(JSON.stringify(analysisSchema.parse(analysis)));
  });

  test.each([
    ['a required key missing', (a: Record<string, unknown>) => delete a.styleArchetype],
    ['a string where a list belongs', (a: Record<string, unknown>) => (a.styleLanguage = 'bold')],
    ['an engine the contract does not know', (a: Record<string, unknown>) => (a.engine = 'guess')],
    ['a number that is not finite', (a: Record<string, unknown>) => (a.budget = Number.NaN)],
  ])(
    'When an analysis has %s, then the writer writes nothing and analysisJson fails as the parse does',
    (_, breakIt) => {
      const analysis = structuredClone(variedAnalyses()[0]!) as unknown as Record<string, unknown>;
      breakIt(analysis);
      expect(writer.write(analysis as unknown as Analysis)).toBeNull();
      expect(() => analysisJson(analysis as unknown as Analysis)).toThrow(z.ZodError);
    },
  );
});

describe('compileContractJson on small schemas', () => {
  test('When a union’s options are told apart by JSON type, then each value is written by its own option', () => {
    const schema = z.object({
      b: z.union([z.string(), z.object({ y: z.number(), x: z.string() })]),
      a: z.record(z.string(), z.string()).optional(),
      c: z.array(z.enum(['one', 'two'])).nullable(),
    });
    const writer = compileContractJson(schema);
    for (const value of [
      { c: null, b: 'text' },
      { a: { k: 'v', j: 'w' }, b: { x: 'x', y: 1, extra: true }, c: ['two', 'one'] },
    ]) {
      expect(writer.write(value as z.output<typeof schema>)).toBe(JSON.stringify(schema.parse(value)));
    }
    expect(writer.write({ b: 'text', c: ['three'] } as never)).toBeNull();
  });

  test.each([
    ['a transform', z.object({ a: z.string().transform((s) => s.length) })],
    ['a default', z.object({ a: z.string().default('x') })],
    ['a union with two object options', z.union([z.object({ a: z.string() }), z.object({ b: z.string() })])],
  ])('When a schema has %s, then compiling it throws (the parse must be used)', (_, schema) => {
    expect(() => compileContractJson(schema as z.ZodType)).toThrow(/not supported/);
  });
});
