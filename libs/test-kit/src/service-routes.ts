import type { Express } from 'express';
import { OPERATIONS, resolveRoute } from '@uniform/contracts';
import { createLogger, expressPath, type ServiceAppDeps } from '@uniform/service-kit';

/**
 * The routes a service must mount for its operations, as sorted "METHOD /path" (path parameters as
 * Express spells them, `:id`): the operations whose path the routing table gives to this service.
 */
export function operationRoutesOf(service: string): string[] {
  return OPERATIONS.filter((operation) => resolveRoute(operation.path)?.service.name === service)
    .map((operation) => `${operation.method.toUpperCase()} ${expressPath(operation.path)}`)
    .sort();
}

/**
 * A dependency that mounting routes must not use: any property read throws. Lets a test build an
 * app to list its routes without the database, Redis or the model behind it.
 */
export function unusedDependency<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      throw new Error(`${name}.${String(key)} was used while mounting routes`);
    },
  });
}

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

/**
 * Every route an app mounts, as "METHOD /path", read from Express's router stack (routers mounted
 * with app.use(router) at the root included).
 */
export function mountedRoutes(app: Express): string[] {
  const walk = (stack: RouteLayer[]): string[] =>
    stack.flatMap((layer) => {
      if (layer.route)
        return Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${layer.route!.path}`);
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((app as unknown as { router: { stack: RouteLayer[] } }).router.stack);
}

/** The routes an app mounts under /api, sorted: for tests proving a service serves what it owns. */
export function mountedApiRoutes(app: Express): string[] {
  return mountedRoutes(app)
    .filter((route) => route.includes(' /api/'))
    .sort();
}

/** The shared part of a buildApp's deps for a routes test: a silent logger and nothing to be ready for. */
export function routesTestDeps(service: string): ServiceAppDeps {
  return { logger: createLogger(`${service}-test`, 'silent'), readiness: {} };
}

/**
 * The routes test every service has: its app, built by `build` from the shared deps (plus dependencies
 * of its own that throw if mounting touches them, see unusedDependency), mounts under /api exactly the
 * operations the routing table gives the service, and `notOperations` (routes that are not
 * operations, such as the carrier's webhooks), and nothing else.
 */
export function describeOperationRoutes(
  service: string,
  build: (deps: ServiceAppDeps) => Express,
  notOperations: readonly string[] = [],
): void {
  describe(`the ${service} routes`, () => {
    test('When the app is built, then it mounts every operation the routing table gives it under /api and nothing else', () => {
      expect(mountedApiRoutes(build(routesTestDeps(service)))).toEqual(
        [...operationRoutesOf(service), ...notOperations].sort(),
      );
    });
  });
}
