import { z } from 'zod';

/** A Getup send job's payload: ids and dates only, never the number or the style facts. */
export const sendJobSchema = z.object({
  subscriberId: z.uuid(),
  localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type SendJob = z.infer<typeof sendJobSchema>;

/** One job id per subscriber and local date: a second enqueue of the same pair is a no-op. */
export const sendJobId = (job: SendJob) => `getup:${job.localDate}:${job.subscriberId}`;
