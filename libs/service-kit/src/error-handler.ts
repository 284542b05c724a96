import type { NextFunction, Request, Response } from 'express';
import { ZodError } from 'zod';
import { ErrorCode, type ErrorBody } from '@uniform/contracts';
import { AppError } from './app-error';
import { toIssues } from './validate';

/** body-parser raises errors with these `type`s; each is the caller's fault, never ours. */
const BODY_PARSER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  'entity.too.large': {
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large.',
  },
  'entity.parse.failed': {
    status: 400,
    code: ErrorCode.MALFORMED_JSON,
    message: 'The request body is not valid JSON.',
  },
  'entity.verify.failed': {
    status: 400,
    code: ErrorCode.MALFORMED_JSON,
    message: 'The request body could not be verified.',
  },
  'request.aborted': {
    status: 400,
    code: ErrorCode.REQUEST_ABORTED,
    message: 'The request was aborted before its body arrived.',
  },
  'request.size.invalid': {
    status: 400,
    code: ErrorCode.REQUEST_SIZE_INVALID,
    message: 'The request body length does not match its Content-Length.',
  },
  'encoding.unsupported': {
    status: 415,
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'The request body encoding is not supported.',
  },
  'charset.unsupported': {
    status: 415,
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'The request body charset is not supported; use UTF-8.',
  },
  'parameters.too.many': {
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'The request has too many parameters.',
  },
  'stream.encoding.set': { status: 500, code: ErrorCode.INTERNAL, message: 'Something went wrong' },
};

/** How long a client should wait before retrying a 503, e.g. while a database or Redis is down (Retry-After). */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

export type Dependency = 'database' | 'redis' | 'backing service';

const DEPENDENCY_MESSAGES: Record<Dependency, string> = {
  database:
    'This part of Uniform is temporarily unavailable: its database did not answer. Please try again shortly.',
  redis:
    'This part of Uniform is temporarily unavailable: its session and queue store did not answer. Please try again shortly.',
  'backing service':
    'This part of Uniform is temporarily unavailable: a service it depends on did not answer. Please try again shortly.',
};

// Prisma: can't reach (P1001), timed out (P1002, P1008), server closed the connection (P1017),
// no connection from the pool in time (P2024).
const PRISMA_CONNECTION_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
// @prisma/adapter-pg's kinds for a socket that failed or closed (see its convertDriverError).
const ADAPTER_CONNECTION_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
// SQLSTATE: class 08 is "connection exception"; 57P01–57P03 are a server shutting down, crashing
// or still starting (what a client sees during a restart); 53300 is "too many connections".
const isPostgresOutageState = (state: string) =>
  state.startsWith('08') || /^57P0[123]$/.test(state) || state === '53300';
// node-postgres raises these as plain Errors (Prisma passes them through with a clientVersion).
const PG_OUTAGE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;
// ioredis, with the request-path options of createRedis (no offline queue, one retry).
const REDIS_OUTAGE_MESSAGE =
  /^(Stream isn't writeable and enableOfflineQueue options is false|Connection is closed\.|Command timed out|Reached the max retries per request limit|LOADING )/;
const SOCKET_OUTAGE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

type Inspectable = {
  name?: unknown;
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  syscall?: unknown;
  clientVersion?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/**
 * Which of the service's own dependencies an error says is down, or undefined when the error is
 * anything else. Shapes measured by stopping PostgreSQL and Redis under the running product (see
 * e2e/tests/outage.spec.ts): Prisma wraps them as P1001 / P2010 with the adapter's cause, or
 * passes node-postgres' "Connection terminated …" through; ioredis rejects commands while
 * disconnected. Follows `cause` and Prisma's adapter error a few levels down.
 */
export function dependencyOutage(err: unknown, depth = 0): Dependency | undefined {
  if (typeof err !== 'object' || err === null || depth > 4) return undefined;
  const e = err as Inspectable;
  const name = typeof e.name === 'string' ? e.name : '';
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (name.startsWith('PrismaClient') && PRISMA_CONNECTION_CODES.has(code)) return 'database';
  if (name === 'PrismaClientInitializationError') return 'database';
  if (typeof e.kind === 'string') {
    if (ADAPTER_CONNECTION_KINDS.has(e.kind)) return 'database';
    if (e.kind === 'postgres' && isPostgresOutageState(code)) return 'database';
  }
  if (PG_OUTAGE_MESSAGE.test(message)) return 'database';
  if (name === 'MaxRetriesPerRequestError' || REDIS_OUTAGE_MESSAGE.test(message)) return 'redis';
  if (SOCKET_OUTAGE_CODES.has(code) && typeof e.syscall === 'string') return 'backing service';
  return dependencyOutage(e.meta?.driverAdapterError, depth + 1) ?? dependencyOutage(e.cause, depth + 1);
}

/** Turns any thrown value into our error body. Unknown errors are logged and never described to the client. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  const outage = dependencyOutage(err);
  const { status, body } = outage
    ? { status: 503, body: { message: DEPENDENCY_MESSAGES[outage], code: ErrorCode.DEPENDENCY_UNAVAILABLE } }
    : describe(err);
  // An outage is expected and already visible on /readyz: one short line, not a stack per request.
  if (outage)
    req.log?.warn(
      { dependency: outage, reason: err instanceof Error ? err.message : String(err), requestId: req.id },
      'dependency unavailable',
    );
  else if (status >= 500) req.log?.error({ err, requestId: req.id }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // Every 503 is temporary by definition (a service's own "unavailable" errors too): say when to retry.
  if (status === 503) res.setHeader('Retry-After', String(DEPENDENCY_RETRY_AFTER_SECONDS));
  res.status(status).json(body);
}

function describe(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) },
    };
  }
  if (err instanceof ZodError) {
    return {
      status: 400,
      body: {
        message: 'Some fields are missing or invalid.',
        code: ErrorCode.VALIDATION_FAILED,
        issues: toIssues(err),
      },
    };
  }
  const type =
    typeof err === 'object' && err !== null && 'type' in err ? String((err as { type: unknown }).type) : '';
  const known = BODY_PARSER_ERRORS[type];
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  return { status: 500, body: { message: 'Something went wrong', code: ErrorCode.INTERNAL } };
}

/** The last route: anything no router claimed. */
export function notFoundHandler(req: Request, res: Response): void {
  res.status(404).json({
    message: `No endpoint ${req.method} ${req.path}.`,
    code: ErrorCode.NOT_FOUND,
  } satisfies ErrorBody);
}
