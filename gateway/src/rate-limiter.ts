import { performance } from 'node:perf_hooks';
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

/** A decision now (the budget is held locally) or after a Redis round trip. */
export type RateLimitAnswer = RateLimitDecision | undefined;

export interface RateLimiter {
  /**
   * Counts one request; undefined when Redis did not answer in time (the caller fails open). Answers
   * synchronously when this process already holds the client's budget, so the hot path awaits nothing.
   */
  hit(bucket: RateLimitClass, client: string): RateLimitAnswer | Promise<RateLimitAnswer>;
  /** Requests per window for each bucket, e.g. for the RateLimit-Policy header. */
  readonly limits: Readonly<Record<RateLimitClass, number>>;
  readonly windowSeconds: number;
}

/**
 * Leases: one Redis round trip per request was the largest single cost of the /api path after the
 * proxy itself (bench:gateway profile), so each gateway process takes a client's budget from Redis
 * in leases of several requests and spends them locally.
 *
 * The shared counter in Redis counts requests *reserved* by any process, never more than the limit:
 * a lease is granted atomically and only from what is left. So the bound on over-admission is zero —
 * N gateway processes or replicas sharing Redis together admit at most `limit` requests per client
 * and window, exactly as one process does. What leases cost is the other way round: a process may
 * hold reserved requests its client then sends elsewhere; a client spread over N processes can be
 * refused after `limit − (N − 1) × (lease − 1)` requests. The largest lease is 1/20 of the limit
 * (at most 1,000 and at least 1), so that shortfall is at most 5 % of the limit per other process,
 * and nothing for limits under 40 (the auth and AI budgets: every request asks Redis, as before).
 * A lease starts at one request and doubles while the client keeps spending within its window, so
 * a client that sends a few requests never holds more than it used.
 */
export const LEASE_SHARE = 1 / 20;
export const MAX_LEASE = 1_000;
/** Clients whose leases one process remembers; beyond, the oldest is dropped (its lease unspent: safe). */
const MAX_CLIENTS = 100_000;

/** The largest lease a process takes for a bucket of this limit. */
export const maxLease = (limit: number) => Math.max(1, Math.min(MAX_LEASE, Math.floor(limit * LEASE_SHARE)));

// Fixed window that starts at a client's first request in a bucket. Grants up to ARGV[3] requests of
// what is left of the limit ARGV[2], sets the expiry when the key is new (or somehow lost it), all
// atomically in one round trip. Returns what was granted, the count after it and the milliseconds
// left in the window. (Windows aligned to the clock would let a client's budget reset moments after
// its first request, whenever the clock crossed a window boundary.)
const RESERVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local granted = math.max(0, math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) - count))
if granted > 0 then
  count = redis.call('INCRBY', KEYS[1], granted)
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  if ttl == -1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  ttl = tonumber(ARGV[1])
end
return { granted, count, ttl }
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

type ReserveCommand = (
  key: string,
  windowMs: number,
  limit: number,
  wanted: number,
) => Promise<[number, number, number]>;

