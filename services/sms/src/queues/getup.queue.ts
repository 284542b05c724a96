import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { SendQueue } from '../domain/ports';
import { sendJobId, type SendJob } from '../domain/send-job';

/** The Getup queues (BullMQ): the minute tick, and one send job per subscriber and local date. */
export const GETUP_TICK_QUEUE = 'getup-tick';
export const GETUP_SEND_QUEUE = 'getup-send';
export const GETUP_TICK_SCHEDULER_ID = 'getup-minute-tick';

export const SEND_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  // Kept an hour, past the whole send window, so the job id still deduplicates re-enqueues; the
  // delivery record is the lasting guard.
  removeOnComplete: { age: 3_600 },
  removeOnFail: { age: 7 * 86_400 },
} as const;

/**
 * The producer of `getup-send`: adds the jobs whose id the queue does not hold yet (read through a
 * plain client), and answers how many it added.
 */
export function getupSendQueue(queue: Queue, redis: Redis): SendQueue {
  return {
    async enqueueNew(data: SendJob[]) {
      const candidates = data.map((job) => ({
        name: 'send',
        data: job,
        opts: { ...SEND_JOB_OPTIONS, jobId: sendJobId(job) },
      }));
      const exists = redis.pipeline();
      for (const job of candidates) exists.exists(queue.toKey(job.opts.jobId));
      const held = (await exists.exec()) ?? [];
      const jobs = candidates.filter((_, i) => held[i]?.[1] !== 1);
      // Even a job added between the check and here is safe: BullMQ ignores an existing job id.
      if (jobs.length > 0) await queue.addBulk(jobs);
      return jobs.length;
    },
  };
}
