import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { readJson } from '@uniform/test-kit';
import { rawRequest, startFakeService, startTestGateway, useServers } from './support/gateway-harness';
import type { FakeService, TestGateway } from './support/gateway-harness';

describe('gateway: proxying /api', () => {
  let fake: FakeService;
  let gateway: TestGateway;
  let trustingGateway: TestGateway;

  useServers(async (own) => {
    fake = own(await startFakeService('privacy'));
    gateway = own(await startTestGateway({ fake }));
    trustingGateway = own(await startTestGateway({ fake, env: { TRUST_PROXY: 'loopback' } }));
  });
  afterEach(() => fake.reset());

  const lastSeen = () => fake.seen[fake.seen.length - 1]!;

  test('When a 1 MB body is sent, then the service receives exactly those bytes, unparsed', async () => {
    // Arrange: not even valid JSON, though it claims to be — the gateway must not look.
    const body = randomBytes(1024 * 1024);

    // Act
    const res = await fetch(`${gateway.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

    // Assert
    expect(res.status).toBe(200);
    expect(lastSeen().bodyBytes).toBe(body.length);
    expect(lastSeen().bodySha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(lastSeen().headers['content-type']).toBe('application/json');
  });

  test('When a chunked body is streamed in, then it arrives whole', async () => {
    const res = await rawRequest(`${gateway.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' },
      body: 'a'.repeat(70_000),
    });

    expect(res.status).toBe(200);
    expect(lastSeen().bodyBytes).toBe(70_000);
  });

  test('When no request id is sent, then one is made, forwarded to the service and returned', async () => {
    const res = await fetch(`${gateway.url}/api/privacy-inquiry`);

    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastSeen().headers['x-request-id']).toBe(id);
  });

  test('When a safe request id is sent, then it is kept end to end; an unsafe one is replaced', async () => {
    const kept = await fetch(`${gateway.url}/api/privacy-inquiry`, {
      headers: { 'x-request-id': 'abc-123.4' },
    });
    expect(kept.headers.get('x-request-id')).toBe('abc-123.4');
    expect(lastSeen().headers['x-request-id']).toBe('abc-123.4');

    const replaced = await fetch(`${gateway.url}/api/privacy-inquiry`, {
      headers: { 'x-request-id': 'evil"} {"level":60' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastSeen().headers['x-request-id']).toBe(replaced.headers.get('x-request-id'));
  });

  test('When a client sends identity headers, then the service never sees them', async () => {
    await fetch(`${gateway.url}/api/privacy-inquiry`, {
      headers: {
        'x-user': 'eyJpZCI6ImFkbWluIn0',
        'x-user-id': 'admin',
        'X-Internal-Signature': 'forged',
        'x-internal': 'yes',
        'x-username': 'kept: not an identity header',
        'x-other': 'kept',
      },
    });

    const headers = lastSeen().headers;
    expect(headers['x-user']).toBeUndefined();
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-internal-signature']).toBeUndefined();
    expect(headers['x-internal']).toBeUndefined();
    expect(headers['x-username']).toBe('kept: not an identity header');
    expect(headers['x-other']).toBe('kept');
  });

  test('When a client sends Expect: 100-continue, then the gateway answers it and the body still arrives', async () => {
    const res = await rawRequest(`${gateway.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: { expect: '100-continue', 'content-type': 'application/json', 'x-user': 'forged' },
      body: '{"email":"a@example.com"}',
    });

    expect(res.status).toBe(200);
    expect(lastSeen().bodyBytes).toBe(25);
    expect(lastSeen().headers.expect).toBeUndefined();
    expect(lastSeen().headers['x-user']).toBeUndefined();
  });

  test('When a client forges X-Forwarded-*, then the service sees the real peer and host (no proxy is trusted by default)', async () => {
    await fetch(`${gateway.url}/api/privacy-inquiry`, {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=203.0.113.7',
      },
    });

    const headers = lastSeen().headers;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
    expect(headers.forwarded).toBeUndefined();
    expect(headers.host).toBe(new URL(gateway.url).host);
  });

  test('When the peer is a trusted proxy, then its X-Forwarded-* are kept and the chain extended', async () => {
    await fetch(`${trustingGateway.url}/api/privacy-inquiry`, {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'uniform.example',
      },
    });

    const headers = lastSeen().headers;
    expect(headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('uniform.example');
  });

  test('When a client asks to close its connection, then the pooled upstream connection is not told to', async () => {
    const res = await rawRequest(`${gateway.url}/api/privacy-inquiry`, {
      headers: { connection: 'close', 'keep-alive': 'timeout=5' },
    });

    expect(res.headers.connection).toBe('close');
    expect(lastSeen().headers.connection).toBe('keep-alive');
    expect(lastSeen().headers['keep-alive']).toBeUndefined();
  });

  test('When a client names end-to-end headers in Connection, then they still reach the service', async () => {
    const res = await rawRequest(`${gateway.url}/api/privacy-inquiry`, {
      method: 'POST',
      headers: {
        connection: 'keep-alive, cookie, x-listed, x-forwarded-for, te',
        cookie: 'theme=dark',
        'x-listed': '1',
        te: 'trailers',
      },
      body: '{}',
    });

    expect(res.status).toBe(200);
    expect(lastSeen().headers.cookie).toBe('theme=dark');
    expect(lastSeen().headers['x-listed']).toBe('1');
    expect(lastSeen().headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(lastSeen().headers['content-length']).toBe('2');
    expect(lastSeen().headers.te).toBeUndefined();
    expect(lastSeen().bodyBytes).toBe(2);
  });

  test('When the service answers, then its status, headers and body come back as they are, uncompressed', async () => {
    // Arrange
    const body = 'x'.repeat(10_000);
    fake.handle = (_req, res) => {
      res.writeHead(201, {
        'content-type': 'text/plain',
        'x-service-header': 'yes',
        'set-cookie': ['a=1', 'b=2'],
      });
      res.end(body);
    };

    // Act
    const res = await rawRequest(`${gateway.url}/api/privacy-inquiry`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });

    // Assert
    expect(res.status).toBe(201);
    expect(res.headers['x-service-header']).toBe('yes');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.toString()).toBe(body);
  });

  test('When a service streams server-sent events, then each event reaches the client before the stream ends', async () => {
    // Arrange: the service sends one event, then holds the stream open until the test lets it end.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ended = false;
    fake.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: first\n\n');
      void released.then(() => {
        ended = true;
        res.end('data: last\n\n');
      });
    };

    // Act
    const res = await fetch(`${gateway.url}/api/chat-stylist`, {
      method: 'POST',
      headers: { accept: 'text/event-stream' },
    });
    const reader = res.body!.getReader();
    const first = await reader.read();

    // Assert
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    expect(ended).toBe(false);
    expect(res.headers.get('content-encoding')).toBeNull();
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('data: last\n\n');
  });

  test('When the client goes away mid-stream, then the upstream request is closed too', async () => {
    // Arrange
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    fake.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      res.on('close', () => upstreamClosed());
    };

    // Act
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${gateway.url}/api/chat-stylist`, { agent: false }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    });

    // Assert: resolves only if the service saw its connection close.
    await expect(closed).resolves.toBeUndefined();
  });

  test('When the service answers an error, then the gateway passes it through as the service wrote it', async () => {
    fake.handle = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          message: 'Some fields are missing or invalid.',
          code: 'VALIDATION_FAILED',
          issues: [],
        }),
      );
    };

    const res = await fetch(`${gateway.url}/api/privacy-inquiry`, { method: 'POST', body: '{}' });

    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({
      message: 'Some fields are missing or invalid.',
      code: 'VALIDATION_FAILED',
      issues: [],
    });
  });
});
