import { once } from 'node:events';
import { Writable } from 'node:stream';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import {
  checkRedis,
  createLogger,
  startService,
  startWorker,
  type RunningProcess,
} from '@uniform/service-kit';
import type { Redis } from 'ioredis';
import { describeWithInfra, requireInfra } from '@uniform/test-kit';

const config = { PORT: 0, HOST: '127.0.0.1', LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_MS: 5_000 };

/** A logger whose JSON lines the test reads back. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('run-test', 'info', destination), lines };
}

/** Resolves once the client has connected (a fresh client refuses commands until then). */
async function connected(client: Redis | undefined): Promise<void> {
  if (client && client.status !== 'ready') await once(client, 'ready');
}

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('runService: start-up and shutdown', () => {
  test('When the service stops with a request in flight, then the request finishes first and the resources close in reverse order of opening', async () => {
    const events: string[] = [];
    const arrived = deferred();
    const release = deferred();
    const running = await startService(
      {
        name: 'ordered',
        config: () => config,
        start: ({ own }) => {
          for (const name of ['database', 'redis', 'queue'])
            own(name, async (n) => events.push(`close ${n}`));
          return {
            app: (_req, res) => {
              arrived.resolve();
              void release.promise.then(() => {
                events.push('response');
                res.end('done');
              });
            },
          };
        },
      },
      { logger: createLogger('run-test', 'silent') },
    );

    const answer = fetch(running.url).then((res) => res.text());
    await arrived.promise;
    const stopped = running.stop();
    release.resolve();
    await stopped;

    expect(await answer).toBe('done');
    expect(events).toEqual(['response', 'close queue', 'close redis', 'close database']);
  });

  test('When one closer fails, then the others still run and the failure is logged', async () => {
    const { logger, lines } = capturedLogger();
    const closed: string[] = [];
    const running = await startService(
      {
        name: 'failing-closer',
        config: () => config,
        start: ({ own }) => {
          own('first', async () => closed.push('first'));
          own('broken', async () => {
            throw new Error('connection already gone');
          });
          own('last', async () => closed.push('last'));
          return { app: (_req, res) => res.end() };
        },
      },
      { logger },
    );

    await running.stop();

    expect(closed).toEqual(['last', 'first']);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'a resource failed to close cleanly',
        err: expect.objectContaining({ message: 'connection already gone' }),
      }),
    );
  });

  test('When start-up fails after opening resources, then what was opened is closed and the start rejects with the cause', async () => {
    const closed: string[] = [];
    const started = startService(
      {
        name: 'broken-start',
        config: () => config,
        start: ({ own }) => {
          own('database', async () => closed.push('database'));
          own('redis', async () => closed.push('redis'));
          throw new Error('the model key is malformed');
        },
      },
      { logger: createLogger('run-test', 'silent') },
    );

    await expect(started).rejects.toThrow('the model key is malformed');
    expect(closed).toEqual(['redis', 'database']);
  });

  test('When the service starts, then it logs one listening line with its url and declared fields', async () => {
    const { logger, lines } = capturedLogger();
    const running = await startService(
      {
        name: 'announced',
        config: () => config,
        start: () => ({ app: (_req, res) => res.end(), info: { engine: 'built-in' } }),
      },
      { logger },
    );
    await running.stop();

    expect(lines.filter((line) => String(line.msg).includes('listening'))).toEqual([
      expect.objectContaining({ msg: 'announced service listening', url: running.url, engine: 'built-in' }),
    ]);
  });
});

/**
 * A loopback TCP relay in front of the real Redis: closing it (and its connections) is Redis going
 * away for the worker, without touching the Redis other tests share.
 */
async function redisRelay(redisUrl: string): Promise<{ url: string; cut: () => Promise<void> }> {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(redisUrl);
  relayed.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: relayed.toString(),
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describeWithInfra('runWorker: probes on its own port', () => {
  let worker: RunningProcess | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  test('When the worker is up, then /healthz, /readyz and /metrics answer on its own port', async () => {
    const { redisUrl } = await requireInfra();
    let client: Redis | undefined;
    worker = await startWorker(
      {
        name: 'probe-worker',
        config: () => ({ ...config, WORKER_PORT: 0 }),
        port: (c) => c.WORKER_PORT,
        start: ({ config: c, redis }) => {
          const opened = (client = redis(redisUrl));
          return { readiness: { redis: () => checkRedis(opened) }, info: { port: c.WORKER_PORT } };
        },
      },
      { logger: createLogger('run-test', 'silent') },
    );

    await connected(client);
    const health = await fetch(`${worker.url}/healthz`);
    const ready = await fetch(`${worker.url}/readyz`);
    const metrics = await fetch(`${worker.url}/metrics`);

    expect(health.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', service: 'probe-worker', checks: { redis: 'ok' } });
    expect(ready.status).toBe(200);
    expect(await metrics.text()).toContain('process_cpu_seconds_total');
  });

  test('When the Redis a worker depends on goes away, then its /readyz answers 503 naming the failing check', async () => {
    const { redisUrl } = await requireInfra();
    const relay = await redisRelay(redisUrl);
    let client: Redis | undefined;
    worker = await startWorker(
      {
        name: 'redis-worker',
        config: () => ({ ...config, WORKER_PORT: 0 }),
        port: (c) => c.WORKER_PORT,
        start: ({ redis }) => {
          const opened = (client = redis(relay.url));
          return { readiness: { redis: () => checkRedis(opened) } };
        },
      },
      { logger: createLogger('run-test', 'silent') },
    );
    await connected(client);
    expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);

    await relay.cut();
    const res = await fetch(`${worker.url}/readyz`);

    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'not ready',
      service: 'redis-worker',
      checks: { redis: 'failing' },
    });
  });
});
