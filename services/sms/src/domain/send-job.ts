import { z } from 'zod';

/** The largest batch a send job may hold (GETUP_BATCH_SIZE is checked against it). */
export const GETUP_BATCH_SIZE_MAX = 1_000;
/** Subscribers per send job unless GETUP_BATCH_SIZE says otherwise. */
export const GETUP_BATCH_SIZE = 250;

const dayOfZone = {
  timeZone: z.string().min(1).max(64),
  localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};

/**
 * A Getup send job's payload, by id only (never the numbers or the style facts): one batch of a
 * zone's due subscribers for one local date, `batch` its place in the tick's keyset walk; or
 * (`batch: 'late'`) the one subscriber who confirmed after the zone's window opened.
 */
export const sendBatchSchema = z.union([
  z.object({
    ...dayOfZone,
    batch: z.number().int().min(0),
    subscriberIds: z.array(z.uuid()).min(1).max(GETUP_BATCH_SIZE_MAX),
  }),
  z.object({ ...dayOfZone, batch: z.literal('late'), subscriberIds: z.array(z.uuid()).length(1) }),
]);
export type SendBatch = z.infer<typeof sendBatchSchema>;

/** What names a send job: a walk's batch by its number, a late joiner's by their id. */
export type SendBatchKey = Pick<SendBatch, 'timeZone' | 'localDate'> &
  ({ batch: number } | { batch: 'late'; subscriberIds: string[] });

/**
 * One job id per zone, local date and batch (or late joiner): a second tick (or a second scheduler)
 * that walks the same due subscribers adds nothing. BullMQ allows a ':' in a custom id only as two
 * separators.
 */
export const sendBatchJobId = (job: SendBatchKey) =>
  `getup:${job.localDate}:${job.timeZone}#${job.batch === 'late' ? `late-${job.subscriberIds[0]!}` : job.batch}`;
