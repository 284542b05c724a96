import { createModelClient } from '@uniform/ai';
import { checkDatabase, createPgAdapter } from '@uniform/db';
import { runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadMeditationConfig } from './config';
import { prismaEntriesRepository } from './data/entries.repository';
import { createEntryCipher } from './domain/entry-cipher';
import { resolveKeyRing } from './domain/key-source';
import { PrismaClient } from './generated/prisma/client';

runService({
  name: 'meditation',
  config: loadMeditationConfig,
  start: ({ config, logger, own, cache }) => {
    const keys = resolveKeyRing(config);
    if (keys.source === 'local-file')
      logger.warn(
        { file: config.MEDITATION_KEY_FILE },
        'journal entries use the local key file; set MEDITATION_ENCRYPTION_KEYS outside a laptop',
      );
    const adapter = createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: 'meditation' });
    const prisma = own(new PrismaClient({ adapter }), (client) => client.$disconnect());
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
    const engine = model ? `model ${model.model}` : 'built-in rotation (no OPENAI_API_KEY)';
    return { app, info: { activeKeyId: keys.ring.activeKeyId, engine } };
  },
});
