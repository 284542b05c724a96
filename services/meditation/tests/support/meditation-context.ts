import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { modelClientFromEnv } from '@uniform/ai';
import {
  createLogger,
  createRedisCache,
  signIdentity,
  startHttpServer,
  type AuthenticatedUser,
  type RunningServer,
} from '@uniform/service-kit';
import {
  createTestDatabase,
  createTestRedis,
  postJson,
  startFakeModel,
  type FakeOpenAI,
  type TestDatabase,
  type TestRedis,
} from '@uniform/test-kit';
import { buildApp } from '../../src/app';
import { prismaEntriesRepository } from '../../src/data/entries.repository';
import { createEntryCipher, parseKeyRing } from '../../src/domain/entry-cipher';
import { createMeditationPrisma } from '../../src/data/meditation-database';

export const SECRET = 'meditation-test-signing-secret-0123456789';
export const TEST_KEY_ID = 'test-k1';

export interface MeditationContext {
  url: string;
  database: TestDatabase;
  redis: TestRedis;
  fake?: FakeOpenAI;
  /** A new signed-in user (the gateway's signed headers). */
  newUser(): AuthenticatedUser & { headers: () => Record<string, string> };
  get(route: string, headers?: Record<string, string>): Promise<Response>;
  post(route: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Direct SQL, as an operator or an attacker with a database dump would see the rows. */
  sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
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
    cipher: createEntryCipher(parseKeyRing(`${TEST_KEY_ID}:${randomBytes(32).toString('base64')}`)),
    model,
    cache: createRedisCache(redis.client, { prefix: `${redis.keyPrefix}daily:` }),
    dailyTtlSeconds: 86_400,
    now: options.now,
  });
  const server: RunningServer = await startHttpServer(app, { port: 0, logger });
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  return {
    url: server.url,
    database,
    redis,
    fake,
    newUser() {
      const user = {
        id: randomUUID(),
        email: `${randomUUID()}@example.com`,
        firstName: 'Ada',
        lastName: null,
      };
      return { ...user, headers: () => signIdentity(user, SECRET) };
    },
    get: (route, headers = {}) => fetch(`${server.url}${route}`, { headers }),
    post: (route, body, headers = {}) => postJson(`${server.url}${route}`, body, headers),
    async sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      return (await pool.query<T>(text, values)).rows;
    },
    async close() {
      await server.close();
      await pool.end();
      await prisma.$disconnect();
      await fake?.close();
      await redis.cleanup();
      await database.drop();
    },
  };
}
