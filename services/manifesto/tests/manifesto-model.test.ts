import {
  MANIFESTO_SECTIONS,
  manifestoGenerateResponseSchema,
  manifestoRespondResponseSchema,
  manifestoStartResponseSchema,
  type ManifestoSection,
} from '@uniform/contracts';
import { readJson, useStarted, type ChatCompletionRequestBody } from '@uniform/test-kit';
import {
  FAMILY_ANSWERS,
  startManifesto,
  talkThroughSection,
  type ManifestoContext,
} from './support/manifesto-context';

/** The text of the last message the service sent the model. */
const lastPrompt = (request: ChatCompletionRequestBody) =>
  String(request.messages[request.messages.length - 1]?.content);

const sectionText = (title: string) =>
  `Our ${title.toLowerCase()} is written in our own words. We keep what we said, and we polish only the punctuation of it.`;

describe('Family manifesto against the fake model', () => {
  let ctx: ManifestoContext;
  useStarted(async () => (ctx = await startManifesto({ model: true })));

  test('When the model guides all seven sections and writes the manifesto, then its words come back as the model’s', async () => {
    ctx.fake!.reply(JSON.stringify({ message: 'Welcome, family! Where does your story begin?' }));
    const opening = manifestoStartResponseSchema.parse(
      await readJson(await ctx.post('/api/manifesto/start')),
    );
    expect(opening).toEqual({ message: 'Welcome, family! Where does your story begin?', engine: 'ai' });

    const sections: ManifestoSection[] = [];
    let opener = opening.message;
    for (const [index, meta] of MANIFESTO_SECTIONS.entries()) {
      // The model asks one follow-on question, then writes the section after the second answer.
      ctx.fake!.reply(
        JSON.stringify({
          message: `Tell me more about ${meta.title}?`,
          sectionComplete: false,
          sectionContent: '',
        }),
      );
      ctx.fake!.reply((request) => {
        expect(lastPrompt(request)).toContain(FAMILY_ANSWERS[meta.id][1]);
        return JSON.stringify({
          message: `Lovely. On to the next part.`,
          sectionComplete: true,
          sectionContent: sectionText(meta.title),
        });
      });
      const { section, next, replies } = await talkThroughSection(
        ctx,
        index,
        opener,
        FAMILY_ANSWERS[meta.id],
      );
      expect(replies.map((r) => r.engine)).toEqual(['ai', 'ai']);
      expect(replies[0]!.message).toBe(`Tell me more about ${meta.title}?`);
      expect(section.content).toBe(sectionText(meta.title));
      sections.push(section);
      opener = next;
    }

    const markdown = [
      '```markdown',
      '# The Garcia Family Manifesto',
      ...MANIFESTO_SECTIONS.map((s) => `## ${s.title}\n\n${sectionText(s.title)}`),
      '```',
    ].join('\n');
    ctx.fake!.reply(markdown);
    const res = await ctx.post('/api/manifesto/generate', { sections });
    const { manifesto, engine } = manifestoGenerateResponseSchema.parse(await readJson(res));
    expect(engine).toBe('ai');
    // The code fence the model wrapped it in is taken off.
    expect(manifesto.startsWith('# The Garcia Family Manifesto')).toBe(true);
    expect(manifesto).not.toContain('```');
    const generatePrompt = lastPrompt(ctx.fake!.requests[ctx.fake!.requests.length - 1]!);
    expect(generatePrompt).toContain(sectionText('Legacy'));
  });

  test('When the model fails, times out or answers nonsense, then the built-in engine answers the turn', async () => {
    const body = {
      message: 'My grandparents came from Oaxaca and opened a bakery in San Antonio.',
      currentSection: 0,
      conversationHistory: [{ type: 'assistant', content: 'Where does your story begin?' }],
    };
    ctx.fake!.failNext(500);
    ctx.fake!.delayNext(2_000);
    ctx.fake!.reply('this is not JSON');
    for (let attempt = 0; attempt < 3; attempt++) {
      const reply = manifestoRespondResponseSchema.parse(
        await readJson(await ctx.post('/api/manifesto/respond', body)),
      );
      expect(reply.engine).toBe('offline');
      expect(reply.sectionComplete).toBe(false);
      // The built-in guide's next question, built on what they named.
      expect(reply.message).toContain('your grandparents');
    }
    ctx.fake!.failNext(503);
    const start = manifestoStartResponseSchema.parse(await readJson(await ctx.post('/api/manifesto/start')));
    expect(start.engine).toBe('offline');
    expect(start.message).toMatch(/seven sections/);
  });

  test('When the model closes a section after one answer or with no text, then the built-in engine answers instead', async () => {
    const body = {
      message: 'To make every person at our table feel like they belong.',
      currentSection: 1,
      conversationHistory: [{ type: 'assistant', content: 'What is your purpose?' }],
    };
    ctx.fake!.reply(
      JSON.stringify({ message: 'Done!', sectionComplete: true, sectionContent: sectionText('Mission') }),
    );
    const early = manifestoRespondResponseSchema.parse(
      await readJson(await ctx.post('/api/manifesto/respond', body)),
    );
    expect(early).toMatchObject({ engine: 'offline', sectionComplete: false });

    const history = [
      ...body.conversationHistory,
      { type: 'user', content: body.message },
      { type: 'assistant', content: 'Who do you serve?' },
      { type: 'user', content: 'Our parish food pantry and the Little League team.' },
      { type: 'assistant', content: 'How would people describe you?' },
    ];
    ctx.fake!.reply(JSON.stringify({ message: 'Thanks!', sectionComplete: true, sectionContent: '  ' }));
    const empty = manifestoRespondResponseSchema.parse(
      await readJson(
        await ctx.post('/api/manifesto/respond', {
          message: 'That we showed up early with bread.',
          currentSection: 1,
          conversationHistory: history,
        }),
      ),
    );
    // The built-in engine has all three answers, so it writes the section itself.
    expect(empty.engine).toBe('offline');
    expect(empty.sectionComplete).toBe(true);
    expect(empty.sectionContent).toContain(
      'We show up for our parish food pantry and the Little League team.',
    );
  });

  test('When the model’s manifesto drops a section, then the built-in manifesto is returned', async () => {
    const sections = MANIFESTO_SECTIONS.slice(0, 2).map((meta) => ({
      ...meta,
      content: sectionText(meta.title),
    }));
    ctx.fake!.reply('# Manifesto\n\n## Origins\n\nOnly one section.');
    const res = await ctx.post('/api/manifesto/generate', { sections });
    const { manifesto, engine } = manifestoGenerateResponseSchema.parse(await readJson(res));
    expect(engine).toBe('offline');
    expect(manifesto).toContain('## Mission');
  });
});
