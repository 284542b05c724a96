import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { SendJobCleaner, SendQueue } from '../domain/ports';
import { sendBatchJobId, sendBatchSchema, type SendBatch } from '../domain/send-job';

/** The Getup queues (BullMQ): the minute tick, and send jobs of a batch of subscribers each. */
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
 * The producer of `getup-send`: adds the batches whose id the queue does not hold yet (read through
 * a plain client), and answers how many it added and how many subscribers they hold.
 */
export function getupSendQueue(queue: Queue, redis: Redis): SendQueue {
  return {
    async enqueueNew(batches: SendBatch[]) {
      const candidates = batches.map((batch) => ({
        name: 'send',
        data: batch,
        opts: { ...SEND_JOB_OPTIONS, jobId: sendBatchJobId(batch) },
      }));
      const exists = redis.pipeline();
      for (const job of candidates) exists.exists(queue.toKey(job.opts.jobId));
      const held = (await exists.exec()) ?? [];
      const jobs = candidates.filter((_, i) => held[i]?.[1] !== 1);
      // Even a job added between the check and here is safe: BullMQ ignores an existing job id.
      if (jobs.length > 0) await queue.addBulk(jobs);
      return {
        batches: jobs.length,
        subscribers: jobs.reduce((sum, job) => sum + job.data.subscriberIds.length, 0),
      };
    },
  };
}

/** The states a send job can be found in, the one being sent ('active') included. */
const JOB_STATES = ['waiting', 'prioritized', 'delayed', 'failed', 'completed', 'active'] as const;
const JOBS_PER_READ = 200;

/**
 * The account deletion's view of `getup-send`: the subscribers come out of every batch that names
 * them (a batch left empty goes), so no job keeps their ids. The queue holds a day's batches (a
 * few thousand at a million subscribers; finished ones an hour, failed ones a week), read page by page.
 */
export function getupSendJobCleaner(queue: Queue): SendJobCleaner {
  return {
    async removeFor(subscriberIds, { whileSending }) {
      if (subscriberIds.length === 0) return 0;
      const gone = new Set(subscriberIds);
      let changed = 0;
      for (const state of JOB_STATES) {
        for (let start = 0; ; start += JOBS_PER_READ) {
          const jobs = await queue.getJobs([state], start, start + JOBS_PER_READ - 1, true);
          for (const job of jobs) {
            const batch = sendBatchSchema.safeParse(job?.data);
            if (!job || !batch.success || !batch.data.subscriberIds.some((id) => gone.has(id))) continue;
            if (state === 'active' || (await job.getState()) === 'active') {
              if (whileSending === 'fail') throw new Error('a Getup text to this account is being sent');
              continue;
            }
            const left = batch.data.subscriberIds.filter((id) => !gone.has(id));
            try {
              if (left.length === 0) await job.remove();
              else await job.updateData({ ...batch.data, subscriberIds: left });
              changed += 1;
            } catch (error) {
              // It became active between the look and the change (BullMQ refuses a locked job).
              if (whileSending === 'fail') throw error;
            }
          }
          // A removal shifts the later jobs of this state forward: a page may be read twice, never skipped.
          if (jobs.length < JOBS_PER_READ) break;
        }
      }
      return changed;
    },
  };
}
