import {
  analysisSchema,
  fallbackArchetypesResponseSchema,
  isInsufficientAnalysis,
  personalityReadingResponseSchema,
} from '@uniform/contracts';
import { colourSensitivity } from '@uniform/style-engine';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { startAnalysis, type AnalysisContext } from './support/analysis-context';

describeWithInfra('Fallback archetypes and personality reading', () => {
  let ctx: AnalysisContext;
  useStarted(async () => (ctx = await startAnalysis({ model: true })));

  test('When the archetypes are listed, then each has a description and style icons', async () => {
    const res = await fetch(`${ctx.url}/api/fallback-archetypes`);
    const archetypes = fallbackArchetypesResponseSchema.parse(await readJson(res));
    expect(archetypes.length).toBeGreaterThanOrEqual(8);
    expect(archetypes.every((a) => a.styleIcons.length >= 3)).toBe(true);
  });

  test('When an archetype and one of its icons are chosen, then a full analysis comes back', async () => {
    const [first] = fallbackArchetypesResponseSchema.parse(
      await readJson(await fetch(`${ctx.url}/api/fallback-archetypes`)),
    );
    ctx.fake!.failNext(500);
    const res = await ctx.post('/api/style-analysis/fallback', {
      selectedArchetype: first!.name,
      selectedStyleIcon: first!.styleIcons[1],
      basicUserData: { industry: 'Design', zipCode: '60601' },
    });
    expect(res.status).toBe(200);
    const analysis = analysisSchema.parse(await readJson(res));
    expect(analysis.styleArchetype).toBe(first!.name);
    expect(analysis.styleIcon.name).toBe(first!.styleIcons[1]);
    expect(isInsufficientAnalysis(analysis)).toBe(false);
    expect(analysis.regionalStyle.region).toMatch(/Chicago/);
  });

  test('When an archetype is chosen with colouring answers, then the season says what would change it; without them, the starting palette says nothing of the kind', async () => {
    const [first] = fallbackArchetypesResponseSchema.parse(
      await readJson(await fetch(`${ctx.url}/api/fallback-archetypes`)),
    );
    const choice = { selectedArchetype: first!.name, selectedStyleIcon: first!.styleIcons[0] };
    const colouring = {
      veinColor: 'blue-purple',
      sunReaction: 'burn',
      jewelryPreference: 'silver',
      eyeColor: 'Blue',
      skinTone: 'Fair',
      hairColor: 'Light Blonde',
    } as const;

    ctx.fake!.failNext(500);
    const answered = analysisSchema.parse(
      await readJson(await ctx.post('/api/style-analysis/fallback', { ...choice, basicUserData: colouring })),
    );
    expect(answered.colorAnalysis.whatWouldChange).toEqual(colourSensitivity(colouring)!.sentences);

    ctx.fake!.failNext(500);
    const skipped = analysisSchema.parse(
      await readJson(
        await ctx.post('/api/style-analysis/fallback', { ...choice, basicUserData: { industry: 'Law' } }),
      ),
    );
    expect(skipped.colorAnalysis.confidence).toBe('low');
    expect(skipped.colorAnalysis.whatWouldChange).toBeUndefined();
  });

  test('When a choice is missing or unknown, then 400 with the spec message or the reason', async () => {
    const missing = await ctx.post('/api/style-analysis/fallback', {
      selectedArchetype: 'The Modern Classic',
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await readJson(missing))).toContain(
      'Please select both an archetype and style icon',
    );
    const unknown = await ctx.post('/api/style-analysis/fallback', {
      selectedArchetype: 'Nope',
      selectedStyleIcon: 'X',
    });
    expect(unknown.status).toBe(400);
    expect(((await readJson(unknown)) as { message: string }).message).toContain('Unknown archetype');
  });

  test('When the model writes the reading, then it is returned as the model’s', async () => {
    ctx.fake!.reply('Your Leo sun and Cancer sidereal sign meet in a Virgo-like need for order.');
    const res = await ctx.post('/api/personality-reading', {
      actualSign: 'Leo',
      siderealSign: 'Cancer',
      closestSign: 'Virgo',
    });
    expect(personalityReadingResponseSchema.parse(await readJson(res))).toEqual({
      reading: 'Your Leo sun and Cancer sidereal sign meet in a Virgo-like need for order.',
      engine: 'ai',
    });
  });

  test('When the model fails, then the engine writes a reading naming all three signs', async () => {
    ctx.fake!.failNext(503);
    const res = await ctx.post('/api/personality-reading', {
      actualSign: 'Sagittarius',
      siderealSign: 'Ophiuchus',
      closestSign: 'Aries',
    });
    const { reading, engine } = personalityReadingResponseSchema.parse(await readJson(res));
    expect(engine).toBe('offline');
    for (const sign of ['Sagittarius', 'Ophiuchus', 'Aries']) expect(reading).toContain(sign);
  });

  test('When a sign is not a sign, then 400', async () => {
    const res = await ctx.post('/api/personality-reading', {
      actualSign: 'Ophiuchus',
      siderealSign: 'Leo',
      closestSign: 'Leo',
    });
    expect(res.status).toBe(400);
  });
});
