import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { operationById } from '@uniform/contracts';
import { operationOf } from '../../testing/operations';
import {
  ApiError,
  callOperation,
  errorMessage,
  fetchOperation,
  fillPath,
  NETWORK_ERROR_MESSAGE,
  operationQueryFn,
  parseApiError,
} from './api-client';

interface Seen {
  method?: string;
  url?: string;
  contentType?: string;
  accept?: string;
  body: string;
}

const VALIDATION_BODY = {
  message: 'Some fields are missing or invalid.',
  code: 'VALIDATION_FAILED',
  issues: [{ path: 'email', message: 'Please enter a valid email address' }],
};

const VALID_PHONE = { isValid: true, canReceiveSMS: true, lineType: 'mobile', e164: '+14155550101' };

/** A loopback API that answers by operation, so each test reads as "when the server says X". */
function answer(req: http.IncomingMessage, res: http.ServerResponse): void {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const empty = (status: number) => {
    res.writeHead(status);
    res.end();
  };
  switch (operationOf(req.url ?? '/', req.method)) {
    case 'signIn':
      return json(400, VALIDATION_BODY);
    case 'getFallbackArchetypes':
      return empty(502);
    case 'getMeditationHistory':
      res.writeHead(503, { 'content-type': 'text/html' });
      return void res.end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    case 'getAuthUser':
      return json(401, { message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
    case 'getMeditationEntry':
      return json(200, null);
    case 'logout':
      return empty(204);
    case 'validatePhone':
      return json(200, { ...VALID_PHONE, notInTheContract: true });
    case 'smsUnsubscribe':
      return json(200, { success: 'yes' });
    case 'setProfileConsent':
      return json(200, { consent: true, givenAt: '2026-11-24T08:00:00.000Z' });
    case 'restoreStyleProfile':
      return json(404, { message: 'That analysis is not in your saved history.', code: 'NOT_FOUND' });
    default:
      return json(404, { message: 'Not here', code: 'NOT_FOUND' });
  }
}

describe('the operation client', () => {
  let server: http.Server;
  let base: string;
  const seen: Seen[] = [];
  const realFetch = globalThis.fetch;
  let fetchSpy: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          contentType: req.headers['content-type'],
          accept: req.headers.accept,
          body,
        });
        answer(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // The browser resolves the operation's path against the page; here against the loopback server.
  beforeEach(() => {
    fetchSpy = jest.fn((input, init) => realFetch(new URL(String(input), base), init));
    globalThis.fetch = fetchSpy as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('When a call has a body, then it goes to the operation path as JSON with cookies, and the answer is parsed', async () => {
    const answer = await callOperation('validatePhone', { phoneNumber: '(415) 555-0101' });
    expect(answer).toEqual(VALID_PHONE);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: operationById('validatePhone').path,
      contentType: 'application/json',
      body: '{"phoneNumber":"(415) 555-0101"}',
    });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  test('When a call has no body, then no content type is sent but cookies still are, and a 204 answers undefined', async () => {
    await expect(callOperation('logout')).resolves.toBeUndefined();
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: undefined, body: '' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', headers: {} });
  });

  test('When a GET has a query, then it is sent as the query string and undefined values are left out', async () => {
    await expect(
      callOperation('getMeditationEntry', undefined, { query: { date: '2026-11-23' } }),
    ).resolves.toBeNull();
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: `${operationById('getMeditationEntry').path}?date=2026-11-23`,
    });
  });

  test('When the operation is a PUT, then it is sent as PUT with its JSON body', async () => {
    await expect(callOperation('setProfileConsent', { consent: true })).resolves.toEqual({
      consent: true,
      givenAt: '2026-11-24T08:00:00.000Z',
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: operationById('setProfileConsent').path,
      contentType: 'application/json',
      body: '{"consent":true}',
    });
  });

  test('When the path has {name} segments, then they are filled from params, encoded', async () => {
    const error = await callOperation('restoreStyleProfile', undefined, {
      params: { id: 'a b/../c?d' },
    }).catch((e: unknown) => e);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: operationById('restoreStyleProfile').path.replace('{id}', 'a%20b%2F..%2Fc%3Fd'),
    });
    expect(errorMessage(error)).toBe('That analysis is not in your saved history.');
  });

  test('When a path parameter is missing, then the call throws before anything is sent', async () => {
    const before = seen.length;
    // @ts-expect-error the restore call must be given its id
    await expect(callOperation('restoreStyleProfile')).rejects.toThrow('needs its "id" path parameter');
    expect(() => fillPath(operationById('restoreStyleProfile').path, { id: '' })).toThrow();
    expect(seen).toHaveLength(before);
  });

  test('When the answer does not match the operation schema, then the call rejects', async () => {
    await expect(callOperation('smsUnsubscribe', { phoneNumber: '(415) 555-0101' })).rejects.toThrow();
  });

  test('When an Accept header is asked for, then the raw response comes back for the caller to read', async () => {
    const res = await fetchOperation('validatePhone', { phoneNumber: '1' }, { accept: 'text/event-stream' });
    expect(res.ok).toBe(true);
    expect(seen.at(-1)).toMatchObject({ accept: 'text/event-stream' });
  });

  test('When the server answers an error, then an ApiError "<status>: <body>" is thrown and parses back', async () => {
    const error = await callOperation('signIn', { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as Error).message).toBe(`400: ${JSON.stringify(VALIDATION_BODY)}`);
    expect(parseApiError(error)).toEqual({ status: 400, ...VALIDATION_BODY });
    expect(errorMessage(error)).toBe('Some fields are missing or invalid.');
  });

  test('When the error body is empty, then the status text is used', async () => {
    const error = await callOperation('getFallbackArchetypes').catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(errorMessage(error)).toBe('Bad Gateway');
  });

  test('When a proxy answers with an HTML page, then the toast shows the fallback, not markup', async () => {
    const error = await callOperation('getMeditationHistory').catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^503: <html>/);
    expect(errorMessage(error, 'Failed to subscribe to Getup')).toBe('Failed to subscribe to Getup');
  });

  test('When nothing answers, then an ApiError without status says the connection failed', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    globalThis.fetch = ((input: string, init?: RequestInit) =>
      realFetch(new URL(input, `http://127.0.0.1:${port}`), init)) as typeof fetch;

    const error = await callOperation('getMeditationHistory').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeUndefined();
    expect(errorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
  });

  test('When the call is aborted, then the AbortError is passed on untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await callOperation('getMeditationHistory', undefined, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe('AbortError');
  });

  describe('the query function of an operation', () => {
    const context = (queryKey: readonly unknown[]) =>
      ({
        queryKey,
        signal: new AbortController().signal,
        meta: undefined,
      }) as unknown as QueryFunctionContext;

    test('When the server answers 401 and the query asks for null, then it resolves to null', async () => {
      const query = operationQueryFn('getAuthUser', { on401: 'returnNull' });
      await expect(query(context(['getAuthUser']))).resolves.toBeNull();
    });

    test('When the server answers 401 by default, then it throws "401: <body>"', async () => {
      const query = operationQueryFn('getAuthUser', { on401: 'throw' });
      const error = await Promise.resolve(query(context(['getAuthUser']))).catch((e: unknown) => e);
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
