import { z } from 'zod';
import { errorBodySchema } from './errors';
import { SESSION_COOKIE_NAME } from './operations/auth.operations';
import type { Operation, OperationResponse } from './operations/operation';
import { OPERATIONS } from './operations/operations';
import { resolveRoute, SERVICES, type ServiceDefinition } from './routing';

/**
 * OpenAPI 3.1 from the zod contracts. zod 4's own `z.toJSONSchema` writes JSON Schema draft
 * 2020-12, which is OpenAPI 3.1's schema dialect, so no translation layer is needed: requests are
 * converted with io 'input' (defaults optional, transforms by their input), responses with io
 * 'output'. Schemas named with `.meta({ id })` become components; a named schema whose input and
 * output differ (a default, a transform) gets a second component, `<id>Input`.
 */

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';
/** The body limit of a service unless it sets its own (the service kit's default). */
export const REQUEST_BODY_LIMIT_KB = 100;

const SCHEMAS = '#/components/schemas/';
const RESPONSES = '#/components/responses/';
/** Marks refs made while converting a request; resolved to `<id>` or `<id>Input` at the end. */
const INPUT_MARK = '@input';
const ID_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;

type Io = 'input' | 'output';

/** The platform's own errors, answered by the gateway or the service kit for any call. */
const PLATFORM_ERRORS = {
  BadRequest: {
    status: 400,
    description:
      'Invalid input: VALIDATION_FAILED with `issues` naming each field and its message, or MALFORMED_JSON',
  },
  Unauthenticated: { status: 401, description: 'Not signed in (UNAUTHENTICATED)' },
  NotFound: { status: 404, description: 'No API endpoint with this method and path (NOT_FOUND)' },
  ForbiddenOrigin: {
    status: 403,
    description: 'A state-changing request sent from another site (FORBIDDEN_ORIGIN)',
  },
  PayloadTooLarge: {
    status: 413,
    description: `Body over the service's limit (PAYLOAD_TOO_LARGE): ${REQUEST_BODY_LIMIT_KB} kB unless the call says otherwise`,
  },
  UnsupportedMediaType: { status: 415, description: 'Body is not JSON (UNSUPPORTED_MEDIA_TYPE)' },
  RateLimited: {
    status: 429,
    description: 'Too many requests from this address (RATE_LIMITED); retry after Retry-After seconds',
    retryAfter: true,
  },
  Internal: {
    status: 500,
    description: 'Something went wrong on our side (INTERNAL); nothing internal leaks',
  },
  BadGateway: {
    status: 502,
    description: 'The service dropped the connection (UPSTREAM_UNAVAILABLE)',
  },
  Unavailable: {
    status: 503,
    description: 'The service is down: "<Service> is temporarily unavailable" (UPSTREAM_UNAVAILABLE)',
    retryAfter: true,
  },
  GatewayTimeout: { status: 504, description: 'The service did not answer in time (UPSTREAM_TIMEOUT)' },
} as const;
type PlatformError = keyof typeof PLATFORM_ERRORS;

const RETRY_AFTER = {
  description: 'Seconds to wait before retrying',
  schema: { type: 'integer', minimum: 0 },
};

/** Builds the document; pure, so the gateway computes it once and tests can build it from any list. */
export function buildOpenApiDocument(operations: readonly Operation[] = OPERATIONS): OpenApiDocument {
  assertDistinct(operations);
  const schemas = new SchemaCollector();
  const errorBody = schemas.convert(errorBodySchema, 'output');

  const responses: Record<string, JsonSchema> = {};
  for (const [name, error] of Object.entries(PLATFORM_ERRORS)) {
    responses[name] = errorResponse(error.description, errorBody, 'retryAfter' in error);
  }

  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const service = ownerOf(operation);
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = operationObject(operation, service, schemas, errorBody);
  }

  const owners = new Set(operations.map((operation) => ownerOf(operation).name));
  const { components, resolve } = schemas.finish();
  return resolve({
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Uniform API',
      version: API_VERSION,
      description: [
        'AI personal-brand styling: the questionnaire analysis, stylist and brand-strategist chats, the personal brand, the PDF guide, community recommendations, Getup texts, the manifesto wizard, the Still Core journal and privacy inquiries.',
        '',
        '- Every call goes through the gateway; calls send cookies, and bodies are JSON.',
        `- Every error answer is JSON \`{ message, code, issues? }\` (ErrorBody); \`message\` is a sentence the UI shows as is. An unknown /api path answers 404 (NotFound).`,
        '- The free tier keeps no data: the browser holds the analysis and sends it with each call that needs it.',
        "- AI answers come from the configured model, or from the built-in engine when there is none or it fails; `engine` ('ai' or 'offline') says which.",
        '- Where the spec leaves an answer "not shown", the decision is listed in the call\'s description.',
      ].join('\n'),
    },
    servers: [{ url: '/', description: 'The gateway that serves this document' }],
    tags: SERVICES.filter((service) => owners.has(service.name)).map((service) => ({
      name: service.title,
      description: `The ${service.name} service: ${service.routes.map((route) => route.prefix).join(', ')}`,
    })),
    paths,
    components: {
      schemas: components,
      responses,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The HttpOnly session cookie set by sign-in and sign-up',
        },
      },
    },
  });
}

