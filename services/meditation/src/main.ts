import { createModelClient, modelEngineInfo } from '@uniform/ai';
import { checkDatabase } from '@uniform/db';
import { runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadMeditationConfig } from './config';
import { prismaEntriesRepository } from './data/entries.repository';
import { createMeditationPrisma } from './data/meditation-database';
import { createEntryCipher } from './domain/entry-cipher';
import { resolveKeyRing } from './domain/key-source';

runService({
  name: 'meditation',
  config: loadMeditationConfig,
  start: ({ config, logger, own, cache }) => {
    const keys = resolveKeyRing(config);
    if (keys.warning) logger.warn({ file: config.MEDITATION_KEY_FILE }, keys.warning);
    const prisma = own(createMeditationPrisma(config.DATABASE_URL), (client) => client.$disconnect());
    const daily = cache(config.REDIS_URL, 'meditation:daily:');
    const model = createModelClient(config);
    const app = buildApp({
      logger,
      readiness: { database: () => checkDatabase(prisma), redis: daily.ready },
      identitySecret: config.INTERNAL_SIGNING_SECRET,
      repository: prismaEntriesRepository(prisma),
      cipher: createEntryCipher(keys.ring),
      model,
      cache: daily.cache,
      dailyTtlSeconds: config.DAILY_CONTENT_TTL_SECONDS,
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app, info: { activeKeyId: keys.ring.activeKeyId, ...modelEngineInfo(model) } };
  },
});
