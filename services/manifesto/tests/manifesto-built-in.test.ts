import {
  MANIFESTO_SECTIONS,
  manifestoGenerateResponseSchema,
  manifestoStartResponseSchema,
  type ManifestoSection,
} from '@uniform/contracts';
import { readJson, useStarted } from '@uniform/test-kit';
import {
  FAMILY_ANSWERS,
  startManifesto,
  talkThroughSection,
  type ManifestoContext,
} from './support/manifesto-context';

describe('Family manifesto on the built-in engine', () => {
  let ctx: ManifestoContext;
  useStarted(async () => (ctx = await startManifesto()));

  test('When a family starts, talks through all seven sections and generates, then the manifesto holds their words', async () => {
    const start = await ctx.post('/api/manifesto/start');
    expect(start.status).toBe(200);
    const opening = manifestoStartResponseSchema.parse(await readJson(start));
    expect(opening.engine).toBe('offline');
    expect(opening.message).toMatch(/Origins/);

    const sections: ManifestoSection[] = [];
    let opener = opening.message;
    for (const [index, meta] of MANIFESTO_SECTIONS.entries()) {
      const { section, next, replies } = await talkThroughSection(
        ctx,
        index,
        opener,
        FAMILY_ANSWERS[meta.id],
      );
      expect(replies).toHaveLength(3);
      expect(replies.every((r) => r.engine === 'offline')).toBe(true);
      expect(replies.slice(0, -1).every((r) => !r.sectionComplete && r.sectionContent === undefined)).toBe(
        true,
      );
      // The section is written from what they said, in the family's voice.
      for (const answer of FAMILY_ANSWERS[meta.id]) {
        const words = answer.split(' ').slice(2, 6).join(' ');
        expect(section.content).toContain(words);
      }
      const nextMeta = MANIFESTO_SECTIONS[index + 1];
      if (nextMeta) expect(next).toContain(nextMeta.title);
      else expect(next).toMatch(/all seven/);
      sections.push(section);
      opener = next;
    }
    expect(sections[0]!.content).toContain('Our grandparents came from Oaxaca');
    expect(sections[2]!.content).toContain('We choose to live by honesty, generosity and courage.');

    const res = await ctx.post('/api/manifesto/generate', { sections });
    expect(res.status).toBe(200);
    const { manifesto, engine } = manifestoGenerateResponseSchema.parse(await readJson(res));
    expect(engine).toBe('offline');
    expect(manifesto.startsWith('# Our Family Manifesto')).toBe(true);
    expect(manifesto).toContain('November 23, 2026');
    expect([...manifesto.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(
      MANIFESTO_SECTIONS.map((s) => s.title),
    );
    expect(manifesto).toContain('To our future selves: keep the table long and the door open.');
  });

  test('When an answer is too short, then the interviewer asks for more before moving on', async () => {
    const first = await ctx.post('/api/manifesto/respond', {
      message: 'Service',
      currentSection: 1,
      conversationHistory: [{ type: 'assistant', content: 'What is your purpose?' }],
    });
    const followUp = (await readJson(first)) as { message: string; sectionComplete: boolean };
    expect(followUp.sectionComplete).toBe(false);
    expect(followUp.message).toMatch(/more/i);

    const second = await ctx.post('/api/manifesto/respond', {
      message: 'to neighbours who need a hand',
      currentSection: 1,
      conversationHistory: [
        { type: 'assistant', content: 'What is your purpose?' },
        { type: 'user', content: 'Service' },
        { type: 'assistant', content: followUp.message },
      ],
    });
    const next = (await readJson(second)) as { message: string };
    expect(next.message).toContain('Service to neighbours who need a hand');
    expect(next.message).toMatch(/Who do you serve beyond your own walls/);
  });

  test('When the body is wrong, then 400 names the field; never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      [{ message: '   ', currentSection: 0 }, /message/i],
      [{ message: 'Hello there friends', currentSection: 7 }, /currentSection/],
      [{ message: 'Hello there friends' }, /section/i],
      [{ message: 'x'.repeat(2001), currentSection: 0 }, /2,000/],
      [
        {
          message: 'Hello there',
          currentSection: 0,
          conversationHistory: [{ type: 'system', content: 'x' }],
        },
        /type/,
      ],
    ];
    for (const [body, pattern] of cases) {
      const res = await ctx.post('/api/manifesto/respond', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await readJson(res))).toMatch(pattern);
    }
    const notJson = await fetch(`${ctx.url}/api/manifesto/respond`, { method: 'POST', body: 'hello' });
    expect(notJson.status).toBe(415);
  });

  test('When generate gets no sections, a duplicate or an unknown one, then 400', async () => {
    const origins = { ...MANIFESTO_SECTIONS[0], content: 'We began in Oaxaca.' };
    for (const sections of [[], [origins, origins], [{ ...origins, id: 'hobbies' }]]) {
      const res = await ctx.post('/api/manifesto/generate', { sections });
      expect(res.status).toBe(400);
    }
    const missing = await ctx.post('/api/manifesto/generate', {});
    expect(missing.status).toBe(400);
  });
});
