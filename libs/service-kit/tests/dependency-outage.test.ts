import { createServer, connect, type AddressInfo } from 'node:net';
import { ErrorCode } from '@uniform/contracts';
import {
  AppError,
  createLogger,
  createRedis,
  createServiceApp,
  DEPENDENCY_RETRY_AFTER_SECONDS,
  dependencyOutage,
  startHttpServer,
  type RunningServer,
} from '@uniform/service-kit';
import { readJson } from '@uniform/test-kit';

const logger = createLogger('kit-test', 'silent');

/** A loopback port with nothing listening on it: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The error a real ioredis client (createRedis options) rejects a command with while Redis is down. */
async function redisDownError(): Promise<unknown> {
  const redis = createRedis(`redis://127.0.0.1:${await closedPort()}`, { retryStrategy: () => null });
  const gaveUp = new Promise<void>((resolve) => redis.once('end', () => resolve()));
  redis.on('error', () => undefined);
  await gaveUp;
  return redis.get('anything').catch((error: unknown) => error);
}

/** The error a raw socket connect to a stopped server fails with. */
async function socketRefusedError(): Promise<unknown> {
  const port = await closedPort();
  return new Promise((resolve) => connect(port, '127.0.0.1').once('error', resolve));
}

const prismaError = (code: string, message: string, cause?: Record<string, unknown>) =>
  Object.assign(new Error(message), {
    name: 'PrismaClientKnownRequestError',
    code,
    clientVersion: '7.10.0',
    ...(cause ? { meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } } : {}),
  });

// The shapes Prisma 7 with @prisma/adapter-pg produced when PostgreSQL was stopped, cut off
// mid-query and frozen (measured; e2e/tests/outage.spec.ts meets the real ones end to end).
const databaseErrors: Array<[string, () => unknown]> = [
  [
    'a model query while the server is down (P1001)',
    () =>
      prismaError(
        'P1001',
        "\nInvalid `prisma.user.findUnique()` invocation:\n\nCan't reach database server",
        {
          kind: 'DatabaseNotReachable',
          host: '127.0.0.1',
          port: 5432,
        },
      ),
  ],
  [
    'a raw query while the server is down (P2010 with the adapter cause)',
    () =>
      prismaError('P2010', 'Raw query failed. Code: `N/A`.', {
        kind: 'DatabaseNotReachable',
        host: '127.0.0.1',
        port: 5432,
      }),
  ],
  [
    'a query cut by a server shutdown (57P01)',
    () =>
      prismaError('P2010', 'Raw query failed. Code: `57P01`.', {
        kind: 'postgres',
        code: '57P01',
        severity: 'FATAL',
        message: 'terminating connection due to administrator command',
      }),
  ],
  [
    'a server that closed the connection (P1017)',
    () => prismaError('P1017', 'Server has closed the connection.'),
  ],
  [
    'a connection cut mid-query',
    () => Object.assign(new Error('Connection terminated unexpectedly'), { clientVersion: '7.10.0' }),
  ],
  [
    'a frozen server at connect',
    () =>
      Object.assign(new Error('Connection terminated due to connection timeout'), {
        clientVersion: '7.10.0',
        cause: new Error('Connection terminated unexpectedly'),
      }),
  ],
];

describe('dependency outages', () => {
  let running: RunningServer;
  let thrown: unknown;

  beforeAll(async () => {
    const { app } = createServiceApp({
      name: 'kit-test',
      logger,
      routes: (app) => {
        app.get('/api/throw', () => {
          throw thrown;
        });
      },
    });
    running = await startHttpServer(app, { port: 0, logger });
  });
  afterAll(() => running.close());

  async function answerTo(error: unknown) {
    thrown = error;
    const res = await fetch(`${running.url}/api/throw`);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await readJson(res) };
  }

  test.each(databaseErrors)(
    'When a handler meets %s, then 503 DEPENDENCY_UNAVAILABLE names the database, with Retry-After',
    async (_name, make) => {
      const answer = await answerTo(make());
      expect(answer).toEqual({
        status: 503,
        retryAfter: String(DEPENDENCY_RETRY_AFTER_SECONDS),
        body: {
          code: ErrorCode.DEPENDENCY_UNAVAILABLE,
          message: expect.stringMatching(/database did not answer/),
        },
      });
    },
  );

  test('When a real ioredis client is refused, then its command error is a Redis outage answered 503', async () => {
    const error = await redisDownError();
    expect(dependencyOutage(error)).toBe('redis');
    const answer = await answerTo(error);
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe(String(DEPENDENCY_RETRY_AFTER_SECONDS));
    expect(answer.body).toMatchObject({ code: ErrorCode.DEPENDENCY_UNAVAILABLE });
  });

  test('When a handler answers its own 503 (an AppError), then it carries Retry-After too', async () => {
    const answer = await answerTo(new AppError(503, 'RENDERER_UNAVAILABLE', 'The renderer is unavailable.'));
    expect(answer).toEqual({
      status: 503,
      retryAfter: String(DEPENDENCY_RETRY_AFTER_SECONDS),
      body: { code: 'RENDERER_UNAVAILABLE', message: 'The renderer is unavailable.' },
    });
  });

  test('When a raw socket connect is refused, then it is an outage of a backing service', async () => {
    const error = await socketRefusedError();
    expect(error).toMatchObject({ code: 'ECONNREFUSED', syscall: 'connect' });
    expect(dependencyOutage(error)).toBe('backing service');
  });

  test.each([
    [
      'a unique-constraint violation (P2002)',
      prismaError('P2002', 'Unique constraint failed', { kind: 'UniqueConstraintViolation' }),
    ],
    [
      'a missing table (P2021)',
      prismaError('P2021', 'The table does not exist', { kind: 'TableDoesNotExist' }),
    ],
    ['a syntax error (42601)', prismaError('P2010', 'Raw query failed', { kind: 'postgres', code: '42601' })],
    ['an ordinary bug', new Error('Cannot read properties of undefined')],
    ['a thrown string', 'boom'],
  ])('When a handler meets %s, then it is not an outage: 500 without Retry-After', async (_name, error) => {
    expect(dependencyOutage(error)).toBeUndefined();
    const answer = await answerTo(error);
    expect(answer).toEqual({
      status: 500,
      retryAfter: null,
      body: { message: 'Something went wrong', code: ErrorCode.INTERNAL },
    });
  });
});
