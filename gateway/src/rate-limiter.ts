import type { Redis } from 'ioredis';
import type { RateLimitClass } from '@uniform/contracts';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Counts one request; undefined when Redis did not answer in time (the caller fails open). */
  hit(bucket: RateLimitClass, clientIp: string): Promise<RateLimitDecision | undefined>;
}

// Fixed window: INCR and set the expiry on the first hit, atomically, in one round trip.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export interface RateLimiterOptions {
  redis: Redis;
  windowSeconds: number;
  limits: Record<RateLimitClass, number>;
  keyPrefix?: string;
  /** Longest wait for Redis before failing open; a slow limiter must not slow every request. */
  timeoutMs?: number;
}

export function createRedisRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { redis, windowSeconds, limits, keyPrefix = 'ratelimit:', timeoutMs = 100 } = options;
  const windowMs = windowSeconds * 1000;
  // A defined command runs by EVALSHA: Redis keeps the compiled script, we send only its hash.
  if (!('uniformRateLimitHit' in redis))
    redis.defineCommand('uniformRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitCommand = (key: string) =>
    (
      redis as unknown as {
        uniformRateLimitHit: (key: string, windowMs: number) => Promise<[number, number]>;
      }
    ).uniformRateLimitHit(key, windowMs);
  return {
    async hit(bucket, clientIp) {
      const window = Math.floor(Date.now() / windowMs);
      const key = `${keyPrefix}${bucket}:${clientIp}:${window}`;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), timeoutMs);
      });
      try {
        const answer = await Promise.race([hitCommand(key), timeout]);
        if (!answer) return undefined;
        const [count, ttlMs] = answer;
        const limit = limits[bucket];
        return {
          allowed: count <= limit,
          limit,
          remaining: Math.max(0, limit - count),
          resetSeconds: Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : windowMs) / 1000)),
        };
      } catch {
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
