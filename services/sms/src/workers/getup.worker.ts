import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { Counter, Gauge, type Registry } from 'prom-client';
import { createModelClient, type ModelClient } from '@uniform/ai';
import { queueConnection, type Logger } from '@uniform/service-kit';
import type { SmsConfig } from '../config';
import { prismaDeliveriesRepository } from '../data/deliveries.repository';
import { prismaSubscribersRepository } from '../data/subscribers.repository';
import type { SmsTransport } from '../domain/carrier';
import {
  tick as runTick,
  type SchedulerDeps,
  type SchedulerSettings,
  type TickResult,
} from '../domain/getup-tick.use-case';
import {
  BatchRetryError,
  limiter,
  sendDailyBatch,
  type SendOutcome,
  type SenderDeps,
} from '../domain/send-daily-text.use-case';
import type { PrismaClient } from '../generated/prisma/client';
import {
  GETUP_SEND_QUEUE,
  GETUP_TICK_QUEUE,
  GETUP_TICK_SCHEDULER_ID,
  getupSendQueue,
} from '../queues/getup.queue';
import { redisSendPacer } from '../queues/send-pacer';

export interface GetupWorkerOptions {
  prisma: PrismaClient;
  transport: SmsTransport;
  model: ModelClient | null;
  logger: Logger;
  /** Connection options for BullMQ (queueConnection(url, 'worker')), never a shared client. */
  connection: ConnectionOptions;
  /** A plain client for the scheduler's job-id checks. */
  redis: Redis;
  settings: SchedulerSettings & {
    /** Texts in flight per sender process (shared by the batches it runs). */
    concurrency: number;
    tickEveryMs: number;
    lockMs: number;
  };
  statusCallbackUrl?: string;
  registry?: Registry;
  now?: () => Date;
  /** BullMQ key prefix ('bull' by default). */
  prefix?: string;
  /** Which parts run in this process (both by default). */
  run?: { scheduler?: boolean; sender?: boolean };
}

/** The Getup settings of the configuration, as the workers take them (GETUP_*, the model, the queue's Redis). */
export function getupWorkerOptions(config: SmsConfig) {
  return {
    model: createModelClient(config),
    connection: queueConnection(config.REDIS_URL, 'worker'),
    prefix: config.GETUP_QUEUE_PREFIX,
    run: {
      scheduler: config.GETUP_WORKER_RUN !== 'sender',
      sender: config.GETUP_WORKER_RUN !== 'scheduler',
    },
    settings: {
      sendHour: config.GETUP_SEND_HOUR,
      windowMinutes: config.GETUP_WINDOW_MINUTES,
      ratePerSecond: config.GETUP_SEND_RATE_PER_SECOND,
      batchSize: config.GETUP_BATCH_SIZE,
      concurrency: config.GETUP_SENDER_CONCURRENCY,
      tickEveryMs: config.GETUP_TICK_EVERY_MS,
      lockMs: config.GETUP_LOCK_MS,
    },
  };
}

/** The tick on Prisma and BullMQ (the scheduler's job, and tests' and the benchmark's manual tick). */
export function tick(
  deps: Omit<SchedulerDeps, 'subscribers' | 'sendQueue'> & {
    prisma: PrismaClient;
    sendQueue: Queue;
    redis: Redis;
  },
  now: Date,
): Promise<TickResult> {
  const { prisma, sendQueue, redis, ...rest } = deps;
  return runTick(
    {
      ...rest,
      subscribers: prismaSubscribersRepository(prisma),
      sendQueue: getupSendQueue(sendQueue, redis),
    },
    now,
  );
}

/** One send job (a batch) on Prisma: the sender's work, also run directly by tests. */
export function processSend(
  deps: Omit<SenderDeps, 'subscribers' | 'deliveries'> & { prisma: PrismaClient },
  data: unknown,
): Promise<Map<string, SendOutcome>> {
  const { prisma, ...rest } = deps;
  return sendDailyBatch(
    {
      ...rest,
      subscribers: prismaSubscribersRepository(prisma),
      deliveries: prismaDeliveriesRepository(prisma),
    },
    data,
  );
}

/** Batches in flight per sender process: enough to keep its texts in flight busy between batches. */
const batchesInFlight = (textsInFlight: number) => Math.max(2, Math.ceil(textsInFlight / 32));

export interface GetupWorkers {
  sendQueue: Queue;
  tickQueue: Queue;
  sender?: Worker;
  ticker?: Worker;
  close(): Promise<void>;
}

/**
 * The 7 AM fan-out: a BullMQ job scheduler ticks every minute on `getup-tick`, the tick enqueues
 * the due subscribers on `getup-send` in batches, and the sender works them off, paced per text.
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
    name: 'getup_texts_total',
    help: "Getup daily texts by outcome (retry: left to the batch job's next attempt)",
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
    const deps = {
      prisma: options.prisma,
      transport: options.transport,
      model: options.model,
      logger,
      now,
      statusCallbackUrl: options.statusCallbackUrl,
      leaseMs: settings.lockMs,
      // Per text, for every sender: the carrier's rate and its 429 pause (not per batch).
      pacer: redisSendPacer(options.redis, sendQueue.toKey('pace'), settings.ratePerSecond),
      inFlight: limiter(settings.concurrency),
    };
    sender = new Worker(
      GETUP_SEND_QUEUE,
      async (job: Job) => {
        try {
          const outcomes = await processSend(deps, job.data);
          for (const outcome of outcomes.values()) texts.inc({ outcome });
          return outcomes.size;
        } catch (error) {
          if (error instanceof BatchRetryError) texts.inc({ outcome: 'retry' }, error.texts);
          throw error;
        }
      },
      {
        ...base,
        concurrency: batchesInFlight(settings.concurrency),
        lockDuration: settings.lockMs,
        stalledInterval: Math.max(500, Math.floor(settings.lockMs / 2)),
        // A stalled batch is safe to run again (the delivery claims decide), so never fail it for stalling.
        maxStalledCount: 20,
      },
    );
    sender.on('error', (error) => logger.error({ err: error }, 'Getup sender error'));
    sender.on('failed', (job, error) => {
      logger.warn(
        { err: error, jobId: job?.id, attempts: job?.attemptsMade },
        'Getup send batch failed (retried with backoff)',
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
