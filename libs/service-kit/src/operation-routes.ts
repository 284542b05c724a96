import type { Express, Request, Response, Router } from 'express';
import type { z } from 'zod';
import {
  operationById,
  OPERATIONS,
  resolveApiPath,
  type OperationById,
  type OperationId,
  type OperationResponseBody,
} from '@uniform/contracts';
import type { ServiceAppDeps } from './app';
import { AppError } from './app-error';
import type { AuthenticatedUser } from './identity';
import { createLogger } from './logger';
import { parseRequest } from './validate';

type ParsedPart<Id extends OperationId, Part extends 'body' | 'query'> =
  OperationById<Id> extends { request: { [P in Part]: infer S extends z.ZodType } } ? z.output<S> : undefined;

/** Who is signed in, as the operation's `auth` promises it: always there when it is required. */
type UserFor<Id extends OperationId, User> = OperationById<Id>['auth'] extends 'required'
  ? User
  : OperationById<Id>['auth'] extends 'optional'
    ? User | undefined
    : undefined;

/** What a handler receives: the request parts parsed by the operation's own schemas, and the user. */
export interface OperationInput<Id extends OperationId, User = AuthenticatedUser> {
  body: ParsedPart<Id, 'body'>;
  query: ParsedPart<Id, 'query'>;
  user: UserFor<Id, User>;
}

/** The documented JSON success body, or anything for an operation answering another type (a PDF). */
type ResponseBody<Id extends OperationId> = [OperationResponseBody<Id>] extends [never]
  ? unknown
  : OperationResponseBody<Id>;

/** Writes the answer; `res.json` takes only the operation's documented success body. */
export type OperationHandler<Id extends OperationId, User = AuthenticatedUser> = (
  input: OperationInput<Id, User>,
  req: Request,
  res: Response<ResponseBody<Id>>,
) => unknown;

export interface MountOptions<User> {
  /**
   * Who is signed in, for operations whose auth is required or optional; by default the gateway's
   * signed identity (req.user). The auth service, which owns sessions, resolves its cookie instead.
   */
  user?: (req: Request) => User | null | undefined | Promise<User | null | undefined>;
  /** The 401 message when auth is required and nobody is signed in. */
  signInMessage?: string;
}

/**
 * Mounts one operation of the contracts on a router: its method and path, its auth requirement
 * (401 JSON before anything else is read) and its request schemas (415/400 JSON), then calls the
 * handler with the parsed input. Routes that are not operations stay hand-mounted and are listed in
 * UNDOCUMENTED_API_PATHS.
 */
export function mountOperation<Id extends OperationId, User = AuthenticatedUser>(
  router: Router,
  id: Id,
  handler: OperationHandler<Id, User>,
  options: MountOptions<User> = {},
): void {
  const operation: OperationById<OperationId> = operationById(id);
  const request: { body?: z.ZodType; query?: z.ZodType } = 'request' in operation ? operation.request : {};
  const resolveUser = options.user ?? ((req: Request) => req.user as User | undefined);
  router[operation.method](operation.path, async (req: Request, res: Response) => {
    const user = operation.auth === 'none' ? undefined : ((await resolveUser(req)) ?? undefined);
    if (operation.auth === 'required' && user === undefined)
      throw AppError.unauthenticated(options.signInMessage);
    const parsed = parseRequest(req, request);
    const input = { body: parsed.body, query: parsed.query, user } as OperationInput<Id, User>;
    await handler(input, req, res as Response<ResponseBody<Id>>);
  });
}

/**
 * The routes a service must mount for its operations, as sorted "METHOD /path": the operations whose
 * path the routing table gives to this service.
 */
export function operationRoutesOf(service: string): string[] {
  return OPERATIONS.filter((operation) => resolveApiPath(operation.path)?.service.name === service)
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)
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
