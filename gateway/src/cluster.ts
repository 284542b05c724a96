import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Logger } from '@uniform/service-kit';

/**
 * GATEWAY_WORKERS > 1: one Node process per core behind the same port (node's cluster hands each new
 * connection to a worker in turn). One Node process tops out at one core, and the proxy path is CPU
 * bound; on a host with spare cores this is the cheap way up. On Kubernetes prefer more replicas.
 */

const METRICS_REQUEST = 'uniform-gateway:metrics';
const METRICS_REPLY = 'uniform-gateway:metrics-reply';
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
export function runPrimary(options: PrimaryOptions): void {
  const { workers, logger, shutdownTimeoutMs } = options;
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
      logger.fatal({ pid: worker.process.pid, code, signal }, 'a gateway worker failed to start');
      return stop(1);
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - 60_000) deaths.shift();
    if (deaths.length > MAX_DEATHS_PER_MINUTE) {
      logger.fatal({ deaths: deaths.length }, 'gateway workers keep dying; stopping');
      return stop(1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a gateway worker died; starting another');
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
  logger.info({ workers }, 'gateway primary started its workers');
}

/**
 * In a worker: lets the primary read this worker's registry, and returns a function that fetches
 * every worker's metrics added up — what /metrics must show, whichever worker a scrape lands on.
 */
export function clusterMetricsSource(registry: Registry): () => Promise<string> {
  // Constructing one is what makes prom-client answer the primary's requests in this worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
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
