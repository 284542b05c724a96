import path from 'node:path';
import { modelClientFromEnv } from '@uniform/ai';
import { createLogger, createRedisCache } from '@uniform/service-kit';
import {
  createTestDatabase,
  createTestRedis,
  startFakeModel,
  startSignedInService,
  testSealedTextCipher,
  type FakeOpenAI,
  type SignedInServiceContext,
  type TestRedis,
} from '@uniform/test-kit';
import { buildApp } from '../../src/app';
import { prismaEntriesRepository } from '../../src/data/entries.repository';
import { createMeditationPrisma } from '../../src/data/meditation-database';

export const SECRET = 'meditation-test-signing-secret-0123456789';
export const TEST_KEY_ID = 'test-k1';

export interface MeditationContext extends SignedInServiceContext {
  redis: TestRedis;
  fake?: FakeOpenAI;
}

/** The real app over HTTP on a fresh migrated database and real Redis; `model` adds the fake model. */
export async function startMeditation(
  options: { model?: boolean; now?: () => Date } = {},
): Promise<MeditationContext> {
  const database = await createTestDatabase(path.join(__dirname, '..', '..'));
  const redis = await createTestRedis();
  const { fake, model } = await startFakeModel(modelClientFromEnv, options);
  const prisma = createMeditationPrisma(database.databaseUrl);
  const logger = createLogger('meditation-test', 'silent');
  const app = buildApp({
    logger,
    readiness: {},
    identitySecret: SECRET,
    repository: prismaEntriesRepository(prisma),
    cipher: testSealedTextCipher(TEST_KEY_ID),
    model,
    cache: createRedisCache(redis.client, { prefix: `${redis.keyPrefix}daily:` }),
    dailyTtlSeconds: 86_400,
    now: options.now,
  });
  const service = await startSignedInService({
    app,
    database,
    logger,
    secret: SECRET,
    onClose: async () => {
      await prisma.$disconnect();
      await fake?.close();
      await redis.cleanup();
    },
  });
  return { ...service, redis, fake };
}
