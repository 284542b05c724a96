import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import {
  operationById,
  type OperationById,
  type OperationId,
  type OperationResponseBody,
} from '@uniform/contracts';
import { AppError } from './app-error';
import type { AuthenticatedUser } from './identity';
import { parseRequest } from './validate';

type ParsedPart<Id extends OperationId, Part extends 'body' | 'query' | 'params'> =
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
  /** The `{name}` segments of the path, parsed by the operation's params schema. */
  params: ParsedPart<Id, 'params'>;
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

/** An operation's path as Express spells it: each `{name}` segment becomes `:name`. */
export function expressPath(operationPath: string): string {
  return operationPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Mounts one operation of the contracts on a router: its method and path, its auth requirement
 * (401 JSON before anything else is read), its path parameters (404 JSON when one does not parse:
 * a malformed id names no resource, so it is answered like an unknown one, with the schema's own
 * message) and its body and query schemas (415/400 JSON), then calls the handler with the parsed
 * input. Routes that are not operations stay hand-mounted and are listed in UNDOCUMENTED_API_PATHS.
 */
export function mountOperation<Id extends OperationId, User = AuthenticatedUser>(
  router: Router,
  id: Id,
  handler: OperationHandler<Id, User>,
  options: MountOptions<User> = {},
): void {
  const operation: OperationById<OperationId> = operationById(id);
  const { params, ...request }: { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType } =
    'request' in operation ? operation.request : {};
  const resolveUser = options.user ?? ((req: Request) => req.user as User | undefined);
  router[operation.method](expressPath(operation.path), async (req: Request, res: Response) => {
    const user = operation.auth === 'none' ? undefined : ((await resolveUser(req)) ?? undefined);
    if (operation.auth === 'required' && user === undefined)
      throw AppError.unauthenticated(options.signInMessage);
    const parsedParams = params?.safeParse(req.params);
    if (parsedParams && !parsedParams.success) throw AppError.notFound(parsedParams.error.issues[0]?.message);
    const parsed = parseRequest(req, request);
    const input = {
      body: parsed.body,
      query: parsed.query,
      params: parsedParams?.data,
      user,
    } as OperationInput<Id, User>;
    await handler(input, req, res as Response<ResponseBody<Id>>);
  });
}
