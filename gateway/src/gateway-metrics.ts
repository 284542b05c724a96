import { Counter } from 'prom-client';
import type { RateLimitClass } from '@uniform/contracts';
import { createHttpMetrics, type HttpMetrics } from '@uniform/service-kit';
import type { UpstreamFailure } from './upstream-proxy';

export interface GatewayMetrics {
  http: HttpMetrics;
  upstreamError: (service: string, failure: UpstreamFailure) => void;
  rateLimited: (bucket: RateLimitClass) => void;
  limiterFailOpen: () => void;
}

/**
 * The service kit's request count and latency histogram (route label: the routing-table prefix,
 * never the raw path) plus what only the gateway sees: failed upstream calls, refused requests,
 * and requests served without a rate-limit decision.
 */
export function createGatewayMetrics(): GatewayMetrics {
  const http = createHttpMetrics('gateway');
  const upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Requests the gateway could not complete upstream, by service and kind (unavailable, reset, timeout)',
    labelNames: ['service', 'kind'] as const,
    registers: [http.registry],
  });
  const rateLimited = new Counter({
    name: 'gateway_rate_limited_total',
    help: 'Requests refused by the per-IP rate limit, by bucket',
    labelNames: ['bucket'] as const,
    registers: [http.registry],
  });
  const failOpen = new Counter({
    name: 'gateway_rate_limiter_fail_open_total',
    help: 'Requests served without a rate-limit decision because Redis failed or did not answer in time',
    registers: [http.registry],
  });
  return {
    http,
    upstreamError: (service, kind) => upstreamErrors.inc({ service, kind }),
    rateLimited: (bucket) => rateLimited.inc({ bucket }),
    limiterFailOpen: () => failOpen.inc(),
  };
}
