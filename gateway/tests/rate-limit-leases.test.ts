import { Redis } from 'ioredis';
import { createRedisRateLimiter, maxLease, type RateLimiter } from '../src/rate-limiter';
import { REDIS_URL } from './support/gateway-harness';

/**
 * The limiter takes a client's budget from Redis in leases (see rate-limiter.ts). What that must keep:
 * processes sharing Redis never admit more than the limit together (over-admission bound 0), one
 * process admits exactly the limit, and Redis is asked once per lease, not once per request.
 */
describe('gateway: rate-limit leases shared through Redis', () => {
  const connections: Redis[] = [];
  let run = 0;

  /** `count` limiters as `count` gateway processes would have them: own connection, same key prefix. */
  function gatewayProcesses(count: number, limit: number): { limiters: RateLimiter[]; prefix: string } {
    const prefix = `test:gateway:leases:${process.pid}:${Date.now()}:${run++}:`;
    const limiters = Array.from({ length: count }, () => {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, enableAutoPipelining: true });
      connections.push(redis);
      return createRedisRateLimiter({
        redis,
        keyPrefix: prefix,
        windowSeconds: 60,
        limits: { default: limit, ai: limit, auth: limit, webhook: limit },
        timeoutMs: 5_000,
      });
    });
    return { limiters, prefix };
  }

  afterAll(async () => {
    await Promise.all(connections.map((redis) => redis.quit()));
  });

  test('When one client spreads bursts over four gateway processes, then together they admit at most the limit, and at least the limit less the leases the others hold', async () => {
    // Arrange
    const limit = 300;
    const processes = 4;
    const { limiters } = gatewayProcesses(processes, limit);

    // Act: 40 waves of 30 concurrent requests, dealt round robin, four times the budget in all.
    let admitted = 0;
    for (let wave = 0; wave < 40; wave++) {
      const decisions = await Promise.all(
        Array.from({ length: 30 }, (_, i) => limiters[i % processes]!.hit('default', '198.51.100.7')),
      );
      admitted += decisions.filter((decision) => decision?.allowed).length;
    }

    // Assert: the documented bounds, limit × (1 + 0) above and limit − (N − 1) × (lease − 1) below.
    expect(admitted).toBeLessThanOrEqual(limit);
    expect(admitted).toBeGreaterThanOrEqual(limit - (processes - 1) * (maxLease(limit) - 1));
  });

  test('When a burst past the limit reaches one process at once, then exactly the limit is admitted and RateLimit-Remaining counts down once per request', async () => {
    for (const limit of [20, 300]) {
      // Arrange
      const {
        limiters: [limiter],
      } = gatewayProcesses(1, limit);

      // Act
      const decisions = await Promise.all(
        Array.from({ length: limit + 25 }, () => limiter!.hit('auth', '203.0.113.9')),
      );

      // Assert
      const allowed = decisions.filter((decision) => decision?.allowed);
      expect(allowed).toHaveLength(limit);
      expect(allowed.map((decision) => decision!.remaining).sort((a, b) => a - b)).toEqual(
        Array.from({ length: limit }, (_, i) => i),
      );
      expect(decisions.filter((decision) => decision && !decision.allowed)).toHaveLength(25);
    }
  });

  test('When a client keeps sending, then its budget comes from Redis in leases, not in a round trip per request', async () => {
    // Arrange: a monitor connection sees every command Redis runs; ours name our key.
    const limit = 1_000;
    const { limiters, prefix } = gatewayProcesses(1, limit);
    const monitorBase = new Redis(REDIS_URL);
    const monitor = await monitorBase.monitor();
    const reservations: string[][] = [];
    const marker = `${prefix}seen-all`;
    const seenAll = new Promise<void>((resolve) =>
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (args[1] === marker) resolve();
        // The script's own commands are shown too: count the scripts run.
        else if (/^eval/i.test(args[0] ?? '') && args.some((arg) => arg.startsWith(prefix)))
          reservations.push(args);
      }),
    );

    try {
      // Act
      const remaining: number[] = [];
      for (let i = 0; i < 200; i++)
        remaining.push((await limiters[0]!.hit('default', '192.0.2.1'))!.remaining);
      const counted = Number(await connections.at(-1)!.get(`${prefix}default:192.0.2.1`));
      // Redis runs commands in order: once the monitor shows this one, it has shown ours.
      await connections.at(-1)!.echo(marker);
      await seenAll;

      // Assert: leases of 1, 2, 4, … up to 50 cover 200 requests in a handful of round trips, and
      // the shared count holds what was leased (at most one lease ahead of what was admitted).
      expect(remaining).toEqual(Array.from({ length: 200 }, (_, i) => limit - 1 - i));
      expect(reservations.length).toBeGreaterThan(1);
      // 9 leases (1, 2, 4, 8, 16, 32, 50, 50, 50), and the script sent in full once if Redis lacked it.
      expect(reservations.length).toBeLessThanOrEqual(10);
      expect(counted).toBeGreaterThan(200);
      expect(counted).toBeLessThan(200 + maxLease(limit));
    } finally {
      monitor.disconnect();
      monitorBase.disconnect();
    }
  });
});
