import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { TLSSocket } from 'node:tls';
import { ErrorCode, SERVICES, operationById, resolveApiPath, type RateLimitClass } from '@uniform/contracts';
import {
  REQUEST_ID_HEADER,
  requestIdFrom,
  signIdentity,
  sendJsonError,
  type Logger,
} from '@uniform/service-kit';
import { clientAddress, rateLimitKey, type TrustProxy } from './client-ip';
import type { GatewayConfig } from './config';
import type { GatewayMetrics } from './gateway-metrics';
import type { RateLimiter } from './rate-limiter';
import { logRequest, pathOf } from './request-log';
import { apiSecurityHeaders } from './security-headers';
import { sessionTokenFromCookie, type SessionResolver } from './session-resolver';
import { prepareUpstreamHeaders } from './upstream-headers';
import { PROXY_STATE, createUpstreamProxy, type ProxiedRequest, type ProxyState } from './upstream-proxy';

export interface ApiProxyDeps {
  config: GatewayConfig;
  logger: Logger;
  rateLimiter: RateLimiter;
  trustProxy: TrustProxy;
  metrics: GatewayMetrics;
  sessions: SessionResolver;
  /** Without it no request is signed in (services cannot check a signature). */
  identitySecret?: string;
}

export interface ApiProxy {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Closes the pooled upstream sockets (on shutdown). */
  close: () => void;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing out drops the gateway's cached session too; canonical paths make this the only spelling. */
const LOGOUT_PATH = operationById('logout').path;

/**
 * CSRF defence: a browser sends Origin on cross-site writes; refuse those from any other origin. The
 * origin is scheme and host together: `https://` our host is another site than `http://` our host
 * (a network attacker's page there could otherwise write to us). The scheme is the connection's, or
 * a trusted proxy's X-Forwarded-Proto; never a client's.
 */
function isForeignOrigin(req: IncomingMessage, peerTrusted: boolean): boolean {
  const origin = req.headers.origin;
  if (!origin || SAFE_METHODS.has(req.method ?? 'GET')) return false;
  const forwardedProto = peerTrusted ? req.headers['x-forwarded-proto'] : undefined;
  const scheme =
    typeof forwardedProto === 'string'
      ? forwardedProto.split(',')[0]!.trim().toLowerCase()
      : (req.socket as Partial<TLSSocket>).encrypted
        ? 'https'
        : 'http';
  try {
    const from = new URL(origin);
    const ours = new URL(`${scheme}://${req.headers.host ?? ''}`);
    return from.protocol !== ours.protocol || from.host !== ours.host;
  } catch {
    return true;
  }
}

/**
 * The /api hot path, outside Express: request id, routing-table lookup, rate limit, upstream headers
 * (identity included), the proxy, one log line and the metrics — nothing else per request. Bodies
 * are never read here; the service validates them and enforces its own size limit.
 */
export function createApiProxy(deps: ApiProxyDeps): ApiProxy {
  const { config, logger, metrics, rateLimiter } = deps;
  const securityHeaders = apiSecurityHeaders();
  const policies = Object.fromEntries(
    Object.entries(rateLimiter.limits).map(([bucket, limit]) => [
      bucket,
      `${limit};w=${rateLimiter.windowSeconds}`,
    ]),
  ) as Record<RateLimitClass, string>;
  const proxies = new Map(
    SERVICES.map((service) => [
      service.name as string,
      createUpstreamProxy({
        service,
        target: config[service.urlEnv],
        // Rendering a PDF brand guide legitimately takes far longer than any other call.
        timeoutMs: service.name === 'pdf' ? config.PDF_UPSTREAM_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS,
        connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
        maxSockets: config.UPSTREAM_MAX_SOCKETS,
        maxFreeSockets: config.UPSTREAM_MAX_FREE_SOCKETS,
        onUpstreamError: metrics.upstreamError,
      }),
    ]),
  );

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    // Answers here are personal (who is signed in, a journal, an analysis): no cache keeps them unless
    // the service chose a Cache-Control of its own, which the proxy copies over this one.
    res.setHeader('Cache-Control', 'no-store');

    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    // Only the exact spelling a service's router matches is routed; any other is 404 below.
    const match = resolveApiPath(path);
    const state: ProxyState = { clientCloses: false };
    (req as ProxiedRequest)[PROXY_STATE] = state;
    res.once('close', () => {
      // http-proxy cancels the service's work only if the client leaves while still sending its
      // body; one that leaves during the answer (a closed chat tab mid-stream) must cancel it too.
      if (!res.writableFinished) state.upstream?.destroy();
      const seconds = (performance.now() - started) / 1000;
      metrics.http.observe(req.method ?? 'GET', match?.rule.prefix ?? 'unmatched', res.statusCode, seconds);
      logRequest(logger, {
        reqId: requestId,
        method: req.method ?? 'GET',
        path: pathOf(path),
        status: res.statusCode,
        ms: Math.round(seconds * 1000),
        upstream: match?.service.name,
        upstreamError: state.upstreamError,
        aborted: res.writableFinished ? undefined : true,
      });
    });

    if (!match) {
      sendJsonError(res, 404, {
        message: `No API endpoint ${req.method} ${pathOf(path)}.`,
        code: ErrorCode.NOT_FOUND,
      });
      return;
    }
    const client = clientAddress(req, deps.trustProxy);
    if (isForeignOrigin(req, client.peerTrusted)) {
      sendJsonError(res, 403, {
        message: 'Requests from other sites are not allowed.',
        code: ErrorCode.FORBIDDEN_ORIGIN,
      });
      return;
    }

    // The strict auth budget is for credential attempts; reading who is signed in (every page load
    // asks) is an ordinary call.
    const bucket =
      match.rule.rateLimit === 'auth' && SAFE_METHODS.has(req.method ?? 'GET')
        ? 'default'
        : match.rule.rateLimit;
    const answer = rateLimiter.hit(bucket, rateLimitKey(client.ip));
    const decision = answer instanceof Promise ? await answer : answer;
    if (!decision) {
      metrics.limiterFailOpen();
    } else {
      res.setHeader('RateLimit-Policy', policies[bucket]);
      res.setHeader('RateLimit-Limit', decision.limit);
      res.setHeader('RateLimit-Remaining', decision.remaining);
      res.setHeader('RateLimit-Reset', decision.resetSeconds);
      if (!decision.allowed) {
        metrics.rateLimited(bucket);
        const seconds = decision.resetSeconds;
        sendJsonError(
          res,
          429,
          {
            message: `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
            code: ErrorCode.RATE_LIMITED,
          },
          { 'retry-after': String(seconds) },
        );
        return;
      }
    }

    state.clientCloses = prepareUpstreamHeaders(req, { requestId, peerTrusted: client.peerTrusted });
    // Identity: the session cookie becomes a signed x-user header (the client's own were dropped above).
    const token = sessionTokenFromCookie(req.headers.cookie, req.headers['x-forwarded-proto']);
    if (token && path === LOGOUT_PATH) await deps.sessions.invalidate(token);
    else if (token && deps.identitySecret) {
      const user = await deps.sessions.resolve(token);
      if (user) Object.assign(req.headers, signIdentity(user, deps.identitySecret));
    }

    // The client may have left while we asked Redis; then the service need not hear of it.
    if (res.destroyed) return;
    await proxies.get(match.service.name)!.handle(req, res);
  }

  return {
    handle,
    close: () => {
      for (const proxy of proxies.values()) proxy.agent.destroy();
    },
  };
}
