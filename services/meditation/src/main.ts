import { createModelClient } from '@uniform/ai';
import { checkDatabase, createPgAdapter } from '@uniform/db';
import {
  checkRedis,
  createLogger,
  createRedis,
  createRedisCache,
  handleShutdown,
  startHttpServer,
} from '@uniform/service-kit';
import { buildApp } from './app';
import { loadMeditationConfig } from './config';
import { prismaEntriesRepository } from './data/entries.repository';
import { createEntryCipher } from './domain/entry-cipher';
import { resolveKeyRing } from './domain/key-source';
import { PrismaClient } from './generated/prisma/client';

async function main() {
  const config = loadMeditationConfig();
  const logger = createLogger('meditation', config.LOG_LEVEL);
  const keys = resolveKeyRing(config);
  if (keys.source === 'local-file')
    logger.warn(
      { file: config.MEDITATION_KEY_FILE },
      'journal entries use the local key file; set MEDITATION_ENCRYPTION_KEYS outside a laptop',
    );
  const prisma = new PrismaClient({
    adapter: createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: 'meditation' }),
  });
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis unavailable'));
  const model = createModelClient(config);
  const app = buildApp({
    logger,
    readiness: { database: () => checkDatabase(prisma), redis: () => checkRedis(redis) },
    identitySecret: config.INTERNAL_SIGNING_SECRET,
    repository: prismaEntriesRepository(prisma),
    cipher: createEntryCipher(keys.ring),
    model,
    cache: createRedisCache(redis, { prefix: 'meditation:daily:', logger }),
    dailyTtlSeconds: config.DAILY_CONTENT_TTL_SECONDS,
    bodyLimitKb: config.BODY_LIMIT_KB,
  });
  const running = await startHttpServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [() => redis.quit().then(() => undefined), () => prisma.$disconnect()],
  });
  handleShutdown(running, logger);
  logger.info(
    {
      url: running.url,
      activeKeyId: keys.ring.activeKeyId,
      engine: model ? `model ${model.model}` : 'built-in rotation (no OPENAI_API_KEY)',
    },
    'meditation service listening',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `meditation service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
