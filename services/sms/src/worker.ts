import { checkDatabase } from '@uniform/db';
import {
  checkRedis,
  createLogger,
  createRedis,
  createServiceApp,
  handleShutdown,
  queueConnection,
  Registry,
  startHttpServer,
} from '@uniform/service-kit';
import { loadSmsConfig } from './config';
import { startGetupWorkers } from './getup/workers';
import { createSmsModel, createSmsRuntime } from './runtime';

/**
 * The Getup workers' process (`node services/sms/dist/worker.js`): the minute tick and the sender.
 * Scaled apart from the HTTP service; its own small server answers /healthz, /readyz and /metrics
 * on GETUP_WORKER_PORT.
 */
async function main() {
  const config = loadSmsConfig();
  const logger = createLogger('sms-worker', config.LOG_LEVEL);
  const runtime = createSmsRuntime(config, logger, {
    maxConnections: Math.min(config.GETUP_SENDER_CONCURRENCY + 2, 50),
  });
  const redis = createRedis(config.REDIS_URL);
  const registry = new Registry();
  const workers = await startGetupWorkers({
    prisma: runtime.prisma,
    transport: runtime.transport,
    model: createSmsModel(config),
    logger,
    connection: queueConnection(config.REDIS_URL, 'worker'),
    redis,
    registry,
    prefix: config.GETUP_QUEUE_PREFIX,
    run: { scheduler: config.GETUP_WORKER_RUN !== 'sender', sender: config.GETUP_WORKER_RUN !== 'scheduler' },
    statusCallbackUrl: runtime.statusCallbackUrl,
    settings: {
      sendHour: config.GETUP_SEND_HOUR,
      windowMinutes: config.GETUP_WINDOW_MINUTES,
      ratePerSecond: config.GETUP_SEND_RATE_PER_SECOND,
      concurrency: config.GETUP_SENDER_CONCURRENCY,
      tickEveryMs: config.GETUP_TICK_EVERY_MS,
      lockMs: config.GETUP_LOCK_MS,
    },
  });
  const app = createServiceApp({
    name: 'sms-worker',
    logger,
    registry,
    readiness: { database: () => checkDatabase(runtime.prisma), redis: () => checkRedis(redis) },
    routes: () => {},
  }).app;
  const running = await startHttpServer(app, {
    port: config.GETUP_WORKER_PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [
      () => workers.close(),
      () => redis.quit().then(() => undefined),
      () => runtime.prisma.$disconnect(),
    ],
  });
  handleShutdown(running, logger);
  logger.info(
    {
      url: running.url,
      transport: runtime.transport.name,
      ratePerSecond: config.GETUP_SEND_RATE_PER_SECOND,
      sendHour: config.GETUP_SEND_HOUR,
    },
    'Getup workers running',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `sms worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
