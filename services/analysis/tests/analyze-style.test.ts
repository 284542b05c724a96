import {
  analysisSchema,
  buildFintechFounderAnswers,
  isInsufficientAnalysis,
  type Analysis,
} from '@uniform/contracts';
import { analyzeColour, auditAnalysis, colourSensitivity } from '@uniform/style-engine';
import { describeWithInfra, postJsonText, readJson, useStarted } from '@uniform/test-kit';
import {
  founderAnswers,
  modelNarrative,
  startAnalysis,
  type AnalysisContext,
} from './support/analysis-context';

describeWithInfra('POST /api/analyze-style without a model (built-in engine)', () => {
  let ctx: AnalysisContext;
  useStarted(async () => (ctx = await startAnalysis()));

  test('When a visitor sends full answers, then a complete analysis built from them comes back, marked offline', async () => {
    const res = await ctx.post('/api/analyze-style', { ...founderAnswers, captchaAnswer: 7 });
    expect(res.status).toBe(200);
    // The headers res.json sent, less the ETag (an answer to a POST is never revalidated).
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const text = await res.clone().text();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const analysis = analysisSchema.parse(await readJson(res));
    expect(isInsufficientAnalysis(analysis)).toBe(false);
    expect(analysis.engine).toBe('offline');
    expect(analysis.colorAnalysis.season).toMatch(/Winter/);
    expect(analysis.personalityProfile).toMatchObject({ industry: 'Software', zipCode: '94105' });
    expect(analysis.uniformPieces).toHaveLength(12);
    expect(analysis.generatedAt).toBe('2026-11-23T09:00:00.000Z');
    expect(JSON.stringify(analysis)).not.toContain('captchaAnswer');
  });

  test('When a visitor sends full answers, then the colour result says what would change it, and every change it names gives that season', async () => {
    const res = await ctx.post('/api/analyze-style', founderAnswers);
    const analysis = analysisSchema.parse(await readJson(res));
    const sensitivity = colourSensitivity(founderAnswers)!;

    expect(analysis.colorAnalysis.season).toBe(sensitivity.season);
    expect(analysis.colorAnalysis.whatWouldChange).toEqual(sensitivity.sentences);
    expect(sensitivity.sentences.length).toBeGreaterThan(0);
    for (const change of sensitivity.changes) {
      expect(analyzeColour({ ...founderAnswers, [change.field]: change.answer }).season).toBe(change.season);
      expect(change.sentence.endsWith(`, you would be ${change.season}.`)).toBe(true);
    }
    expect(
      auditAnalysis(founderAnswers, analysis).filter((fault) => /whatWouldChange/.test(fault.where)),
    ).toEqual([]);
  });

  test('When the answers have neither colouring nor preferences, then the placeholder comes back', async () => {
    const res = await ctx.post('/api/analyze-style', { industry: 'Law', budget: 2000 });
    expect(res.status).toBe(200);
    const analysis = (await readJson(res)) as Analysis;
    expect(analysis.showArchetypeSelection).toBe(true);
    expect(analysis.colorAnalysis.season).toBe('Insufficient Data');
  });

  test('When an answer breaks its rule, then 400 names the field with the spec message', async () => {
    const res = await ctx.post('/api/analyze-style', {
      ...founderAnswers,
      zipCode: '123',
      coreValues: ['Joy'],
    });
    expect(res.status).toBe(400);
    const body = (await readJson(res)) as { code: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'zipCode', message: 'Please enter a valid ZIP code' },
        { path: 'coreValues', message: 'Please select at least 3 core values' },
      ]),
    );
  });

  test('When the body is not JSON, then 400 or 415, never 500', async () => {
    const res = await postJsonText(`${ctx.url}/api/analyze-style`, '{"styleFilms": [');
    expect(res.status).toBe(400);
  });
});

// Long enough for a real model answer on a loaded machine; the timeout test waits it out once.
const MODEL_DEADLINE_MS = 1_500;

