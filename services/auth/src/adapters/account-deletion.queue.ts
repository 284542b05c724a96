import { FlowProducer, Queue, Worker, type FlowJob, type Job } from 'bullmq';
import { USER_DATA_OWNERS, type UserDataOwner } from '@uniform/contracts';
import {
  ACCOUNT_DELETED_QUEUE,
  accountDeletedQueueOf,
  observeWorker,
  queueConnection,
  type AccountDeletedJob,
  type Logger,
} from '@uniform/service-kit';
import {
  errorText,
  failureNote,
  type AccountDeletionPublisher,
  type AccountDeletionRepository,
  type AccountDeletionTombstone,
} from '../domain/account-deletion.use-case';

/** Job names on ACCOUNT_DELETED_QUEUE: a deletion's parent job, and the sweep's ticks. */
const DELETION_JOB = 'account-deleted';
const SWEEP_JOB = 'sweep';
const SWEEP_SCHEDULER_ID = 'account-deletion-sweep';
/** Tombstones looked at per sweep, oldest first; a backlog is worked off over several ticks. */
const SWEEP_BATCH = 100;

export interface AccountDeletionQueueSettings {
  redisUrl: string;
  /** ACCOUNT_DELETION_QUEUE_PREFIX: the same in every service. */
  prefix: string;
}

export interface AccountDeletionPublisherSettings extends AccountDeletionQueueSettings {
  /** A producer waits for Redis forever: past this, a publish gives up (the sweep publishes later). */
  timeoutMs?: number;
  /** BullMQ's own attempts per service before the sweep takes over, and the first backoff. */
  attempts?: number;
  backoffMs?: number;
}

export type ClosablePublisher = AccountDeletionPublisher & { close(): Promise<void> };

/**
 * Publishes a deletion as one BullMQ flow: the parent on ACCOUNT_DELETED_QUEUE, waiting for one child
 * per USER_DATA_OWNERS on that service's queue, all with the tombstone's id as job id, so publishing
 * twice adds nothing. The children carry the user id and e-mail digest and leave Redis once done; a
 * failed one stays (with its reason) until the sweep retries it.
 */
