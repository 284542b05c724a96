import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { processCounter } from './metrics';

export interface CacheResult<T> {
  value: T;
  /** True when the value came from the cache (or from another caller's computation in flight). */
  hit: boolean;
}

export interface JsonCache {
  /**
   * The cached value, or `create()` stored for `ttlSeconds`. Single-flight: concurrent callers of
   * one key share one `create()` — in this process through a shared promise, across processes
   * through a short Redis lock whose losers wait for the winner's value.
   */
  getOrCreate<T>(
    key: string,
    ttlSeconds: number,
    create: () => Promise<T>,
    schema?: z.ZodType<T>,
  ): Promise<CacheResult<T>>;
  get<T>(key: string, schema?: z.ZodType<T>): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export interface RedisCacheOptions {
  /** Prepended to every key, e.g. 'analysis:personal-brand:'. */
  prefix: string;
  logger?: Pick<Logger, 'warn'>;
  /** How long a computation may hold the lock before others stop waiting and compute themselves. */
  lockTtlMs?: number;
  /** How often a waiting caller looks for the winner's value. */
  pollMs?: number;
}

/**
 * JSON values in Redis with a TTL. Redis trouble never fails a request: a read error is a miss, a
 * write error is logged, and the value is computed as if there were no cache. A stored value that
 * no longer matches `schema` (an older release wrote it) is a miss too.
 */
export function createRedisCache(redis: Redis, options: RedisCacheOptions): JsonCache {
  const { prefix, logger } = options;
  const lockTtlMs = options.lockTtlMs ?? 15_000;
  const pollMs = options.pollMs ?? 25;
  const inFlight = new Map<string, Promise<CacheResult<unknown>>>();
  const lookups = processCounter(
    'cache_lookups_total',
    'Cache lookups by cache and result (hit, miss, shared: joined a computation in flight)',
    ['cache', 'result'],
  );
  const cacheName = prefix.replace(/:+$/, '');

  async function read<T>(key: string, schema?: z.ZodType<T>): Promise<T | undefined> {
    let raw: string | null;
    try {
      raw = await redis.get(prefix + key);
    } catch (error) {
      logger?.warn({ err: error, key }, 'cache read failed; computing without the cache');
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!schema) return parsed as T;
      const checked = schema.safeParse(parsed);
      return checked.success ? checked.data : undefined;
    } catch {
      return undefined;
    }
  }

  async function write(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    try {
      await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    } catch (error) {
      logger?.warn({ err: error, key }, 'cache write failed');
    }
  }

  async function tryLock(key: string, token: string): Promise<boolean | 'no-redis'> {
    try {
      return (await redis.set(`${prefix}${key}:lock`, token, 'PX', lockTtlMs, 'NX')) === 'OK';
    } catch {
      return 'no-redis';
    }
  }

  async function unlock(key: string, token: string): Promise<void> {
    // Delete the lock only if it is still ours (it may have expired and been taken).
    await redis
      .eval(
        "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
        1,
        `${prefix}${key}:lock`,
        token,
      )
      .catch(() => undefined);
  }

  async function lockHeld(key: string): Promise<boolean> {
    try {
      return (await redis.exists(`${prefix}${key}:lock`)) === 1;
    } catch {
      return false;
    }
  }

  async function resolve<T>(
    key: string,
    ttlSeconds: number,
    create: () => Promise<T>,
    schema?: z.ZodType<T>,
  ): Promise<CacheResult<T>> {
    const cached = await read(key, schema);
    if (cached !== undefined) return { value: cached, hit: true };

    const token = randomUUID();
    const locked = await tryLock(key, token);
    if (locked === false) {
      // Another process is computing it: wait for its value while its lock lives.
      const waitUntil = Date.now() + lockTtlMs;
      while (Date.now() < waitUntil) {
        await new Promise((done) => setTimeout(done, pollMs));
        const value = await read(key, schema);
        if (value !== undefined) return { value, hit: true };
        if (!(await lockHeld(key))) break;
      }
    }
    try {
      const value = await create();
      await write(key, value, ttlSeconds);
      return { value, hit: false };
    } finally {
      if (locked === true) await unlock(key, token);
    }
  }

  return {
    getOrCreate<T>(key: string, ttlSeconds: number, create: () => Promise<T>, schema?: z.ZodType<T>) {
      const pending = inFlight.get(key) as Promise<CacheResult<T>> | undefined;
      if (pending) {
        lookups.inc({ cache: cacheName, result: 'shared' });
        return pending.then(({ value }) => ({ value, hit: true }));
      }
      const started = resolve(key, ttlSeconds, create, schema)
        .then((result) => {
          lookups.inc({ cache: cacheName, result: result.hit ? 'hit' : 'miss' });
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    get: read,
    set: write,
  };
}
