import { existsSync } from 'node:fs';
import { checkRedis, observeWorker, runWorker } from '@uniform/service-kit';
import { loadPdfWorkerConfig } from './config';
import { startRenderWorker } from './workers/render.worker';

/**
 * The render worker process (dist/worker.js): `npm start` runs it next to the pdf service, compose
 * gives it a container of its own (pdf-worker), and more of them share the queue. SIGTERM/SIGINT
 * finish the renders in flight, then exit; /healthz, /readyz and /metrics answer on PDF_WORKER_PORT.
 */
runWorker({
  name: 'pdf-worker',
  config: loadPdfWorkerConfig,
  port: (config) => config.PDF_WORKER_PORT,
  listening: 'pdf render worker ready',
  start: async ({ config, logger, own, redis }) => {
    if (!existsSync(config.CHROMIUM_PATH))
      throw new Error(
        `no Chromium at ${config.CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
      );
    const queue = redis(config.REDIS_URL);
    const { pool, worker } = own(await startRenderWorker(config, logger), (w) => w.close());
    observeWorker(worker);
    const readiness = {
      redis: () => checkRedis(queue),
      // Between a crash or a recycle and the next render no browser runs: start one, as that render would.
      chromium: async () => (await pool.browserPid()) ?? pool.warm(),
    };
    const { PDF_WORKER_CONCURRENCY: concurrency, PDF_PAGE_SIZE: page } = config;
    return { readiness, info: { concurrency, page } };
  },
});
