import {
  analysisSchema,
  buildColorMeasurements,
  type Analysis,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import { analyzeColour, colourSensitivity } from '@uniform/style-engine';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { founderAnswers, startAnalysis, type AnalysisContext } from './support/analysis-context';

/** The founder with every undertone answer 'both' and hazel eyes: the answers alone lean nowhere. */
const undecidedAnswers: QuestionnaireAnswers = {
  ...founderAnswers,
  veinColor: 'both',
  sunReaction: 'both',
  jewelryPreference: 'both',
  eyeColor: 'Light Brown / Hazel',
  hairColor: 'Medium Brown',
  skinTone: 'Medium',
};
const warmPhoto = buildColorMeasurements({ skin: { L: 57, h: 64 }, hair: { L: 32 }, iris: { L: 38 } });
const coolPhoto = buildColorMeasurements({ skin: { L: 57, h: 41 }, hair: { L: 32 }, iris: { L: 38 } });

const familyOf = (season: string) => season.split(' ')[1];

describeWithInfra("POST /api/analyze-style with a photo's color measurements", () => {
  let ctx: AnalysisContext;
  useStarted(async () => (ctx = await startAnalysis()));

  const analyze = async (answers: QuestionnaireAnswers): Promise<Analysis> => {
    const res = await ctx.post('/api/analyze-style', answers);
    expect(res.status).toBe(200);
    return analysisSchema.parse(await readJson(res));
  };

  test('When undecided answers come with a warm or a cool photo, then the season follows the photo and says so', async () => {
    const warm = await analyze({ ...undecidedAnswers, colorMeasurements: warmPhoto });
    const cool = await analyze({ ...undecidedAnswers, colorMeasurements: coolPhoto });

    expect(['Spring', 'Autumn']).toContain(familyOf(warm.colorAnalysis.season));
    expect(['Summer', 'Winter']).toContain(familyOf(cool.colorAnalysis.season));
    expect(warm.colorAnalysis.season).toBe(
      analyzeColour({ ...undecidedAnswers, colorMeasurements: warmPhoto }).season,
    );
    expect(warm.colorAnalysis.rationale).toContain('the golden skin in your photo (hue angle 64°)');
    expect(cool.colorAnalysis.rationale).toContain('the rosy skin in your photo (hue angle 41°)');
  });

  test('When a photo is sent, then what would change the season is worked out with the photo kept', async () => {
    const answers = { ...undecidedAnswers, colorMeasurements: warmPhoto };
    const analysis = await analyze(answers);
    const sensitivity = colourSensitivity(answers)!;

    expect(analysis.colorAnalysis.season).toBe(sensitivity.season);
    expect(analysis.colorAnalysis.whatWouldChange).toEqual(sensitivity.sentences);
    for (const change of sensitivity.changes) {
      expect(analyzeColour({ ...answers, [change.field]: change.answer }).season).toBe(change.season);
    }
  });

  test('When a measurement is out of range or contradicts its samples, then 400 names the field, and the next request is unaffected', async () => {
    const before = await analyze(founderAnswers);
    const keysBefore = await ctx.redis.client.keys(`${ctx.redis.keyPrefix}*`);

    const res = await ctx.post('/api/analyze-style', {
      ...founderAnswers,
      colorMeasurements: { ...warmPhoto, skin: { ...warmPhoto.skin, L: 140 }, undertone: 'Cool' },
    });

    expect(res.status).toBe(400);
    const body = (await readJson(res)) as { code: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual([
      { path: 'colorMeasurements.skin.L', message: 'Skin lightness (L*) must be a number from 0 to 100' },
    ]);

    const contradicting = await ctx.post('/api/analyze-style', {
      ...founderAnswers,
      colorMeasurements: { ...warmPhoto, undertone: 'Cool' },
    });
    expect(contradicting.status).toBe(400);
    expect(((await readJson(contradicting)) as { issues: unknown[] }).issues).toEqual([
      { path: 'colorMeasurements.undertone', message: 'Undertone must be Warm for a skin hue angle of 64°' },
    ]);

    expect(await ctx.redis.client.keys(`${ctx.redis.keyPrefix}*`)).toEqual(keysBefore);
    expect(await analyze(founderAnswers)).toEqual(before);
  });

  test('When a photo carries an image or other unknown keys, then they are dropped and never echoed back', async () => {
    const analysis = await analyze({
      ...undecidedAnswers,
      colorMeasurements: { ...warmPhoto, image: 'data:image/jpeg;base64,/9j/4AAQ' } as typeof warmPhoto,
    });

    expect(analysis.colorAnalysis.season).toBe(
      analyzeColour({ ...undecidedAnswers, colorMeasurements: warmPhoto }).season,
    );
    expect(JSON.stringify(analysis)).not.toContain('base64');
  });
});