describeWithInfra('POST /api/analyze-style with a model', () => {
  let ctx: AnalysisContext;
  useStarted(async () => (ctx = await startAnalysis({ model: true, timeoutMs: MODEL_DEADLINE_MS })));

  test('When the model answers a valid narrative, then it is used and the engine facts are kept', async () => {
    ctx.fake!.reply(JSON.stringify(modelNarrative));
    const offline = analysisSchema.parse(await readJson(await startOffline(founderAnswers)));
    const res = await ctx.post('/api/analyze-style', founderAnswers);
    const analysis = analysisSchema.parse(await readJson(res));
    expect(analysis.engine).toBe('ai');
    expect(analysis.brandSummary).toBe(modelNarrative.brandSummary);
    expect(analysis.styleStrategy).toBe(modelNarrative.styleStrategy);
    expect(analysis.platformCues).toMatchObject({ LinkedIn: modelNarrative.platformCues.linkedIn });
    // Facts are the engine's.
    expect(analysis.styleArchetype).toBe(offline.styleArchetype);
    expect(analysis.colorAnalysis.season).toBe(offline.colorAnalysis.season);
    expect(analysis.colorAnalysis.recommendedColors).toEqual(offline.colorAnalysis.recommendedColors);
    expect(analysis.colorAnalysis.whatWouldChange).toEqual(offline.colorAnalysis.whatWouldChange);
    expect(analysis.colorAnalysis.whatWouldChange?.length).toBeGreaterThan(0);
    expect(analysis.brandRecommendations).toEqual(offline.brandRecommendations);
    expect(analysis.uniformPieces).toEqual(offline.uniformPieces);
    // One structured call with the schema, and the answers in the prompt.
    const request = ctx.fake!.requests.at(-1)!;
    expect(request.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'style_narrative' },
    });
    expect(JSON.stringify(request.messages)).toContain('cloud costs legible');
  });

  test('When the model is slower than the deadline, then the engine answers offline after the deadline and the model call is cancelled', async () => {
    // The model would answer after 30 s; only the deadline can end the request sooner.
    ctx.fake!.delayNext(30_000);
    const hungUp = ctx.fake!.nextHangUp();
    const started = Date.now();
    const res = await ctx.post('/api/analyze-style', founderAnswers);
    const elapsed = Date.now() - started;
    const analysis = analysisSchema.parse(await readJson(res));
    expect(analysis.engine).toBe('offline');
    // After the deadline, before it plus a margin a busy machine cannot use up, and the fake saw the hang-up.
    expect(elapsed).toBeGreaterThanOrEqual(MODEL_DEADLINE_MS - 10);
    expect(elapsed).toBeLessThan(MODEL_DEADLINE_MS + 2_000);
    await hungUp;
  });

  test('When the model answers invalid JSON or a broken narrative, then the engine answers', async () => {
    ctx.fake!.reply('{"brandSummary": "cut off');
    expect(
      analysisSchema.parse(await readJson(await ctx.post('/api/analyze-style', founderAnswers))).engine,
    ).toBe('offline');
    ctx.fake!.reply(JSON.stringify({ ...modelNarrative, brandSummary: 'too short' }));
    expect(
      analysisSchema.parse(await readJson(await ctx.post('/api/analyze-style', founderAnswers))).engine,
    ).toBe('offline');
  });

  test('When the model API fails, then the engine answers', async () => {
    ctx.fake!.failNext(500);
    const res = await ctx.post('/api/analyze-style', founderAnswers);
    expect(res.status).toBe(200);
    expect(((await readJson(res)) as Analysis).engine).toBe('offline');
  });

  test('When the answers are insufficient, then the model is not called', async () => {
    const before = ctx.fake!.requests.length;
    await ctx.post('/api/analyze-style', { budget: 500 });
    expect(ctx.fake!.requests.length).toBe(before);
  });

  async function startOffline(answers: object): Promise<Response> {
    const offline = await startAnalysis();
    try {
      return new Response(JSON.stringify(await readJson(await offline.post('/api/analyze-style', answers))));
    } finally {
      await offline.close();
    }
  }
});

