import { createServiceApp, createLogger, startHttpServer, type RunningServer } from '@uniform/service-kit';
import { liveProbes, probe, probeUntil } from '@uniform/test-kit';

describe('probe, probeUntil and liveProbes: what an orchestrator sees of a process', () => {
  let server: RunningServer;
  let queueUp = false;
  beforeAll(async () => {
    const logger = createLogger('probes-test', 'silent');
    const { app } = createServiceApp({
      name: 'probes-test',
      logger,
      readiness: {
        database: async () => undefined,
        queue: async () => {
          if (!queueUp) throw new Error('queue away');
        },
      },
      routes: () => {},
    });
    server = await startHttpServer(app, { port: 0, logger });
  });
  afterAll(() => server.close());

  test('When a check fails, then the probes match liveProbes naming it failing', async () => {
    queueUp = false;

    expect(await probe(server.url)).toEqual(liveProbes('probes-test', { database: 'ok', queue: 'failing' }));
  });

  test('When the failing check comes back, then probeUntil returns the ready probes', async () => {
    queueUp = false;
    const back = setTimeout(() => (queueUp = true), 300);

    try {
      expect(await probeUntil(server.url, 200)).toEqual(
        liveProbes('probes-test', { database: 'ok', queue: 'ok' }),
      );
    } finally {
      clearTimeout(back);
    }
  });

  test('When /readyz never answers the status, then probeUntil says what it answered last', async () => {
    queueUp = true;

    await expect(probeUntil(server.url, 503, 300)).rejects.toThrow(
      /did not answer 503 within 300 ms; last: .*"ready"/,
    );
  });
});
