import { checkDatabase, createPgAdapter } from '@uniform/db';
import { checkRedis, createLogger, createRedis, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadAuthConfig } from './config';
import { prismaAuthRepository } from './data/auth.repository';
import { createAccounts } from './domain/accounts.use-case';
import { createSignInThrottle } from './domain/sign-in-throttle';
import { PrismaClient } from './generated/prisma/client';

async function main() {
  const config = loadAuthConfig();
  const logger = createLogger('auth', config.LOG_LEVEL);
  const prisma = new PrismaClient({
    adapter: createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: 'auth' }),
  });
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis unavailable'));
  const accounts = createAccounts({
    repository: prismaAuthRepository(prisma),
    throttle: createSignInThrottle(redis),
  });
  const app = buildApp({
    logger,
    accounts,
    readiness: { database: () => checkDatabase(prisma), redis: () => checkRedis(redis) },
    bodyLimitKb: config.BODY_LIMIT_KB,
  });
  const running = await startHttpServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [() => redis.quit(), () => prisma.$disconnect()],
  });
  handleShutdown(running, logger);
  logger.info({ url: running.url }, 'auth service listening');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `auth service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
