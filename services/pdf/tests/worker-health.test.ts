import { readdirSync, readFileSync, rmSync, mkdtempSync, symlinkSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createTestRedis,
  describeWithInfra,
  metricsOf,
  probe,
  probeUntil,
  processHealth,
  startListeningProcess,
  startTcpProxy,
  type ListeningProcess,
  type TcpProxy,
  type TestRedis,
} from '@uniform/test-kit';
import { CHROMIUM_PATH, describeWithChromium } from './support/pdf-context';

jest.setTimeout(120_000);

const WORKER = path.join(__dirname, '..', 'src', 'worker.ts');

const health = processHealth('pdf-worker', { redis: 'ok', chromium: 'ok' });

/** The processes whose parent is `pid` (Linux /proc): the worker's Chromium is its only child. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The fields after the parenthesised name: state, then the parent's pid.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/**
 * The one Chromium the worker runs, once it runs one that is not `not`. `meanwhile` runs between looks:
 * after a crash only a readiness check (or a render) starts the next browser.
 */
async function browserOf(
  worker: ListeningProcess,
  not?: number,
  meanwhile: () => Promise<unknown> = async () => undefined,
): Promise<number> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [pid, ...more] = childrenOf(worker.child.pid!).filter((child) => child !== not);
    if (pid !== undefined && more.length === 0) return pid;
    await meanwhile();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the worker runs no Chromium other than ${not}`);
}

/** Kills Chromium the way a crash or the OOM killer would: puppeteer starts it as a process group of its own. */
function killBrowser(pid: number): void {
  process.kill(-pid, 'SIGKILL');
}

describeWithInfra('The render worker process health on real Redis and Chromium', () => {
  describeWithChromium('its probes', () => {
    let testRedis: TestRedis;
    let redis: TcpProxy;
    let dir: string;
    let chromium: string;
    let worker: ListeningProcess;

    beforeAll(async () => {
      testRedis = await createTestRedis();
      // The worker reaches Redis through a loopback proxy the test can cut, as an outage would.
      redis = await startTcpProxy(testRedis.url);
      // ...and its Chromium through a link the test can take away, as a broken install would.
      dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-worker-health-'));
      chromium = path.join(dir, 'chromium');
      symlinkSync(CHROMIUM_PATH, chromium);
      worker = await startListeningProcess(WORKER, {
        env: {
          ...process.env,
          REDIS_URL: redis.url,
          CHROMIUM_PATH: chromium,
          PDF_QUEUE_PREFIX: `${testRedis.keyPrefix}bull`,
          PDF_WORKER_CONCURRENCY: '1',
          PDF_WORKER_PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        },
        listening: 'pdf render worker ready',
        // Killed as a group at the end; its Chromium (a group of its own) exits once its pipe closes.
        detached: true,
      });
    });
    afterAll(async () => {
      await worker?.kill();
      await redis?.close();
      await testRedis?.cleanup();
      rmSync(dir, { recursive: true, force: true });
    });

    test('When Redis and Chromium answer, then it is live, ready and serves its metrics', async () => {
      expect(await probe(worker.url)).toEqual(health.ready);
      expect(await metricsOf(worker.url)).toEqual({
        status: 200,
        text: expect.stringContaining('service="pdf-worker"'),
      });
    });

    test('When Redis goes away, then it stays live, /readyz answers 503 naming only redis, and 200 once it is back', async () => {
      // ioredis reconnects on its own.
      expect(await health.throughOutage(worker.url, redis.cut, redis.restore)).toEqual({
        during: health.failing('redis'),
        after: health.ready,
      });
    });

    // A worker without a usable Chromium never starts (it warms its pool before it listens, so
    // CHROMIUM_PATH=/bin/false is refused at start-up). A running one loses its browser only when the
    // browser dies: the check then launches a new one, and fails only while none can be launched.
    test('When Chromium dies, then /readyz starts a new one and the worker stays ready', async () => {
      // Arrange
      const crashed = await browserOf(worker, undefined, () => fetch(`${worker.url}/readyz`));

      // Act
      killBrowser(crashed);

      // Assert: the check starts a browser when none runs, as the next render would, so a crash alone
      // is no reason to take the worker out of rotation. While it launches /readyz may say failing.
      const next = await browserOf(worker, crashed, () => fetch(`${worker.url}/readyz`));
      expect(next).not.toBe(crashed);
      expect(await probeUntil(worker.url, 200)).toEqual(health.ready);
    });

    test('When Chromium dies and cannot start again, then it stays live, /readyz answers 503 naming only chromium, and 200 once it can', async () => {
      // Arrange: what stays unavailable is a browser that will not launch (here: its binary is gone).
      const running = await browserOf(worker, undefined, () => fetch(`${worker.url}/readyz`));
      unlinkSync(chromium);

      // Act
      killBrowser(running);

      // Assert
      expect(await probeUntil(worker.url, 503)).toEqual(health.failing('chromium'));
      symlinkSync(CHROMIUM_PATH, chromium);
      expect(await probeUntil(worker.url, 200)).toEqual(health.ready);
    });
  });
});
