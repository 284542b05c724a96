import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ErrorCode, SERVICES, resolveRoute, type ErrorBody, type RateLimitClass } from '@uniform/contracts';
import { REQUEST_ID_HEADER, requestIdFrom, signIdentity, type Logger } from '@uniform/service-kit';
import type { GatewayConfig } from './config';
import { createUpstreamProxy, stripInternalHeaders } from './proxy';
import type { RateLimiter } from './rate-limiter';
import { securityHeaderList } from './security-headers';
import { sessionTokenFromCookie, type SessionResolver } from './session-resolver';

export interface ApiProxyDeps {
  config: GatewayConfig;
  logger: Logger;
  rateLimiter: RateLimiter;
  clientIp: (req: IncomingMessage) => string;
  observe: (method: string, route: string, status: number, seconds: number) => void;
  onUpstreamError: (service: string, kind: 'unavailable' | 'timeout') => void;
  onRateLimited: (bucket: RateLimitClass) => void;
  onLimiterFailOpen: () => void;
  sessions: SessionResolver;
  /** Without it no request is signed in (services cannot check a signature). */
  identitySecret?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** CSRF defence: a browser sends Origin on cross-site writes; refuse those from any other site. */
function isForeignOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin || SAFE_METHODS.has(req.method ?? 'GET')) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/**
 * The /api hot path, outside Express: request id, routing-table lookup, rate limit, identity-header
 * stripping, the proxy, one log line and the metrics — and nothing else per request. Bodies are
 * never parsed here; the service validates them.
 */
export function createApiProxy(deps: ApiProxyDeps) {
  const { config, logger } = deps;
  const headers = securityHeaderList();
  const proxies = new Map(
    SERVICES.map((service) => [
      service.name as string,
      createUpstreamProxy({
        service,
        target: config[service.urlEnv],
        timeoutMs: service.name === 'pdf' ? config.PDF_UPSTREAM_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS,
        logger,
        onUpstreamError: deps.onUpstreamError,
      }),
    ]),
  );

  const sendError = (res: ServerResponse, status: number, body: ErrorBody) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    for (const [name, value] of headers) res.setHeader(name, value);

    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const match = resolveRoute(path);
    const route = match?.rule.prefix ?? 'unmatched';
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      deps.observe(req.method ?? 'GET', route, res.statusCode, seconds);
      const line = {
        reqId: id,
        method: req.method,
        url: req.url,
        status: res.statusCode,
        ms: Math.round(seconds * 1000),
        upstream: match?.service.name,
      };
      if (res.statusCode >= 500) logger.error(line, 'request');
      else if (res.statusCode >= 400) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });

    if (!match) {
      sendError(res, 404, { message: `No API endpoint ${req.method} ${path}.`, code: ErrorCode.NOT_FOUND });
      return;
    }
    if (isForeignOrigin(req)) {
      sendError(res, 403, {
        message: 'Requests from other sites are not allowed.',
        code: 'FORBIDDEN_ORIGIN',
      });
      return;
    }
    const bucket = match.rule.rateLimit;
    const decision = await deps.rateLimiter.hit(bucket, deps.clientIp(req));
    if (!decision) {
      deps.onLimiterFailOpen();
    } else {
      res.setHeader('RateLimit-Limit', String(decision.limit));
      res.setHeader('RateLimit-Remaining', String(decision.remaining));
      res.setHeader('RateLimit-Reset', String(decision.resetSeconds));
      if (!decision.allowed) {
        deps.onRateLimited(bucket);
        res.setHeader('Retry-After', String(decision.resetSeconds));
        const s = decision.resetSeconds;
        sendError(res, 429, {
          message: `Too many requests. Please try again in ${s} second${s === 1 ? '' : 's'}.`,
          code: ErrorCode.RATE_LIMITED,
        });
        return;
      }
    }
    stripInternalHeaders(req);
    const token = sessionTokenFromCookie(req.headers.cookie);
    if (token && path === '/api/simple-auth/logout') await deps.sessions.invalidate(token);
    else if (token && deps.identitySecret) {
      const user = await deps.sessions.resolve(token);
      if (user) Object.assign(req.headers, signIdentity(user, deps.identitySecret));
    }
    (req as IncomingMessage & { startedAt?: number }).startedAt = Date.now();
    const proxy = proxies.get(match.service.name);
    await proxy?.(req, res, () =>
      sendError(res, 404, { message: `No API endpoint ${req.method} ${path}.`, code: ErrorCode.NOT_FOUND }),
    );
  };
}