describeWithInfra('POST /api/analyze-style: the model narrative is audited against the answers', () => {
  // The fintech founder of issue 19: feminine expression, disliked Aimé Leon Dore.
  const founder = buildFintechFounderAnswers();
  const cleanNarrative = {
    brandSummary:
      'You are building payments infrastructure for independent clinics, and your wardrobe should read as exact and calm as the product: sharp lines, one strong color, nothing that asks for a second look.',
    styleIconDescription:
      'A uniform that settles the question of what to wear before the board meeting starts.',
    colorRationale:
      'Cool undertones, dark hair and bright eyes give the clear, high contrast of a Bright Winter.',
    styleStrategy:
      'Own one tailored silhouette and repeat it from investor pitches to industry dinners, so the room remembers the argument.',
    audienceId: 'Clinic owners, payments partners and the investors who back regulated fintech.',
    platformCues: {
      linkedIn: 'A headshot in your strongest jewel tone against a plain wall.',
      instagram: 'Behind-the-build moments from the clinics you serve.',
      x: 'Short, exact threads on payments, one idea each.',
      podcastAndVideo: 'A dark, structured jacket against a light backdrop.',
    },
    referenceIcons: ['Carolyn Bessette-Kennedy'],
  };

  let ctx: AnalysisContext;
  let engine: Analysis;
  useStarted(async () => {
    ctx = await startAnalysis({ model: true, timeoutMs: MODEL_DEADLINE_MS });
    const offline = await startAnalysis();
    try {
      engine = analysisSchema.parse(await readJson(await offline.post('/api/analyze-style', founder)));
    } finally {
      await offline.close();
    }
    return ctx;
  });

  /** What the audit finds in an answer that it does not find in the engine's own analysis: the model's faults. */
  const faultsBeyondEngine = (analysis: Analysis) => {
    const engineFaults = new Set(auditAnalysis(founder, engine).map((fault) => JSON.stringify(fault)));
    return auditAnalysis(founder, analysis).filter((fault) => !engineFaults.has(JSON.stringify(fault)));
  };

  test('When the model names her disliked brand and a silk tie, then those fields are the engine’s, the clean ones stay the model’s, and the audit passes', async () => {
    ctx.fake!.reply(
      JSON.stringify({
        ...cleanNarrative,
        brandSummary: `${cleanNarrative.brandSummary} Think Aimé Leon Dore for the weekend.`,
        styleStrategy: `${cleanNarrative.styleStrategy} Finish every pitch look with a silk tie.`,
      }),
    );
    const res = await ctx.post('/api/analyze-style', founder);
    const analysis = analysisSchema.parse(await readJson(res));

    expect(faultsBeyondEngine(analysis)).toEqual([]);
    expect(JSON.stringify(analysis)).not.toMatch(/silk tie|Think Aimé Leon Dore/);
    expect(analysis.brandSummary).toBe(engine.brandSummary);
    expect(analysis.styleStrategy).toBe(engine.styleStrategy);
    // The fields the model wrote cleanly are still the model's.
    expect(analysis.engine).toBe('ai');
    expect(analysis.audienceId).toBe(cleanNarrative.audienceId);
    expect(analysis.styleIcon.description).toBe(cleanNarrative.styleIconDescription);
    expect(analysis.platformCues).toMatchObject({ LinkedIn: cleanNarrative.platformCues.linkedIn });
  });

  test('When one platform cue has a text fault, then only that cue is the engine’s', async () => {
    ctx.fake!.reply(
      JSON.stringify({
        ...cleanNarrative,
        platformCues: { ...cleanNarrative.platformCues, x: 'Short threads on payments.. one idea each.' },
      }),
    );
    const analysis = analysisSchema.parse(await readJson(await ctx.post('/api/analyze-style', founder)));

    expect(faultsBeyondEngine(analysis)).toEqual([]);
    const engineCues = engine.platformCues as Record<string, string>;
    expect(analysis.platformCues).toEqual({
      LinkedIn: cleanNarrative.platformCues.linkedIn,
      Instagram: cleanNarrative.platformCues.instagram,
      X: engineCues.X,
      'Podcast & Video': cleanNarrative.platformCues.podcastAndVideo,
    });
  });

  test('When the model narrative is clean, then it is kept word for word', async () => {
    ctx.fake!.reply(JSON.stringify(cleanNarrative));
    const analysis = analysisSchema.parse(await readJson(await ctx.post('/api/analyze-style', founder)));

    expect(faultsBeyondEngine(analysis)).toEqual([]);
    expect(analysis.engine).toBe('ai');
    expect(analysis).toMatchObject({
      brandSummary: cleanNarrative.brandSummary,
      styleIcon: { name: engine.styleIcon.name, description: cleanNarrative.styleIconDescription },
      colorAnalysis: { rationale: cleanNarrative.colorRationale },
      styleStrategy: cleanNarrative.styleStrategy,
      audienceId: cleanNarrative.audienceId,
      platformCues: {
        LinkedIn: cleanNarrative.platformCues.linkedIn,
        Instagram: cleanNarrative.platformCues.instagram,
        X: cleanNarrative.platformCues.x,
        'Podcast & Video': cleanNarrative.platformCues.podcastAndVideo,
      },
      referenceIcons: cleanNarrative.referenceIcons,
    });
  });

  test('When the model repeats a sentence of the engine’s own text, then the whole narrative is the engine’s', async () => {
    const engineSentence = engine.regionalStyle.culturalContext.split(/(?<=[.!?])\s+/)[0]!;
    ctx.fake!.reply(
      JSON.stringify({ ...cleanNarrative, brandSummary: `${engineSentence} ${cleanNarrative.brandSummary}` }),
    );
    const analysis = analysisSchema.parse(await readJson(await ctx.post('/api/analyze-style', founder)));

    expect(faultsBeyondEngine(analysis)).toEqual([]);
    expect(analysis.engine).toBe('offline');
    expect(analysis.brandSummary).toBe(engine.brandSummary);
    expect(analysis.audienceId).toBe(engine.audienceId);
  });
});

