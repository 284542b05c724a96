import { checkDatabase } from '@uniform/db';
import { checkRedis, runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { deviceCookieKey, loadAuthConfig, oidcProviderSettings } from './config';
import { createOpenIdProviderClient } from './adapters/oidc-client.openid';
import { createOidcFlowStore } from './adapters/oidc-flow-store.redis';
import { createSignInThrottle } from './adapters/sign-in-throttle.redis';
import { createAuthPrisma } from './data/auth-database';
import { prismaAuthRepository } from './data/auth.repository';
import { createAccountExport } from './domain/account-export.use-case';
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
    const accounts = createAccounts({
      repository,
      throttle: createSignInThrottle(throttleRedis),
      deviceCookies: createDeviceCookies(deviceCookieKey(config, (message) => logger.warn(message))),
      sessionLifetime: { idleDays: config.SESSION_IDLE_DAYS, absoluteDays: config.SESSION_ABSOLUTE_DAYS },
    });
    const oidc = createOidcSignIn({
      providers: new Map(
        oidcProviderSettings(config).map((settings) => [settings.id, createOpenIdProviderClient(settings)]),
      ),
      flows: createOidcFlowStore(throttleRedis),
      repository,
      openSession: accounts.openSession,
      logger,
    });
    const accountExport = createAccountExport({
      repository,
      services: {
        profiles: config.PROFILES_SERVICE_URL,
        meditation: config.MEDITATION_SERVICE_URL,
        privacy: config.PRIVACY_SERVICE_URL,
      },
      identitySecret: config.INTERNAL_SIGNING_SECRET,
      logger,
    });
    const readiness = { database: () => checkDatabase(prisma), redis: () => checkRedis(throttleRedis) };
    return {
      app: buildApp({ logger, accounts, oidc, accountExport, readiness, bodyLimitKb: config.BODY_LIMIT_KB }),
    };
  },
});
