import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, parseApiError } from './api';

interface Seen {
  method?: string;
  contentType?: string;
  body: string;
}

describe('apiRequest', () => {
  let server: http.Server;
  let base: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, contentType: req.headers['content-type'], body });
        if (req.url === '/bad') {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              message: 'Some fields are missing or invalid.',
              code: 'VALIDATION_FAILED',
              issues: [{ path: 'email', message: 'Please enter a valid email address' }],
            }),
          );
        } else if (req.url === '/empty') {
          res.writeHead(502);
          res.end();
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"ok":true}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('When a body is given, then it is sent as JSON with a JSON content type', async () => {
    await apiRequest('POST', `${base}/ok`, { a: 1 });
    expect(seen.at(-1)).toEqual({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
  });

  test('When no body is given, then no content type is sent', async () => {
    await apiRequest('POST', `${base}/ok`);
    expect(seen.at(-1)).toEqual({ method: 'POST', contentType: undefined, body: '' });
  });

  test('When the server answers an error, then the thrown message is "<status>: <body>" and parses back', async () => {
    const error = await apiRequest('POST', `${base}/bad`, {}).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^400: \{"message":"Some fields are missing or invalid\."/);
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Some fields are missing or invalid.',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
  });

  test('When the error body is empty, then the status text is used', async () => {
    const error = await apiRequest('GET', `${base}/empty`).catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(parseApiError(error).message).toBe('Bad Gateway');
  });
});
