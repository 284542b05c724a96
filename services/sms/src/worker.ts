import { checkDatabase } from '@uniform/db';
import { accountDeletionSettingsOf, checkRedis, Registry, runWorker } from '@uniform/service-kit';
import { createCarrierAdapters } from './adapters/carrier';
import { loadSmsConfig } from './config';
import { prismaOutboxRepository } from './data/outbox.repository';
import { createSmsPrisma } from './data/sms-database';
import { startSmsAccountDeletionConsumer } from './workers/account-deletion.worker';
import { getupWorkerOptions, startGetupWorkers } from './workers/getup.worker';

/** PostgreSQL connections per worker process at most. */
const SENDER_POOL_MAX = 6;

/**
 * The Getup workers' process (`node services/sms/dist/worker.js`): the minute tick and the sender,
 * and the account-deleted consumer, scaled apart from the HTTP service, with /healthz, /readyz and /metrics on GETUP_WORKER_PORT.
 */
runWorker({
  name: 'sms-worker',
  config: loadSmsConfig,
  port: (config) => config.GETUP_WORKER_PORT,
  listening: 'Getup workers running',
  start: async ({ config, logger, own, redis }) => {
    // A batch talks to PostgreSQL a few times (claim, renew, record), not once per text: a small
    // pool per process keeps the connections of many senders bounded.
    const maxConnections = Math.min(config.GETUP_SENDER_CONCURRENCY + 2, SENDER_POOL_MAX);
    const prisma = own(createSmsPrisma(config.DATABASE_URL, maxConnections), (p) => p.$disconnect());
    const outbox = prismaOutboxRepository(prisma);
    const { transport, statusCallbackUrl } = createCarrierAdapters(config, outbox, logger);
    const locks = redis(config.REDIS_URL);
    const registry = new Registry();
    const deps = { prisma, transport, statusCallbackUrl, logger, redis: locks, registry };
    const getup = own(await startGetupWorkers({ ...deps, ...getupWorkerOptions(config) }), (w) => w.close());
    own(
      startSmsAccountDeletionConsumer({
        prisma,
        sendQueue: getup.sendQueue,
        ...accountDeletionSettingsOf(config),
        logger,
      }),
      (consumer) => consumer.close(),
    );
    const readiness = { database: () => checkDatabase(prisma), redis: () => checkRedis(locks) };
    const { GETUP_SEND_RATE_PER_SECOND: ratePerSecond, GETUP_SEND_HOUR: sendHour } = config;
    return { readiness, registry, info: { transport: transport.name, ratePerSecond, sendHour } };
  },
});
