import { modelClientFromEnv } from '@uniform/ai';
import { createLogger, createRedisCache, safeFetchPage, type SafeFetchOptions } from '@uniform/service-kit';
import {
  buildAnswersFixture,
  createTestRedis,
  serveApp,
  startFakeModel,
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
  options: {
    model?: boolean;
    /** The configured OPENAI_MODEL (default: the AI library's). */
    modelName?: string;
    timeoutMs?: number;
    fetchOptions?: SafeFetchOptions;
    /** How the engine's answers are checked (production: 'structural'); the app's default otherwise. */
    engineCheck?: 'full' | 'structural';
  } = {},
): Promise<AnalysisContext> {
  const redis = await createTestRedis();
  const { fake, model } = await startFakeModel(
    (env, connection) =>
      modelClientFromEnv(options.modelName ? { ...env, OPENAI_MODEL: options.modelName } : env, connection),
    options,
  );
  const logger = createLogger('analysis-test', 'silent');
  const app = buildApp({
    logger,
    readiness: { redis: () => redis.client.ping() },
    model,
    cache: createRedisCache(redis.client, { prefix: `${redis.keyPrefix}brand:` }),
    personalBrandTtlSeconds: 1_800,
    fetchPage: (url) => safeFetchPage(url, options.fetchOptions),
    now: () => new Date('2026-11-23T09:00:00.000Z'),
    bodyLimitKb: 256,
    ...(options.engineCheck ? { engineCheck: options.engineCheck } : {}),
  });
  const served = await serveApp(app, logger, fake, { close: () => redis.cleanup() });
  return { ...served, redis, fake };
}

/** The shared founder (test-kit), posted to /api/analyze-style by most tests here. */
export const founderAnswers = buildAnswersFixture();

/** A valid model narrative (the fake model's answer in success tests). */
export const modelNarrative = {
  brandSummary:
    'You build tools that make cloud spending legible, and your wardrobe should do the same for you: clear, exact and quietly confident.',
  styleIconDescription: 'A uniform that removes decisions so the product can speak.',
  colorRationale:
    'Blue-purple veins, burning in the sun and silver jewelry point cool; black hair on fair skin gives high contrast.',
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
