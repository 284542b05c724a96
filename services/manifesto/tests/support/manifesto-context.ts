import { modelClientFromEnv } from '@uniform/ai';
import {
  MANIFESTO_SECTIONS,
  manifestoRespondResponseSchema,
  type ChatMessage,
  type ManifestoSection,
} from '@uniform/contracts';
import { createLogger } from '@uniform/service-kit';
import { readJson, serveApp, startFakeModel, type FakeOpenAI } from '@uniform/test-kit';
import { buildApp } from '../../src/app';

export interface ManifestoContext {
  url: string;
  fake?: FakeOpenAI;
  post(path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app over HTTP. The service is stateless (no database, no cache), so nothing else is
 * needed; with `model`, the real SDK talks to the loopback fake OpenAI.
 */
export async function startManifesto(
  options: { model?: boolean; timeoutMs?: number } = {},
): Promise<ManifestoContext> {
  const { fake, model } = await startFakeModel(modelClientFromEnv, options);
  const logger = createLogger('manifesto-test', 'silent');
  const app = buildApp({
    logger,
    readiness: {},
    model,
    now: () => new Date('2026-11-23T09:00:00.000Z'),
    bodyLimitKb: 256,
  });
  return { ...(await serveApp(app, logger, fake)), fake };
}

/** What a family might say, three answers per section, in section order. */
export const FAMILY_ANSWERS: Record<(typeof MANIFESTO_SECTIONS)[number]['id'], [string, string, string]> = {
  origins: [
    'My grandparents came from Oaxaca and opened a bakery in San Antonio in 1961.',
    'The night the oven broke before Easter and the whole street brought their own ovens.',
    'They carried faith, hard work and a stubborn sense of humour through every lean year.',
  ],
  mission: [
    'To make every person who sits at our table feel like they belong.',
    'Our parish food pantry and the kids Dad coaches in Little League.',
    'That we showed up, early, with bread, and stayed to clean up.',
  ],
  culture: [
    'Saturday pancakes with the radio loud and everyone talking at once.',
    'Christmas Eve tamales: three generations in one kitchen, nobody allowed to leave early.',
    'Honesty, generosity and courage',
  ],
  geography: [
    'The hills outside Oaxaca, and the little house on Guadalupe Street.',
    'We live in Austin now, close enough to drive home for Sunday lunch.',
    'Home is wherever the bread is rising and someone is arguing about football.',
  ],
  conflict: [
    'We get loud fast, and then everyone goes quiet in a different room.',
    'Whoever cools down first makes coffee and brings it to the other person.',
    'We will never go to bed angry, and we will never bring up old fights to win new ones.',
  ],
  legacy: [
    'A habit of generosity and the recipe book in Abuela’s handwriting.',
    'That pride costs more than an apology, and that debt keeps you awake.',
    'That we laughed a lot, worked hard and never locked the back door to a neighbour.',
  ],
  future: [
    'Opening a second bakery that the grandchildren help run.',
    'That each of us finds work we love and people who love us back.',
    'Keep the table long and the door open.',
  ],
};

/**
 * Realistic first answers of a section, the section's index, and what the guide's next question
 * must pick up from them (a person, a place, a ritual, a value, a tension, a hope).
 */
export const FOLLOW_UPS: readonly [section: number, answer: string, pickedUp: string][] = [
  [
    0,
    'My grandmother Rosa crossed the ocean alone at nineteen with two dresses and a Bible.',
    'your grandmother Rosa',
  ],
  [0, 'Our people are from a fishing village outside Cork, and we came over in the fifties.', 'Cork'],
  [1, 'Honesty first, and then showing up for anyone in the neighborhood who needs a hand.', 'honesty'],
  [1, 'To make every person who sits at our table feel like they belong here.', 'belonging'],
  [2, 'Every Sunday we cook my grandfather’s soup and call whoever is missing that week.', 'your Sundays'],
  [
    2,
    'Saturday pancakes with the radio loud and everyone talking at once in the kitchen.',
    'Saturday pancakes',
  ],
  [3, 'We moved from Lagos to Houston when I was twelve, and I still miss the rain.', 'Lagos'],
  [
    4,
    'Honestly we shout, someone slams a door, and an hour later we are all in the kitchen.',
    'loud moments',
  ],
  [5, 'Grandpa Joe’s toolbox and the habit of fixing things instead of throwing them away.', 'Grandpa Joe'],
  [
    6,
    'We hope to buy land near the lake and build a cabin the grandkids can fill.',
    'buying land near the lake',
  ],
];

/** Seven of the family's words in a row is reading their sentence back, not building on it. */
export const ECHO_WORDS = 7;

/**
 * Talks a whole section through: sends each answer with the section's history (starting from the
 * message that opened it) until the section completes. Returns the section, the message that
 * completed it (the next section's opener), and every reply.
 */
export async function talkThroughSection(
  ctx: ManifestoContext,
  index: number,
  opener: string,
  answers: readonly string[],
) {
  let history: ChatMessage[] = [{ type: 'assistant', content: opener }];
  const replies = [];
  for (const answer of answers) {
    const res = await ctx.post('/api/manifesto/respond', {
      message: answer,
      currentSection: index,
      conversationHistory: history,
    });
    expect(res.status).toBe(200);
    const reply = manifestoRespondResponseSchema.parse(await readJson(res));
    replies.push(reply);
    history = [...history, { type: 'user', content: answer }, { type: 'assistant', content: reply.message }];
    if (reply.sectionComplete) {
      const meta = MANIFESTO_SECTIONS[index]!;
      const section: ManifestoSection = {
        id: meta.id,
        title: meta.title,
        description: meta.description,
        content: reply.sectionContent ?? '',
      };
      return { section, next: reply.message, replies };
    }
  }
  throw new Error(`Section ${index} did not complete after ${answers.length} answers`);
}
