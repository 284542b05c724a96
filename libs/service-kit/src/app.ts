import cluster from 'node:cluster';
import express, { type Express } from 'express';
import { clusterMetricsSource } from './cluster';
import { errorHandler, notFoundHandler } from './error-handler';
import { identityMiddleware } from './identity';
import type { Logger } from './logger';
import { createHttpMetrics, processRegistry, type Registry } from './metrics';
import { requestLog } from './request-log';

/** A named readiness check: resolves when the dependency answers, rejects (or times out) when not. */
export type ReadinessCheck = () => Promise<unknown>;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Real dependencies /readyz must reach, e.g. { database: () => checkDatabase(prisma), redis: () => redis.ping() }. */
  readiness?: Record<string, ReadinessCheck>;
  bodyLimitKb?: number;
  readinessTimeoutMs?: number;
  /** Mounts the service's routes; runs after the shared middleware and before 404/error handling. */
  routes: (app: Express) => void;
  registry?: Registry;
  /** INTERNAL_SIGNING_SECRET: with it, req.user is set from the gateway's signed identity. */
  identitySecret?: string;
}

export interface ServiceApp {
  app: Express;
  registry: Registry;
}

/** What every service's buildApp receives besides its own dependencies; its deps interface extends this. */
export interface ServiceAppDeps {
  logger: Logger;
  /** Real dependencies /readyz must reach. */
  readiness: Record<string, ReadinessCheck>;
  bodyLimitKb?: number;
  /** INTERNAL_SIGNING_SECRET, for a service whose routes need the signed-in user. */
  identitySecret?: string;
}

/** A service's Express app: createServiceApp with the shared options taken from its deps, then its routes. */
export function buildServiceApp(name: string, deps: ServiceAppDeps, routes: (app: Express) => void): Express {
  const { logger, readiness, bodyLimitKb, identitySecret } = deps;
  return createServiceApp({ name, logger, readiness, bodyLimitKb, identitySecret, routes }).app;
}

/**
 * Builds every service's Express app the same way: request id, one pino log line per request,
 * metrics, a bounded JSON body, health and readiness, the service's routes, then 404 and errors.
 * It never listens; see startHttpServer.
 */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  const { name, logger, readiness = {}, bodyLimitKb = 100, readinessTimeoutMs = 2000 } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.set('query parser', 'simple');

  const metrics = createHttpMetrics(name, options.registry);

  app.use(requestLog(logger, app));
  app.use(metrics.middleware);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(readiness).map(async ([check, run]) => {
        try {
          await withTimeout(
            run(),
            readinessTimeoutMs,
            `${check} did not answer within ${readinessTimeoutMs} ms`,
          );
          return [check, 'ok'] as const;
        } catch (error) {
          logger.warn({ check, err: error }, 'readiness check failed');
          return [check, 'failing'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results);
    const ready = results.every(([, state]) => state === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', service: name, checks });
  });
  processRegistry.setDefaultLabels({ service: name });
  // Two registries, each with its default labels; their texts join (no metric name is in both). A
  // cluster worker (<NAME>_WORKERS > 1) answers every worker's numbers added up by the primary.
  const readMetrics = cluster.isWorker
    ? clusterMetricsSource([metrics.registry, processRegistry])
    : async () => `${await metrics.registry.metrics()}\n${await processRegistry.metrics()}`;
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await readMetrics());
  });

  app.use(identityMiddleware(options.identitySecret));
  app.use(express.json({ limit: `${bodyLimitKb}kb` }));
  options.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return { app, registry: metrics.registry };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
