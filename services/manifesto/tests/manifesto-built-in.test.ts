import {
  MANIFESTO_SECTIONS,
  manifestoGenerateResponseSchema,
  manifestoStartResponseSchema,
  type ManifestoSection,
} from '@uniform/contracts';
import { readJson, useStarted } from '@uniform/test-kit';
import {
  ECHO_WORDS,
  FAMILY_ANSWERS,
  FOLLOW_UPS,
  startManifesto,
  talkThroughSection,
  type ManifestoContext,
} from './support/manifesto-context';
import { longestSharedRun, proseProblems, questionsIn } from './support/prose-checks';

type Reply = { message: string; sectionComplete: boolean; sectionContent?: string };

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
      // Each question builds on the answer before it without reading it back.
      replies.slice(0, -1).forEach((reply, i) => {
        expect(longestSharedRun(FAMILY_ANSWERS[meta.id][i]!, reply.message)).toBeLessThan(ECHO_WORDS);
      });
      // The section is prose in the family's voice, written from every answer, none pasted in.
      expect(proseProblems(section.content, FAMILY_ANSWERS[meta.id])).toEqual([]);
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

  test.each(FOLLOW_UPS)(
    'When section %i is answered "%s", then the next question picks up "%s" and does not read the answer back',
    async (currentSection, message, pickedUp) => {
      const res = await ctx.post('/api/manifesto/respond', {
        message,
        currentSection,
        conversationHistory: [{ type: 'assistant', content: 'The first question of the section.' }],
      });
      expect(res.status).toBe(200);
      const reply = (await readJson(res)) as Reply;
      expect(reply.sectionComplete).toBe(false);
      expect(reply.message).toContain(pickedUp);
      expect(longestSharedRun(message, reply.message)).toBeLessThan(ECHO_WORDS);
    },
  );

  test('When two families give different first answers, then each is asked its own question', async () => {
    const ask = async (message: string) =>
      ((await readJson(await ctx.post('/api/manifesto/respond', { message, currentSection: 0 }))) as Reply)
        .message;
    const [rosa, cork] = FOLLOW_UPS.filter(([section]) => section === 0).map(([, answer]) => answer);
    const [first, second] = await Promise.all([ask(rosa!), ask(cork!)]);
    // Not only a different quote before the same question: the question itself is theirs.
    expect(questionsIn(first)).not.toEqual(questionsIn(second));
    expect(questionsIn(first).join(' ')).toContain('Rosa');
    expect(questionsIn(second).join(' ')).toContain('Cork');
  });

  test('When the family answers "idk", then the guide asks something gentler and concrete, then builds on the real answer', async () => {
    const opener = { type: 'assistant' as const, content: 'Where does your story begin?' };
    const vague = (await readJson(
      await ctx.post('/api/manifesto/respond', {
        message: 'idk',
        currentSection: 0,
        conversationHistory: [opener],
      }),
    )) as Reply;
    expect(vague.sectionComplete).toBe(false);
    expect(vague.message).toMatch(/all right|no pressure/i);
    expect(vague.message).toMatch(/grandparent/);
    expect(vague.message).not.toMatch(/idk/i);

    const real = (await readJson(
      await ctx.post('/api/manifesto/respond', {
        message: 'My great-grandfather Tomas was a tailor in Puebla.',
        currentSection: 0,
        conversationHistory: [
          opener,
          { type: 'user', content: 'idk' },
          { type: 'assistant', content: vague.message },
        ],
      }),
    )) as Reply;
    expect(real.message).toContain('your great-grandfather Tomas');
    expect(real.message).not.toMatch(/idk/i);
  });

  test('When an answer is too short, then the interviewer asks for more before moving on', async () => {
    const first = await ctx.post('/api/manifesto/respond', {
      message: 'Service',
      currentSection: 1,
      conversationHistory: [{ type: 'assistant', content: 'What is your purpose?' }],
    });
    const followUp = (await readJson(first)) as Reply;
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
    // The two answers are read as one ("Service to neighbours who need a hand") and built on.
    const next = (await readJson(second)) as { message: string };
    expect(next.message).toMatch(/put service into practice beyond your own walls/);
    expect(longestSharedRun('Service to neighbours who need a hand', next.message)).toBeLessThan(3);
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
