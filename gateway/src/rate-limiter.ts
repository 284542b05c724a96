import type { Redis } from 'ioredis';
import type { RateLimitClass } from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';
import type { GatewayConfig } from './config';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Counts one request; undefined when Redis did not answer in time (the caller fails open). */
  hit(bucket: RateLimitClass, client: string): Promise<RateLimitDecision | undefined>;
  /** Requests per window for each bucket, e.g. for the RateLimit-Policy header. */
  readonly limits: Readonly<Record<RateLimitClass, number>>;
  readonly windowSeconds: number;
}

// Fixed window that starts at a client's first request in a bucket: INCR, and set the expiry when the
// key is new (or somehow lost it), atomically and in one round trip. Returns the count and the
// milliseconds left in the window. (Windows aligned to the clock would let a client's budget reset
// moments after its first request, whenever the clock crossed a window boundary.)
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

export interface RateLimiterOptions {
  redis: Redis;
  windowSeconds: number;
  limits: Record<RateLimitClass, number>;
  keyPrefix?: string;
  /** Longest wait for Redis before failing open; a slow limiter must not slow every request. */
  timeoutMs?: number;
  /**
   * After Redis failed or was slow, skip it for this long: while Redis hangs, every request would
   * otherwise wait the full timeout first.
   */
  backoffMs?: number;
  /** Told why the limiter fails open; at most once per 30 s, so an outage is one log line, not one per request. */
  onFailOpen?: (reason: string) => void;
}

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

export function createRedisRateLimiter(options: RateLimiterOptions): RateLimiter {
  const {
    redis,
    windowSeconds,
    limits,
    keyPrefix = 'ratelimit:',
    timeoutMs = 100,
    backoffMs = 1000,
  } = options;
  const windowMs = windowSeconds * 1000;
  // A defined command runs by EVALSHA: Redis keeps the compiled script, we send only its hash.
  if (!('uniformRateLimitHit' in redis))
    redis.defineCommand('uniformRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitCommand = (redis as unknown as { uniformRateLimitHit: HitCommand }).uniformRateLimitHit.bind(
    redis,
  );
  let skipUntil = 0;
  let warnedAt = -Infinity;

  const failOpen = (reason: string): undefined => {
    const now = Date.now();
    skipUntil = now + backoffMs;
    if (now - warnedAt >= 30_000) {
      warnedAt = now;
      options.onFailOpen?.(reason);
    }
    return undefined;
  };

  return {
    limits,
    windowSeconds,
    async hit(bucket, client) {
      if (skipUntil !== 0) {
        if (Date.now() < skipUntil) return undefined;
        skipUntil = 0;
      }
      const key = `${keyPrefix}${bucket}:${client}`;
      let timer: NodeJS.Timeout | undefined;
      // When the timer fires, an answer may already wait unread on the socket: after a stall of the
      // event loop (a GC pause, a busy moment) timers run before I/O is read. setImmediate lets that
      // read happen first, so only a Redis that did not answer in time fails open, not a busy process.
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => setImmediate(resolve, 'timeout'), timeoutMs);
      });
      try {
        const answer = await Promise.race([hitCommand(key, windowMs), timeout]);
        if (answer === 'timeout') return failOpen(`Redis did not answer within ${timeoutMs} ms`);
        const [count, ttlMs] = answer;
        const limit = limits[bucket];
        return {
          allowed: count <= limit,
          limit,
          remaining: Math.max(0, limit - count),
          resetSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
        };
      } catch (error) {
        return failOpen(error instanceof Error ? error.message : String(error));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The limiter the configuration describes (RATE_LIMIT_*), warning in the log when it fails open. */
export function rateLimiterFromConfig(config: GatewayConfig, redis: Redis, logger: Logger): RateLimiter {
  return createRedisRateLimiter({
    redis,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    limits: {
      default: config.RATE_LIMIT_DEFAULT,
      ai: config.RATE_LIMIT_AI,
      auth: config.RATE_LIMIT_AUTH,
      webhook: config.RATE_LIMIT_WEBHOOK,
    },
    timeoutMs: config.RATE_LIMIT_TIMEOUT_MS,
    onFailOpen: (reason) => logger.warn({ reason }, 'rate limits are failing open: Redis is not answering'),
  });
}
