import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { createRedis, queueConnection, type Logger } from '@uniform/service-kit';
import { BrowserPool } from '../adapters/browser-pool';
import { decideChromiumSandbox, probeSandboxHost } from '../adapters/chromium-sandbox';
import type { PdfWorkerConfig } from '../config';
import { brandGuideShell } from '../domain/brand-guide-document';
import { renderPdf, type PdfRenderer } from '../domain/render-pdf.use-case';
import {
  PDF_QUEUE_NAME,
  RESULT_TTL_MS,
  renderJobDataSchema,
  resultKey,
  type RenderJobResult,
} from '../queues/render.queue';

export interface RenderWorker {
  pool: BrowserPool;
  worker: Worker<unknown, RenderJobResult>;
  close(): Promise<void>;
}

/**
 * The render worker: takes `pdf` jobs, composes the brand guide or the uniform from the analysis
 * with the style engine, prints it on the warm pool and leaves the file in Redis for the waiting request. A failed
 * attempt is retried once on a fresh page (the job's attempts); a job whose worker died mid-render
 * is taken over by another worker once its lock lapses (PDF_JOB_LOCK_MS). `renderer` replaces the
 * printer at the edge (tests: a renderer that misbehaves); everything else is the real worker.
 */
export async function startRenderWorker(
  config: PdfWorkerConfig,
  logger: Logger,
  options: { renderer?: PdfRenderer } = {},
): Promise<RenderWorker> {
  const sandbox = decideChromiumSandbox(config.PDF_CHROMIUM_SANDBOX, probeSandboxHost());
  logger.info(sandbox, sandbox.sandbox ? 'Chromium runs sandboxed' : 'Chromium runs with --no-sandbox');
  const pool = new BrowserPool({
    executablePath: config.CHROMIUM_PATH,
    sandbox: sandbox.sandbox,
    size: config.PDF_WORKER_CONCURRENCY,
    recycleAfter: config.PDF_RECYCLE_AFTER_JOBS,
    shellHtml: brandGuideShell(config.PDF_PAGE_SIZE),
    logger,
  });
  await pool.warm();
  const results = createRedis(config.REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 3 });

  const worker = new Worker<unknown, RenderJobResult>(
    PDF_QUEUE_NAME,
    async (job: Job<unknown, RenderJobResult>) => {
      const parsed = renderJobDataSchema.safeParse(job.data);
      // A malformed job never renders, however often it is retried.
      if (!parsed.success) throw new UnrecoverableError('The render job does not hold a valid analysis');
      const data = parsed.data;
      // A failed attempt raises attemptsMade; a dead worker's job taken over raises stalledCounter.
      const attempt = job.attemptsMade + job.stalledCounter + 1;
      const log = logger.child({ jobId: job.id, requestId: data.requestId, attempt });
      return renderPdf(
        {
          renderer: options.renderer ?? pool,
          logger: log,
          format: config.PDF_PAGE_SIZE,
          tagged: config.PDF_TAGGED === 'on',
          store: async (pdf) => {
            await results.set(
              resultKey(config.PDF_QUEUE_PREFIX, job.id!),
              Buffer.from(pdf),
              'PX',
              RESULT_TTL_MS,
            );
          },
          // Progress is fire-and-forget (one connection keeps the order): the render never waits for it.
          progress: (percent) => void job.updateProgress(percent).catch(() => undefined),
        },
        data,
        attempt,
      );
    },
    {
      connection: queueConnection(config.REDIS_URL, 'worker'),
      prefix: config.PDF_QUEUE_PREFIX,
      concurrency: config.PDF_WORKER_CONCURRENCY,
      lockDuration: config.PDF_JOB_LOCK_MS,
      stalledInterval: config.PDF_STALLED_CHECK_MS,
      maxStalledCount: 2,
    },
  );
  worker.on('error', (error) => logger.error({ err: error }, 'render worker error'));
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'render job attempt failed'),
  );
  await worker.waitUntilReady();

  return {
    pool,
    worker,
    async close() {
      await worker.close();
      await pool.close();
      await results.quit().catch(() => undefined);
    },
  };
}
