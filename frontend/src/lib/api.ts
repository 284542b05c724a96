import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one way the browser calls the API (spec 1 §7/§8): cookies always sent, a JSON content type
 * only when there is a body, and any non-ok answer thrown as `"<status>: <body or status text>"`.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
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

/** The default query: GET the query key joined as a path, parse JSON; on 401 throw (default) or answer null. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export interface ApiErrorDetails {
  status?: number;
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
}

/**
 * Reads an error thrown by apiRequest back into its parts: the server's `{message, code, issues}` when
 * the body was our JSON error, else the raw text. Toasts show `message`.
 */
export function parseApiError(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): ApiErrorDetails {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { message: raw || fallback };
  const status = Number(match[1]);
  const text = match[2] ?? '';
  try {
    const body = JSON.parse(text) as Partial<ApiErrorDetails>;
    if (typeof body.message === 'string')
      return { status, message: body.message, code: body.code, issues: body.issues };
  } catch {
    // Not our JSON error body (e.g. a proxy's HTML page): fall through to the text.
  }
  return { status, message: text.trim() && text.length < 300 ? text.trim() : fallback };
}
