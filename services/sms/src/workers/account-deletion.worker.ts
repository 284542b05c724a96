import type { Queue, Worker } from 'bullmq';
import {
  startAccountDeletionConsumer,
  type AccountDeletionSettings,
  type Logger,
} from '@uniform/service-kit';
import { prismaAccountDataRepository } from '../data/account-data.repository';
import { eraseGetupData } from '../domain/account-data.use-case';
import type { PrismaClient } from '../generated/prisma/client';
import { getupSendJobCleaner } from '../queues/getup.queue';

export interface SmsAccountDeletionOptions extends AccountDeletionSettings {
  prisma: PrismaClient;
  /** The Getup send queue, whose jobs for the account's subscribers go too. */
  sendQueue: Queue;
  logger: Logger;
}

/**
 * The sms service's account-deleted consumer (issue 21). It runs in the Getup worker process, not the
 * HTTP one: that process already holds the Redis connection and the send queue whose jobs for the
 * account's subscribers it must drop, while the HTTP process has no Redis at all.
 */
export function startSmsAccountDeletionConsumer(options: SmsAccountDeletionOptions): Worker {
  const { prisma, sendQueue, ...consumer } = options;
  const deps = { accountData: prismaAccountDataRepository(prisma), sendJobs: getupSendJobCleaner(sendQueue) };
  return startAccountDeletionConsumer({
    ...consumer,
    owner: 'sms',
    erase: (job) => eraseGetupData(deps, job),
  });
}
