import cluster from 'node:cluster';
import type { RequestListener } from 'node:http';
import type { Redis, RedisOptions } from 'ioredis';
import { createServiceApp, type ReadinessCheck } from './app';
import { runClusterPrimary } from './cluster';
import { createLogger, type Logger } from './logger';
import type { Registry } from './metrics';
import { checkRedis, createRedis } from './redis';
import { createRedisCache, type JsonCache } from './redis-cache';
import { closeInOrder, handleShutdown, startHttpServer, type RunningServer } from './server';

/** The keys every entry point's config has (serviceEnvSchema's), whatever else it reads. */
export interface RunConfig {
  HOST: string;
  LOG_LEVEL: string;
  SHUTDOWN_TIMEOUT_MS: number;
}

/** What a declaration's start() receives: its config, its logger, and where it registers what it opens. */
export interface StartKit<C> {
  config: C;
  logger: Logger;
  /**
   * Registers something just opened with the function that closes it, and hands it back. On
   * shutdown (or a failed start) closers run after the HTTP server has drained, last opened first.
   */
  own<T>(resource: T, close: (resource: T) => unknown): T;
  /** A Redis client for request paths (createRedis), its outages logged as warnings, quit on shutdown. */
  redis(url: string, options?: RedisOptions): Redis;
  /** A JSON cache under `prefix` on its own such client, and that client's readiness check. */
  cache(url: string, prefix: string): { cache: JsonCache; ready: ReadinessCheck };
}

interface Declaration<C extends RunConfig, S> {
  /** The logger's `service` field, e.g. 'auth' or 'sms-worker'. */
  name: string;
  /** Usually the service's load…Config: parsed once, exits with one line naming every bad key. */
  config: () => C;
  /** The one line logged once the server answers; `info` from start() joins its fields. */
  listening?: string;
  start: (kit: StartKit<C>) => Promise<S> | S;
}

export interface ServiceDeclaration<C extends RunConfig> extends Declaration<
  C,
  { app: RequestListener; info?: Record<string, unknown> }
> {
  /** Where to listen; config.PORT when left out. */
  port?: (config: C) => number;
  /** Idle keep-alive for client connections; services keep UPSTREAM_KEEP_ALIVE_TIMEOUT_MS, the gateway faces browsers. */
  keepAliveTimeoutMs?: number;
  /** Processes sharing the port (its <NAME>_WORKERS, see workersSchema); more than one runs a cluster. */
  workers?: (config: C) => number;
}

export interface WorkerDeclaration<C extends RunConfig> extends Declaration<
  C,
  {
    /** The worker's real dependencies, checked by its /readyz (Redis, the database, Chromium…). */
    readiness: Record<string, ReadinessCheck>;
    /** Its own metrics (e.g. the queues'), served on /metrics beside the process-wide ones. */
    registry?: Registry;
    info?: Record<string, unknown>;
  }
> {
  /** The port of its /healthz, /readyz and /metrics (e.g. GETUP_WORKER_PORT). */
  port: (config: C) => number;
}

export interface RunningProcess {
  url: string;
  port: number;
  logger: Logger;
  /** What SIGTERM does: drain in-flight requests (SHUTDOWN_TIMEOUT_MS), then close every resource in reverse order. */
  stop: () => Promise<void>;
}

/**
 * Starts an HTTP service from its declaration, without touching signals or exiting: runService's
 * core, and what tests call. A failed start closes whatever it had opened, then rejects.
 */
export async function startService<C extends RunConfig>(
  declaration: ServiceDeclaration<C>,
  options: { logger?: Logger } = {},
): Promise<RunningProcess> {
  return start(declaration, options.logger, `${declaration.name} service listening`, async (kit) => {
    const { app, info } = await declaration.start(kit);
    const port = declaration.port?.(kit.config) ?? (kit.config as { PORT?: number }).PORT;
    if (port === undefined)
      throw new Error(`${declaration.name} declares no port and its config has no PORT`);
    return { app, info, port, keepAliveTimeoutMs: declaration.keepAliveTimeoutMs };
  });
}

