import { Writable } from 'node:stream';
import { createLogger, createServiceApp, startHttpServer, type RunningServer } from '@uniform/service-kit';

/** A logger at `level` whose JSON lines the test reads back. */
function capturedLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('log-test', level, destination), lines };
}

async function serve(
  level: string,
): Promise<{ running: RunningServer; lines: Array<Record<string, unknown>> }> {
  const { logger, lines } = capturedLogger(level);
  const { app } = createServiceApp({
    name: 'log-test',
    logger,
    routes: (app) => {
      app.get('/api/ok', (_req, res) => void res.json({ ok: true }));
      app.get('/api/missing', (_req, res) => void res.status(404).json({ message: 'No such thing.' }));
      app.get('/api/crash', () => {
        throw new Error('boom');
      });
      app.get('/api/own-line', (req, res) => {
        req.log.info({ step: 'inside' }, 'handler line');
        res.json({ ok: true });
      });
    },
  });
  return { running: await startHttpServer(app, { port: 0, logger }), lines };
}

/** The lines logged for `path`, once as many as `count` have arrived (the line follows the answer). */
async function linesFor(lines: Array<Record<string, unknown>>, path: string, count = 1) {
  const matching = () =>
    lines.filter((line) => (line.req as { url?: string } | undefined)?.url?.startsWith(path));
  for (let i = 0; i < 100 && matching().length < count; i++) await new Promise((r) => setTimeout(r, 10));
  return matching();
}

describe('the request log line', () => {
  let running: RunningServer;
  let lines: Array<Record<string, unknown>>;
  beforeAll(async () => ({ running, lines } = await serve('info')));
  afterAll(() => running.close());

  test('When a request is answered, then one line holds its id, method, masked address, status and time', async () => {
    const res = await fetch(`${running.url}/api/ok?to=%2B12125550142`, {
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.headers.get('x-request-id')).toBe('req-42');
    const [line, ...more] = await linesFor(lines, '/api/ok');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      service: 'log-test',
      req: { id: 'req-42', method: 'GET', url: '/api/ok?to=+1212***0142' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof line!.responseTime).toBe('number');
    expect(typeof line!.time).toBe('string');
  });

  test('When the answer is a 4xx, then the line is a warning; a 5xx an error with the error', async () => {
    await fetch(`${running.url}/api/missing`);
    await fetch(`${running.url}/api/crash`);
    const [missing] = await linesFor(lines, '/api/missing');
    expect(missing).toMatchObject({ level: 40, res: { statusCode: 404 }, msg: 'request completed' });
    const crash = await linesFor(lines, '/api/crash', 2);
    expect(crash.map((line) => line.msg).sort()).toEqual(['request errored', 'request failed']);
    const errored = crash.find((line) => line.msg === 'request errored')!;
    expect(errored).toMatchObject({
      level: 50,
      res: { statusCode: 500 },
      err: { message: 'failed with status code 500' },
    });
    // The error handler's own line carries the request's fields through req.log.
    const failed = crash.find((line) => line.msg === 'request failed')!;
    expect(failed).toMatchObject({ req: { method: 'GET', url: '/api/crash' }, err: { message: 'boom' } });
  });

  test('When a handler logs through req.log, then its line carries the request fields', async () => {
    await fetch(`${running.url}/api/own-line`, { headers: { 'x-request-id': 'req-7' } });
    const own = await linesFor(lines, '/api/own-line', 2);
    expect(own.find((line) => line.msg === 'handler line')).toMatchObject({
      step: 'inside',
      req: { id: 'req-7', method: 'GET', url: '/api/own-line' },
    });
  });

  test('When probes are answered, then they write no line', async () => {
    await fetch(`${running.url}/healthz`);
    await fetch(`${running.url}/api/ok`);
    await linesFor(lines, '/api/ok', 2);
    expect(lines.filter((line) => (line.req as { url?: string } | undefined)?.url === '/healthz')).toEqual(
      [],
    );
  });
});

test('When the level is warn, then a 200 writes no line and a 404 still does', async () => {
  const { running, lines } = await serve('warn');
  try {
    await fetch(`${running.url}/api/ok`);
    await fetch(`${running.url}/api/missing`);
    expect(await linesFor(lines, '/api/missing')).toHaveLength(1);
    expect(await linesFor(lines, '/api/ok')).toEqual([]);
  } finally {
    await running.close();
  }
});
