import { createHash } from 'node:crypto';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { z } from 'zod';
import type { UserDataOwner } from '@uniform/contracts';
import { wholeNumberSchema } from './config';
import type { Logger } from './logger';
import { observeWorker, queueConnection } from './queue';

/**
 * "Delete my account" (issue 21) is one event with many owners. The auth service deletes the account
 * and publishes one account-deleted job: a BullMQ flow whose parent waits on ACCOUNT_DELETED_QUEUE
 * (auth's own worker, which drops the tombstone once every child is done) and whose children wait
 * one per service in USER_DATA_OWNERS, each on its own queue, consumed by that service. A job id is
 * the tombstone's random id, so Redis's job keys and event streams never name the user; the payload
 * holds the user id and the e-mail's SHA-256, and leaves Redis when the job completes.
 */
export const ACCOUNT_DELETED_QUEUE = 'account-deleted';

/** The queue one service consumes its part of every account deletion from. */
export const accountDeletedQueueOf = (owner: UserDataOwner): string => `${ACCOUNT_DELETED_QUEUE}-${owner}`;

export const accountDeletedJobSchema = z.object({
  userId: z.uuid(),
  /** SHA-256 (hex) of the trimmed, lower-cased e-mail, for data found by e-mail (privacy inquiries). */
  emailDigest: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AccountDeletedJob = z.infer<typeof accountDeletedJobSchema>;

/** The digest an account-deleted job carries instead of the e-mail. */
export const emailDigestOf = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The failure reason a consumer's job records, whatever went wrong (the log has the details). */
export const ERASE_FAILED = 'The service could not delete the account data; it will be retried.';

/** What one service deleted, by kind (e.g. { entries: 1000 }): logged and returned, never ids. */
export type ErasedCounts = Record<string, number>;

/** The settings every consumer and the publisher read (each service's config spreads these in). */
export const accountDeletionEnvSchema = {
  ACCOUNT_DELETION_QUEUE_PREFIX: z
    .string()
    .regex(/^[\w:-]{1,60}$/, 'letters, digits, :, - and _ only')
    .default('bull')
    .describe('Redis key prefix of the account-deleted queues (the same in every service)'),
  ACCOUNT_DELETION_LOCK_MS: wholeNumberSchema(1_000, 600_000, 30_000).describe(
    'How long a consumer holds an account-deleted job before, if its process died, another takes it over',
  ),
};

/** Where a consumer finds its queue, and how long it holds a job. */
export interface AccountDeletionSettings {
  redisUrl: string;
  prefix: string;
  lockMs: number;
}

/** The part of every consumer's config (REDIS_URL and accountDeletionEnvSchema) its settings come from. */
export interface AccountDeletionConfig {
  REDIS_URL: string;
  ACCOUNT_DELETION_QUEUE_PREFIX: string;
  ACCOUNT_DELETION_LOCK_MS: number;
}

/** A service's consumer settings, read from its config. */
export const accountDeletionSettingsOf = (config: AccountDeletionConfig): AccountDeletionSettings => ({
  redisUrl: config.REDIS_URL,
  prefix: config.ACCOUNT_DELETION_QUEUE_PREFIX,
  lockMs: config.ACCOUNT_DELETION_LOCK_MS,
});

export interface AccountDeletionConsumerOptions extends AccountDeletionSettings {
  owner: UserDataOwner;
  logger: Logger;
  /** Deletes everything the service holds about the user; idempotent (a retry finds nothing left). */
  erase: (job: AccountDeletedJob) => Promise<ErasedCounts>;
}

/**
 * The service's consumer: a BullMQ worker on its account-deleted queue. A job whose process dies
 * mid-way is taken over once its lock (lockMs) lapses; a failure is retried by BullMQ with backoff
 * and then, if it keeps failing, by the auth service's sweep. Close it on shutdown.
 */
export function startAccountDeletionConsumer(options: AccountDeletionConsumerOptions): Worker {
  const { owner, logger } = options;
  const worker = new Worker(
    accountDeletedQueueOf(owner),
    async (job: Job) => {
      const parsed = accountDeletedJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError('The account-deleted job holds no valid user id');
      let erased: ErasedCounts;
      try {
        erased = await options.erase(parsed.data);
      } catch (error) {
        // BullMQ keeps a failure's message in the queue's event stream after the job is gone: a fixed
        // sentence there, so no driver message quoting the user's id or e-mail outlives the deletion.
        logger.warn(
          { deletion: job.id, attempt: job.attemptsMade + 1, err: (error as Error).message },
          'account data deletion failed; it will be retried',
        );
        throw new Error(ERASE_FAILED, { cause: error });
      }
      logger.info({ deletion: job.id, attempt: job.attemptsMade + 1, erased }, 'account data deleted');
      return erased;
    },
    {
      connection: queueConnection(options.redisUrl, 'worker'),
      prefix: options.prefix,
      concurrency: 2,
      lockDuration: options.lockMs,
      stalledInterval: options.lockMs,
    },
  );
  worker.on('error', (error) => logger.warn({ err: error.message }, 'account-deleted consumer error'));
  observeWorker(worker);
  return worker;
}
