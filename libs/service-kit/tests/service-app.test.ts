import { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { z } from 'zod';
import {
  AppError,
  createLogger,
  createServiceApp,
  signIdentity,
  processCounter,
  startHttpServer,
  validate,
  type RunningServer,
} from '@uniform/service-kit';
import { readJson } from '@uniform/test-kit';

const logger = createLogger('kit-test', 'silent');

function buildTestApp(readiness: Record<string, () => Promise<unknown>> = {}) {
  let release: () => void = () => undefined;
  const slow = new Promise<void>((resolve) => (release = resolve));
  // Resolves when /api/slow has started, so a test knows its request is in flight without sleeping.
  let arrive: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => (arrive = resolve));
  const { app } = createServiceApp({
    name: 'kit-test',
    logger,
    readiness,
    bodyLimitKb: 1,
    routes: (app) => {
      app.post(
        '/api/echo/:kind',
        validate({
          params: z.object({ kind: z.enum(['a', 'b']) }),
          query: z.object({ n: z.coerce.number().int().min(1).optional() }),
          body: z.object({
            name: z.string().trim().min(1, 'Name is required'),
            age: z.number().int().optional(),
          }),
        }),
        (req, res) => {
          res.status(201).json({ kind: req.params.kind, query: req.query, body: req.body });
        },
      );
      app.get('/api/teapot', () => {
        throw new AppError(418, 'TEAPOT', 'I am a teapot.');
      });
      app.get('/api/crash', async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/api/slow', async (_req, res) => {
        arrive();
        await slow;
        res.json({ finished: true });
      });
    },
  });
  return { app, release: () => release(), slowArrived };
}

