import { checkDatabase } from '@uniform/db';
import { createSealedTextCipher, resolveSealingKeys, runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadProfilesConfig, PROFILES_SEALS } from './config';
import { createProfilesPrisma } from './data/profiles-database';
import { prismaProfilesRepository } from './data/profiles.repository';
import { startProfilesAccountDeletionConsumer } from './workers/account-deletion.worker';

runService({
  name: 'profiles',
  config: loadProfilesConfig,
  start: ({ config, logger, own }) => {
    const keys = resolveSealingKeys('PROFILES', config, PROFILES_SEALS);
    if (keys.warning) logger.warn({ file: keys.file }, keys.warning);
    const prisma = own(createProfilesPrisma(config.DATABASE_URL), (client) => client.$disconnect());
    const repository = prismaProfilesRepository(prisma);
    // Opened after Prisma, so on SIGTERM it stops (finishing its job) before the database goes.
    own(
      startProfilesAccountDeletionConsumer({
        repository,
        redisUrl: config.REDIS_URL,
        prefix: config.ACCOUNT_DELETION_QUEUE_PREFIX,
        lockMs: config.ACCOUNT_DELETION_LOCK_MS,
        logger,
      }),
      (worker) => worker.close(),
    );
    const app = buildApp({
      logger,
      readiness: { database: () => checkDatabase(prisma) },
      identitySecret: config.INTERNAL_SIGNING_SECRET,
      repository,
      cipher: createSealedTextCipher(keys.ring),
      bodyLimitKb: config.BODY_LIMIT_KB,
    });
    return { app, info: { activeKeyId: keys.ring.activeKeyId } };
  },
});
