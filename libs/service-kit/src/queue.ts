import type { ConnectionOptions } from 'bullmq';

/**
 * Who holds a BullMQ connection: a producer (an HTTP handler adding jobs) must fail fast while
 * Redis is down, so a request gets a clear 503 instead of hanging; a worker's blocking commands
 * must never give up (BullMQ requires `maxRetriesPerRequest: null` for workers).
 */
export type QueueRole = 'producer' | 'worker';

/**
 * Connection OPTIONS for a BullMQ Queue, Worker or QueueEvents (never a shared ioredis instance:
 * BullMQ does not close shared connections and the process would hang on shutdown).
 */
export function queueConnection(redisUrl: string, role: QueueRole): ConnectionOptions {
  const url = new URL(redisUrl);
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must start with redis:// or rediss:// (got ${url.protocol})`);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname || '127.0.0.1',
    port: url.port ? Number(url.port) : 6379,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    connectTimeout: 2_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
    ...(role === 'worker'
      ? { maxRetriesPerRequest: null }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false }),
  };
}
