import { checkDatabase } from '@uniform/db';
import {
  accountDeletionSettingsOf,
  createSealedTextCipher,
  resolveSealingKeys,
  runService,
  startAccountDeletionConsumer,
} from '@uniform/service-kit';
import { buildApp } from './app';
import { loadProfilesConfig, PROFILES_SEALS } from './config';
import { createProfilesPrisma } from './data/profiles-database';
import { prismaProfilesRepository } from './data/profiles.repository';
import { eraseUserData } from './domain/erase-user-data.use-case';

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
      startAccountDeletionConsumer({
        ...accountDeletionSettingsOf(config),
        owner: 'profiles',
        logger,
        erase: (job) => eraseUserData(repository, job),
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
