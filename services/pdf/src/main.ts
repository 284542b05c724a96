import { checkRedis, runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { loadPdfConfig } from './config';
import { RenderJobs } from './queues/render-jobs';
import { startRenderWorker } from './workers/render.worker';

/**
 * The pdf service: POST /api/generate-pdf enqueues on the `pdf` queue and waits for the render.
 * The render worker is its own process (dist/worker.js: `npm start` and compose start it next to
 * this one, and it scales apart); PDF_WORKER=in-process makes this process render as well.
 */
runService({
  name: 'pdf',
  config: loadPdfConfig,
  start: async ({ config, logger, own, redis }) => {
    const results = redis(config.REDIS_URL);
    const jobs = own(
      new RenderJobs({
        redisUrl: config.REDIS_URL,
        redis: results,
        prefix: config.PDF_QUEUE_PREFIX,
        timeoutMs: config.PDF_TIMEOUT_MS,
        logger,
      }),
      (j) => j.close(),
    );
    await jobs.start();
    if (config.PDF_WORKER === 'in-process') own(await startRenderWorker(config, logger), (w) => w.close());
    const readiness = { redis: () => checkRedis(results) };
    const app = buildApp({ logger, readiness, jobs, bodyLimitKb: config.BODY_LIMIT_KB });
    const { PDF_WORKER: worker, PDF_WORKER_CONCURRENCY: concurrency, PDF_PAGE_SIZE: page } = config;
    return { app, info: { worker, concurrency, page } };
  },
});
