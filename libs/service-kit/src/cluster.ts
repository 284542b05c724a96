import cluster from 'node:cluster';
import os from 'node:os';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { z } from 'zod';
import type { Logger } from './logger';

/**
 * <NAME>_WORKERS > 1: one Node process per core behind the same port (node's cluster hands each new
 * connection to a worker in turn). One Node process tops out at one core; a CPU-bound service on a
 * host with spare cores goes up this way cheaply. On Kubernetes prefer more replicas.
 *
 * `fallback` is the value when the key is unset (1, or 'auto'); `autoMax` caps what 'auto' gives,
 * since each worker is a whole process with its own heap and a pod's memory limit does not grow
 * with the node's core count.
 */
export const workersSchema = (
  description: string,
  { fallback = 1, autoMax }: { fallback?: number | 'auto'; autoMax?: number } = {},
) =>
  z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(fallback)
    .transform((value) =>
      value === 'auto' ? Math.min(os.availableParallelism(), autoMax ?? Infinity) : value,
    )
    .describe(
      `${description}: a number, or "auto" for one per core${autoMax === undefined ? '' : ` (at most ${autoMax})`}`,
    );

const METRICS_REQUEST = 'uniform-cluster:metrics';
const METRICS_REPLY = 'uniform-cluster:metrics-reply';
/** A worker that dies this often is not going to get better; give up and let the supervisor see it. */
const MAX_DEATHS_PER_MINUTE = 5;

interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}
interface MetricsReply {
  type: typeof METRICS_REPLY;
  id: number;
  text?: string;
  error?: string;
}

export interface PrimaryOptions {
  /** The process's name in the primary's log lines, e.g. 'analysis'. */
  name: string;
  workers: number;
  logger: Logger;
  /** How long workers may take to finish in-flight requests after SIGTERM before they are killed. */
  shutdownTimeoutMs: number;
}

/**
 * The primary: starts the workers, replaces one that crashes (but stops if they keep crashing or
 * if one fails before it ever listened — that is a start-up error, not bad luck), aggregates their
 * metrics for /metrics, and on SIGTERM/SIGINT lets each finish its in-flight requests.
 */
export function runClusterPrimary(options: PrimaryOptions): void {
  const { name, workers, logger, shutdownTimeoutMs } = options;
  const aggregator = new AggregatorRegistry();
  const listening = new Set<number>();
  const deaths: number[] = [];
  let stopping: { code: number } | undefined;

  const exitWhenAllGone = () => {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopping.code);
  };
  const stop = (code: number) => {
    if (stopping) return;
    stopping = { code };
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(code);
    }, shutdownTimeoutMs + 2_000).unref();
    exitWhenAllGone();
  };

  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (stopping) return exitWhenAllGone();
    if (!started) {
      logger.fatal({ pid: worker.process.pid, code, signal }, `a ${name} worker failed to start`);
      return stop(1);
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - 60_000) deaths.shift();
    if (deaths.length > MAX_DEATHS_PER_MINUTE) {
      logger.fatal({ deaths: deaths.length }, `${name} workers keep dying; stopping`);
      return stop(1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, `a ${name} worker died; starting another`);
    cluster.fork();
  });
  cluster.on('message', (worker, message: MetricsRequest) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_REPLY, id: message.id, text } satisfies MetricsReply),
      (error: unknown) =>
        worker.send({ type: METRICS_REPLY, id: message.id, error: String(error) } satisfies MetricsReply),
    );
  });
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));

  for (let i = 0; i < workers; i++) cluster.fork();
  logger.info({ workers }, `${name} primary started its workers`);
}

/**
 * In a worker: lets the primary read these registries, and returns a function that fetches every
 * worker's metrics added up — what /metrics must show, whichever worker a scrape lands on.
 */
export function clusterMetricsSource(registries: Registry[]): () => Promise<string> {
  // Constructing one is what makes prom-client answer the primary's requests in this worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registries);
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  process.on('message', (message: MetricsReply) => {
    if (message?.type !== METRICS_REPLY) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.text !== undefined) waiter?.resolve(message.text);
    else waiter?.reject(new Error(message.error ?? 'no metrics from the primary'));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('the primary did not send the metrics in time'));
      }, 5_000);
      pending.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
    });
}