function assertDistinct(operations: readonly Operation[]) {
  const ids = new Set<string>();
  const routes = new Set<string>();
  for (const operation of operations) {
    const route = `${operation.method.toUpperCase()} ${operation.path}`;
    if (ids.has(operation.id)) throw new Error(`Two operations share the id ${operation.id}`);
    if (routes.has(route)) throw new Error(`Two operations share ${route}`);
    ids.add(operation.id);
    routes.add(route);
  }
}

function ownerOf(operation: Operation): ServiceDefinition {
  const owner = resolveRoute(operation.path)?.service;
  if (!owner) throw new Error(`No service owns ${operation.path}; add its prefix to SERVICES`);
  return owner;
}

function errorResponse(description: string, errorBody: JsonSchema, retryAfter: boolean): JsonSchema {
  return {
    description,
    ...(retryAfter ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
    content: { 'application/json': { schema: errorBody } },
  };
}

function operationObject(
  operation: Operation,
  service: ServiceDefinition,
  schemas: SchemaCollector,
  errorBody: JsonSchema,
): JsonSchema {
  const rateLimit = resolveRoute(operation.path)!.rule.rateLimit;
  const { body, query, params } = operation.request ?? {};

  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] = successResponse(response, schemas);
  }
  const platform: PlatformError[] = [
    ...(body || query ? (['BadRequest'] as const) : []),
    ...(operation.auth === 'required' ? (['Unauthenticated'] as const) : []),
    // A malformed path parameter names no resource: 404 with the parameter schema's message.
    ...(params ? (['NotFound'] as const) : []),
    // Every write (POST, PUT) is refused from another site; only GET is safe.
    ...(operation.method === 'get' ? [] : (['ForbiddenOrigin'] as const)),
    ...(body ? (['PayloadTooLarge', 'UnsupportedMediaType'] as const) : []),
    'RateLimited',
    'Internal',
    'BadGateway',
    'Unavailable',
    'GatewayTimeout',
  ];
  for (const name of platform)
    responses[String(PLATFORM_ERRORS[name].status)] = { $ref: `${RESPONSES}${name}` };
  // A call's own meaning of a status replaces the platform's generic one.
  for (const [status, description] of Object.entries(operation.errors ?? {})) {
    responses[status] = errorResponse(description, errorBody, status === '429' || status === '503');
  }

  return {
    operationId: operation.id,
    summary: operation.summary,
    description: describe(operation, service, rateLimit),
    tags: [service.title],
    ...(operation.auth === 'required' ? { security: [{ session: [] }] } : {}),
    ...(operation.auth === 'optional' ? { security: [{}, { session: [] }] } : {}),
    ...(params || query
      ? {
          parameters: [
            ...(params ? parameters(schemas.convert(params, 'input'), schemas, 'path') : []),
            ...(query ? parameters(schemas.convert(query, 'input'), schemas, 'query') : []),
          ],
        }
      : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemas.convert(body, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
    'x-service': service.name,
    'x-rate-limit': rateLimit,
    'x-auth': operation.auth,
  };
}

function describe(operation: Operation, service: ServiceDefinition, rateLimit: string): string {
  const access = {
    none: 'Anyone; nothing about the caller is stored.',
    optional: 'Anyone; acts on the session when there is one.',
    required: 'Signed-in users only (session cookie); 401 otherwise.',
  }[operation.auth];
  const decisions = operation.decisions?.length
    ? ['', '**Where the spec is silent, we decided:**', ...operation.decisions.map((d) => `- ${d}`)]
    : [];
  return [
    operation.description,
    ...decisions,
    '',
    `Access: ${access} Rate limit: the "${rateLimit}" budget. Served by the ${service.name} service.`,
  ].join('\n');
}

function successResponse(response: OperationResponse, schemas: SchemaCollector): JsonSchema {
  const content: JsonSchema = {};
  if (response.schema) content['application/json'] = { schema: schemas.convert(response.schema, 'output') };
  if (response.stream) {
    content['text/event-stream'] = {
      schema: { type: 'string', description: 'Server-sent events; the data of each event is one JSON event' },
      'x-event-schema': schemas.convert(response.stream, 'output'),
    };
  }
  if (response.contentType) {
    content[response.contentType] = { schema: { type: 'string', contentMediaType: response.contentType } };
  }
  const headers = Object.entries(response.headers ?? {});
  return {
    description: response.description,
    ...(headers.length
      ? {
          headers: Object.fromEntries(
            headers.map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
          ),
        }
      : {}),
    ...(Object.keys(content).length ? { content } : {}),
  };
}

/** The properties of a params or query object schema as OpenAPI parameters (path ones are always required). */
function parameters(schema: JsonSchema, schemas: SchemaCollector, where: 'path' | 'query'): JsonSchema[] {
  const object = schemas.dereference(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** Converts zod schemas and gathers the named ones as components, per direction. */
class SchemaCollector {
  private readonly defs: Record<Io, Map<string, JsonSchema>> = { input: new Map(), output: new Map() };

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const generated = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      reused: 'inline',
      override: io === 'output' ? openStripObjects : undefined,
      // A saved profile answers with the questionnaire answers it keeps, whose schema normalises
      // input with transforms; their output is the same JSON again, documented as any value rather
      // than failing the whole document. Requests never hit this: their input form is exact.
      unrepresentable: io === 'output' ? 'any' : 'throw',
    }) as JsonSchema;
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = generated as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    for (const [id, def] of Object.entries($defs ?? {})) {
      if (!ID_PATTERN.test(id)) throw new Error(`Schema id "${id}" must be letters and digits`);
      const rewritten = rewriteRefs(def, io);
      const known = this.defs[io].get(id);
      if (known && JSON.stringify(known) !== JSON.stringify(rewritten)) {
        throw new Error(`Two different schemas share the id "${id}"`);
      }
      this.defs[io].set(id, rewritten);
    }
    return rewriteRefs(root, io);
  }

  /** The schema a `$ref` made by convert points to (or the schema itself). */
  dereference(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const input = ref.endsWith(INPUT_MARK);
    const id = ref.slice(SCHEMAS.length, input ? -INPUT_MARK.length : undefined);
    return this.defs[input ? 'input' : 'output'].get(id) ?? schema;
  }

  /**
   * The components, and a function that points every request-side ref at `<id>` or, when the
   * input form of that schema differs from its output form, at `<id>Input`.
   */
  finish(): { components: Record<string, JsonSchema>; resolve: <T>(value: T) => T } {
    const { input, output } = this.defs;
    const split = new Set<string>();
    for (const [id, def] of input) {
      const out = output.get(id);
      if (out && JSON.stringify(unmark(def)) !== JSON.stringify(out)) split.add(id);
    }
    // A schema that refers to a split one must split too: its input form points at `<id>Input`.
    for (let grew = true; grew;) {
      grew = false;
      for (const [id, def] of input) {
        if (split.has(id) || !output.has(id)) continue;
        if ([...split].some((other) => JSON.stringify(def).includes(`"${SCHEMAS}${other}${INPUT_MARK}"`))) {
          split.add(id);
          grew = true;
        }
      }
    }
    const nameOf = (id: string) => (split.has(id) ? `${id}Input` : id);
    const resolve = <T>(value: T): T =>
      JSON.parse(
        JSON.stringify(value).replace(
          new RegExp(`"${escapeRegExp(SCHEMAS)}([A-Za-z0-9]+)${INPUT_MARK}"`, 'g'),
          (_match, id: string) => `"${SCHEMAS}${nameOf(id)}"`,
        ),
      ) as T;

    const components: Record<string, JsonSchema> = Object.fromEntries(output);
    for (const [id, def] of input) {
      const name = nameOf(id);
      if (output.has(id) && !split.has(id)) continue;
      if (split.has(id) && (output.has(name) || input.has(name))) {
        throw new Error(`Schema id "${name}" is taken; rename it so "${id}" can have an input form`);
      }
      components[name] = resolve(def);
    }
    const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
    return { components: sorted, resolve };
  }
}

