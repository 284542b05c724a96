import { z } from 'zod';
import { buildOpenApiDocument, type JsonSchema, type OpenApiDocument } from './openapi';
import type { Operation } from './operations/operation';
import { OPERATIONS } from './operations/operations';
import { PROFILE_OPERATIONS } from './operations/profiles.operations';
import { SERVICES } from './routing';

type OperationObject = {
  operationId: string;
  description: string;
  tags: string[];
  responses: Record<string, JsonSchema>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { name: string; in: string; required: boolean }[];
  security?: unknown[];
};

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as unknown as OperationObject })),
  );

/** Follows a local JSON pointer such as #/components/schemas/Analysis. */
const resolvePointer = (doc: unknown, ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);

const refsIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument();
  const operations = operationsOf(doc);

  test('When it is built, then it is OpenAPI 3.1 with every operation, the saved-profile ones included', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(OPERATIONS.length);
    expect(operations.map((o) => o.op.operationId)).toEqual(
      expect.arrayContaining(PROFILE_OPERATIONS.map((op) => op.id)),
    );
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(OPERATIONS.map((op) => op.id).sort());
  });

  test('When every $ref is followed, then it lands on a schema or response of the document', () => {
    const refs = refsIn(doc);

    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/(schemas|responses)\/[A-Za-z0-9]+$/);
      expect([ref, resolvePointer(doc, ref)]).toEqual([ref, expect.any(Object)]);
    }
  });

  test('When it is built twice, then it is the same document (safe to compute once and cache)', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(doc));
  });

  test('When the tags are read, then there is one per service and each operation has its owner', () => {
    expect(doc.tags.map((tag) => tag.name)).toEqual(SERVICES.map((service) => service.title));
    const privacy = operations.find((o) => o.op.operationId === 'submitPrivacyInquiry')!.op;
    expect(privacy.tags).toEqual(['Privacy']);
  });

  test('When any call fails, then each error answer is an ErrorBody', () => {
    for (const { op } of operations) {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.map(([status]) => status)).toEqual(
        expect.arrayContaining(['429', '500', '502', '503', '504']),
      );
      for (const [, response] of errors) {
        const resolved = (
          typeof response.$ref === 'string' ? resolvePointer(doc, response.$ref) : response
        ) as {
          content: { 'application/json': { schema: JsonSchema } };
        };
        expect(resolved.content['application/json'].schema).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
  });

  test('When a call takes a body, then it documents 400, 413 and 415; a signed-in call documents 401', () => {
    const byId = Object.fromEntries(operations.map((o) => [o.op.operationId, o.op]));

    expect(Object.keys(byId.submitPrivacyInquiry!.responses)).toEqual(
      expect.arrayContaining(['201', '400', '403', '413', '415']),
    );
    expect(Object.keys(byId.getMeditationHistory!.responses)).toContain('401');
    expect(byId.getMeditationHistory!.security).toEqual([{ session: [] }]);
    expect(Object.keys(byId.getFallbackArchetypes!.responses)).not.toContain('400');
  });

  test('When a decision was made where the spec is silent, then the description says it', () => {
    const privacy = operations.find((o) => o.op.operationId === 'submitPrivacyInquiry')!.op;

    expect(privacy.description).toContain('Where the spec is silent, we decided:');
    expect(privacy.description).toContain('201 with the inquiry id');
  });

  test('When a call has a query, then each field is a query parameter', () => {
    const entry = operations.find((o) => o.op.operationId === 'getMeditationEntry')!.op;

    expect(entry.parameters).toEqual([
      expect.objectContaining({ name: 'date', in: 'query', required: true }),
    ]);
  });

  test('When a call writes with PUT, then it documents its body like a POST (400, 403 from another site, 413, 415)', () => {
    const save = operations.find((o) => o.op.operationId === 'saveStyleProfile')!;

    expect(save.method).toBe('put');
    expect(save.path).toBe('/api/style-profile');
    expect(Object.keys(save.op.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415']),
    );
    expect(save.op.requestBody!.content['application/json']!.schema).toEqual({
      $ref: expect.stringMatching(/^#\/components\/schemas\/StyleProfileContent/),
    });
    const read = operations.find((o) => o.op.operationId === 'getStyleProfile')!.op;
    expect(Object.keys(read.responses)).not.toContain('403');
  });

  test('When a path has a {name} segment, then it is a required path parameter and a malformed one is a 404', () => {
    const restore = operations.find((o) => o.op.operationId === 'restoreStyleProfile')!;

    expect(restore.path).toBe('/api/style-profiles/{id}/restore');
    expect(restore.op.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ format: 'uuid' }),
      }),
    ]);
    expect(Object.keys(restore.op.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
    expect(Object.keys(restore.op.responses)).not.toContain('400');
  });

  test('When the PDF and the chat answers are read, then they document their media types', () => {
    const pdf = operations.find((o) => o.op.operationId === 'generatePdf')!.op;
    const chat = operations.find((o) => o.op.operationId === 'chatStylist')!.op;

    expect(Object.keys(pdf.responses['200']!.content as object)).toEqual(['application/pdf']);
    expect(Object.keys(chat.responses['200']!.content as object)).toEqual([
      'application/json',
      'text/event-stream',
    ]);
  });

  test('When every request schema is walked, then each string, list and record a client sends is bounded', () => {
    const unbounded: string[] = [];
    const seen = new Set<unknown>();
    const walk = (node: unknown, at: string): void => {
      if (node === null || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const schema = node as JsonSchema;
      if (typeof schema.$ref === 'string') return walk(resolvePointer(doc, schema.$ref), schema.$ref);
      const bounded = (key: string) => typeof schema[key] === 'number';
      if (schema.type === 'string' && !bounded('maxLength') && !schema.enum && !('const' in schema)) {
        // A date's and a uuid's format bound their length.
        if (schema.format !== 'date' && schema.format !== 'uuid') unbounded.push(`${at}: string`);
      }
      if (schema.type === 'array' && !bounded('maxItems')) unbounded.push(`${at}: array`);
      if (typeof schema.additionalProperties === 'object') {
        const names = schema.propertyNames as JsonSchema | undefined;
        // Keys are bounded by a length or by a fixed list (a partial record over an enum).
        if (typeof names?.maxLength !== 'number' && !Array.isArray(names?.enum))
          unbounded.push(`${at}: record keys`);
      }
      for (const [key, child] of Object.entries(schema)) {
        if (Array.isArray(child)) child.forEach((item, i) => walk(item, `${at}.${key}[${i}]`));
        else walk(child, `${at}.${key}`);
      }
    };

    for (const { op } of operations) {
      walk(op.requestBody, `${op.operationId} body`);
      for (const parameter of op.parameters ?? []) walk(parameter, `${op.operationId} ?${parameter.name}`);
    }

    expect(seen.size).toBeGreaterThan(200);
    expect(unbounded).toEqual([]);
  });

  test('When a request has a default, then the document marks it optional with its default', () => {
    const answers = doc.components.schemas.QuestionnaireAnswers as {
      properties: Record<string, JsonSchema>;
      required?: string[];
    };

    expect(answers.required).toBeUndefined();
    expect(answers.properties.budget).toMatchObject({ default: 1000, minimum: 100 });
  });

  test("When the answers carry a photo's color measurements, then the document shows the field and its bounds", () => {
    const answers = doc.components.schemas.QuestionnaireAnswers as { properties: Record<string, JsonSchema> };
    const ref = (answers.properties.colorMeasurements as { $ref: string }).$ref;
    const measurements = resolvePointer(doc, ref) as {
      required: string[];
      properties: Record<string, { properties?: Record<string, JsonSchema> }>;
    };

    expect(ref).toBe('#/components/schemas/ColorMeasurements');
    expect(measurements.required).toEqual(expect.arrayContaining(['skin', 'iris', 'hair', 'undertone']));
    expect(measurements.properties.skin!.properties!.L).toMatchObject({ minimum: 0, maximum: 100 });
  });
});

