import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis client for request paths: commands fail fast while Redis is down (no unbounded offline
 * queue), and reconnection backs off up to 2 s. BullMQ workers need maxRetriesPerRequest null and
 * get their own connection options from the queue helpers.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: false,
    ...options,
  });
}

export async function checkRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`Redis answered ${answer}`);
}
