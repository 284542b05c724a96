import { checkRedis, createLogger, createRedis, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadPdfConfig } from './config';
import { RenderJobs } from './domain/render-jobs';
import { startRenderWorker, type RenderWorker } from './worker/render-worker';

/**
 * The pdf service: POST /api/generate-pdf enqueues on the `pdf` queue and waits for the render.
 * The render worker is its own process (dist/worker.js: `npm start` and compose start it next to
 * this one, and it scales apart); PDF_WORKER=in-process makes this process render as well.
 */
async function main() {
  const config = loadPdfConfig();
  const logger = createLogger('pdf', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL);
  const jobs = new RenderJobs({
    redisUrl: config.REDIS_URL,
    redis,
    prefix: config.PDF_QUEUE_PREFIX,
    timeoutMs: config.PDF_TIMEOUT_MS,
    logger,
  });
  await jobs.start();
  let worker: RenderWorker | undefined;
  if (config.PDF_WORKER === 'in-process') worker = await startRenderWorker(config, logger);

  const app = buildApp({
    logger,
    readiness: { redis: () => checkRedis(redis) },
    jobs,
    bodyLimitKb: config.BODY_LIMIT_KB,
  });
  const running = await startHttpServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [
      async () => {
        await worker?.close();
        await jobs.close();
        await redis.quit();
      },
    ],
  });
  handleShutdown(running, logger);
  logger.info(
    {
      url: running.url,
      worker: config.PDF_WORKER,
      concurrency: config.PDF_WORKER_CONCURRENCY,
      page: config.PDF_PAGE_SIZE,
    },
    'pdf service listening',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `pdf service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