export function createAccountDeletionPublisher(
  settings: AccountDeletionPublisherSettings,
): ClosablePublisher {
  const { timeoutMs = 2_000, attempts = 8, backoffMs = 1_000 } = settings;
  const flows = new FlowProducer({
    connection: queueConnection(settings.redisUrl, 'producer'),
    prefix: settings.prefix,
  });
  // Connection errors surface as the failed publish; an unhandled 'error' event would end the process.
  flows.on('error', () => undefined);
  const common = {
    removeOnComplete: true,
    removeOnFail: false,
    backoff: { type: 'exponential', delay: backoffMs },
  };

  return {
    async publish({ id, userId, emailDigest }) {
      const data: AccountDeletedJob = { userId, emailDigest };
      const flow: FlowJob = {
        name: DELETION_JOB,
        queueName: ACCOUNT_DELETED_QUEUE,
        data: {},
        opts: { ...common, jobId: id, attempts: 5 },
        children: USER_DATA_OWNERS.map((owner) => ({
          name: DELETION_JOB,
          queueName: accountDeletedQueueOf(owner),
          data,
          opts: { ...common, jobId: id, attempts },
        })),
      };
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          flows.add(flow),
          new Promise((_resolve, reject) => {
            timer = setTimeout(
              () => reject(new Error(`Redis did not take the job within ${timeoutMs} ms`)),
              timeoutMs,
            );
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => flows.close(),
  };
}

export interface AccountDeletionWorkerSettings extends AccountDeletionQueueSettings {
  /** ACCOUNT_DELETION_LOCK_MS. */
  lockMs: number;
  /** ACCOUNT_DELETION_SWEEP_MS: how often one of the auth replicas sweeps. */
  sweepEveryMs: number;
  repository: AccountDeletionRepository;
  /** Publishes what was not published, or went missing. */
  publisher: AccountDeletionPublisher;
  logger: Logger;
  now?: () => Date;
}

export interface AccountDeletionWorker {
  close(): Promise<void>;
}

/**
 * The auth side of every deletion, on ACCOUNT_DELETED_QUEUE: a deletion's parent job runs only once
 * every service's child has completed, and then drops the tombstone; the sweep, a job scheduler on
 * the same queue (so one replica sweeps at a time, however many run), confirms what has completed,
 * retries the services whose jobs failed past their attempts and publishes what was never published
 * or went missing. Every consumer's erase is idempotent, so publishing again is always safe.
 */
export function startAccountDeletionWorker(settings: AccountDeletionWorkerSettings): AccountDeletionWorker {
  const { repository, publisher, logger, prefix } = settings;
  const now = settings.now ?? (() => new Date());
  const producer = { connection: queueConnection(settings.redisUrl, 'producer'), prefix };
  const parents = new Queue(ACCOUNT_DELETED_QUEUE, producer);
  const children = new Map<UserDataOwner, Queue>(
    USER_DATA_OWNERS.map((owner) => [owner, new Queue(accountDeletedQueueOf(owner), producer)]),
  );
  const queues = [parents, ...children.values()];
  for (const queue of queues)
    queue.on('error', (error) => logger.warn({ err: error.message }, 'account-deleted queue error'));

  async function publish(tombstone: AccountDeletionTombstone, why: string) {
    // The tombstone may have been dropped since it was listed: its deletion just finished.
    if (!(await repository.findTombstone(tombstone.id))) return;
    await publisher.publish(tombstone);
    await repository.markPublished(tombstone.id, now());
    logger.info({ deletion: tombstone.id, why }, 'account-deleted job published by the sweep');
  }

  async function sweepOne(tombstone: AccountDeletionTombstone) {
    const { id } = tombstone;
    const parent = await parents.getJob(id);
    if (!tombstone.publishedAt) {
      // Redis took the flow, but the request gave up waiting for it (or could not mark it). Adding it
      // again would add back the children that already finished and left: those services would be
      // sent the user a second time, and the user's id would sit in Redis again.
      if (parent) return repository.markPublished(id, now());
      return publish(tombstone, 'unpublished');
    }
    if (!parent) return publish(tombstone, 'missing');
    const state = await parent.getState();
    // Its own step failed (the database was away): run it again.
    if (state === 'failed') return parent.retry('failed');
    // Waiting, active or completed: every service is done and the tombstone is about to go.
    if (state !== 'waiting-children') return;
    const { processed = {}, unprocessed = [] } = await parent.getDependencies();
    const pending = new Set(tombstone.consumers.filter((row) => !row.confirmedAt).map((row) => row.consumer));
    const completed = USER_DATA_OWNERS.filter(
      (owner) => pending.has(owner) && children.get(owner)!.toKey(id) in processed,
    );
    if (completed.length > 0) await repository.confirm(id, completed, now());
    for (const [owner, queue] of children) {
      if (!unprocessed.includes(queue.toKey(id))) continue;
      const child = await queue.getJob(id);
      if (!child) {
        // The flow lost a child: it would wait forever, so it starts over.
        await parent.remove();
        return publish(tombstone, 'incomplete');
      }
      if (!(await child.isFailed())) continue;
      // Recorded first, so whoever sees the job run again sees the retry counted.
      await repository.recordRetry(id, owner, failureNote(child.failedReason || 'failed', tombstone.userId));
      await child.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      logger.info({ deletion: id, consumer: owner }, 'account-deleted job retried by the sweep');
    }
  }

  async function sweep() {
    const tombstones = await repository.tombstones(SWEEP_BATCH);
    for (const tombstone of tombstones) {
      // One deletion's trouble must not hold up the others.
      await sweepOne(tombstone).catch((error: unknown) =>
        logger.warn({ deletion: tombstone.id, err: errorText(error) }, 'account deletion sweep failed'),
      );
    }
    return { tombstones: tombstones.length };
  }

  async function finish(job: Job) {
    const id = job.id!;
    const erased = Object.fromEntries(
      Object.entries(await job.getChildrenValues()).map(([key, counts]) => [
        USER_DATA_OWNERS.find((owner) => children.get(owner)!.toKey(id) === key) ?? 'unknown',
        counts as unknown,
      ]),
    );
    await repository.finish(id);
    logger.info({ deletion: id, erased }, 'every service deleted the account data; tombstone dropped');
  }

  const worker = new Worker(
    ACCOUNT_DELETED_QUEUE,
    (job: Job) => (job.name === SWEEP_JOB ? sweep() : finish(job)),
    {
      connection: queueConnection(settings.redisUrl, 'worker'),
      prefix,
      concurrency: 2,
      lockDuration: settings.lockMs,
      stalledInterval: settings.lockMs,
    },
  );
  worker.on('failed', (job, error) =>
    logger.warn(
      { deletion: job?.name === SWEEP_JOB ? undefined : job?.id, job: job?.name, err: error.message },
      'account-deleted job failed',
    ),
  );
  worker.on('error', (error) => logger.warn({ err: error.message }, 'account-deleted worker error'));
  observeWorker(worker);

  // Not awaited: a producer waits for Redis, and the service must start while Redis is away.
  parents
    .upsertJobScheduler(
      SWEEP_SCHEDULER_ID,
      { every: settings.sweepEveryMs },
      { name: SWEEP_JOB, opts: { removeOnComplete: true, removeOnFail: true } },
    )
    .catch((error: unknown) =>
      logger.warn({ err: errorText(error) }, 'could not schedule the account deletion sweep'),
    );

  return {
    async close() {
      await worker.close();
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}
