import cluster from 'node:cluster';
import { checkRedis, createRedis, runService } from '@uniform/service-kit';
import { buildGatewayApp } from './app';
import { loadGatewayConfig } from './config';
import { rateLimiterFromConfig } from './rate-limiter';
import { createSessionResolver } from './session-resolver';

/**
 * Idle timeouts, ordered so that whoever closes an idle keep-alive connection is the side that will
 * not send on it next:
 *   load balancer idle (commonly 60 s) < gateway keepAliveTimeout 75 s < headersTimeout 76 s
 *   gateway's pooled upstream sockets 30 s (AGENT_FREE_SOCKET_TIMEOUT_MS) < services' 65 s
 *   (UPSTREAM_KEEP_ALIVE_TIMEOUT_MS).
 * Browsers and load balancers reuse their idle connections to us, so we outwait them (75 s) and they
 * close first; towards the services we are the client, so we drop idle sockets (30 s) before a
 * service could close one under a request we are writing. headersTimeout must exceed keepAliveTimeout
 * or Node may cut a reused connection while its next request's headers are arriving (startHttpServer
 * sets it to keepAliveTimeout + 1 s).
 */
const CLIENT_KEEP_ALIVE_TIMEOUT_MS = 75_000;

const config = loadGatewayConfig();
runService({
  name: 'gateway',
  config: () => config,
  workers: (c) => c.GATEWAY_WORKERS,
  port: () => config.GATEWAY_PORT,
  keepAliveTimeoutMs: CLIENT_KEEP_ALIVE_TIMEOUT_MS,
  listening: cluster.isPrimary ? 'gateway listening' : 'gateway worker listening',
  start: ({ logger, own }) => {
    // Auto-pipelining sends the rate-limit scripts of concurrent requests in one write; its outages
    // are logged at debug, since the rate limiter already warns when it fails open.
    const redis = own(createRedis(config.REDIS_URL, { enableAutoPipelining: true }), (r) => r.quit());
    redis.on('error', (err) => logger.debug({ err: err.message }, 'redis connection error'));
    const app = buildGatewayApp({
      config,
      logger,
      rateLimiter: rateLimiterFromConfig(config, redis, logger),
      sessions: createSessionResolver({ redis, authServiceUrl: config.AUTH_SERVICE_URL }),
      checkRedis: () => checkRedis(redis),
      queueRedis: redis,
      clusterWorker: cluster.isWorker,
    });
    own(app, (a) => a.close());
    return { app, info: { worker: cluster.worker?.id } };
  },
});
