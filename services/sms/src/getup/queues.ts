import { z } from 'zod';

/** The Getup queues (BullMQ): the minute tick, and one send job per subscriber and local date. */
export const GETUP_TICK_QUEUE = 'getup-tick';
export const GETUP_SEND_QUEUE = 'getup-send';
export const GETUP_TICK_SCHEDULER_ID = 'getup-minute-tick';

/** Job payloads hold ids and dates only, never the number or the style facts. */
export const sendJobSchema = z.object({
  subscriberId: z.uuid(),
  localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type SendJob = z.infer<typeof sendJobSchema>;

/** One job id per subscriber and local date: a second enqueue of the same pair is a no-op. */
export const sendJobId = (job: SendJob) => `getup:${job.localDate}:${job.subscriberId}`;

export const SEND_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  // Kept an hour, past the whole send window, so the job id still deduplicates re-enqueues; the
  // delivery record is the lasting guard.
  removeOnComplete: { age: 3_600 },
  removeOnFail: { age: 7 * 86_400 },
} as const;