/**
 * Starts a queue worker process from its declaration: its workers, plus a small server on its own
 * port answering /healthz, /readyz (its real dependencies) and /metrics, like any service.
 */
export async function startWorker<C extends RunConfig>(
  declaration: WorkerDeclaration<C>,
  options: { logger?: Logger } = {},
): Promise<RunningProcess> {
  return start(declaration, options.logger, `${declaration.name} running`, async (kit) => {
    const { readiness, registry, info } = await declaration.start(kit);
    const { app } = createServiceApp({
      name: declaration.name,
      logger: kit.logger,
      readiness,
      ...(registry ? { registry } : {}),
      routes: () => {},
    });
    return { app, info, port: declaration.port(kit.config) };
  });
}

/**
 * startService for a process entry point: SIGTERM/SIGINT stop it; a failed start prints one line and
 * exits 1. With more than one worker declared, this process becomes the cluster's primary and each
 * worker it forks runs startService (see cluster.ts).
 */
export function runService<C extends RunConfig>(declaration: ServiceDeclaration<C>): void {
  void runProcess(`${declaration.name} service`, async () => {
    if (declaration.workers && cluster.isPrimary) {
      const config = declaration.config();
      const workers = declaration.workers(config);
      if (workers > 1) {
        const logger = createLogger(declaration.name, config.LOG_LEVEL);
        const { name } = declaration;
        runClusterPrimary({ name, workers, logger, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
        return null;
      }
    }
    return startService(declaration);
  });
}

/** startWorker for a process entry point: SIGTERM/SIGINT stop it; a failed start prints one line and exits 1. */
export function runWorker<C extends RunConfig>(declaration: WorkerDeclaration<C>): void {
  void runProcess(declaration.name, () => startWorker(declaration));
}

/** `begin` answers null when it started a cluster's primary, which handles its own signals. */
async function runProcess(label: string, begin: () => Promise<RunningProcess | null>): Promise<void> {
  try {
    const running = await begin();
    if (running) handleShutdown({ close: running.stop }, running.logger);
  } catch (error) {
    process.stderr.write(
      `${label} failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}

async function start<C extends RunConfig, S>(
  declaration: Declaration<C, S>,
  givenLogger: Logger | undefined,
  listening: string,
  build: (kit: StartKit<C>) => Promise<{
    app: RequestListener;
    info?: Record<string, unknown>;
    port: number;
    keepAliveTimeoutMs?: number;
  }>,
): Promise<RunningProcess> {
  const config = declaration.config();
  const logger = givenLogger ?? createLogger(declaration.name, config.LOG_LEVEL);
  const closers: Array<() => Promise<unknown>> = [];
  const own = <T>(resource: T, close: (resource: T) => unknown): T => {
    closers.push(async () => close(resource));
    return resource;
  };
  const redis = (url: string, options?: RedisOptions) => {
    // quit() is refused while Redis is away; disconnect() then stops the reconnect loop all the same.
    const client = own(createRedis(url, options), (opened) => opened.quit().catch(() => opened.disconnect()));
    client.on('error', (err) => logger.warn({ err: err.message }, 'redis unavailable'));
    return client;
  };
  const kit: StartKit<C> = {
    config,
    logger,
    own,
    redis,
    cache: (url, prefix) => {
      const client = redis(url);
      return { cache: createRedisCache(client, { prefix, logger }), ready: () => checkRedis(client) };
    },
  };
  // Last opened, first closed: a worker stops before the connections it uses go away.
  const inReverse = () => closers.slice().reverse();
  let running: RunningServer;
  let info: Record<string, unknown> | undefined;
  try {
    const built = await build(kit);
    info = built.info;
    running = await startHttpServer(built.app, {
      port: built.port,
      host: config.HOST,
      logger,
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      ...(built.keepAliveTimeoutMs === undefined ? {} : { keepAliveTimeoutMs: built.keepAliveTimeoutMs }),
      onClose: inReverse(),
    });
  } catch (error) {
    await closeInOrder(inReverse(), logger);
    throw error;
  }
  logger.info({ url: running.url, ...info }, declaration.listening ?? listening);
  return { url: running.url, port: running.port, logger, stop: running.close };
}
