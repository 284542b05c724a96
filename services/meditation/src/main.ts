import { createModelClient, modelEngineInfo } from '@uniform/ai';
import { checkDatabase } from '@uniform/db';
import { createSealedTextCipher, resolveSealingKeys, runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { JOURNAL_SEALS, loadMeditationConfig } from './config';
import { prismaEntriesRepository } from './data/entries.repository';
import { createMeditationPrisma } from './data/meditation-database';
import { startMeditationAccountDeletionConsumer } from './workers/account-deletion.worker';

runService({
  name: 'meditation',
  config: loadMeditationConfig,
  start: ({ config, logger, own, cache }) => {
    const keys = resolveSealingKeys('MEDITATION', config, JOURNAL_SEALS);
    if (keys.warning) logger.warn({ file: keys.file }, keys.warning);
    const prisma = own(createMeditationPrisma(config.DATABASE_URL), (client) => client.$disconnect());
    const repository = prismaEntriesRepository(prisma);
    // Opened after Prisma, so on SIGTERM it stops (finishing its job) before the database goes.
    own(
      startMeditationAccountDeletionConsumer({
        repository,
        redisUrl: config.REDIS_URL,
        prefix: config.ACCOUNT_DELETION_QUEUE_PREFIX,
        lockMs: config.ACCOUNT_DELETION_LOCK_MS,
        logger,
      }),
      (worker) => worker.close(),
    );
    const daily = cache(config.REDIS_URL, 'meditation:daily:');
    const model = createModelClient(config);
    const app = buildApp({
      logger,
      readiness: { database: () => checkDatabase(prisma), redis: daily.ready },
      identitySecret: config.INTERNAL_SIGNING_SECRET,
      repository,
      cipher: createSealedTextCipher(keys.ring),
      model,
      cache: daily.cache,
      dailyTtlSeconds: config.DAILY_CONTENT_TTL_SECONDS,
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app, info: { activeKeyId: keys.ring.activeKeyId, ...modelEngineInfo(model) } };
  },
});
