import { checkRedis, createLogger, createRedis, startHttpServer } from '@uniform/service-kit';
import { createTestRedis, describeWithInfra, type TestRedis } from '@uniform/test-kit';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { RenderJobs } from '../src/queues/render-jobs';

describeWithInfra('The pdf service health on real Redis', () => {
  let redis: TestRedis;
  let jobs: RenderJobs;
  // main.ts's readiness map: the Redis that carries the results (and the queue) must answer.
  let results: Redis;
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    redis = await createTestRedis();
    const logger = createLogger('pdf-test', 'silent');
    jobs = new RenderJobs({
      redisUrl: redis.url,
      redis: redis.client,
      prefix: `${redis.keyPrefix}bull`,
      timeoutMs: 30_000,
      logger,
    });
    await jobs.start();
    results = createRedis(redis.url);
    const app = buildApp({ logger, readiness: { redis: () => checkRedis(results) }, jobs, bodyLimitKb: 256 });
    const server = await startHttpServer(app, { port: 0, logger });
    url = server.url;
    close = () => server.close();
  });
  afterAll(async () => {
    await close();
    results.disconnect();
    await jobs.close();
    await redis.cleanup();
  });

  test('When Redis answers, then the pdf service is live and ready', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200,
      body: { status: 'ready', service: 'pdf', checks: { redis: 'ok' } },
    });
  });

  test('When its Redis connection is gone, then it stays live but /readyz answers 503 naming Redis', async () => {
    // Closed for good (no reconnect): the service's Redis is unavailable from here on.
    results.disconnect(false);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 503,
      body: { status: 'not ready', service: 'pdf', checks: { redis: 'failing' } },
    });
  });
});
