import type { QueryFunction } from '@tanstack/react-query';
import type { ErrorIssue } from '@uniform/contracts';

/** Shown when the request never got an answer (offline, DNS, connection reset). */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach Uniform. Check your internet connection and try again.';

/**
 * The one way the browser calls the API (spec 1 §7/§8): cookies always sent, a JSON content type
 * only when there is a body, and any non-ok answer thrown as `"<status>: <body or status text>"`.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const res = await send(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  });
  await throwIfNotOk(res);
  return res;
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/**
 * The default query: GET the query key's parts joined as a path (['/api/x', 'y'] → '/api/x/y'),
 * parse JSON; on 401 throw (the app's default) or answer null (for "who is signed in" queries).
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await send(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** fetch, with a failure to get any answer turned into a sentence a toast can show. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // A cancelled query or unmounted form must stay an AbortError so TanStack Query ignores it. (Read
    // the name rather than instanceof: fetch's DOMException may come from another realm.)
    if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError') {
      throw error;
    }
    throw new Error(NETWORK_ERROR_MESSAGE, { cause: error });
  }
}

export interface ApiErrorDetails {
  status?: number;
  message: string;
  code?: string;
  issues?: ErrorIssue[];
}

/**
 * Reads an error thrown by apiRequest back into its parts: the server's `{message, code, issues}` when
 * the body was our JSON error, else the raw text. An error without a status (thrown in the browser)
 * keeps its own message.
 */
export function parseApiError(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): ApiErrorDetails {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { message: raw.trim() || fallback };
  const status = Number(match[1]);
  const text = match[2] ?? '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (e.g. a proxy's HTML page or plain text): handled below.
  }
  if (typeof body === 'object' && body !== null) {
    const { message, code, issues } = body as Partial<Record<keyof ApiErrorDetails, unknown>>;
    return {
      status,
      message: typeof message === 'string' && message.trim() ? message : fallback,
      code: typeof code === 'string' ? code : undefined,
      issues: Array.isArray(issues) ? (issues as ErrorIssue[]) : undefined,
    };
  }
  // A short plain-text answer is worth showing; a long one is an HTML error page nobody should read.
  const plain = text.trim();
  return { status, message: plain && plain.length < 300 && !plain.startsWith('<') ? plain : fallback };
}

/** The sentence a toast shows for a failed call: the server's `message`, else the fallback. */
export function errorMessage(error: unknown, fallback?: string): string {
  return parseApiError(error, fallback).message;
}
