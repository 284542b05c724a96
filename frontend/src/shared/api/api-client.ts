import type { QueryFunction } from '@tanstack/react-query';
import type {
  ErrorIssue,
  Operation,
  OperationById,
  OperationId,
  OperationResponseBody,
} from '@uniform/contracts';
import type { z } from 'zod';

/**
 * The one typed API client (spec 1 §7/§8): every call names an operation of libs/contracts
 * `OPERATIONS`, which gives its method and path, so no /api path is written in the frontend.
 */

/** Shown when the request never got an answer (offline, DNS, connection reset). */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach Uniform. Check your internet connection and try again.';

/**
 * Every failed call: a non-ok answer, whose message is `"<status>: <body or status text>"` (spec 1
 * §8), or no answer at all (status undefined, the network sentence as message).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number | undefined,
    /** The body as the server sent it (our JSON error, or a proxy's text). */
    readonly body: string,
    options?: ErrorOptions,
  ) {
    super(status === undefined ? body : `${status}: ${body}`, options);
  }
}

/**
 * The contracts (every operation with its zod schemas, about half of the landing page's JavaScript
 * otherwise) load with the first call, not with the page: the first paint does not wait for them,
 * and every answer is still checked against its operation's success schema. Their code failing to
 * arrive is a network failure like any other.
 *
 * They run in two parts, each in a task of its own: zod with the stored-data schemas, then the
 * operations. Building every schema in one go was one long task (~340 ms on a slow phone, issue 23)
 * that kept the page from answering a tap; between the parts the browser gets to.
 */
let contracts: typeof import('@uniform/contracts') | undefined;
let loading: Promise<typeof import('@uniform/contracts')> | undefined;
async function loadContracts() {
  try {
    contracts ??= await (loading ??= importInParts());
  } catch (error) {
    loading = undefined;
    throw new ApiError(undefined, NETWORK_ERROR_MESSAGE, { cause: error });
  }
  return contracts;
}

async function importInParts() {
  await import('@uniform/contracts/stored');
  await nextTask();
  return import('@uniform/contracts');
}

/** A new task: the browser handles input and paints before the next part runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type RequestSchema<Id extends OperationId, Part extends 'body' | 'query' | 'params'> =
  OperationById<Id> extends { request: { [P in Part]: infer S extends z.ZodType } } ? z.input<S> : undefined;

/** The body a call sends: the operation's request schema before defaults apply, or nothing. */
export type OperationBody<Id extends OperationId> = RequestSchema<Id, 'body'>;

/** The `{name}` segments of the operation's path, checked against its params schema type. */
export type OperationParams<Id extends OperationId> = RequestSchema<Id, 'params'>;

interface CommonCallOptions<Id extends OperationId> {
  /** The query string of a GET, checked against the operation's query schema type. */
  query?: RequestSchema<Id, 'query'>;
  signal?: AbortSignal;
  /** The Accept header, for answers that are not plain JSON (server-sent events, the PDF). */
  accept?: string;
  /** Another fetch (tests that deliver a stream in chunks); the global one by default. */
  fetch?: typeof fetch;
}

/** A path with `{name}` segments must be given them; any other takes none. */
export type CallOptions<Id extends OperationId> = CommonCallOptions<Id> &
  (OperationParams<Id> extends undefined ? { params?: undefined } : { params: OperationParams<Id> });

type OptionsArg<Id extends OperationId> =
  OperationParams<Id> extends undefined ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

/** A call without a request body takes none; one with a body must be given it. */
export type CallArgs<Id extends OperationId> =
  OperationBody<Id> extends undefined
    ? [body?: undefined, ...OptionsArg<Id>]
    : [body: OperationBody<Id>, ...OptionsArg<Id>];

/**
 * Sends the call and answers the raw Response once it is ok: cookies always sent, a JSON content type
 * only when there is a body. For answers read as a stream or a file; JSON calls use callOperation.
 */
export async function fetchOperation<Id extends OperationId>(
  id: Id,
  ...[body, options = {}]: CallArgs<Id>
): Promise<Response> {
  // Once loaded, no await: a call takes as many ticks as before the split (tests that act() rely on it).
  const operation = (contracts ?? (await loadContracts())).operationById(id);
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.accept) headers.Accept = options.accept;
  const url = fillPath(operation.path, options.params) + queryString(options.query);
  const res = await send(url, options.fetch ?? fetch, {
    method: operation.method.toUpperCase(),
    credentials: 'include',
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** Sends the call and answers its JSON body parsed with the operation's success schema. */
export async function callOperation<Id extends OperationId>(
  id: Id,
  ...args: CallArgs<Id>
): Promise<OperationResponseBody<Id>> {
  const res = await fetchOperation(id, ...args);
  const schema = successSchema(id);
  // An answer without a documented body (204 on sign-out) has nothing to read.
  return (schema ? schema.parse(await res.json()) : undefined) as OperationResponseBody<Id>;
}

/**
 * A query function for a GET without parameters: its parsed answer, or null on 401 when asked to
 * (the "who is signed in" queries, where signed out is an answer, not an error).
 */
export function operationQueryFn<Id extends OperationId>(
  id: Id,
  { on401 }: { on401: 'returnNull' | 'throw' },
): QueryFunction<OperationResponseBody<Id> | null> {
  return async ({ signal }) => {
    try {
      return await callOperation(id, ...([undefined, { signal }] as unknown as CallArgs<Id>));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** Called after fetchOperation, which loaded the contracts. */
function successSchema(id: OperationId): z.ZodType | undefined {
  if (!contracts) throw new Error('The contracts are not loaded yet');
  const operation: Operation = contracts.operationById(id);
  return Object.entries(operation.responses).find(([status]) => Number(status) < 300)?.[1].schema;
}

/**
 * The operation's path with each `{name}` replaced by its encoded value. A missing value throws
 * rather than sending a literal `{id}` to the server.
 */
export function fillPath(path: string, params: unknown): string {
  const values = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`The call to ${path} needs its "${name}" path parameter`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

/** fetch, with a failure to get any answer turned into a sentence a toast can show. */
async function send(url: string, doFetch: typeof fetch, init: RequestInit): Promise<Response> {
  try {
    return await doFetch(url, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(undefined, NETWORK_ERROR_MESSAGE, { cause: error });
  }
}

/**
 * A cancelled query or unmounted form must stay an AbortError so TanStack Query ignores it. (Read
 * the name rather than instanceof: fetch's DOMException may come from another realm.)
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

export interface ApiErrorDetails {
  status?: number;
  message: string;
  code?: string;
  issues?: ErrorIssue[];
}

/**
 * Reads a failed call back into its parts: the server's `{message, code, issues}` when the body was
 * our JSON error, else the raw text. An error without a status (thrown in the browser) keeps its
 * own message.
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
