import { createModelClient, modelEngineInfo } from '@uniform/ai';
import { checkDatabase } from '@uniform/db';
import {
  accountDeletionSettingsOf,
  createSealedTextCipher,
  resolveSealingKeys,
  runService,
  startAccountDeletionConsumer,
} from '@uniform/service-kit';
import { buildApp } from './app';
import { JOURNAL_SEALS, loadMeditationConfig } from './config';
import { prismaEntriesRepository } from './data/entries.repository';
import { createMeditationPrisma } from './data/meditation-database';
import { eraseUserData } from './domain/erase-user-data.use-case';

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
      startAccountDeletionConsumer({
        ...accountDeletionSettingsOf(config),
        owner: 'meditation',
        logger,
        erase: (job) => eraseUserData(repository, job),
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
