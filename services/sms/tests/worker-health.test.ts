import path from 'node:path';
import {
  describeWithInfra,
  metricsOf,
  probe,
  processHealth,
  startListeningProcess,
  startTcpProxy,
  type ListeningProcess,
  type TcpProxy,
} from '@uniform/test-kit';
import { startSms, type SmsContext } from './support/sms-context';

/** The Getup worker's entry, started as its own process: its minute tick reads PostgreSQL, its queue Redis. */
const WORKER = path.join(__dirname, '..', 'src', 'worker.ts');
const health = processHealth('sms-worker', { database: 'ok', redis: 'ok' });

jest.setTimeout(120_000);

describeWithInfra('The Getup worker process health on real PostgreSQL and Redis', () => {
  let sms: SmsContext;
  let database: TcpProxy;
  let redis: TcpProxy;
  let worker: ListeningProcess;

  beforeAll(async () => {
    sms = await startSms({ twilio: false });
    // The worker reaches both through loopback proxies the tests can cut, as an outage would.
    database = await startTcpProxy(sms.database.databaseUrl);
    redis = await startTcpProxy(sms.redis.url);
    worker = await startListeningProcess(WORKER, {
      env: {
        ...process.env,
        ...sms.workerEnv(),
        // Both workers, as the process runs by default: the minute tick reads PostgreSQL too.
        GETUP_WORKER_RUN: 'all',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      listening: 'Getup workers running',
    });
  });
  afterAll(async () => {
    await worker?.kill();
    await database?.close();
    await redis?.close();
    await sms?.close();
  });

  test('When PostgreSQL and Redis answer, then it is live, ready and serves its metrics', async () => {
    expect(await probe(worker.url)).toEqual(health.ready);
    expect(await metricsOf(worker.url)).toEqual({
      status: 200,
      text: expect.stringContaining('service="sms-worker"'),
    });
  });

  test.each([
    ['PostgreSQL', 'database', () => database],
    ['Redis', 'redis', () => redis],
  ] as const)(
    'When %s goes away, then it stays live, /readyz answers 503 naming only %s, and 200 once it is back',
    async (_name, check, proxy) => {
      // ioredis reconnects on its own, and the pg pool opens a new connection for the next query.
      expect(await health.throughOutage(worker.url, proxy().cut, proxy().restore)).toEqual({
        during: health.failing(check),
        after: health.ready,
      });
    },
  );
});
