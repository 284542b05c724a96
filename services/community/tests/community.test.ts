import { modelClientFromEnv } from '@uniform/ai';
import {
  communityRecommendationsResponseSchema,
  type Analysis,
  type CommunityRecommendationsResponse,
} from '@uniform/contracts';
import { createLogger, createRedisCache } from '@uniform/service-kit';
import {
  buildAnalysisFixture,
  createTestRedis,
  liveProbes,
  probe,
  serveApp,
  startFakeModel,
  useStarted,
  type FakeOpenAI,
  type TestRedis,
} from '@uniform/test-kit';
import { buildApp } from '../src/app';
import { communityGeneratorInput, communityKey } from '../src/domain/generator-input';

const PATH = '/api/generate-community-recommendations';
const TTL_SECONDS = 3_600;

interface Context {
  url: string;
  redis: TestRedis;
  fake?: FakeOpenAI;
  post(body: unknown): Promise<Response>;
  close(): Promise<void>;
}

async function startCommunity(options: { model?: boolean } = {}): Promise<Context> {
  const redis = await createTestRedis();
  const { fake, model } = await startFakeModel(modelClientFromEnv, { ...options, timeoutMs: 2_000 });
  const logger = createLogger('community-test', 'silent');
  const app = buildApp({
    logger,
    readiness: { redis: () => redis.client.ping() },
    model,
    cache: createRedisCache(redis.client, { prefix: `${redis.keyPrefix}community:` }),
    ttlSeconds: TTL_SECONDS,
    bodyLimitKb: 256,
  });
  const served = await serveApp(app, logger, fake, { close: () => redis.cleanup() });
  return { ...served, redis, fake, post: (body) => served.post(PATH, body) };
}

const teacher = buildAnalysisFixture();
const withZip = (zipCode: string, overrides: Partial<Analysis['personalityProfile']> = {}): Analysis =>
  buildAnalysisFixture({ personalityProfile: { ...teacher.personalityProfile, zipCode, ...overrides } });
const founder = buildAnalysisFixture({
  styleArchetype: 'The Bold Disruptor',
  personalityProfile: {
    ...teacher.personalityProfile,
    occupation: 'Founder & CEO',
    industry: 'Software',
    whatBuilding: 'A developer-tools company',
    environments: ['Investor pitches', 'Conferences'],
    zipCode: '94105',
  },
});

const modelAnswer = (city: string) =>
  JSON.stringify({
    recommendations: [
      {
        name: `${city} Educators Guild`,
        type: 'Professional association',
        description: 'Teachers sharing practice.',
        reason: 'Your peers as a teacher and Grounded Mentor.',
        meetingInfo: 'Second Tuesday of each month, 6 pm.',
        location: `${city}`,
      },
    ],
  });

async function recommendations(res: Response): Promise<CommunityRecommendationsResponse> {
  expect(res.status).toBe(200);
  return communityRecommendationsResponseSchema.parse(await res.json());
}

