import type { Analysis } from '@uniform/contracts';
import { buildAnalysis } from '@uniform/style-engine';
import { buildAnalysisFixture, buildAnswersFixture, useStarted } from '@uniform/test-kit';
import { lookBody } from '../src/domain/responder-text';
import { startChat, type ChatContext } from './support/chat-context';

/** A teacher (fixture: Soft Summer, The Grounded Mentor, entry) and a founder built by the engine. */
const teacher = buildAnalysisFixture();
const founder = buildAnalysis(buildAnswersFixture());

let chat: ChatContext;
useStarted(async () => (chat = await startChat()));

async function ask(path: string, message: string, analysis: Analysis, extra: object = {}) {
  const res = await chat.post(path, { message, analysis, chatHistory: [], ...extra });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { response: string; engine: string };
  expect(body.engine).toBe('offline');
  return body.response;
}

describe.each([
  ['teacher', teacher],
  ['founder', founder],
])('Scottie without a model, for the %s', (_who, analysis) => {
  const season = analysis.colorAnalysis.season;
  // Named mid-sentence, as the engine names it: "As the Grounded Mentor, …".
  const archetype = analysis.styleArchetype.replace(/^The /, 'the ');
  const tierLabel = (analysis.personalityProfile.budget ?? 0) >= 1500 ? 'Mid-Market' : 'Entry Level';

  test('When asked what to wear to a pitch, then the answer is their own pitch look with their season and archetype', async () => {
    const answer = await ask('/api/chat-stylist', 'What should I wear to an investor pitch?', analysis);
    expect(answer).toContain(lookBody(analysis.eventLooks.pitchMeeting));
    expect(answer).toContain(season);
    expect(answer).toContain(archetype);
  });

  test('When asked about a conference and networking, then each gets its own look', async () => {
    expect(await ask('/api/chat-stylist', 'Outfit for a conference keynote?', analysis)).toContain(
      `for a conference or time on stage I would wear this: ${lookBody(analysis.eventLooks.conference)}`,
    );
    expect(await ask('/api/chat-stylist', 'What do I wear to a networking mixer?', analysis)).toContain(
      `for networking and social events I would wear this: ${lookBody(analysis.eventLooks.networking)}`,
    );
  });

  test('When asked which colours, then their season, undertone and first recommended colour are named', async () => {
    const answer = await ask('/api/chat-stylist', 'Which colours suit me?', analysis);
    expect(answer).toContain(`You are a ${season}`);
    expect(answer).toContain(analysis.colorAnalysis.recommendedColors[0]!.name);
  });

  test('When asked which brands, then brands of their tier and the tier itself are named', async () => {
    const answer = await ask('/api/chat-stylist', 'Which brands should I shop?', analysis);
    expect(answer).toContain(tierLabel);
    const atTier = analysis.brandRecommendations.filter(
      (brand) => !brand.tier || brand.tier === (tierLabel === 'Entry Level' ? 'entry' : 'mid'),
    );
    expect(answer).toContain(atTier[0]!.name);
  });

  test('When asked about fit for a pear shape, then shape rules come with their archetype and season', async () => {
    const answer = await ask('/api/chat-stylist', "I'm a pear shape, what fits me?", analysis);
    expect(answer).toContain('For a pear shape');
    expect(answer).toContain(archetype);
    expect(answer).toContain(season);
  });

  test('When asked how an item would fit, then its colour is checked against their season', async () => {
    const answer = await ask('/api/chat-stylist', 'Would a neon orange sweater work for me?', analysis);
    expect(answer).toMatch(new RegExp(`(outside|close to .* in) your ${season} palette`));
    expect(answer).toContain(tierLabel);
  });

  // Issue 19: an out-of-scope question used to get "needs the AI mode"; it now gets a redirect.
  test('When the question is outside style, then a friendly redirect names what Scottie helps with', async () => {
    const answer = await ask('/api/chat-stylist', 'Write me a sonnet about quantum physics', analysis);
    expect(answer).toContain("I'm your stylist");
    expect(answer).not.toMatch(/AI mode/);
    expect(answer).toContain(season);
  });
});

test('When "Ask Scottie" asks about one of their uniform pieces, then that piece, its price at their tier and their colours are named', async () => {
  const answer = await ask(
    '/api/chat-stylist',
    'How should I choose and style the soft-shouldered blazer for my Soft Summer coloring and The Grounded Mentor style?',
    teacher,
  );
  expect(answer).toContain('Your soft-shouldered blazer: Unlined wool blend in dove gray.');
  expect(answer).toContain('At your Entry Level tier, plan on about $95 for it; look at Everlane.');
  expect(answer).toContain(
    'Choose it in Dusty Blue or Soft Plum from your Soft Summer palette, never Neon orange',
  );
});

describe('Cas without a model', () => {
  const personalBrand = {
    brandStatement: 'The calm maths teacher who makes hard things feel possible.',
    brandWords: 'patient, clear, warm',
  };

  test('When asked to describe the brand, then the statement the tab shows and the brand words are used', async () => {
    const answer = await ask('/api/chat-brand-strategist', 'How should I describe my brand?', teacher, {
      personalBrand,
    });
    expect(answer).toContain('The calm maths teacher who makes hard things feel possible');
    expect(answer).toContain('patient, clear and warm');
    expect(answer).toContain('the Grounded Mentor');
  });

  test('When asked about LinkedIn, then their own platform cue and audience are used', async () => {
    const answer = await ask('/api/chat-brand-strategist', 'What should I post on LinkedIn?', teacher);
    expect(answer).toContain('LinkedIn: Share classroom wins with a calm, warm headshot');
    expect(answer).toContain('parents, students and fellow educators');
    expect(answer).toContain('Soft Summer');
  });

  test('When asked about audience, voice and visuals, then each names their archetype or season', async () => {
    expect(await ask('/api/chat-brand-strategist', 'Who is my audience?', teacher)).toContain(
      'Your audience: Parents, students and fellow educators',
    );
    expect(await ask('/api/chat-brand-strategist', 'What tone should my writing have?', founder)).toContain(
      `your ${founder.styleArchetype.replace(/^The /, '')} wardrobe`,
    );
    const visual = await ask('/api/chat-brand-strategist', 'What should I wear in my headshot?', founder);
    expect(visual).toContain(founder.colorAnalysis.season);
  });

  // Issue 19: these used to answer "needs the AI mode"; a platform without a cue now gets a start.
  test('When asked about a platform the analysis has no cue for, then it gets a first step for it', async () => {
    const answer = await ask('/api/chat-brand-strategist', 'Should I start a TikTok?', teacher);
    expect(answer).toContain(
      'Your analysis has no TikTok cue yet, so start simple there: short vertical videos',
    );
    expect(answer).toContain('LinkedIn: Share classroom wins');
    expect(answer).not.toMatch(/AI mode/);
  });

  test('When the question is outside personal branding, then a friendly redirect names what Cas helps with', async () => {
    const answer = await ask('/api/chat-brand-strategist', 'Forecast my revenue for next year', founder);
    expect(answer).toContain("I'm your brand strategist");
    expect(answer).toContain(founder.styleArchetype.replace(/^The /, 'the '));
    expect(answer).not.toMatch(/AI mode/);
  });

  test('When streamed, then the built-in answer arrives as deltas then done', async () => {
    const { events } = await chat.stream('/api/chat-brand-strategist', {
      message: 'Who is my audience?',
      analysis: teacher,
      chatHistory: [],
    });
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const text = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
    expect(done && done.type === 'done' && done.response).toBe(text);
    expect(events.length).toBeGreaterThan(3);
  });
});