/**
 * Responses may gain optional fields over time and clients ignore unknown keys, so output objects
 * that strip unknown keys on parse are not documented as closed (zod would write
 * additionalProperties: false). Strict objects keep it.
 */
function openStripObjects(ctx: { zodSchema: { _zod: { def: object } }; jsonSchema: JsonSchema }) {
  const def = ctx.zodSchema._zod.def as { type?: string; catchall?: unknown };
  if (def.type === 'object' && def.catchall === undefined && ctx.jsonSchema.additionalProperties === false) {
    delete ctx.jsonSchema.additionalProperties;
  }
}

/** zod names its local defs `#/$defs/<id>`; in the document they live under components. */
function rewriteRefs(value: JsonSchema, io: Io): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) =>
        key === '$ref' && typeof child === 'string' && child.startsWith('#/$defs/')
          ? [key, `${SCHEMAS}${child.slice('#/$defs/'.length)}${io === 'input' ? INPUT_MARK : ''}`]
          : [key, walk(child)],
      ),
    );
  };
  return walk(value) as JsonSchema;
}

/** The input form with its refs pointing at output names, to compare it with the output form. */
function unmark(value: JsonSchema): JsonSchema {
  return JSON.parse(
    JSON.stringify(value).replace(
      new RegExp(`"(${escapeRegExp(SCHEMAS)}[A-Za-z0-9]+)${INPUT_MARK}"`, 'g'),
      (_match, ref: string) => `"${ref}"`,
    ),
  ) as JsonSchema;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
