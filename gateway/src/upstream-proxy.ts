import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Url } from 'node:url';
import { createProxyMiddleware, proxyEventsPlugin, type RequestHandler } from 'http-proxy-middleware';
import { ErrorCode, type ServiceDefinition } from '@uniform/contracts';
import { sendJsonError } from '@uniform/service-kit';

/**
 * Idle pooled sockets are dropped after 30 s, well before the services' 65 s keep-alive timeout
 * (service-kit UPSTREAM_KEEP_ALIVE_TIMEOUT_MS), so the gateway never writes a request onto a socket
 * the service is closing at that moment (which would surface as a spurious ECONNRESET / 502).
 */
export const AGENT_FREE_SOCKET_TIMEOUT_MS = 30_000;

/** How a failed upstream call is counted: not reachable (503), broke off (502), too slow (504). */
export type UpstreamFailure = 'unavailable' | 'reset' | 'timeout';

/** Per-request facts the api path and the proxy events share; lives on the request under a symbol. */
export interface ProxyState {
  /** The error code when the service could not be reached or did not answer (for the log line). */
  upstreamError?: string;
  /** The client sent `Connection: close` (the header itself is not forwarded; see upstream-headers). */
  clientCloses: boolean;
  /** The request to the service, so a client that leaves mid-answer can cancel it (see api-proxy). */
  upstream?: ClientRequest;
}

export const PROXY_STATE = Symbol('gateway.proxyState');
export type ProxiedRequest = IncomingMessage & { [PROXY_STATE]?: ProxyState };

export interface UpstreamProxyOptions {
  service: ServiceDefinition;
  target: string;
  /** Longest silence from the service, before its answer starts and between streamed chunks. */
  timeoutMs: number;
  /** Longest wait for a TCP connection: a service that is gone should fail fast, not after timeoutMs. */
  connectTimeoutMs: number;
  maxSockets: number;
  maxFreeSockets: number;
  onUpstreamError: (service: string, failure: UpstreamFailure) => void;
}

export interface UpstreamProxy {
  handle: RequestHandler;
  agent: http.Agent;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UPSTREAM_CONNECT_TIMEOUT',
]);

const upstreamError = (code: string, message: string) => Object.assign(new Error(message), { code });

/**
 * The service's address as http-proxy reads it, parsed once: given a string, http-proxy runs the
 * legacy url.parse on it for every request (about 3 µs of CPU per request in bench:gateway).
 * url.parse gives an IPv6 host without its brackets; so does this.
 */
function parsedTarget(target: string): Partial<Url> {
  const url = new URL(target);
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return { protocol: url.protocol, host: url.host, hostname, port: url.port, path: url.pathname };
}

/**
 * The keep-alive pool to one service. Exported for bench:gateway, whose bare http-proxy-middleware
 * row must use exactly these settings to be a fair baseline.
 *
 * `timeout` is the silence a socket may keep, in the pool or under a request: never more than
 * AGENT_FREE_SOCKET_TIMEOUT_MS, and the service's answer timeout when that is shorter, so the
 * socket's own timer (armed when it connects, restarted by every read and write) is the answer
 * timeout too and a request need not re-arm one (see createUpstreamProxy).
 */
const agentTimeoutFor = (timeoutMs = AGENT_FREE_SOCKET_TIMEOUT_MS) =>
  Math.min(timeoutMs, AGENT_FREE_SOCKET_TIMEOUT_MS);

export function createUpstreamAgent(
  options: Pick<UpstreamProxyOptions, 'maxSockets' | 'maxFreeSockets'> & { timeoutMs?: number },
): http.Agent {
  return new http.Agent({
    keepAlive: true,
    maxSockets: options.maxSockets,
    maxFreeSockets: options.maxFreeSockets,
    timeout: agentTimeoutFor(options.timeoutMs),
    // LIFO reuses the warmest sockets and lets the surplus idle out after a burst.
    scheduling: 'lifo',
    // Small proxied requests must not wait for a delayed ACK (Nagle); measured ~2x on this path.
    noDelay: true,
  });
}