/** One client's budget in one bucket, as this process holds it for the current window. */
interface Lease {
  /** performance.now() when the window ends at the latest (timed from before Redis was asked). */
  endsAt: number;
  /** Requests reserved in Redis and not yet spent here. */
  tokens: number;
  /** The shared count after this process's last reservation (for RateLimit-Remaining). */
  counted: number;
  /** Redis granted less than asked: nothing is left in this window, refuse without asking again. */
  exhausted: boolean;
  /** The next lease to ask for (doubles up to maxLease). */
  nextLease: number;
  /** Requests waiting for the reservation in flight. */
  waiting: number;
  /** The reservation in flight; false when it failed (the waiters fail open). */
  pending?: Promise<boolean>;
}

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
  if (!('uniformRateLimitReserve' in redis))
    redis.defineCommand('uniformRateLimitReserve', { numberOfKeys: 1, lua: RESERVE_SCRIPT });
  const reserveCommand = (
    redis as unknown as { uniformRateLimitReserve: ReserveCommand }
  ).uniformRateLimitReserve.bind(redis);
  const leases = new Map<string, Lease>();
  let sweptAt = performance.now();
  let skipUntil = 0;
  let warnedAt = -Infinity;

  const failOpen = (reason: string): false => {
    const now = Date.now();
    skipUntil = now + backoffMs;
    if (now - warnedAt >= 30_000) {
      warnedAt = now;
      options.onFailOpen?.(reason);
    }
    return false;
  };

  const decide = (lease: Lease, limit: number, now: number): RateLimitDecision => {
    const allowed = lease.tokens > 0;
    if (allowed) lease.tokens -= 1;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - lease.counted + lease.tokens),
      resetSeconds: Math.max(1, Math.ceil((lease.endsAt - now) / 1000)),
    };
  };

  /** Drops leases of ended windows, at most once a window; and the oldest client when too many. */
  const remember = (key: string, lease: Lease, now: number) => {
    if (now - sweptAt >= windowMs) {
      sweptAt = now;
      for (const [k, l] of leases) if (!l.pending && now >= l.endsAt) leases.delete(k);
    }
    if (leases.size >= MAX_CLIENTS) leases.delete(leases.keys().next().value!);
    leases.set(key, lease);
  };

  async function reserve(key: string, lease: Lease, limit: number): Promise<boolean> {
    const wanted = Math.max(lease.nextLease, lease.waiting);
    const sentAt = performance.now();
    let timer: NodeJS.Timeout | undefined;
    // When the timer fires, an answer may already wait unread on the socket: after a stall of the
    // event loop (a GC pause, a busy moment) timers run before I/O is read. setImmediate lets that
    // read happen first, so only a Redis that did not answer in time fails open, not a busy process.
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => setImmediate(resolve, 'timeout'), timeoutMs);
    });
    try {
      const answer = await Promise.race([reserveCommand(key, windowMs, limit, wanted), timeout]);
      if (answer === 'timeout') return failOpen(`Redis did not answer within ${timeoutMs} ms`);
      const [granted, count, ttlMs] = answer;
      lease.tokens += granted;
      lease.counted = count;
      lease.exhausted = granted < wanted;
      lease.endsAt = sentAt + ttlMs;
      lease.nextLease = Math.min(maxLease(limit), lease.nextLease * 2);
      return true;
    } catch (error) {
      return failOpen(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  async function hitSlow(key: string, limit: number): Promise<RateLimitAnswer> {
    for (;;) {
      const now = performance.now();
      let lease = leases.get(key);
      if (lease && !lease.pending && now >= lease.endsAt) {
        leases.delete(key);
        lease = undefined;
      }
      if (lease && !lease.pending && (lease.tokens > 0 || lease.exhausted)) return decide(lease, limit, now);
      if (!lease) {
        lease = { endsAt: 0, tokens: 0, counted: 0, exhausted: false, nextLease: 1, waiting: 0 };
        remember(key, lease, now);
      }
      lease.waiting += 1;
      const current = lease;
      // Requests that arrive while Redis is asked wait for the same answer (one round trip for all).
      current.pending ??= reserve(key, current, limit).finally(() => (current.pending = undefined));
      const reserved = await current.pending;
      current.waiting -= 1;
      if (!reserved) return undefined;
      // A lease that came back may already be spent by the other waiters: look again.
    }
  }

  return {
    limits,
    windowSeconds,
    hit(bucket, client) {
      if (skipUntil !== 0) {
        if (Date.now() < skipUntil) return undefined;
        skipUntil = 0;
      }
      const key = `${keyPrefix}${bucket}:${client}`;
      const limit = limits[bucket];
      const lease = leases.get(key);
      if (lease && !lease.pending && (lease.tokens > 0 || lease.exhausted)) {
        const now = performance.now();
        if (now < lease.endsAt) return decide(lease, limit, now);
      }
      return hitSlow(key, limit);
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
