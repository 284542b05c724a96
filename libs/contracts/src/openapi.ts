import { z } from 'zod';
import { errorBodySchema } from './errors';
import { OPERATIONS, type Operation } from './operations';
import { resolveRoute } from './routing';

type JsonSchema = Record<string, unknown>;

/**
 * OpenAPI 3.1 from the zod contracts (zod 4's own JSON Schema output, draft 2020-12, which OpenAPI
 * 3.1 uses). Schemas with `.meta({ id })` become components; everything else is inlined.
 */
export function buildOpenApiDocument(): Record<string, unknown> {
  const components: Record<string, JsonSchema> = {};
  const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const generated = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      reused: 'inline',
    });
    // Named sub-schemas come out as local $defs; in the document they live under components.
    const json = JSON.parse(
      JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema;
    const { $defs, $schema: _ignored, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, def] of Object.entries($defs ?? {})) components[id] ??= def;
    const id = z.globalRegistry.get(schema)?.id;
    if (typeof id === 'string') {
      components[id] ??= rest;
      return { $ref: `#/components/schemas/${id}` };
    }
    return rest;
  };

  const errorRef = toSchema(errorBodySchema, 'output');
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: errorRef } },
  });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = operationObject(op, toSchema, errorResponse);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Uniform API',
      version: '1.0.0',
      description:
        'AI personal-brand styling. Every error answer is JSON { message, code, issues? }. Calls send cookies; the session cookie is HttpOnly.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(OPERATIONS.map((op) => tagOf(op)))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
  };
}

function tagOf(op: Operation): string {
  return resolveRoute(op.path)?.service.title ?? 'Other';
}

function operationObject(
  op: Operation,
  toSchema: (schema: z.ZodType, io: 'input' | 'output') => JsonSchema,
  errorResponse: (description: string) => unknown,
) {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(op.responses)) {
    responses[status] = response.schema
      ? {
          description: response.description,
          content: { 'application/json': { schema: toSchema(response.schema, 'output') } },
        }
      : response.contentType
        ? {
            description: response.description,
            content: { [response.contentType]: { schema: { type: 'string', format: 'binary' } } },
          }
        : { description: response.description };
  }
  if (op.request?.body || op.request?.query)
    responses['400'] = errorResponse('Invalid input: the issues name each field');
  if (op.request?.body) {
    responses['413'] = errorResponse('Body larger than the limit (100 kB)');
    responses['415'] = errorResponse('Body is not JSON');
  }
  if (op.auth === 'required') responses['401'] = errorResponse('Not signed in');
  responses['429'] = errorResponse('Too many requests; see Retry-After');
  responses['503'] = errorResponse('The service is temporarily unavailable');

  const parameters = op.request?.query ? queryParameters(toSchema(op.request.query, 'input')) : undefined;
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [tagOf(op)],
    ...(op.auth === 'required' ? { security: [{ session: [] }] } : {}),
    ...(parameters ? { parameters } : {}),
    ...(op.request?.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(op.request.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

function queryParameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}