describe('community recommendations without a model', () => {
  let ctx: Context;
  useStarted(async () => (ctx = await startCommunity()));

  test('When the service starts, then it is live and ready on Redis', async () => {
    expect(await probe(ctx.url)).toEqual(liveProbes('community', { redis: 'ok' }));
  });

  test('When a Seattle teacher asks, then the city comes from the ZIP dataset and the types fit the occupation', async () => {
    const body = await recommendations(await ctx.post({ analysis: teacher }));
    expect(body.engine).toBe('offline');
    expect(body.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const entry of body.recommendations) expect(entry.location).toBe('Seattle, WA');
    const types = body.recommendations.map((entry) => entry.type);
    expect(types).toEqual(expect.arrayContaining(['Educator network', 'Professional association']));
    expect(body.recommendations[0]!.name).toBe('Seattle educator networks and teaching circles');
    expect(body.recommendations[0]!.reason).toContain('secondary-school teacher');
  });

  test('When a San Francisco founder who pitches asks, then founder, archetype and investor communities come back', async () => {
    const body = await recommendations(await ctx.post({ analysis: founder }));
    const types = body.recommendations.map((entry) => entry.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'Founder community',
        'Pitch night',
        'Investor network',
        'Professional association',
      ]),
    );
    expect(body.recommendations.every((entry) => entry.location === 'San Francisco, CA')).toBe(true);
    expect(body.recommendations.find((entry) => entry.type === 'Pitch night')!.reason).toContain(
      'The Bold Disruptor',
    );
  });

  test('When the ZIP is unknown or missing, then online communities are recommended', async () => {
    for (const zipCode of ['00000', undefined]) {
      const body = await recommendations(
        await ctx.post({ analysis: withZip(zipCode as string, zipCode ? {} : { zipCode: undefined }) }),
      );
      expect(body.recommendations.length).toBeGreaterThan(0);
      expect(body.recommendations.every((entry) => entry.location === 'Online')).toBe(true);
    }
  });

  test('When the analysis is missing or invalid, then 400 names the field', async () => {
    const missing = await ctx.post({});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('analysis');
    const bad = await ctx.post({ analysis: { ...teacher, colorAnalysis: 'none' } });
    expect(bad.status).toBe(400);
  });
});

describe('community recommendations with a model (loopback fake OpenAI) and the 1-hour cache', () => {
  let ctx: Context;
  useStarted(async () => (ctx = await startCommunity({ model: true })), { each: true });

  test('When asked twice within the hour, then the second answer is the cached one without a model call', async () => {
    ctx.fake!.reply(modelAnswer('Seattle'));
    const first = await recommendations(await ctx.post({ analysis: teacher }));
    const second = await recommendations(await ctx.post({ analysis: teacher }));
    expect(first.engine).toBe('ai');
    expect(first.recommendations[0]!.name).toBe('Seattle Educators Guild');
    expect(second).toEqual(first);
    expect(ctx.fake!.requests).toHaveLength(1);
    // The model was told the city and state from the ZIP dataset.
    expect(String(ctx.fake!.requests[0]!.messages[1]!.content)).toContain('"city":"Seattle","state":"WA"');
    const ttl = await ctx.redis.client.ttl(
      `${ctx.redis.keyPrefix}community:${communityKey(communityGeneratorInput(teacher))}`,
    );
    expect(ttl).toBeGreaterThan(TTL_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(TTL_SECONDS);
  });

  test('When another ZIP asks, then it is a cache miss with its own generation', async () => {
    ctx.fake!.reply(modelAnswer('Seattle'));
    ctx.fake!.reply(modelAnswer('New York'));
    await recommendations(await ctx.post({ analysis: teacher }));
    const other = await recommendations(await ctx.post({ analysis: withZip('10001') }));
    expect(ctx.fake!.requests).toHaveLength(2);
    expect(other.recommendations[0]!.name).toBe('New York Educators Guild');
    expect(String(ctx.fake!.requests[1]!.messages[1]!.content)).toContain('"city":"New York","state":"NY"');
  });

  test('When the same ZIP and archetype come with another occupation, then it is not served from that cache', async () => {
    ctx.fake!.reply(modelAnswer('Seattle'));
    ctx.fake!.reply(modelAnswer('Seattle'));
    await ctx.post({ analysis: teacher });
    await ctx.post({ analysis: withZip('98103', { occupation: 'Architect' }) });
    expect(ctx.fake!.requests).toHaveLength(2);
  });

  test('When 30 identical requests arrive at once, then the model generates once and all get the same answer', async () => {
    ctx.fake!.delayNext(300);
    ctx.fake!.reply(modelAnswer('Seattle'));
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => ctx.post({ analysis: teacher }).then(recommendations)),
    );
    expect(ctx.fake!.requests).toHaveLength(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.engine).toBe('ai');
  });

  test('When the model fails, then the built-in recommendations answer', async () => {
    ctx.fake!.failNext(500);
    const body = await recommendations(await ctx.post({ analysis: teacher }));
    expect(body.engine).toBe('offline');
    expect(body.recommendations[0]!.location).toBe('Seattle, WA');
  });
});
