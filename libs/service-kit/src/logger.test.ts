import { Writable } from 'node:stream';
import { createLogger } from './logger';

/** A destination that keeps each JSON line, as an operator's log collector would read them. */
function collect(): { destination: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { destination, lines };
}

describe('the log line', () => {
  test('When a service logs, then each line is JSON with its service, level, message and an ISO time of now', () => {
    const { destination, lines } = collect();
    const before = Date.now();
    createLogger('log-test', 'info', destination).info({ requestId: 'r1' }, 'request completed');
    const [line] = lines();

    expect(line).toMatchObject({ service: 'log-test', level: 30, requestId: 'r1', msg: 'request completed' });
    expect(line!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const time = Date.parse(String(line!.time));
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  test('When lines are written a few milliseconds apart, then each carries its own time (the cached stamp moves on)', async () => {
    const { destination, lines } = collect();
    const logger = createLogger('log-test', 'info', destination);
    logger.info('first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.info('second');
    const [first, second] = lines().map((line) => Date.parse(String(line.time)));

    expect(second! - first!).toBeGreaterThanOrEqual(4);
  });
});
