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
 * Every /api path a service serves, spelled exactly as its router matches it (case-sensitive, strict),
 * so one lookup is the whole canonical-path rule: a case variant, `//`, a `.` or `..` segment, a
 * trailing `/`, a backslash or any percent-encoding is simply not in it. Paths with `{name}`
 * segments are templates, matched below.
 */
const ALL_ROUTES: readonly (readonly [string, ApiRoute])[] = [
  ...OPERATIONS.map((operation) => operation.path),
  ...UNDOCUMENTED_API_PATHS,
].map((path) => {
  const route = resolveRoute(path);
  if (!route) throw new Error(`No service in the routing table owns ${path}`);
  return [path, route] as const;
});
const isTemplate = (path: string) => path.includes('{');
const API_ROUTES: ReadonlyMap<string, ApiRoute> = new Map(ALL_ROUTES.filter(([path]) => !isTemplate(path)));

/**
 * A `{name}` segment (`/api/style-profiles/{id}/restore`) matches one segment of letters, digits,
 * `-` and `_` (a uuid, a slug): never a dot, a slash, a backslash, a brace or a percent-encoding, so
 * the canonical-path rule holds for these paths too. The service's params schema decides whether
 * the value names anything.
 */
const PARAM_SEGMENT = '[A-Za-z0-9_-]{1,64}';
const escapeSegment = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATED_ROUTES: readonly { pattern: RegExp; route: ApiRoute }[] = ALL_ROUTES.filter(([path]) =>
  isTemplate(path),
).map(([path, route]) => ({
  pattern: new RegExp(
    `^${path
      .split('/')
      .map((segment) => (/^\{\w+\}$/.test(segment) ? PARAM_SEGMENT : escapeSegment(segment)))
      .join('/')}$`,
  ),
  route,
}));

/** Every canonical /api path (templates with their `{name}` segments as written), for tests and tools. */
export const API_PATHS: readonly string[] = ALL_ROUTES.map(([path]) => path);

/**
 * The service and routing rule for a request path (without its query), or undefined when the path is
 * not one a service serves in exactly this spelling. The gateway routes, rate-limits and signs identity
 * only on such a path, so it is the same path the service matches.
 */
export function resolveApiPath(path: string): ApiRoute | undefined {
  return API_ROUTES.get(path) ?? TEMPLATED_ROUTES.find(({ pattern }) => pattern.test(path))?.route;
}
