import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { SendJobCleaner, SendQueue } from '../domain/ports';
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

const DAY_MS = 86_400_000;
/**
 * How far back a send job can still be in Redis: a failed one is kept removeOnFail.age, and a
 * local date runs up to a day behind UTC; the day ahead covers zones already past midnight.
 */
const JOB_DAYS_BACK = Math.ceil((SEND_JOB_OPTIONS.removeOnFail.age * 1_000) / DAY_MS) + 2;
const JOB_DAYS_AHEAD = 1;

/**
 * The account deletion's view of `getup-send`: a subscriber's job ids are known (one per local
 * date), so its jobs are found by id for every date they can still be kept, with no key scan.
 */
export function getupSendJobCleaner(queue: Queue, now: () => Date = () => new Date()): SendJobCleaner {
  return {
    async removeFor(subscriberIds, { whileSending }) {
      const today = now().getTime();
      const dates = Array.from({ length: JOB_DAYS_BACK + JOB_DAYS_AHEAD + 1 }, (_, i) =>
        new Date(today + (JOB_DAYS_AHEAD - i) * DAY_MS).toISOString().slice(0, 10),
      );
      let removed = 0;
      for (const subscriberId of subscriberIds) {
        for (const localDate of dates) {
          const job = await queue.getJob(sendJobId({ subscriberId, localDate }));
          if (!job) continue;
          if ((await job.getState()) === 'active') {
            if (whileSending === 'fail') throw new Error('a Getup text to this account is being sent');
            continue;
          }
          try {
            await job.remove();
            removed += 1;
          } catch (error) {
            // It became active between the look and the removal (BullMQ refuses a locked job).
            if (whileSending === 'fail') throw error;
          }
        }
      }
      return removed;
    },
  };
}