describeWithInfra('POST /api/analyze-style as production checks it (engineCheck structural)', () => {
  let full: AnalysisContext;
  let production: AnalysisContext;
  useStarted(async () => {
    full = await startAnalysis();
    production = await startAnalysis({ engineCheck: 'structural' });
    return { close: async () => Promise.all([full.close(), production.close()]).then(() => undefined) };
  });

  test('When varied answers are posted to both, then production sends the same bytes and headers as the full contract check, and every answer passes the contract', async () => {
    const varied = [
      founderAnswers,
      { ...founderAnswers, eyeColor: 'Amber', skinTone: 'Olive', hairColor: 'Auburn', veinColor: 'green' },
      { ...founderAnswers, hairColor: ['Dark Brown', 'Grey / Silver'], sunReaction: 'both', budget: 8000 },
      { industry: 'Law', budget: 2000 },
      { ...founderAnswers, budget: -5 },
    ];
    for (const answers of varied) {
      const [a, b] = await Promise.all([
        full.post('/api/analyze-style', answers),
        production.post('/api/analyze-style', answers),
      ]);
      expect(b.status).toBe(a.status);
      expect(b.headers.get('content-type')).toBe(a.headers.get('content-type'));
      const [textA, textB] = await Promise.all([a.text(), b.text()]);
      expect(textB).toBe(textA);
      if (b.status === 200) expect(() => analysisSchema.parse(JSON.parse(textB))).not.toThrow();
    }
  });
});
