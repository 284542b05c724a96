import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { ErrorCode, PDF_DOCUMENT_NAMES } from '@uniform/contracts';
import { AppError, queueConnection, type Logger } from '@uniform/service-kit';
import {
  PDF_EMPTY_MESSAGE,
  PDF_QUEUE_NAME,
  RENDER_ATTEMPTS,
  RENDER_JOB_NAME,
  RENDER_PROGRESS,
  renderJobResultSchema,
  resultKey,
  type RenderJobData,
} from './render.queue';

export interface RenderedPdf {
  pdf: Buffer;
  fileName: string;
}

export interface RenderJobsOptions {
  redisUrl: string;
  /** Reads (and deletes) the file the worker left. */
  redis: Redis;
  prefix: string;
  timeoutMs: number;
  logger: Logger;
}

interface Listener {
  progress(percent: number): void;
  completed(returnvalue: unknown): void;
  failed(reason: string): void;
}

export const PDF_ERROR_CODES = {
  timeout: ErrorCode.PDF_TIMEOUT,
  failed: ErrorCode.PDF_RENDER_FAILED,
  empty: ErrorCode.PDF_EMPTY,
  unavailable: ErrorCode.PDF_QUEUE_UNAVAILABLE,
} as const;

/**
 * The producer side of the `pdf` queue: enqueue a render and wait for it, bounded by the timeout,
 * with the job's progress forwarded. One QueueEvents per process feeds every waiting request.
 */
export class RenderJobs {
  readonly queue: Queue;
  private readonly events: QueueEvents;
  private readonly listeners = new Map<string, Listener>();

  constructor(private readonly options: RenderJobsOptions) {
    this.queue = new Queue(PDF_QUEUE_NAME, {
      connection: queueConnection(options.redisUrl, 'producer'),
      prefix: options.prefix,
      streams: { events: { maxLen: 2_000 } },
    });
    this.events = new QueueEvents(PDF_QUEUE_NAME, {
      connection: queueConnection(options.redisUrl, 'worker'),
      prefix: options.prefix,
    });
    this.queue.on('error', (error) => options.logger.warn({ err: error }, 'pdf queue connection error'));
    this.events.on('error', (error) => options.logger.warn({ err: error }, 'pdf queue events error'));
    this.events.on('progress', ({ jobId, data }) => {
      if (typeof data === 'number') this.listeners.get(jobId)?.progress(data);
    });
    this.events.on('completed', ({ jobId, returnvalue }) =>
      this.listeners.get(jobId)?.completed(returnvalue),
    );
    this.events.on('failed', ({ jobId, failedReason }) => this.listeners.get(jobId)?.failed(failedReason));
  }

  async start(): Promise<void> {
    await this.events.waitUntilReady();
  }

  /** Enqueues the render and resolves with the file, or rejects with an AppError (504, 500, 503). */
  async render(
    data: RenderJobData,
    hooks: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
  ): Promise<RenderedPdf> {
    const jobId = randomUUID();
    const { timeoutMs, logger } = this.options;
    const name = PDF_DOCUMENT_NAMES[data.document];
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const outcome = new Promise<unknown>((resolve, reject) => {
      this.listeners.set(jobId, {
        progress: (percent) => hooks.onProgress?.(percent),
        completed: resolve,
        failed: (reason) => reject(renderFailure(reason, name)),
      });
      timer = setTimeout(
        () =>
          reject(
            new AppError(
              504,
              PDF_ERROR_CODES.timeout,
              `Rendering your ${name} took longer than ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
            ),
          ),
        timeoutMs,
      );
      onAbort = () => reject(new AppError(499, ErrorCode.REQUEST_ABORTED, 'The download was cancelled.'));
      hooks.signal?.addEventListener('abort', onAbort, { once: true });
    });
    outcome.catch(() => undefined);
    try {
      try {
        await this.queue.add(RENDER_JOB_NAME, data, {
          jobId,
          attempts: RENDER_ATTEMPTS,
          // The job holds the user's analysis: it leaves Redis as soon as it ends (the waiting
          // request gets the outcome from the event; the reason is logged by the worker).
          removeOnComplete: true,
          removeOnFail: true,
        });
      } catch (error) {
        logger.error({ err: error }, 'could not enqueue a render');
        throw new AppError(
          503,
          PDF_ERROR_CODES.unavailable,
          'The PDF renderer is unavailable right now. Please try again in a moment.',
        );
      }
      hooks.onProgress?.(RENDER_PROGRESS.queued);
      const returnvalue = await outcome;
      const result = renderJobResultSchema.safeParse(
        typeof returnvalue === 'string' ? safeJson(returnvalue) : returnvalue,
      );
      const key = resultKey(this.options.prefix, jobId);
      const pdf = await this.options.redis.getBuffer(key);
      await this.options.redis.del(key).catch(() => undefined);
      if (!result.success || !pdf || pdf.length === 0) {
        throw new AppError(500, PDF_ERROR_CODES.empty, PDF_EMPTY_MESSAGE);
      }
      return { pdf, fileName: result.data.fileName };
    } catch (error) {
      // A render nobody waits for any more: drop it if no worker has taken it yet.
      if (error instanceof AppError && (error.status === 504 || error.status === 499)) {
        await this.queue.remove(jobId).catch(() => undefined);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) hooks.signal?.removeEventListener('abort', onAbort);
      this.listeners.delete(jobId);
    }
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.queue.close();
  }
}

function renderFailure(reason: string, name: string): AppError {
  if (reason === PDF_EMPTY_MESSAGE) return new AppError(500, PDF_ERROR_CODES.empty, PDF_EMPTY_MESSAGE);
  return new AppError(
    500,
    PDF_ERROR_CODES.failed,
    `We could not render your ${name} (${reason || 'unknown error'}). Please try again.`,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