/**
 * One service's proxy: a keep-alive agent of its own (a pool per service, so one slow service cannot
 * take every socket), the path and body passed through untouched and streamed both ways, and every
 * failure answered with our JSON error body naming the service.
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): UpstreamProxy {
  const { service, target, timeoutMs, connectTimeoutMs, onUpstreamError } = options;
  const agent = createUpstreamAgent(options);
  // Node hands a socket's 'timeout' to the request on it whenever the agent has a timeout. When the
  // agent's timeout is this service's answer timeout, listening is enough; re-arming the socket's
  // timer for every request cost 3.6 µs of the gateway's ~66 µs per request (issue 23). A longer
  // answer timeout (the PDF's) is set per request, and the agent puts its own back once the socket
  // returns to the pool.
  const socketTimesOut = agentTimeoutFor(timeoutMs) === timeoutMs;
  function onSilence(this: ClientRequest) {
    this.destroy(upstreamError('UPSTREAM_TIMEOUT', `no answer within ${timeoutMs} ms`));
  }

  const onProxyReq = (proxyReq: ClientRequest, req: IncomingMessage) => {
    const state = (req as ProxiedRequest)[PROXY_STATE];
    if (state) state.upstream = proxyReq;
    if (socketTimesOut) proxyReq.once('timeout', onSilence);
    else proxyReq.setTimeout(timeoutMs, onSilence);
    const socket = proxyReq.socket;
    // A pooled socket is already connected; only a new one can hang in connect (e.g. a dropped SYN).
    if (socket?.connecting) {
      const timer = setTimeout(
        () =>
          proxyReq.destroy(
            upstreamError('UPSTREAM_CONNECT_TIMEOUT', `no connection within ${connectTimeoutMs} ms`),
          ),
        connectTimeoutMs,
      );
      const clear = () => clearTimeout(timer);
      socket.once('connect', clear);
      socket.once('close', clear);
    }
  };

  const onProxyRes = (proxyRes: IncomingMessage, req: IncomingMessage) => {
    // The service's connection headers describe its socket to us, not ours to the client; http-proxy
    // then answers keep-alive (or close, when the client asked for it).
    delete proxyRes.headers['keep-alive'];
    delete proxyRes.headers.connection;
    if ((req as ProxiedRequest)[PROXY_STATE]?.clientCloses) proxyRes.headers.connection = 'close';
  };

  const onError = (err: Error, req: IncomingMessage, res: ServerResponse | Socket) => {
    const code = (err as NodeJS.ErrnoException).code ?? 'UPSTREAM_ERROR';
    const state = (req as ProxiedRequest)[PROXY_STATE];
    if (state) state.upstreamError = code;
    // The client left first; nothing to answer and nothing wrong with the service.
    if (req.socket.destroyed) return;
    const failure: UpstreamFailure =
      code === 'UPSTREAM_TIMEOUT' ? 'timeout' : UNREACHABLE.has(code) ? 'unavailable' : 'reset';
    onUpstreamError(service.name, failure);
    if (!(res instanceof http.ServerResponse) || res.headersSent) {
      // Mid-stream: the status is gone; cutting the connection tells the client the body is incomplete.
      res.destroy();
      return;
    }
    if (failure === 'timeout') {
      sendJsonError(res, 504, {
        message: `${service.title} took too long to answer. Please try again.`,
        code: ErrorCode.UPSTREAM_TIMEOUT,
      });
      return;
    }
    sendJsonError(
      res,
      failure === 'unavailable' ? 503 : 502,
      { message: `${service.title} is temporarily unavailable`, code: ErrorCode.UPSTREAM_UNAVAILABLE },
      { 'retry-after': '5' },
    );
  };

  const handle = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: parsedTarget(target),
    agent,
    // upstream-headers.ts builds X-Forwarded-* itself (http-proxy's would trust a client's values).
    xfwd: false,
    changeOrigin: false,
    // Our JSON errors and one log line per request replace hpm's default plugins; only the plugin
    // that wires the `on` handlers stays.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    on: { proxyReq: onProxyReq, proxyRes: onProxyRes, error: onError },
  });
  return { handle, agent };
}