describe('the generator', () => {
  const operation = (overrides: Partial<Operation>): Operation => ({
    id: 'sendPrivacyTest',
    method: 'post',
    path: '/api/privacy-inquiry',
    summary: 'Test',
    description: 'Test',
    auth: 'none',
    responses: { 200: { description: 'OK' } },
    ...overrides,
  });

  test('When a named schema has a default, then requests use <id>Input and answers use <id>', () => {
    const shared = z.object({ count: z.number().default(1) }).meta({ id: 'SplitProbe' });
    const wrapper = z.object({ probe: shared }).meta({ id: 'SplitProbeWrapper' });

    const doc = buildOpenApiDocument([
      operation({ request: { body: wrapper }, responses: { 200: { description: 'OK', schema: wrapper } } }),
    ]);

    const schemas = doc.components.schemas as Record<
      string,
      { required?: string[]; properties: Record<string, JsonSchema> }
    >;
    expect(schemas.SplitProbe!.required).toEqual(['count']);
    expect(schemas.SplitProbeInput!.required).toBeUndefined();
    expect(schemas.SplitProbeWrapperInput!.properties.probe).toEqual({
      $ref: '#/components/schemas/SplitProbeInput',
    });
    expect(schemas.SplitProbeWrapper!.properties.probe).toEqual({ $ref: '#/components/schemas/SplitProbe' });
    const body = (doc.paths['/api/privacy-inquiry']!.post as OperationObject).requestBody!;
    expect(body.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/SplitProbeWrapperInput',
    });
  });

  test('When two different schemas share an id, then building fails and names the id', () => {
    const a = z.object({ a: z.string() }).meta({ id: 'Twin' });
    const b = z.object({ b: z.number() }).meta({ id: 'Twin' });

    expect(() =>
      buildOpenApiDocument([
        operation({ responses: { 200: { description: 'OK', schema: a } } }),
        operation({
          id: 'other',
          path: '/api/privacy-inquiry/other',
          responses: { 200: { description: 'OK', schema: b } },
        }),
      ]),
    ).toThrow('Two different schemas share the id "Twin"');
  });

  test('When a path belongs to no service, then building fails', () => {
    expect(() => buildOpenApiDocument([operation({ path: '/api/nobody-owns-this' })])).toThrow(
      'No service owns /api/nobody-owns-this',
    );
  });

  test('When two operations share an id or a route, then building fails', () => {
    expect(() => buildOpenApiDocument([operation({}), operation({ path: '/api/sms/x' })])).toThrow(
      'Two operations share the id sendPrivacyTest',
    );
    expect(() => buildOpenApiDocument([operation({}), operation({ id: 'second' })])).toThrow(
      'Two operations share POST /api/privacy-inquiry',
    );
  });
});
