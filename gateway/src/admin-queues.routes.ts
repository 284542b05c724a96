import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import express, { type Router } from 'express';
import type { Redis } from 'ioredis';
import { queueConnection, type Logger } from '@uniform/service-kit';
import { requireAdminToken } from './admin-auth';

export const ADMIN_QUEUES_PATH = '/admin/queues';
/** BullMQ's default key prefix: every queue keeps its settings under bull:<name>:meta. */
const QUEUE_META_PATTERN = 'bull:*:meta';
const DISCOVERY_INTERVAL_MS = 10_000;

export interface AdminQueuesOptions {
  /** ADMIN_TOKEN; the board is not served at all without one. */
  token: string | undefined;
  redisUrl: string;
  /** For finding the queues (SCAN); the board's own queue connections are separate. */
  redis: Pick<Redis, 'scan'>;
  logger: Logger;
}

/**
 * Bull Board at /admin/queues for every BullMQ queue in Redis (found by their meta keys, so a new
 * worker's queue shows up without a gateway release), behind the admin token. Without ADMIN_TOKEN
 * the path does not exist (404).
 */
export function createAdminQueues(options: AdminQueuesOptions): {
  router: Router;
  close: () => Promise<void>;
} {
  const router = express.Router();
  const { token, logger } = options;
  const queues = new Map<string, Queue>();
  const close = async () => {
    await Promise.allSettled([...queues.values()].map((queue) => queue.close()));
  };
  if (!token) return { router, close };

  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(ADMIN_QUEUES_PATH);
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'uniform queues' } },
  });
  let discovered = 0;

  async function discover(): Promise<void> {
    if (Date.now() - discovered < DISCOVERY_INTERVAL_MS) return;
    discovered = Date.now();
    const names = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await options.redis.scan(cursor, 'MATCH', QUEUE_META_PATTERN, 'COUNT', 200);
      cursor = next;
      for (const key of keys) names.add(key.slice('bull:'.length, -':meta'.length));
    } while (cursor !== '0');
    let added = false;
    for (const name of names) {
      if (queues.has(name)) continue;
      queues.set(name, new Queue(name, { connection: queueConnection(options.redisUrl, 'producer') }));
      added = true;
    }
    if (added) board.replaceQueues([...queues.values()].map((queue) => new BullMQAdapter(queue)));
  }

  router.use(
    ADMIN_QUEUES_PATH,
    requireAdminToken(token, 'The queue dashboard', 'uniform queues'),
    (_req, _res, next) => {
      discover().then(
        () => next(),
        (error: unknown) => {
          logger.warn({ err: error }, 'queue discovery failed; showing the queues already known');
          next();
        },
      );
    },
  );
  router.use(ADMIN_QUEUES_PATH, serverAdapter.getRouter() as Router);
  return { router, close };
}
