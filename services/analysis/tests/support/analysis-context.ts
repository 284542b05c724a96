import { aiEnvSchema, createModelClient } from '@uniform/ai';
import type { QuestionnaireAnswers } from '@uniform/contracts';
import {
  createLogger,
  createRedisCache,
  safeFetchPage,
  startHttpServer,
  type SafeFetchOptions,
} from '@uniform/service-kit';
import {
  createTestRedis,
  sameRealmFetch,
  startFakeOpenAI,
  type FakeOpenAI,
  type TestRedis,
} from '@uniform/test-kit';
import { buildApp } from '../../src/app';

export interface AnalysisContext {
  url: string;
  redis: TestRedis;
  fake?: FakeOpenAI;
  post(path: string, body: unknown): Promise<Response>;
  close(): Promise<void>;
}

/** The real app over HTTP with real Redis; with `model`, the real SDK against a loopback fake. */
export async function startAnalysis(
  options: { model?: boolean; timeoutMs?: number; fetchOptions?: SafeFetchOptions } = {},
): Promise<AnalysisContext> {
  const redis = await createTestRedis();
  const fake = options.model ? await startFakeOpenAI() : undefined;
  const logger = createLogger('analysis-test', 'silent');
  const model = fake
    ? createModelClient(
        aiEnvSchema.parse({
          OPENAI_API_KEY: 'test-key',
          OPENAI_BASE_URL: fake.baseURL,
          OPENAI_TIMEOUT_MS: String(options.timeoutMs ?? 1_000),
          OPENAI_MAX_RETRIES: '0',
        }),
        { fetch: sameRealmFetch },
      )
    : null;
  const app = buildApp({
    logger,
    readiness: { redis: () => redis.client.ping() },
    model,
    cache: createRedisCache(redis.client, { prefix: `${redis.keyPrefix}brand:` }),
    personalBrandTtlSeconds: 1_800,
    fetchPage: (url) => safeFetchPage(url, options.fetchOptions),
    now: () => new Date('2026-11-23T09:00:00.000Z'),
    bodyLimitKb: 256,
  });
  const server = await startHttpServer(app, { port: 0, logger });
  return {
    url: server.url,
    redis,
    fake,
    post: (path, body) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    async close() {
      await server.close();
      await fake?.close();
      await redis.cleanup();
    },
  };
}

export const founderAnswers: QuestionnaireAnswers = {
  whatBuilding: 'A developer-tools company that makes cloud costs legible',
  styleFilms: ['understated power', 'artsy and intellectual'],
  styleMusic: ['minimal and moody'],
  brandPreferences: { COS: 'like', Uniqlo: 'like', 'Rick Owens': 'dislike' },
  industry: 'Software',
  occupation: 'Founder & CEO',
  ageBracket: '35-44',
  genderIdentity: 'Male',
  genderExpression: 70,
  coreValues: ['Simplicity', 'Excellence', 'Integrity'],
  environments: ['Investor pitches', 'Conferences', 'Video calls'],
  myersBriggs: 'INTJ',
  enneagram: '5w4',
  veinColor: 'blue-purple',
  sunReaction: 'burn',
  jewelryPreference: 'silver',
  eyeClarity: 'bright',
  featureContrast: 'high',
  colorPreference: 'bold',
  eyeColor: 'Blue',
  skinTone: 'Fair',
  hairColor: 'Black',
  zipCode: '94105',
  budget: 3000,
};

/** A valid model narrative (the fake model's answer in success tests). */
export const modelNarrative = {
  brandSummary:
    'You build tools that make cloud spending legible, and your wardrobe should do the same for you: clear, exact and quietly confident.',
  styleIconDescription: 'A uniform that removes decisions so the product can speak.',
  colorRationale:
    'Blue-purple veins, burning in the sun and silver jewellery point cool; black hair on fair skin gives high contrast.',
  styleStrategy:
    'Own one silhouette and repeat it on every stage, from investor pitches to conference keynotes.',
  audienceId: 'Engineering leaders and infrastructure investors who value precision over polish.',
  platformCues: {
    linkedIn: 'Charcoal knit, clean background, one data point per post.',
    instagram: 'Behind-the-build shots in your palette.',
    x: 'Short, exact threads; same headshot everywhere.',
    podcastAndVideo: 'Dark crew neck against a light wall for contrast.',
  },
  referenceIcons: ['Steve Jobs', 'Jony Ive'],
};
