import { randomBytes } from 'node:crypto';
import { checkDatabase, createPgAdapter } from '@uniform/db';
import { checkRedis, runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { deviceCookieKey, loadAuthConfig } from './config';
import { prismaAuthRepository } from './data/auth.repository';
import { createAccounts } from './domain/accounts.use-case';
import { createDeviceCookies } from './domain/device-cookie';
import { createSignInThrottle } from './adapters/sign-in-throttle.redis';
import { PrismaClient } from './generated/prisma/client';

runService({
  name: 'auth',
  config: loadAuthConfig,
  start: ({ config, logger, own, redis }) => {
    const adapter = createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: 'auth' });
    const prisma = own(new PrismaClient({ adapter }), (client) => client.$disconnect());
    const throttleRedis = redis(config.REDIS_URL);
    let deviceKey = deviceCookieKey(config);
    if (!deviceKey) {
      // Only without any secret (a bare local run): device cookies then last as long as this process.
      logger.warn(
        'neither DEVICE_COOKIE_SECRET nor INTERNAL_SIGNING_SECRET is set; device cookies use a per-process key',
      );
      deviceKey = randomBytes(32);
    }
    const accounts = createAccounts({
      repository: prismaAuthRepository(prisma),
      throttle: createSignInThrottle(throttleRedis),
      deviceCookies: createDeviceCookies(deviceKey),
      sessionLifetime: { idleDays: config.SESSION_IDLE_DAYS, absoluteDays: config.SESSION_ABSOLUTE_DAYS },
    });
    const readiness = { database: () => checkDatabase(prisma), redis: () => checkRedis(throttleRedis) };
    return { app: buildApp({ logger, accounts, readiness, bodyLimitKb: config.BODY_LIMIT_KB }) };
  },
});
