import path from 'node:path';
import {
  createTestDatabase,
  createTestRedis,
  startListeningProcess,
  startOidcProviders,
  type ListeningProcess,
  type LoopbackOidcProviders,
  type TestDatabase,
  type TestRedis,
} from '@uniform/test-kit';
import type { PrismaClient } from '../../src/generated/prisma/client';
import { createAuthPrisma } from '../../src/data/auth-database';

/** The app's public address as the providers know it; the tests call the service itself instead. */
export const PUBLIC_URL = 'http://uniform.test';

const SERVICE_DIR = path.join(__dirname, '..', '..');

/**
 * The auth service as it runs (src/main.ts in a process of its own, with the real openid-client, an
 * ES module jest cannot load), configured for the loopback "Google" and "Microsoft" of the test kit,
 * over a real PostgreSQL and Redis. Tests act as the browser: they follow the service's redirect to
 * the provider, sign in there (providers.signIn) and bring the provider's redirect back.
 */
export interface OidcHarness {
  url: string;
  prisma: PrismaClient;
  providers: LoopbackOidcProviders;
  output(): string;
  /** The rows that sign-in may write, counted: a refused sign-in must leave them as they were. */
  counts(): Promise<{ users: number; identities: number; sessions: number }>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** `env` overrides the service's settings (e.g. an issuer nobody answers at). */
export async function startOidcHarness(options: { env?: Record<string, string> } = {}): Promise<OidcHarness> {
  const database: TestDatabase = await createTestDatabase(SERVICE_DIR);
  const redis: TestRedis = await createTestRedis();
  const providers = await startOidcProviders({ publicUrl: PUBLIC_URL });
  let service: ListeningProcess;
  try {
    service = await startListeningProcess(path.join(SERVICE_DIR, 'src', 'main.ts'), {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATABASE_URL: database.databaseUrl,
        REDIS_URL: redis.url,
        PUBLIC_URL,
        // Its account-deleted queues under the test's own Redis prefix, removed with it.
        ACCOUNT_DELETION_QUEUE_PREFIX: `${redis.keyPrefix}bull`,
        ...providers.authEnv,
        ...options.env,
      },
      listening: 'auth service listening',
    });
  } catch (error) {
    await providers.close();
    throw error;
  }
  const prisma = createAuthPrisma(database.databaseUrl);
  return {
    url: service.url,
    prisma,
    providers,
    output: service.output,
    counts: async () => ({
      users: await prisma.user.count(),
      identities: await prisma.identity.count(),
      sessions: await prisma.session.count(),
    }),
    reset: () => database.truncate(),
    async close() {
      await service.kill();
      await providers.close();
      await prisma.$disconnect();
      await redis.cleanup();
      await database.drop();
    },
  };
}
