import { checkDatabase } from '@uniform/db';
import { checkRedis, runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { deviceCookieKey, loadAuthConfig } from './config';
import { createSignInThrottle } from './adapters/sign-in-throttle.redis';
import { createAuthPrisma } from './data/auth-database';
import { prismaAuthRepository } from './data/auth.repository';
import { createAccounts } from './domain/accounts.use-case';
import { createDeviceCookies } from './domain/device-cookie';

runService({
  name: 'auth',
  config: loadAuthConfig,
  start: ({ config, logger, own, redis }) => {
    const prisma = own(createAuthPrisma(config.DATABASE_URL), (client) => client.$disconnect());
    const throttleRedis = redis(config.REDIS_URL);
    const accounts = createAccounts({
      repository: prismaAuthRepository(prisma),
      throttle: createSignInThrottle(throttleRedis),
      deviceCookies: createDeviceCookies(deviceCookieKey(config, (message) => logger.warn(message))),
      sessionLifetime: { idleDays: config.SESSION_IDLE_DAYS, absoluteDays: config.SESSION_ABSOLUTE_DAYS },
    });
    const readiness = { database: () => checkDatabase(prisma), redis: () => checkRedis(throttleRedis) };
    return { app: buildApp({ logger, accounts, readiness, bodyLimitKb: config.BODY_LIMIT_KB }) };
  },
});