describe('service kit app', () => {
  let running: RunningServer;
  let built: ReturnType<typeof buildTestApp>;
  let release: () => void;
  let slowArrived: Promise<void>;
  const closed: string[] = [];

  beforeAll(async () => {
    built = buildTestApp();
    release = built.release;
    slowArrived = built.slowArrived;
    running = await startHttpServer(built.app, {
      port: 0,
      logger,
      onClose: [async () => void closed.push('resource')],
    });
  });
  afterAll(async () => {
    release();
    await running.close();
  });

  const post = (
    path: string,
    body: string,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => fetch(`${running.url}${path}`, { method: 'POST', body, headers });

  test('When the body, query and params are valid, then the handler gets the parsed values', async () => {
    const res = await post('/api/echo/a?n=3', JSON.stringify({ name: '  Ada ', extra: 'dropped' }));
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ kind: 'a', query: { n: 3 }, body: { name: 'Ada' } });
  });

  test('When several parts are invalid, then 400 lists every issue with its path', async () => {
    const res = await post('/api/echo/c?n=0', JSON.stringify({ name: ' ', age: 'old' }));
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toEqual(expect.any(String));
    const paths = body.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(['age', 'name', 'params.kind', 'query.n']);
    expect(body.issues.find((i: { path: string }) => i.path === 'name').message).toBe('Name is required');
  });

  test('When the body is larger than the limit, then 413 JSON', async () => {
    const res = await post('/api/echo/a', JSON.stringify({ name: 'x'.repeat(2048) }));
    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({
      message: 'The request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  test('When the body is not valid JSON, then 400 MALFORMED_JSON', async () => {
    const res = await post('/api/echo/a', '{"name": ');
    expect(res.status).toBe(400);
    expect((await readJson(res)).code).toBe('MALFORMED_JSON');
  });

  test('When the body is not JSON at all, then 415 names the content type to use', async () => {
    const res = await post('/api/echo/a', 'name=Ada', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect((await readJson(res)).message).toMatch(/application\/json/);
  });

  test('When a handler throws an AppError, then its status, code and message are answered', async () => {
    const res = await fetch(`${running.url}/api/teapot`);
    expect(res.status).toBe(418);
    expect(await readJson(res)).toEqual({ message: 'I am a teapot.', code: 'TEAPOT' });
  });

  test('When a handler fails unexpectedly, then 500 with a generic body and no internals', async () => {
    const res = await fetch(`${running.url}/api/crash`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
    expect(text).not.toMatch(/hunter2|stack|Error:/);
  });

  test('When no route matches, then 404 JSON', async () => {
    const res = await fetch(`${running.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect((await readJson(res)).code).toBe('NOT_FOUND');
  });

  test('When a request id is sent, then it is echoed; when none is sent, then one is made', async () => {
    const given = await fetch(`${running.url}/healthz`, { headers: { 'x-request-id': 'req-123' } });
    expect(given.headers.get('x-request-id')).toBe('req-123');
    const made = await fetch(`${running.url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('When requests were served, then /metrics counts them by route and status', async () => {
    await fetch(`${running.url}/api/teapot`);
    const text = await (await fetch(`${running.url}/metrics`)).text();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/teapot",status="418",service="kit-test"\} \d+/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket/);
  });

  test('When requests were served, then the request count of each route and status is its latency histogram count', async () => {
    const countOf = async (series: string) => {
      const text = await (await fetch(`${running.url}/metrics`)).text();
      const teapot = new RegExp(
        `^${series}\\{(?=[^}]*method="GET")(?=[^}]*route="/api/teapot")(?=[^}]*status="418")[^}]*\\} (\\d+)$`,
        'm',
      );
      return Number(teapot.exec(text)?.[1] ?? 0);
    };
    const before = await countOf('http_requests_total');
    for (let i = 0; i < 3; i++) await fetch(`${running.url}/api/teapot`);
    expect(await countOf('http_requests_total')).toBe(before + 3);
    expect(await countOf('http_request_duration_seconds_count')).toBe(before + 3);
  });

  test('When a request arrives, then its request and response are built with the app’s prototypes, before Express sees them', async () => {
    const seen: boolean[] = [];
    const onRequest = (req: IncomingMessage, res: ServerResponse) =>
      seen.push(
        Object.getPrototypeOf(req) === built.app.request,
        Object.getPrototypeOf(res) === built.app.response,
      );
    running.server.prependListener('request', onRequest);
    try {
      const res = await post('/api/echo/a', JSON.stringify({ name: 'Ada' }));
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ kind: 'a', query: {}, body: { name: 'Ada' } });
    } finally {
      running.server.off('request', onRequest);
    }
    expect(seen).toEqual([true, true]);
  });

  test('Metrics that libraries record in the process (cache, model, queues) are served too, labelled with the service', async () => {
    processCounter('kit_test_events_total', 'A library metric', ['kind']).inc({ kind: 'demo' });
    const text = await (await fetch(`${running.url}/metrics`)).text();
    expect(text).toMatch(/kit_test_events_total\{kind="demo",service="kit-test"\} 1/);
  });

  test('When the service shuts down with a request in flight, then the request finishes and resources close after it', async () => {
    const inFlight = fetch(`${running.url}/api/slow`).then(readJson);
    await slowArrived;
    const closing = running.close();
    release();
    expect(await inFlight).toEqual({ finished: true });
    await closing;
    expect(closed).toEqual(['resource']);
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
  });
});

describe('a handler that is not an Express app', () => {
  test('When a request arrives, then it is Node’s own request and response', async () => {
    const seen: boolean[] = [];
    const running = await startHttpServer(
      (req, res) => {
        seen.push(
          Object.getPrototypeOf(req) === IncomingMessage.prototype,
          Object.getPrototypeOf(res) === ServerResponse.prototype,
        );
        res.end('ok');
      },
      { port: 0, logger },
    );
    try {
      expect(await (await fetch(running.url)).text()).toBe('ok');
    } finally {
      await running.close();
    }
    expect(seen).toEqual([true, true]);
  });
});

describe('readiness', () => {
  test('When a dependency fails or hangs, then /readyz answers 503 naming it; healthy ones read ok', async () => {
    const { app } = buildTestApp({
      database: async () => 'ok',
      redis: async () => {
        throw new Error('ECONNREFUSED');
      },
      queue: () => new Promise(() => undefined),
    });
    const running = await startHttpServer(app, { port: 0, logger });
    try {
      const res = await fetch(`${running.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await readJson(res)).toEqual({
        status: 'not ready',
        service: 'kit-test',
        checks: { database: 'ok', redis: 'failing', queue: 'failing' },
      });
      const live = await fetch(`${running.url}/healthz`);
      expect(live.status).toBe(200);
    } finally {
      await running.close();
    }
  });
});

describe('signed identity', () => {
  const secret = 'a-test-signing-secret-of-at-least-32-chars';
  const ada = { id: 'u-1', email: 'ada@example.com', firstName: 'Ada', lastName: null };

  test('When the gateway signature checks, then req.user is set; forged, tampered or stale identities are ignored', async () => {
    const { app } = createServiceApp({
      name: 'identity-test',
      logger,
      identitySecret: secret,
      routes: (app) =>
        app.get(
          '/api/me',
          (req, res) => void res.json({ user: req.user ?? null, leaked: req.headers['x-user'] ?? null }),
        ),
    });
    const running = await startHttpServer(app, { port: 0, logger });
    const me = async (headers: Record<string, string>) =>
      readJson(await fetch(`${running.url}/api/me`, { headers }));
    try {
      expect(await me(signIdentity(ada, secret))).toEqual({ user: ada, leaked: null });
      expect(await me(signIdentity(ada, 'another-secret-that-is-32-chars-long!'))).toEqual({
        user: null,
        leaked: null,
      });
      const tampered = signIdentity(ada, secret);
      tampered['x-user'] = Buffer.from(JSON.stringify({ ...ada, id: 'admin', iat: Date.now() })).toString(
        'base64url',
      );
      expect(await me(tampered)).toEqual({ user: null, leaked: null });
      expect(await me(signIdentity(ada, secret, Date.now() - 10 * 60 * 1000))).toEqual({
        user: null,
        leaked: null,
      });
    } finally {
      await running.close();
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  /** Raw bytes on a socket: fetch itself would refuse to send what these tests need. */
  const rawExchange = (port: number, request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  test('When the address is over 16 KB or the request line is garbage, then the answer is the JSON error shape', async () => {
    const { app } = buildTestApp({});
    const running = await startHttpServer(app, { port: 0, logger });
    try {
      const long = await fetch(`${running.url}/api/echo?q=${'x'.repeat(20_000)}`);
      expect(long.status).toBe(431);
      expect(await readJson(long)).toEqual({
        message: 'The address or headers of the request are too large.',
        code: 'HEADERS_TOO_LARGE',
      });

      const garbage = await rawExchange(running.port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(garbage).toContain('Content-Type: application/json');
      expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toEqual({
        message: 'The request could not be read.',
        code: 'MALFORMED_REQUEST',
      });

      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  test('When an HTTP/1.1 request has no Host header, then 400 in the JSON error shape, the connection closed, and the handler never runs', async () => {
    let handled = 0;
    const running = await startHttpServer(
      (_req, res) => {
        handled++;
        res.end('ok');
      },
      { port: 0, logger },
    );
    try {
      const answer = await rawExchange(running.port, 'GET /api/echo HTTP/1.1\r\n\r\n');

      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        message: 'The request has no Host header.',
        code: 'MALFORMED_REQUEST',
      });
      expect(handled).toBe(0);
      // HTTP/1.0 does not require Host: such a request is served as before, and so is one with a Host.
      expect(await rawExchange(running.port, 'GET /api/echo HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK/);
      expect((await fetch(`${running.url}/api/echo`)).status).toBe(200);
      expect(handled).toBe(2);
    } finally {
      await running.close();
    }
  });
});
