import { OPERATIONS } from './operations/operations';
import { resolveRoute, type RouteRule, type ServiceDefinition } from './routing';

/** Every /api path starts here; the gateway's own pages and the services' routes live under it. */
export const API_PREFIX = '/api';

/** The gateway's own page: Swagger UI over the OpenAPI document generated from OPERATIONS. */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;

/**
 * Paths the sms service serves that are not documented operations: the carrier's signed webhooks
 * and the outbox for operators. The service mounts them by these names.
 */
export const SMS_UNDOCUMENTED_PATHS = {
  inbound: `${API_PREFIX}/sms/inbound`,
  status: `${API_PREFIX}/sms/status`,
  adminOutbox: `${API_PREFIX}/sms/admin/outbox`,
} as const;

/**
 * Every path a service serves outside OPERATIONS. A path a service adds outside OPERATIONS goes here,
 * or the gateway answers it 404 (routing.test.ts reads the services' routes to keep this list whole).
 */
export const UNDOCUMENTED_API_PATHS: readonly string[] = Object.values(SMS_UNDOCUMENTED_PATHS);

export interface ApiRoute {
  service: ServiceDefinition;
  rule: RouteRule;
}

/**
 * Every /api path a service serves, spelled exactly as its router matches it (case-sensitive, strict).
 * No operation has path parameters, so the set is finite and one lookup is the whole canonical-path
 * rule: a case variant, `//`, a `.` or `..` segment, a trailing `/`, a backslash or any
 * percent-encoding is simply not in it.
 */
const API_ROUTES: ReadonlyMap<string, ApiRoute> = new Map(
  [...OPERATIONS.map((operation) => operation.path), ...UNDOCUMENTED_API_PATHS].map((path) => {
    const route = resolveRoute(path);
    if (!route) throw new Error(`No service in the routing table owns ${path}`);
    return [path, route];
  }),
);

/** Every canonical /api path, for tests and tools. */
export const API_PATHS: readonly string[] = [...API_ROUTES.keys()];

/**
 * The service and routing rule for a request path (without its query), or undefined when the path is
 * not one a service serves in exactly this spelling. The gateway routes, rate-limits and signs identity
 * only on such a path, so it is the same path the service matches.
 */
export function resolveApiPath(path: string): ApiRoute | undefined {
  return API_ROUTES.get(path);
}
