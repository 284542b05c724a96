import { dailyMeditationSchema } from '@uniform/contracts';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { rotationDayFor } from '../src/domain/daily-rotation.data';
import { startMeditation, type MeditationContext } from './support/meditation-context';

jest.setTimeout(30_000);

const modelDay = {
  theme: 'Clarity in the Fog',
  meditation: 'Breathe slowly and let the noise settle like snow in a globe.',
  actionStep: 'Write down the one decision you are avoiding and decide it by noon.',
  scripture: '"Be still, and know that I am God." — Psalm 46:10',
  journalPrompt: 'What becomes clear when you stop rushing?',
  quote: { text: 'Simplify, simplify.', author: 'Henry David Thoreau' },
};

describeWithInfra('daily meditation, built-in rotation', () => {
  let ctx: MeditationContext;
  useStarted(async () => (ctx = await startMeditation({ now: () => new Date('2026-11-23T03:30:00.000Z') })));

  test('When a visitor asks for a date, then every section of that day is filled from the rotation', async () => {
    const res = await ctx.get('/api/daily-meditation?date=2026-11-23');
    expect(res.status).toBe(200);
    const day = dailyMeditationSchema.parse(await readJson(res));
    const expected = rotationDayFor('2026-11-23');
    expect(day).toEqual({ date: '2026-11-23', engine: 'offline', ...expected });
  });

  test("When the caller sends a time zone, then today is the caller's local date", async () => {
    const la = dailyMeditationSchema.parse(
      await readJson(await ctx.get('/api/daily-meditation?timeZone=America/Los_Angeles')),
    );
    const tokyo = dailyMeditationSchema.parse(
      await readJson(await ctx.get('/api/daily-meditation?timeZone=Asia/Tokyo')),
    );
    const utc = dailyMeditationSchema.parse(await readJson(await ctx.get('/api/daily-meditation')));
    expect([la.date, tokyo.date, utc.date]).toEqual(['2026-11-22', '2026-11-23', '2026-11-23']);
    expect(la.theme).not.toBe(tokyo.theme);
  });

  test('When the time zone or date is not valid, then 400 with the reason', async () => {
    const zone = await ctx.get('/api/daily-meditation?timeZone=Mars/Olympus_Mons');
    expect(zone.status).toBe(400);
    expect(await readJson(zone)).toMatchObject({ message: 'Unknown time zone "Mars/Olympus_Mons".' });
    const date = await ctx.get('/api/daily-meditation?date=yesterday');
    expect(date.status).toBe(400);
  });
});

describeWithInfra('daily meditation, model-written', () => {
  let ctx: MeditationContext;
  useStarted(async () => (ctx = await startMeditation({ model: true })));

  test('When many readers ask at once, then the model writes the day once and it is cached', async () => {
    ctx.fake!.reply(JSON.stringify(modelDay));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ctx.get('/api/daily-meditation?date=2026-12-01').then(readJson)),
    );
    for (const answer of answers)
      expect(dailyMeditationSchema.parse(answer)).toEqual({ date: '2026-12-01', engine: 'ai', ...modelDay });
    expect(ctx.fake!.requests).toHaveLength(1);
    const later = await readJson(await ctx.get('/api/daily-meditation?date=2026-12-01'));
    expect(later.theme).toBe('Clarity in the Fog');
    expect(ctx.fake!.requests).toHaveLength(1);
    const ttl = await ctx.redis.client.ttl(`${ctx.redis.keyPrefix}daily:2026-12-01`);
    expect(ttl).toBeGreaterThan(86_000);
    expect(ttl).toBeLessThanOrEqual(86_400);
  });

  test('When the model fails or leaves a section empty, then the rotation fills the day', async () => {
    ctx.fake!.failNext(503);
    const failed = dailyMeditationSchema.parse(
      await readJson(await ctx.get('/api/daily-meditation?date=2026-12-02')),
    );
    expect(failed).toEqual({ date: '2026-12-02', engine: 'offline', ...rotationDayFor('2026-12-02') });

    ctx.fake!.reply(JSON.stringify({ ...modelDay, meditation: '   ' }));
    const empty = dailyMeditationSchema.parse(
      await readJson(await ctx.get('/api/daily-meditation?date=2026-12-03')),
    );
    expect(empty.engine).toBe('offline');
    expect(empty.meditation).toBe(rotationDayFor('2026-12-03').meditation);
  });
});
