import {
  createServer,
  IncomingMessage,
  ServerResponse,
  STATUS_CODES,
  type Server,
  type ServerOptions,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ErrorCode, type ErrorBody } from '@uniform/contracts';
import type { RequestListener } from 'node:http';
import { sendJsonError } from './json-response';
import type { Logger } from './logger';

/**
 * Upstream keep-alive must outlive the gateway's idle pooled sockets (30 s), so the gateway never
 * writes a request onto a socket this server has just closed. headersTimeout must exceed it too.
 */
export const UPSTREAM_KEEP_ALIVE_TIMEOUT_MS = 65_000;

const NO_HOST: ErrorBody = { message: 'The request has no Host header.', code: ErrorCode.MALFORMED_REQUEST };

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (bounded), then runs the close hooks. */
  close: () => Promise<void>;
}

export interface StartOptions {
  port: number;
  host?: string;
  logger: Logger;
  shutdownTimeoutMs?: number;
  /** How long an idle client connection stays open; services keep the default, the gateway faces browsers. */
  keepAliveTimeoutMs?: number;
  /** Closed in order after the HTTP server: queues and workers first, then Redis, then the DB. */
  onClose?: Array<() => Promise<unknown>>;
}

export async function startHttpServer(
  handler: RequestListener,
  options: StartOptions,
): Promise<RunningServer> {
  const { port, host = '127.0.0.1', logger, shutdownTimeoutMs = 10_000, onClose = [] } = options;
  const keepAliveTimeoutMs = options.keepAliveTimeoutMs ?? UPSTREAM_KEEP_ALIVE_TIMEOUT_MS;
  // An HTTP/1.1 request without Host is a 400 (RFC 9112 §3.2). Node's own check answers it with no
  // body; this one answers our JSON error and closes the connection, as Node's does.
  const server = createServer({ requireHostHeader: false, ...builtWithPrototypesOf(handler) }, (req, res) =>
    req.headers.host === undefined && req.httpVersion === '1.1'
      ? sendJsonError(res, 400, NO_HOST, { connection: 'close' })
      : handler(req, res),
  );
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
  server.requestTimeout = 120_000;
  server.on('clientError', answerUnreadableRequest);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets go idle as their last response ends; close each one as soon as it does.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      sweep.unref();
      const forced = setTimeout(() => {
        logger.warn(
          { shutdownTimeoutMs },
          'in-flight requests did not finish in time; closing their connections',
        );
        server.closeAllConnections();
      }, shutdownTimeoutMs);
      forced.unref();
      await stopped;
      clearInterval(sweep);
      clearTimeout(forced);
      await closeInOrder(onClose, logger);
    })();
    return closing;
  };
  return { server, port: address.port, url, close };
}

/**
 * When the handler is an Express app: the server builds each request and response with the app's
 * own prototypes (app.request, app.response). Express gives every request and response those
 * prototypes itself (Object.setPrototypeOf in app.handle); an object whose prototype changes after it
 * was built moves to a new hidden class, and Node's HTTP code and ours then read and write it on
 * slower paths for the rest of the request. Built with them, Express's change is a no-op. Measured on
 * POST /api/analyze-style, one process: about a fifth of the service's CPU per request (issue 23).
 */
function builtWithPrototypesOf(
  handler: RequestListener,
): Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'> {
  const { request, response } = handler as { request?: unknown; response?: unknown };
  if (!(request instanceof IncomingMessage) || !(response instanceof ServerResponse)) return {};
  // Node's constructors are plain functions, so each can run on the object `new` made with the app's
  // prototype. (Reflect.construct with the app's new.target instead measured slower than not doing
  // this at all: a second object per request, and a hidden class that kept no fields in-object.)
  // Should a Node release make them classes, which cannot be called so, requests stay Node's own.
  if (
    [IncomingMessage, ServerResponse].some((made) =>
      Function.prototype.toString.call(made).startsWith('class'),
    )
  )
    return {};
  const initRequest = IncomingMessage as unknown as (this: object, socket: Socket) => void;
  const initResponse = ServerResponse as unknown as (
    this: object,
    req: IncomingMessage,
    options?: unknown,
  ) => void;
  function AppRequest(this: object, socket: Socket) {
    initRequest.call(this, socket);
  }
  AppRequest.prototype = request;
  function AppResponse(this: object, req: IncomingMessage, options?: unknown) {
    initResponse.call(this, req, options);
  }
  AppResponse.prototype = response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}

/** Runs each closer in turn, awaited; one that fails is logged and the ones after it still run. */
export async function closeInOrder(
  closers: ReadonlyArray<() => Promise<unknown>>,
  logger: Logger,
): Promise<void> {
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      logger.error({ err: error }, 'a resource failed to close cleanly');
    }
  }
}

/**
 * A request Node's parser refuses before any handler runs (a URL or headers over 16 KB, a broken
 * request line): Node would answer a bare status with no body; we answer the JSON error shape every
 * client expects, then close the connection, whose framing can no longer be trusted.
 */
function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, body]: [number, ErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          {
            message: 'The address or headers of the request are too large.',
            code: ErrorCode.HEADERS_TOO_LARGE,
          },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { message: 'The request took too long to arrive.', code: ErrorCode.REQUEST_TIMEOUT }]
        : [400, { message: 'The request could not be read.', code: ErrorCode.MALFORMED_REQUEST }];
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * Wires SIGTERM/SIGINT to a graceful close and exits when it is done. Also keeps an unexpected
 * rejection from killing the process silently: it is logged with its stack instead.
 */
export function handleShutdown(running: Pick<RunningServer, 'close'>, logger: Logger): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
}
