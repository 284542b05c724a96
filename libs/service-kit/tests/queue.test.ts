import { Queue, Worker } from 'bullmq';
import { createTestRedis, describeWithInfra, type TestRedis } from '@uniform/test-kit';
import { processRegistry } from '../src/metrics';
import { observeQueue, observeWorker, queueConnection } from '../src/queue';

describe('queueConnection', () => {
  it('reads host, port, credentials and database from the URL', () => {
    const options = queueConnection('redis://user:p%40ss@cache.internal:6380/3', 'producer');
    expect(options).toMatchObject({
      host: 'cache.internal',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 3,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
  });

  it('lets a worker block on Redis forever and uses TLS for rediss://', () => {
    const options = queueConnection('rediss://127.0.0.1', 'worker');
    expect(options).toMatchObject({ host: '127.0.0.1', port: 6379, tls: {}, maxRetriesPerRequest: null });
    expect(options).not.toHaveProperty('enableOfflineQueue');
  });

  it('refuses a URL that is not Redis', () => {
    expect(() => queueConnection('http://127.0.0.1:6379', 'worker')).toThrow(/redis:\/\//);
  });
});

describeWithInfra('queue metrics', () => {
  let redis: TestRedis;
  const closers: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    redis = await createTestRedis();
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await redis.cleanup();
  });

  test('Queue depth by state is read at scrape time and every finished job is timed', async () => {
    const url = process.env.REDIS_URL!;
    const name = `${redis.keyPrefix.replace(/[^a-z0-9]/gi, '')}metrics`;
    const queue = new Queue(name, { connection: queueConnection(url, 'producer') });
    closers.push(() => queue.obliterate({ force: true }).then(() => queue.close()));
    observeQueue(queue);
    await queue.addBulk([
      { name: 'a', data: {} },
      { name: 'b', data: {} },
    ]);
    const depth = async (state: string) =>
      Number(
        (await processRegistry.getSingleMetricAsString('queue_jobs'))
          .split('\n')
          .find((l) => l.includes(`queue="${name}"`) && l.includes(`state="${state}"`))
          ?.split(' ')
          .pop(),
      );
    expect(await depth('waiting')).toBe(2);

    const worker = new Worker(name, async () => undefined, { connection: queueConnection(url, 'worker') });
    closers.unshift(() => worker.close());
    observeWorker(worker);
    const done = new Promise<void>((resolve) => {
      let finished = 0;
      worker.on('completed', () => ++finished === 2 && resolve());
    });
    await done;
    expect(await depth('waiting')).toBe(0);
    expect(await depth('completed')).toBe(2);
    expect(await processRegistry.getSingleMetricAsString('queue_job_duration_seconds')).toMatch(
      new RegExp(`queue_job_duration_seconds_count\\{queue="${name}",status="completed"\\} 2`),
    );
  });
});
