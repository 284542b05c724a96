import type { ConnectionOptions, Job, Queue, Worker } from 'bullmq';
import { processGauge, processHistogram } from './metrics';

/**
 * Who holds a BullMQ connection: a producer (an HTTP handler adding jobs) must fail fast while
 * Redis is down, so a request gets a clear 503 instead of hanging; a worker's blocking commands
 * must never give up (BullMQ requires `maxRetriesPerRequest: null` for workers).
 */
export type QueueRole = 'producer' | 'worker';

/**
 * Connection OPTIONS for a BullMQ Queue, Worker or QueueEvents (never a shared ioredis instance:
 * BullMQ does not close shared connections and the process would hang on shutdown).
 */
export function queueConnection(redisUrl: string, role: QueueRole): ConnectionOptions {
  const url = new URL(redisUrl);
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must start with redis:// or rediss:// (got ${url.protocol})`);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname || '127.0.0.1',
    port: url.port ? Number(url.port) : 6379,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    connectTimeout: 2_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
    ...(role === 'worker'
      ? { maxRetriesPerRequest: null }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false }),
  };
}

/** The queues this process reports depths for on /metrics. */
const observedQueues = new Set<Queue>();
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/**
 * Reports the queue's depth by state (`queue_jobs{queue,state}`), read from Redis when Prometheus
 * scrapes; a Redis failure leaves the last values rather than failing the scrape.
 */
export function observeQueue(queue: Queue): void {
  observedQueues.add(queue);
  processGauge(
    'queue_jobs',
    'Jobs in each queue by state, read at scrape time',
    ['queue', 'state'],
    async function () {
      for (const q of observedQueues) {
        const counts = await q.getJobCounts(...QUEUE_STATES).catch(() => undefined);
        if (!counts) continue;
        for (const state of QUEUE_STATES) this.set({ queue: q.name, state }, counts[state] ?? 0);
      }
    },
  );
}

/** Records every finished job's processing time and outcome (`queue_job_duration_seconds{queue,status}`). */
export function observeWorker(worker: Worker): void {
  const seconds = processHistogram(
    'queue_job_duration_seconds',
    'Job processing time by queue and outcome',
    ['queue', 'status'],
    [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  );
  const record = (job: Job | undefined, status: 'completed' | 'failed') => {
    if (job?.processedOn && job.finishedOn)
      seconds.observe({ queue: worker.name, status }, (job.finishedOn - job.processedOn) / 1000);
  };
  worker.on('completed', (job) => record(job, 'completed'));
  worker.on('failed', (job) => record(job, 'failed'));
}
