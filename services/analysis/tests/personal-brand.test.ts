import { analysisSchema, personalBrandSchema, type Analysis, type PersonalBrand } from '@uniform/contracts';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { founderAnswers, startAnalysis, type AnalysisContext } from './support/analysis-context';

const modelBrand = {
  brandStatement: 'The founder who makes cloud costs legible, dressed with the same precision.',
  enneagramMbtiVibes: 'An INTJ 5w4: a strategist who researches deeply and shows it sparingly.',
  voiceAndTone: 'Exact, calm, never breathless; one idea per sentence.',
  visualSignature: 'Charcoal and icy white, one silver detail, the same crew neck on every stage.',
  brandWords: 'precise, legible, calm, exacting',
  stylingRules:
    "DO'S:\n- Repeat one silhouette\n- Keep silver hardware\n\nDON'TS:\n- Logos\n- Warm browns near the face",
};

describeWithInfra('Personal brand (generate and update) with a model and real Redis', () => {
  let ctx: AnalysisContext;
  let analysis: Analysis;
  beforeAll(async () => {
    ctx = await startAnalysis({ model: true, timeoutMs: 2_000 });
    ctx.fake!.failNext(500); // the analysis itself from the engine
    analysis = analysisSchema.parse(await readJson(await ctx.post('/api/analyze-style', founderAnswers)));
  });
  afterAll(() => ctx.close());

  const generate = async (body: Analysis) =>
    (await readJson(await ctx.post('/api/generate-personal-brand', { analysis: body }))) as PersonalBrand;

  test('When the brand is asked twice, then the model is called once and the second answer is the cached one', async () => {
    ctx.fake!.reply(JSON.stringify(modelBrand));
    const before = ctx.fake!.requests.length;
    const first = await generate(analysis);
    const second = await generate(analysis);
    expect(personalBrandSchema.parse(first)).toMatchObject({ ...modelBrand, engine: 'ai' });
    expect(second).toEqual(first);
    expect(ctx.fake!.requests.length - before).toBe(1);
  });

  test('When 50 identical requests arrive at once, then exactly one model call is made', async () => {
    const fresh = { ...analysis, brandSummary: `${analysis.brandSummary} (burst)` };
    ctx.fake!.delayNext(200);
    ctx.fake!.reply(JSON.stringify(modelBrand));
    const before = ctx.fake!.requests.length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => generate(fresh)));
    expect(ctx.fake!.requests.length - before).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  test('When two users share the archetype but not their answers, then neither receives the other’s brand', async () => {
    const other: Analysis = {
      ...analysis,
      personalityProfile: {
        ...analysis.personalityProfile,
        industry: 'Healthcare',
        occupation: 'Surgeon',
        myersBriggs: 'ESFJ',
      },
    };
    expect(other.styleArchetype).toBe(analysis.styleArchetype);
    ctx.fake!.reply(
      JSON.stringify({ ...modelBrand, brandStatement: 'The surgeon who leads with calm hands.' }),
    );
    const before = ctx.fake!.requests.length;
    const theirs = await generate(other);
    expect(ctx.fake!.requests.length - before).toBe(1);
    expect(theirs.brandStatement).toBe('The surgeon who leads with calm hands.');
    expect((await generate(analysis)).brandStatement).toBe(modelBrand.brandStatement);
    expect(JSON.stringify(ctx.fake!.requests.at(-1)!.messages)).toContain('Surgeon');
  });

  test('When the model’s styling rules lack the DO’S / DON’TS sections, then the engine’s brand is used', async () => {
    const fresh = { ...analysis, brandSummary: `${analysis.brandSummary} (rules)` };
    ctx.fake!.reply(
      JSON.stringify({ ...modelBrand, stylingRules: 'Wear what you like, always and everywhere.' }),
    );
    const brand = await generate(fresh);
    expect(brand.engine).toBe('offline');
    expect(brand.stylingRules).toMatch(/DO'S:[\s\S]+DON'TS:/);
  });

  test('When the model numbers its rules and puts a semicolon in one, then the brand keeps each rule whole on its own line', async () => {
    const fresh = { ...analysis, brandSummary: `${analysis.brandSummary} (numbered)` };
    ctx.fake!.reply(
      JSON.stringify({
        ...modelBrand,
        stylingRules:
          "DO'S:\n1. Speak as yourself on camera; authenticity outperforms image.\n2. Keep silver hardware.\nDON'TS:\n• Don’t chase every trend; your audience follows you, not them.",
      }),
    );
    const brand = await generate(fresh);
    expect(brand.engine).toBe('ai');
    expect(brand.stylingRules).toBe(
      "DO'S:\n- Speak as yourself on camera; authenticity outperforms image.\n- Keep silver hardware.\n\nDON'TS:\n- Don’t chase every trend; your audience follows you, not them.",
    );
  });

  test('When a field is updated, then the cached brand changes and later reads see the edit', async () => {
    const res = await ctx.post('/api/update-personal-brand', {
      analysis,
      field: 'voiceAndTone',
      value: '  Warm, direct and brief.  ',
    });
    expect(res.status).toBe(200);
    const updated = (await readJson(res)) as PersonalBrand;
    expect(updated.voiceAndTone).toBe('Warm, direct and brief.');
    expect(updated.brandStatement).toBe(modelBrand.brandStatement);
    expect((await generate(analysis)).voiceAndTone).toBe('Warm, direct and brief.');
  });

  test('When the field is unknown or the value empty or too long, then 400 and nothing changes', async () => {
    for (const body of [
      { analysis, field: 'styleArchetype', value: 'x' },
      { analysis, field: 'voiceAndTone', value: '   ' },
      { analysis, field: 'voiceAndTone', value: 'x'.repeat(2001) },
    ]) {
      const res = await ctx.post('/api/update-personal-brand', body);
      expect(res.status).toBe(400);
    }
    expect((await generate(analysis)).voiceAndTone).toBe('Warm, direct and brief.');
  });
});

describeWithInfra('Personal brand without a model', () => {
  let ctx: AnalysisContext;
  useStarted(async () => (ctx = await startAnalysis()));

  test('When no model is configured, then the engine writes a brand from the analysis, with DO’S and DON’TS', async () => {
    const analysis = await readJson(await ctx.post('/api/analyze-style', founderAnswers));
    const res = await ctx.post('/api/generate-personal-brand', { analysis });
    expect(res.status).toBe(200);
    const brand = personalBrandSchema.parse(await readJson(res));
    expect(brand.engine).toBe('offline');
    expect(brand.stylingRules).toMatch(/DO'S:[\s\S]+DON'TS:/);
  });
});
