import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { API_DOCS_PATH, API_PREFIX, ErrorCode, type ErrorBody } from '@uniform/contracts';
import {
  clusterMetricsSource,
  REQUEST_ID_HEADER,
  requestIdFrom,
  sendJsonError,
  type Logger,
} from '@uniform/service-kit';
import { requireAdminToken } from './admin-auth';
import { createAdminQueues } from './admin-queues.routes';
import { createApiProxy } from './api-proxy';
import { compileTrustProxy, type GatewayConfig } from './config';
import { docsRouter } from './docs.routes';
import { frontendRouter } from './frontend.routes';
import { createGatewayMetrics } from './gateway-metrics';
import type { RateLimiter } from './rate-limiter';
import { framingRefusal } from './request-framing';
import { logRequest, pathOf } from './request-log';
import { helmetOptions } from './security-headers';
import type { SessionResolver } from './session-resolver';

export { CONTENT_SECURITY_POLICY } from './security-headers';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  rateLimiter: RateLimiter;
  sessions: SessionResolver;
  /** Readiness of the gateway's own dependency (Redis); services being down does not make it unready. */
  checkRedis: () => Promise<unknown>;
  /** Redis to find the BullMQ queues for the dashboard at /admin/queues (served only with ADMIN_TOKEN). */
  queueRedis?: Pick<Redis, 'scan'>;
  /** Running as one of several GATEWAY_WORKERS: /metrics then shows every worker's numbers added up. */
  clusterWorker?: boolean;
}

/** The gateway's request listener; `close` drops the pooled upstream connections (after the server closed). */
export type GatewayApp = RequestListener & { close: () => Promise<void> };

const READINESS_TIMEOUT_MS = 1_000;
/** Probes and scrapes run every few seconds; a log line each would bury the requests. */
const UNLOGGED = new Set(['/healthz', '/readyz', '/metrics']);

/** A peer on this machine: 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * /api/docs is the gateway's own; every other /api path belongs to the routing table, which answers
 * 404 JSON to any spelling it does not serve (`/API/…` included, checked only off the /api path).
 */
function isProxiedApiPath(url: string): boolean {
  const prefix = API_PREFIX.length;
  if (!url.startsWith(API_PREFIX) && url.slice(0, prefix).toLowerCase() !== API_PREFIX) return false;
  const next = url.charCodeAt(prefix);
  if (url.length > prefix && next !== 47 /* / */ && next !== 63 /* ? */) return false;
  const docs = API_DOCS_PATH.length;
  return !(url.startsWith(API_DOCS_PATH) && (url.length === docs || url[docs] === '/' || url[docs] === '?'));
}

/**
 * The gateway: /api/* (except the docs) goes straight to the lean proxy path (api-proxy.ts);
 * everything else — health, metrics, docs and the frontend — is a small Express app. Returns a
 * request listener; it never listens.
 */
export function buildGatewayApp(deps: GatewayDeps): GatewayApp {
  const { config, logger } = deps;
  const metrics = createGatewayMetrics();
  const readMetrics = deps.clusterWorker
    ? clusterMetricsSource([metrics.http.registry])
    : () => metrics.http.registry.metrics();
  const api = createApiProxy({
    config,
    logger,
    rateLimiter: deps.rateLimiter,
    trustProxy: compileTrustProxy(config.TRUST_PROXY),
    metrics,
    sessions: deps.sessions,
    identitySecret: config.INTERNAL_SIGNING_SECRET,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  // Request id, one log line and the metrics for everything Express answers (the proxy path does its own).
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const route = typeof res.locals.metricsRoute === 'string' ? res.locals.metricsRoute : routeOf(req, res);
      metrics.http.observe(req.method, route, res.statusCode, seconds);
      if (UNLOGGED.has(req.path)) return;
      logRequest(logger, {
        reqId: requestId,
        method: req.method,
        path: pathOf(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(seconds * 1000),
        aborted: res.writableFinished ? undefined : true,
      });
    });
    next();
  });
  app.use(helmet(helmetOptions));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', async (_req, res) => {
    const redis = await withTimeout(deps.checkRedis(), READINESS_TIMEOUT_MS).then(
      () => 'ok' as const,
      () => 'failing' as const,
    );
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(redis === 'ok' ? 200 : 503)
      .json({ status: redis === 'ok' ? 'ready' : 'not ready', service: 'gateway', checks: { redis } });
  });
  // Route names, traffic and error counts are for operators: with ADMIN_TOKEN a scrape brings it;
  // without one (a developer's machine) only this machine may read them.
  const metricsAccess = config.ADMIN_TOKEN
    ? requireAdminToken(config.ADMIN_TOKEN, 'Reading the metrics', 'uniform metrics')
    : (req: Request, res: Response, next: NextFunction) => {
        if (isLoopback(req.socket.remoteAddress)) return next();
        sendJsonError(res, 404, { message: 'Nothing at /metrics.', code: ErrorCode.NOT_FOUND });
      };
  app.get('/metrics', metricsAccess, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.http.registry.contentType).send(await readMetrics());
  });
  app.use(API_DOCS_PATH, docsRouter());
  const adminQueues = createAdminQueues({
    token: deps.queueRedis ? config.ADMIN_TOKEN : undefined,
    redisUrl: config.REDIS_URL,
    redis: deps.queueRedis ?? { scan: async () => ['0', []] },
    logger,
  });
  app.use(adminQueues.router);
  app.use(frontendRouter(config.FRONTEND_DIST));
  app.use((req: Request, res: Response) => {
    res
      .status(404)
      .json({ message: `Nothing at ${pathOf(req.path)}.`, code: ErrorCode.NOT_FOUND } satisfies ErrorBody);
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err, reqId: res.getHeader(REQUEST_ID_HEADER), path: req.path }, 'gateway error');
    if (res.headersSent) return res.destroy();
    res.status(500).json({ message: 'Something went wrong', code: ErrorCode.INTERNAL } satisfies ErrorBody);
  });

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const refusal = framingRefusal(req);
    if (refusal) {
      // The body's end is in doubt, so nothing more is read from this connection.
      const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      sendJsonError(res, 400, refusal, { [REQUEST_ID_HEADER]: requestId, connection: 'close' });
      logRequest(logger, {
        reqId: requestId,
        method: req.method ?? 'GET',
        path: pathOf(req.url ?? '/'),
        status: 400,
        ms: 0,
      });
      return;
    }
    if (!isProxiedApiPath(req.url ?? '/')) {
      app(req, res);
      return;
    }
    api.handle(req, res).catch((error: unknown) => {
      logger.error({ err: error, reqId: res.getHeader(REQUEST_ID_HEADER) }, 'api proxy failed');
      if (res.headersSent) res.destroy();
      else sendJsonError(res, 500, { message: 'Something went wrong', code: ErrorCode.INTERNAL });
    });
  };
  return Object.assign(listener, {
    close: async () => {
      await api.close();
      await adminQueues.close();
    },
  });
}

function routeOf(req: Request, res: Response): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  return res.statusCode === 404 ? 'unmatched' : 'other';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
