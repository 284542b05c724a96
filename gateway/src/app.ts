import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { Counter } from 'prom-client';
import { ErrorCode, FRONTEND_ROUTES, type ErrorBody } from '@uniform/contracts';
import { createHttpMetrics, REQUEST_ID_HEADER, requestIdFrom, type Logger } from '@uniform/service-kit';
import { createApiProxy } from './api-proxy';
import type { GatewayConfig } from './config';
import { docsRouter } from './docs.routes';
import type { RateLimiter } from './rate-limiter';
import type { SessionResolver } from './session-resolver';
import { helmetOptions } from './security-headers';

export { CONTENT_SECURITY_POLICY } from './security-headers';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  rateLimiter: RateLimiter;
  sessions: SessionResolver;
  /** Readiness of the gateway's own dependency (Redis); services being down does not make it unready. */
  checkRedis: () => Promise<unknown>;
}

const FRONTEND_ROUTE_SET = new Set<string>(FRONTEND_ROUTES);

/**
 * The gateway: /api/* (except the docs) goes straight to the lean proxy path; everything else —
 * health, metrics, docs and the frontend — is an Express app. Returns a listener; it never listens.
 */
export function buildGatewayApp(deps: GatewayDeps): RequestListener {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY);
  const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;

  const metrics = createHttpMetrics('gateway');
  const upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Requests the gateway could not complete upstream, by service and kind',
    labelNames: ['service', 'kind'] as const,
    registers: [metrics.registry],
  });
  const rateLimited = new Counter({
    name: 'gateway_rate_limited_total',
    help: 'Requests refused by the per-IP rate limit, by bucket',
    labelNames: ['bucket'] as const,
    registers: [metrics.registry],
  });
  const limiterFailOpen = new Counter({
    name: 'gateway_rate_limiter_fail_open_total',
    help: 'Requests served without a rate-limit decision because Redis did not answer in time',
    registers: [metrics.registry],
  });

  const handleApi = createApiProxy({
    config,
    logger,
    rateLimiter: deps.rateLimiter,
    clientIp: (req) => clientIp(req, trust),
    observe: metrics.observe,
    onUpstreamError: (service, kind) => upstreamErrors.inc({ service, kind }),
    onRateLimited: (bucket) => rateLimited.inc({ bucket }),
    onLimiterFailOpen: () => limiterFailOpen.inc(),
    sessions: deps.sessions,
    identitySecret: config.INTERNAL_SIGNING_SECRET,
  });

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      autoLogging: {
        ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics',
      },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(metrics.middleware);
  app.use(helmet(helmetOptions));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', async (_req, res) => {
    const redis = await deps.checkRedis().then(
      () => 'ok',
      () => 'failing',
    );
    res
      .status(redis === 'ok' ? 200 : 503)
      .json({ status: redis === 'ok' ? 'ready' : 'not ready', service: 'gateway', checks: { redis } });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  app.use('/api/docs', docsRouter());
  app.use(frontend(config.FRONTEND_DIST));
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'Not found.', code: ErrorCode.NOT_FOUND } satisfies ErrorBody);
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log?.error({ err }, 'gateway error');
    if (res.headersSent) return res.destroy();
    res.status(500).json({ message: 'Something went wrong', code: ErrorCode.INTERNAL } satisfies ErrorBody);
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/') && !url.startsWith('/api/docs')) {
      handleApi(req, res).catch((error: unknown) => {
        logger.error({ err: error }, 'api proxy failed');
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          res.end(
            JSON.stringify({ message: 'Something went wrong', code: ErrorCode.INTERNAL } satisfies ErrorBody),
          );
        } else res.destroy();
      });
      return;
    }
    app(req, res);
  };
}

/**
 * The client address as Express's `req.ip` computes it: walk X-Forwarded-For from the nearest hop
 * while each hop is a trusted proxy (TRUST_PROXY).
 */
function clientIp(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketAddress, ...forwarded];
  let i = 0;
  while (i < chain.length - 1 && trust(chain[i]!, i)) i += 1;
  return chain[i]!;
}

/**
 * The built SPA: hashed assets cached for a year, index.html never cached; known app routes get the
 * app with 200, unknown paths get the same app with 404 (it renders 'Page Not Found', crawlers see 404).
 */
function frontend(dist: string) {
  const router = express.Router();
  const indexPath = path.join(dist, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(dist, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: true,
    }),
  );
  router.use(express.static(dist, { index: false, maxAge: '1h' }));
  let indexHtml: string | undefined;
  router.use((req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/assets/') ||
      req.path.startsWith('/api/')
    )
      return next();
    if (!req.accepts('html')) return next();
    indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    if (!indexHtml) {
      res
        .status(503)
        .type('text/plain')
        .send('The frontend is not built yet: run `npm run build` (or `npm start`, which builds it).');
      return;
    }
    const known = FRONTEND_ROUTE_SET.has(req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path);
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
  return router;
}
