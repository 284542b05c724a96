import { randomBytes, randomUUID } from 'node:crypto';
import { Queue, QueueEvents, type Worker } from 'bullmq';
import type { UserDataOwner } from '@uniform/contracts';
import {
  accountDeletedQueueOf,
  createLogger,
  queueConnection,
  startAccountDeletionConsumer,
  type AccountDeletionConsumerOptions,
  type AccountDeletionSettings,
  type ErasedCounts,
} from '@uniform/service-kit';
import { requireInfra } from './infra';

export interface AccountDeletionJobs {
  /** The service's account-deleted queue, where a job can be looked up by its id. */
  queue: Queue;
  /** Adds one account-deleted job; `finished` is what the consumer returned. */
  publish(data: unknown, attempts?: number): Promise<{ jobId: string; finished: Promise<ErasedCounts> }>;
  /** Stops the consumer and removes the queue. */
  close(): Promise<void>;
}

export type AccountDeletionJobsOptions = {
  /** The queue prefix; by default a fresh `test-del-<hex>`, so no other consumer takes the test's jobs. */
  prefix?: string;
} & (
  | {
      /** The service's part, run by service-kit's consumer as the service's main.ts runs it. */
      erase: AccountDeletionConsumerOptions['erase'];
    }
  | {
      /** Starts the service's own consumer with the settings given. */
      start: (settings: AccountDeletionSettings) => Worker;
    }
);

/**
 * One service's account-deleted consumer on a queue prefix of the test's own, and the jobs for it
 * published as the auth service publishes them.
 */
export async function startAccountDeletionJobs(
  owner: UserDataOwner,
  options: AccountDeletionJobsOptions,
): Promise<AccountDeletionJobs> {
  const { prefix = `test-del-${randomBytes(4).toString('hex')}` } = options;
  const { redisUrl } = await requireInfra();
  const settings = { redisUrl, prefix, lockMs: 5_000 };
  const consumer =
    'start' in options
      ? options.start(settings)
      : startAccountDeletionConsumer({
          ...settings,
          owner,
          logger: createLogger(`${owner}-deletion-test`, 'silent'),
          erase: options.erase,
        });
  const connection = queueConnection(redisUrl, 'worker');
  const queue = new Queue(accountDeletedQueueOf(owner), { connection, prefix });
  const events = new QueueEvents(accountDeletedQueueOf(owner), { connection, prefix });
  await events.waitUntilReady();
  await consumer.waitUntilReady();
  return {
    queue,
    async publish(data, attempts = 1) {
      // As the auth service publishes: a random job id, never the user's, and gone once done.
      const job = await queue.add('account-deleted', data, {
        jobId: randomUUID(),
        attempts,
        backoff: 100,
        removeOnComplete: true,
      });
      return { jobId: job.id!, finished: job.waitUntilFinished(events, 20_000) as Promise<ErasedCounts> };
    },
    async close() {
      await consumer.close();
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
    },
  };
}
