import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from './logger';
import { maskPhoneNumbers } from './phone-mask';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id: the caller's x-request-id when it is safe, a new UUID otherwise. */
    id: string;
    /** The service's logger with this request's `req` fields bound (made on first use). */
    log: Logger;
  }
}

/** Probes and scrapes: no completion line for them. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const BOUND_LOG = Symbol('request logger');

/** The `req` fields of every request log line: the id, the method and the address, numbers masked. */
function requestFields(req: Request): { id: string; method: string; url: string } {
  // Query strings may carry phone numbers (?to=+1…): logged masked.
  return { id: req.id, method: req.method, url: maskPhoneNumbers(req.originalUrl ?? req.url) };
}

/**
 * One log line per request, the fields operators read (as pino-http wrote them): `req` {id, method,
 * url}, `res` {statusCode}, `responseTime` in ms, 'request completed' at info (warn from 400), or
 * 'request errored' at error with `err` for a 5xx or a failed response. Sets req.id and echoes it in
 * x-request-id; req.log is the logger with the `req` fields bound, for code that logs about the
 * request. Cheaper than pino-http per request: req.log is only built when something logs with it,
 * and a line below the log level costs nothing but a level check.
 */
export function requestLog(logger: Logger, app: Express) {
  // Express gives each app its own request prototype: req.log is made there, once per request used.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request & { [BOUND_LOG]?: Logger }) {
      return (this[BOUND_LOG] ??= logger.child({ req: requestFields(this) }));
    },
    set(this: Request & { [BOUND_LOG]?: Logger }, value: Logger) {
      this[BOUND_LOG] = value;
    },
  });

  function complete(req: Request, res: Response, started: number, err?: Error): void {
    const failed = err !== undefined || res.statusCode >= 500;
    const level = failed ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const responseTime = Date.now() - started;
    const request = requestFields(req);
    const response = { statusCode: res.statusCode };
    if (failed) {
      const error = err ?? new Error(`failed with status code ${res.statusCode}`);
      logger[level]({ req: request, res: response, err: error, responseTime }, 'request errored');
    } else logger[level]({ req: request, res: response, responseTime }, 'request completed');
  }

  return (req: Request, res: Response, next: NextFunction): void => {
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (!QUIET_PATHS.has(req.url)) {
      const started = Date.now();
      // 'close' follows every response, finished or cut off; 'error' is a response that failed.
      const done = (err?: Error) => {
        res.off('close', done);
        res.off('error', done);
        complete(req, res, started, err);
      };
      res.on('close', done);
      res.on('error', done);
    }
    next();
  };
}
