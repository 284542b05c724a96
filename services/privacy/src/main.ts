import { checkDatabase, createPgAdapter } from '@uniform/db';
import { createLogger, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadPrivacyConfig } from './config';
import { prismaPrivacyInquiryRepository } from './data/privacy-inquiry.repository';
import { PrismaClient } from './generated/prisma/client';

async function main() {
  const config = loadPrivacyConfig();
  const logger = createLogger('privacy', config.LOG_LEVEL);
  const prisma = new PrismaClient({
    adapter: createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: 'privacy' }),
  });
  const app = buildApp({
    logger,
    inquiries: prismaPrivacyInquiryRepository(prisma),
    readiness: { database: () => checkDatabase(prisma) },
    bodyLimitKb: config.BODY_LIMIT_KB,
  });
  const running = await startHttpServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [() => prisma.$disconnect()],
  });
  handleShutdown(running, logger);
  logger.info({ url: running.url }, 'privacy service listening');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `privacy service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
