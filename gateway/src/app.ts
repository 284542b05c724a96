import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { Counter } from 'prom-client';
import { ErrorCode, FRONTEND_ROUTES, SERVICES, resolveRoute, type ErrorBody, type RateLimitClass } from '@uniform/contracts';
import { createHttpMetrics, REQUEST_ID_HEADER, requestIdFrom, type Logger } from '@uniform/service-kit';
import type { GatewayConfig } from './config';
import { docsRouter } from './docs.routes';
import { createUpstreamProxy, stripInternalHeaders } from './proxy';
import type { RateLimiter } from './rate-limiter';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** Readiness of the gateway's own dependency (Redis); services being down does not make it unready. */
  checkRedis: () => Promise<unknown>;
}

/** The CSP the frontend is built for: everything from our own origin, no inline scripts. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

const FRONTEND_ROUTE_SET = new Set<string>(FRONTEND_ROUTES);

export function buildGatewayApp(deps: GatewayDeps): Express {
  const { config, logger, rateLimiter } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY);

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

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
        req.headers[REQUEST_ID_HEADER] = id;
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
      customProps: (_req, res) => ({ upstream: (res as unknown as { locals?: { upstream?: string } }).locals?.upstream }),
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(metrics.middleware);
  app.use(helmet({ contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY }, crossOriginEmbedderPolicy: false }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', async (_req, res) => {
    const redis = await deps.checkRedis().then(
      () => 'ok',
      () => 'failing',
    );
    res.status(redis === 'ok' ? 200 : 503).json({ status: redis === 'ok' ? 'ready' : 'not ready', service: 'gateway', checks: { redis } });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  app.use('/api/docs', docsRouter());

  const limits = async (req: Request, res: Response, bucket: RateLimitClass): Promise<boolean> => {
    const decision = await rateLimiter.hit(bucket, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (!decision) {
      limiterFailOpen.inc();
      return true;
    }
    res.setHeader('RateLimit-Limit', String(decision.limit));
    res.setHeader('RateLimit-Remaining', String(decision.remaining));
    res.setHeader('RateLimit-Reset', String(decision.resetSeconds));
    if (decision.allowed) return true;
    rateLimited.inc({ bucket });
    res.setHeader('Retry-After', String(decision.resetSeconds));
    const body: ErrorBody = {
      message: `Too many requests. Please try again in ${decision.resetSeconds} second${decision.resetSeconds === 1 ? '' : 's'}.`,
      code: ErrorCode.RATE_LIMITED,
    };
    res.status(429).json(body);
    return false;
  };

  const proxies = new Map<string, ReturnType<typeof createUpstreamProxy>>(
    SERVICES.map((service) => [
      service.name,
      createUpstreamProxy({
        service,
        target: config[service.urlEnv],
        timeoutMs: service.name === 'pdf' ? config.PDF_UPSTREAM_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS,
        logger,
        onUpstreamError: (name, kind) => upstreamErrors.inc({ service: name, kind }),
      }),
    ]),
  );

  app.use('/api', async (req: Request, res: Response, next: NextFunction) => {
    const fullPath = req.originalUrl.split('?')[0] ?? '';
    const match = resolveRoute(fullPath);
    if (!match) {
      res.status(404).json({ message: `No API endpoint ${req.method} ${fullPath}.`, code: ErrorCode.NOT_FOUND } satisfies ErrorBody);
      return;
    }
    res.locals.metricsRoute = match.rule.prefix;
    res.locals.upstream = match.service.name;
    if (!(await limits(req, res, match.rule.rateLimit))) return;
    stripInternalHeaders(req);
    (req as Request & { startedAt?: number }).startedAt = Date.now();
    // Express strips the mount path from req.url; the service expects the full path.
    req.url = req.originalUrl;
    const proxy = proxies.get(match.service.name);
    if (proxy) await proxy(req, res, next);
  });

  app.use(frontend(config.FRONTEND_DIST));
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'Not found.', code: ErrorCode.NOT_FOUND } satisfies ErrorBody);
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log?.error({ err }, 'gateway error');
    if (res.headersSent) return res.destroy();
    res.status(500).json({ message: 'Something went wrong', code: ErrorCode.INTERNAL } satisfies ErrorBody);
  });
  return app;
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
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: true }),
  );
  router.use(express.static(dist, { index: false, maxAge: '1h' }));
  let indexHtml: string | undefined;
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/assets/')) return next();
    if (!req.accepts('html')) return next();
    indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    if (!indexHtml) {
      res.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build` (or `npm start`, which builds it).');
      return;
    }
    const known = FRONTEND_ROUTE_SET.has(req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path);
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
  return router;
}
