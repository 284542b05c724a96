import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import { createProxyMiddleware, proxyEventsPlugin, type RequestHandler } from 'http-proxy-middleware';
import { ErrorCode, type ErrorBody, type ServiceDefinition } from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';

/**
 * Idle pooled sockets are dropped after 30 s, well before the services' 65 s keep-alive timeout
 * (service-kit UPSTREAM_KEEP_ALIVE_TIMEOUT_MS), so the gateway never writes a request onto a socket
 * the service is closing at that moment (which would surface as a spurious ECONNRESET / 502).
 */
export const AGENT_IDLE_TIMEOUT_MS = 30_000;

export interface UpstreamProxyOptions {
  service: ServiceDefinition;
  target: string;
  timeoutMs: number;
  logger: Logger;
  onUpstreamError: (service: string, kind: 'unavailable' | 'timeout') => void;
}

/** Headers a client may never set: identity is the gateway's to assert (signed, by the accounts work). */
const INTERNAL_HEADER = /^x-(user|internal)(-|$)/i;

export function stripInternalHeaders(req: IncomingMessage): void {
  for (const name of Object.keys(req.headers)) {
    if (INTERNAL_HEADER.test(name)) delete req.headers[name];
  }
}

export function createUpstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const { service, target, timeoutMs, logger, onUpstreamError } = options;
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 256,
    maxFreeSockets: 64,
    timeout: AGENT_IDLE_TIMEOUT_MS,
    scheduling: 'lifo',
  });
  return createProxyMiddleware({
    target,
    agent,
    xfwd: true,
    changeOrigin: false,
    proxyTimeout: timeoutMs,
    // Our own error answers and one log line per request replace the default plugins; only the
    // plugin that wires the `on` handlers stays.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    on: {
      // Node 20's client sockets still use Nagle's algorithm; with small proxied requests it holds
      // writes back for a delayed ACK and costs most of the throughput (measured: ~2x).
      proxyReq: (proxyReq) => {
        proxyReq.setNoDelay(true);
      },
      error: (err, req, res) => {
        const error = err as NodeJS.ErrnoException;
        const started = (req as { startedAt?: number }).startedAt ?? Date.now();
        const timedOut = Date.now() - started >= timeoutMs - 5;
        onUpstreamError(service.name, timedOut ? 'timeout' : 'unavailable');
        logger.warn(
          { service: service.name, code: error.code, requestId: req.headers['x-request-id'] },
          'upstream failed',
        );
        if (!(res instanceof http.ServerResponse)) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const body: ErrorBody = timedOut
          ? {
              message: `${service.title} took too long to answer. Please try again.`,
              code: 'UPSTREAM_TIMEOUT',
            }
          : { message: `${service.title} is temporarily unavailable`, code: ErrorCode.UPSTREAM_UNAVAILABLE };
        res.writeHead(timedOut ? 504 : 503, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': '5',
        });
        res.end(JSON.stringify(body));
      },
    },
  });
}
