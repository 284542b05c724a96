import { existsSync } from 'node:fs';
import { createLogger } from '@uniform/service-kit';
import { loadPdfWorkerConfig } from './config';
import { startRenderWorker } from './worker/render-worker';

/**
 * The render worker process (dist/worker.js): `npm start` runs it next to the pdf service, compose
 * gives it a container of its own (pdf-worker), and more of them share the queue. SIGTERM/SIGINT
 * finish the renders in flight, then exit.
 */
async function main() {
  const config = loadPdfWorkerConfig();
  if (!existsSync(config.CHROMIUM_PATH)) {
    throw new Error(
      `no Chromium at ${config.CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  const logger = createLogger('pdf-worker', config.LOG_LEVEL);
  const worker = await startRenderWorker(config, logger);
  logger.info(
    { concurrency: config.PDF_WORKER_CONCURRENCY, page: config.PDF_PAGE_SIZE },
    'pdf render worker ready',
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'pdf render worker stopping');
    worker.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'pdf render worker did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `pdf render worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
