import { z } from 'zod';
import { Redis } from 'ioredis';
import { createTestRedis, describeWithInfra, type TestRedis } from '@uniform/test-kit';
import { processRegistry } from '../src/metrics';
import { createRedisCache } from '../src/redis-cache';

describeWithInfra('Redis JSON cache with single-flight', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await createTestRedis();
  });
  afterAll(() => redis.cleanup());

  const cacheFor = (name: string, client: Redis = redis.client) =>
    createRedisCache(client, { prefix: `${redis.keyPrefix}${name}:`, pollMs: 5, lockTtlMs: 10_000 });

  /** A create that stays in flight until the test opens the gate: no sleep decides the order. */
  function gatedCreate<T>(value: () => T) {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let calls = 0;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const create = async () => {
      calls += 1;
      started();
      await gate;
      return value();
    };
    return { create, open, running, calls: () => calls };
  }

  test('When a value is created, then the next call reads it from Redis with its TTL', async () => {
    const cache = cacheFor('ttl');
    let calls = 0;
    const create = async () => ({ n: ++calls });
    expect(await cache.getOrCreate('k', 60, create)).toEqual({ value: { n: 1 }, hit: false });
    expect(await cache.getOrCreate('k', 60, create)).toEqual({ value: { n: 1 }, hit: true });
    const ttl = await redis.client.ttl(`${redis.keyPrefix}ttl:k`);
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  test('When 50 callers in one process ask at once, then create runs once and all get its value', async () => {
    const cache = cacheFor('burst');
    const gated = gatedCreate(() => 'value');
    const pending = Promise.all(Array.from({ length: 50 }, () => cache.getOrCreate('k', 60, gated.create)));
    await gated.running;
    gated.open();
    const results = await pending;
    expect(gated.calls()).toBe(1);
    expect(results.every((r) => r.value === 'value')).toBe(true);
  });

  test('When two processes ask at once, then only the lock holder creates and the other reads its value', async () => {
    const other = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      const first = cacheFor('cross');
      const second = cacheFor('cross', other);
      const gated = gatedCreate(() => ({ built: 1 }));
      const pending = Promise.all([
        first.getOrCreate('k', 60, gated.create),
        second.getOrCreate('k', 60, gated.create),
      ]);
      // One of them holds the lock and is creating; the other finds the lock and waits for the value.
      await gated.running;
      expect(await redis.client.exists(`${redis.keyPrefix}cross:k:lock`)).toBe(1);
      gated.open();
      const [a, b] = await pending;
      expect(gated.calls()).toBe(1);
      expect(a.value).toEqual(b.value);
      expect([a.hit, b.hit].sort()).toEqual([false, true]);
      expect(await redis.client.exists(`${redis.keyPrefix}cross:k:lock`)).toBe(0);
    } finally {
      await other.quit();
    }
  });

  test('When the stored value no longer matches the schema, then it is a miss and is rebuilt', async () => {
    const cache = cacheFor('schema');
    await redis.client.set(`${redis.keyPrefix}schema:k`, JSON.stringify({ old: true }), 'EX', 60);
    const schema = z.object({ name: z.string() });
    const result = await cache.getOrCreate('k', 60, async () => ({ name: 'new' }), schema);
    expect(result).toEqual({ value: { name: 'new' }, hit: false });
  });

  test('When create fails, then the error reaches the caller, nothing is stored and the lock is released', async () => {
    const cache = cacheFor('fail');
    await expect(cache.getOrCreate('k', 60, () => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(await redis.client.exists(`${redis.keyPrefix}fail:k`, `${redis.keyPrefix}fail:k:lock`)).toBe(0);
    expect(await cache.getOrCreate('k', 60, async () => 'second try')).toEqual({
      value: 'second try',
      hit: false,
    });
  });

  test('When Redis is unreachable, then values are still created (no cache, no error)', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    const cache = createRedisCache(down, { prefix: 'x:' });
    expect(await cache.getOrCreate('k', 60, async () => 'computed')).toEqual({
      value: 'computed',
      hit: false,
    });
    down.disconnect();
  });

  test('Lookups are counted on the process registry by cache and result (hit, miss, shared)', async () => {
    const cache = cacheFor('counted');
    const cacheName = `${redis.keyPrefix}counted`;
    const gated = gatedCreate(() => 1);
    const both = Promise.all([
      cache.getOrCreate('k', 60, gated.create),
      cache.getOrCreate('k', 60, gated.create),
    ]);
    await gated.running;
    gated.open();
    await both;
    await cache.getOrCreate('k', 60, gated.create);
    const text = await processRegistry.getSingleMetricAsString('cache_lookups_total');
    const value = (result: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.includes(`cache="${cacheName}"`) && l.includes(`result="${result}"`))
          ?.split(' ')
          .pop() ?? 0,
      );
    expect({ miss: value('miss'), shared: value('shared'), hit: value('hit') }).toEqual({
      miss: 1,
      shared: 1,
      hit: 1,
    });
  });
});
