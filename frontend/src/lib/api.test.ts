import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, errorMessage, getQueryFn, NETWORK_ERROR_MESSAGE, parseApiError } from './api';

interface Seen {
  method?: string;
  url?: string;
  contentType?: string;
  body: string;
}

const VALIDATION_BODY = {
  message: 'Some fields are missing or invalid.',
  code: 'VALIDATION_FAILED',
  issues: [{ path: 'email', message: 'Please enter a valid email address' }],
};

/** A loopback API that answers by path, so each test reads as "when the server says X". */
function answer(req: http.IncomingMessage, res: http.ServerResponse): void {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  switch (req.url) {
    case '/bad':
      return json(400, VALIDATION_BODY);
    case '/empty':
      res.writeHead(502);
      return void res.end();
    case '/html':
      res.writeHead(503, { 'content-type': 'text/html' });
      return void res.end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    case '/api/auth/user':
      return json(401, { message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
    case '/api/meditation-entry/2026-11-23':
      return json(200, { theme: 'Stillness', journalResponse: '' });
    default:
      return json(200, { ok: true });
  }
}

describe('apiRequest', () => {
  let server: http.Server;
  let base: string;
  const seen: Seen[] = [];
  let fetchSpy: jest.SpiedFunction<typeof fetch>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body });
        answer(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // The spy calls through to the real fetch; it only lets the tests read the options each call used.
  beforeEach(() => {
    fetchSpy = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('When a body is given, then it is sent as JSON with a JSON content type and cookies', async () => {
    const res = await apiRequest('POST', `${base}/ok`, { a: 1 });
    expect(await res.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  test('When no body is given, then no content type is sent but cookies still are', async () => {
    await apiRequest('POST', `${base}/ok`);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: undefined, body: '' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', headers: {} });
  });

  test('When the server answers an error, then the thrown message is "<status>: <body>" and parses back', async () => {
    const error = await apiRequest('POST', `${base}/bad`, {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`400: ${JSON.stringify(VALIDATION_BODY)}`);
    expect(parseApiError(error)).toEqual({ status: 400, ...VALIDATION_BODY });
    expect(errorMessage(error)).toBe('Some fields are missing or invalid.');
  });

  test('When the error body is empty, then the status text is used', async () => {
    const error = await apiRequest('GET', `${base}/empty`).catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(errorMessage(error)).toBe('Bad Gateway');
  });

  test('When a proxy answers with an HTML page, then the toast shows the fallback, not markup', async () => {
    const error = await apiRequest('GET', `${base}/html`).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^503: <html>/);
    expect(errorMessage(error, 'Failed to subscribe to Getup')).toBe('Failed to subscribe to Getup');
  });

  test('When nothing answers, then the error says the connection failed', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await apiRequest('GET', `http://127.0.0.1:${port}/x`).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
  });

  test('When the call is aborted, then the AbortError is passed on untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await apiRequest('GET', `${base}/ok`, undefined, controller.signal).catch(
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe('AbortError');
  });

  describe('the default query function', () => {
    const context = (queryKey: readonly unknown[]) =>
      ({
        queryKey,
        signal: new AbortController().signal,
        meta: undefined,
      }) as unknown as QueryFunctionContext;

    test('When the key has several parts, then it GETs them joined as a path and parses the JSON', async () => {
      const query = getQueryFn<{ theme: string }>({ on401: 'throw' });
      await expect(query(context([`${base}/api/meditation-entry`, '2026-11-23']))).resolves.toEqual({
        theme: 'Stillness',
        journalResponse: '',
      });
      expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/meditation-entry/2026-11-23' });
      expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    });

    test('When the server answers 401 and the query asks for null, then it resolves to null', async () => {
      const query = getQueryFn({ on401: 'returnNull' });
      await expect(query(context([`${base}/api/auth/user`]))).resolves.toBeNull();
    });

    test('When the server answers 401 by default, then it throws "401: <body>"', async () => {
      const query = getQueryFn({ on401: 'throw' });
      const error = await Promise.resolve(query(context([`${base}/api/auth/user`]))).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/^401: /);
      expect(errorMessage(error)).toBe('Sign in to continue.');
    });
  });
});

describe('parseApiError', () => {
  test('When the error was thrown in the browser, then its own message is kept', () => {
    expect(parseApiError(new Error('Generated PDF is empty'))).toEqual({ message: 'Generated PDF is empty' });
  });

  test('When there is nothing to show, then the fallback is used', () => {
    expect(errorMessage(undefined, 'Failed to save your meditation entry.')).toBe(
      'Failed to save your meditation entry.',
    );
    expect(errorMessage(new Error('500: {"message":"  ","code":"INTERNAL"}'), 'Please try again.')).toBe(
      'Please try again.',
    );
  });

  test('When the server answers plain text, then the text without the status is shown', () => {
    expect(parseApiError(new Error('429: Too many requests, slow down'))).toEqual({
      status: 429,
      message: 'Too many requests, slow down',
    });
  });
});
