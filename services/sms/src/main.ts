import { checkDatabase } from '@uniform/db';
import { createLogger, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadSmsConfig } from './config';
import { createSmsRuntime } from './runtime';

async function main() {
  const config = loadSmsConfig();
  const logger = createLogger('sms', config.LOG_LEVEL);
  const runtime = createSmsRuntime(config, logger);
  const app = buildApp({
    logger,
    readiness: { database: () => checkDatabase(runtime.prisma) },
    bodyLimitKb: config.BODY_LIMIT_KB,
    prisma: runtime.prisma,
    validator: runtime.validator,
    transport: runtime.transport,
    webhookAuthToken: runtime.webhookAuthToken,
    publicUrl: config.SMS_PUBLIC_URL,
    adminToken: config.SMS_ADMIN_TOKEN,
  });
  const running = await startHttpServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [() => runtime.prisma.$disconnect()],
  });
  handleShutdown(running, logger);
  logger.info(
    { url: running.url, transport: runtime.transport.name, validation: runtime.validator.name },
    'sms service listening',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `sms service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
