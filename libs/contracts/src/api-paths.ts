import { OPERATIONS } from './operations/operations';
import { resolveRoute, type RouteRule, type ServiceDefinition } from './routing';

/**
 * Paths services serve behind their prefix that are not documented operations: the carrier's signed
 * webhooks and the sms outbox for operators. A path a service adds outside OPERATIONS goes here, or
 * the gateway answers it 404 (routing.test.ts reads the services' routes to keep this list whole).
 */
export const UNDOCUMENTED_API_PATHS = [
  '/api/sms/inbound',
  '/api/sms/status',
  '/api/sms/admin/outbox',
] as const;

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
