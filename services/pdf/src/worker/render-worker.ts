import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { brandGuideFileName } from '@uniform/contracts';
import { createRedis, queueConnection, type Logger } from '@uniform/service-kit';
import type { PdfWorkerConfig } from '../config';
import {
  PDF_EMPTY_MESSAGE,
  PDF_QUEUE_NAME,
  RENDER_PROGRESS,
  RESULT_TTL_MS,
  renderJobDataSchema,
  resultKey,
  type RenderJobResult,
} from '../domain/render-queue';
import { brandGuideBody, brandGuideShell } from '../render/brand-guide-document';
import { BrowserPool } from '../render/browser-pool';

export interface RenderWorker {
  pool: BrowserPool;
  worker: Worker<unknown, RenderJobResult>;
  close(): Promise<void>;
}

/**
 * The render worker: takes `pdf` jobs, composes the brand guide from the analysis with the style
 * engine, prints it on the warm pool and leaves the file in Redis for the waiting request. A failed
 * attempt is retried once on a fresh page (the job's attempts); a job whose worker died mid-render
 * is taken over by another worker once its lock lapses (PDF_JOB_LOCK_MS).
 */
export async function startRenderWorker(config: PdfWorkerConfig, logger: Logger): Promise<RenderWorker> {
  const pool = new BrowserPool({
    executablePath: config.CHROMIUM_PATH,
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
      // Progress is fire-and-forget (one connection keeps the order): the render never waits for it.
      const progress = (percent: number) => void job.updateProgress(percent).catch(() => undefined);
      progress(RENDER_PROGRESS.started);
      const body = brandGuideBody(data);
      progress(RENDER_PROGRESS.composed);
      const started = performance.now();
      let pdf: Uint8Array;
      try {
        pdf = await pool.render(body, {
          format: config.PDF_PAGE_SIZE,
          tagged: config.PDF_TAGGED === 'on',
          freshPage: attempt > 1,
        });
      } catch (error) {
        log.warn({ err: error }, 'render failed');
        throw new Error(
          `Rendering the brand guide failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      if (pdf.byteLength === 0 || Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') {
        throw new Error(PDF_EMPTY_MESSAGE);
      }
      progress(RENDER_PROGRESS.rendered);
      await results.set(resultKey(config.PDF_QUEUE_PREFIX, job.id!), Buffer.from(pdf), 'PX', RESULT_TTL_MS);
      progress(RENDER_PROGRESS.stored);
      log.info(
        { bytes: pdf.byteLength, ms: Math.round(performance.now() - started) },
        'brand guide rendered',
      );
      return { bytes: pdf.byteLength, fileName: brandGuideFileName(data.analysis.styleArchetype) };
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
