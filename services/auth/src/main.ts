import { checkDatabase } from '@uniform/db';
import { accountDeletionSettingsOf, checkRedis, runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { deviceCookieKey, loadAuthConfig, oidcProviderSettings } from './config';
import { createOpenIdProviderClient } from './adapters/oidc-client.openid';
import { createOidcFlowStore } from './adapters/oidc-flow-store.redis';
import {
  createAccountDeletionPublisher,
  startAccountDeletionWorker,
} from './adapters/account-deletion.queue';
import { createSessionCache } from './adapters/session-cache.redis';
import { createSignInThrottle } from './adapters/sign-in-throttle.redis';
import { createAuthPrisma } from './data/auth-database';
import { prismaAccountDeletionRepository } from './data/account-deletion.repository';
import { prismaAuthRepository } from './data/auth.repository';
import { createAccountDeletion } from './domain/account-deletion.use-case';
import { createAccountExport } from './domain/account-export.use-case';
import { createAccountSettings } from './domain/account-settings.use-case';
import { createAccounts } from './domain/accounts.use-case';
import { createDeviceCookies } from './domain/device-cookie';
import { createOidcSignIn } from './domain/oidc-sign-in.use-case';

runService({
  name: 'auth',
  config: loadAuthConfig,
  start: ({ config, logger, own, redis }) => {
    const prisma = own(createAuthPrisma(config.DATABASE_URL), (client) => client.$disconnect());
    const throttleRedis = redis(config.REDIS_URL);
    const repository = prismaAuthRepository(prisma);
    const accountThrottle = createSignInThrottle(throttleRedis);
    const accounts = createAccounts({
      repository,
      throttle: accountThrottle,
      deviceCookies: createDeviceCookies(deviceCookieKey(config, (message) => logger.warn(message))),
      sessionLifetime: { idleDays: config.SESSION_IDLE_DAYS, absoluteDays: config.SESSION_ABSOLUTE_DAYS },
    });
    const oidc = createOidcSignIn({
      providers: new Map(
        oidcProviderSettings(config).map((settings) => [settings.id, createOpenIdProviderClient(settings)]),
      ),
      flows: createOidcFlowStore(throttleRedis),
      repository,
      sessionCache: createSessionCache(throttleRedis, undefined, logger),
      openSession: accounts.openSession,
      currentSession: accounts.currentSession,
      logger,
    });
    const accountSettings = createAccountSettings({
      accounts,
      repository,
      sessionCache: createSessionCache(throttleRedis, undefined, logger),
    });
    const accountExport = createAccountExport({
      repository,
      services: {
        profiles: config.PROFILES_SERVICE_URL,
        meditation: config.MEDITATION_SERVICE_URL,
        privacy: config.PRIVACY_SERVICE_URL,
        sms: config.SMS_SERVICE_URL,
      },
      identitySecret: config.INTERNAL_SIGNING_SECRET,
      logger,
    });
    const deletionQueues = accountDeletionSettingsOf(config);
    const deletionRepository = prismaAccountDeletionRepository(prisma);
    const publisher = own(createAccountDeletionPublisher(deletionQueues), (opened) => opened.close());
    own(
      startAccountDeletionWorker({
        ...deletionQueues,
        sweepEveryMs: config.ACCOUNT_DELETION_SWEEP_MS,
        repository: deletionRepository,
        publisher,
        logger,
      }),
      (worker) => worker.close(),
    );
    const accountDeletion = createAccountDeletion({
      accounts,
      repository: deletionRepository,
      sessionCache: createSessionCache(throttleRedis, undefined, logger),
      throttle: accountThrottle,
      publisher,
      logger,
    });
    const readiness = { database: () => checkDatabase(prisma), redis: () => checkRedis(throttleRedis) };
    return {
      app: buildApp({
        logger,
        accounts,
        oidc,
        accountExport,
        accountDeletion,
        accountSettings,
        readiness,
        bodyLimitKb: config.BODY_LIMIT_KB,
      }),
    };
  },
});
