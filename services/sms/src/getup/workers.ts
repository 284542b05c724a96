import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { ModelClient } from '@uniform/ai';
import type { Logger } from '@uniform/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import type { SmsTransport } from '../transport/transport';
import { GETUP_SEND_QUEUE, GETUP_TICK_QUEUE, GETUP_TICK_SCHEDULER_ID } from './queues';
import { tick, type SchedulerSettings } from './scheduler';
import { sendProcessor, type SendOutcome } from './sender';

export interface GetupWorkerOptions {
  prisma: PrismaClient;
  transport: SmsTransport;
  model: ModelClient | null;
  logger: Logger;
  /** Connection options for BullMQ (queueConnection(url, 'worker')), never a shared client. */
  connection: ConnectionOptions;
  /** A plain client for the scheduler's job-id checks. */
  redis: Redis;
  settings: SchedulerSettings & { concurrency: number; tickEveryMs: number; lockMs: number };
  statusCallbackUrl?: string;
  registry?: Registry;
  now?: () => Date;
  /** BullMQ key prefix ('bull' by default). */
  prefix?: string;
  /** Which parts run in this process (both by default). */
  run?: { scheduler?: boolean; sender?: boolean };
}

export interface GetupWorkers {
  sendQueue: Queue;
  tickQueue: Queue;
  sender?: Worker;
  ticker?: Worker;
  close(): Promise<void>;
}

/**
 * The 7 AM fan-out: a BullMQ job scheduler ticks every minute on `getup-tick`, the tick enqueues
 * the due sends on `getup-send`, and the rate-limited sender works them off.
 */
export async function startGetupWorkers(options: GetupWorkerOptions): Promise<GetupWorkers> {
  const { logger, settings, connection } = options;
  const now = options.now ?? (() => new Date());
  const registers = options.registry ? [options.registry] : [];
  const overCapacity = new Gauge({
    name: 'getup_zone_over_capacity_subscribers',
    help: 'Subscribers of a time zone beyond what the send rate reaches in its 7 AM window (0 when it fits)',
    labelNames: ['time_zone'] as const,
    registers,
  });
  const texts = new Counter({
    name: 'getup_send_jobs_total',
    help: 'Getup send jobs by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });

  const base = { connection, ...(options.prefix ? { prefix: options.prefix } : {}) };
  const sendQueue = new Queue(GETUP_SEND_QUEUE, base);
  const tickQueue = new Queue(GETUP_TICK_QUEUE, base);
  const schedulerDeps = {
    prisma: options.prisma,
    sendQueue,
    redis: options.redis,
    logger,
    settings,
    onCapacity: (timeZone: string, subscribers: number, capacity: number) =>
      overCapacity.set({ time_zone: timeZone }, Math.max(0, subscribers - capacity)),
  };

  let ticker: Worker | undefined;
  if (options.run?.scheduler !== false) {
    await tickQueue.upsertJobScheduler(
      GETUP_TICK_SCHEDULER_ID,
      { every: settings.tickEveryMs },
      { name: 'tick', opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
    ticker = new Worker(GETUP_TICK_QUEUE, async () => tick(schedulerDeps, now()), {
      ...base,
      concurrency: 1,
    });
    ticker.on('failed', (_job, error) => logger.error({ err: error }, 'Getup tick failed'));
  }

  let sender: Worker | undefined;
  if (options.run?.sender !== false) {
    const processor = sendProcessor(
      {
        prisma: options.prisma,
        transport: options.transport,
        model: options.model,
        logger,
        now,
        statusCallbackUrl: options.statusCallbackUrl,
        leaseMs: settings.lockMs,
      },
      () => sender!,
    );
    sender = new Worker(
      GETUP_SEND_QUEUE,
      async (job) => {
        const outcome: SendOutcome = await processor(job);
        texts.inc({ outcome });
        return outcome;
      },
      {
        ...base,
        concurrency: settings.concurrency,
        lockDuration: settings.lockMs,
        stalledInterval: Math.max(500, Math.floor(settings.lockMs / 2)),
        // A stalled send is safe to run again (the delivery claim decides), so never fail it for stalling.
        maxStalledCount: 20,
        ...(settings.ratePerSecond > 0
          ? {
              limiter:
                settings.ratePerSecond >= 1
                  ? { max: Math.floor(settings.ratePerSecond), duration: 1_000 }
                  : { max: 1, duration: Math.ceil(1_000 / settings.ratePerSecond) },
            }
          : {}),
      },
    );
    sender.on('failed', (job, error) => {
      texts.inc({ outcome: 'error' });
      logger.warn(
        { err: error, jobId: job?.id, attempts: job?.attemptsMade },
        'Getup send failed (retried with backoff)',
      );
    });
  }

  return {
    sendQueue,
    tickQueue,
    sender,
    ticker,
    async close() {
      await Promise.all([ticker?.close(), sender?.close()]);
      await Promise.all([sendQueue.close(), tickQueue.close()]);
    },
  };
}

/** A manual tick (tests, the benchmark): the same function the scheduler runs. */
export { tick };
