import { execFileSync } from 'node:child_process';
import { createHash, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  OPERATIONS,
  SERVICES,
  errorBodySchema,
  type Operation,
  type ServiceDefinition,
} from '@uniform/contracts';
import fc from 'fast-check';
import pg from 'pg';
import { z } from 'zod';
import { useDatabase } from '../database';
import { e2eDatabaseUrl } from '../e2e-env';

/**
 * Hostile input against every documented call, through the gateway of the running product: generated
 * bodies, queries and headers (wrong types, missing and extra fields, huge strings, deep nesting,
 * prototype-pollution keys, lone surrogates, invalid UTF-8, wrong content types). For each case:
 * never a 5xx; every 4xx is the JSON error shape; a 2xx only for input the contract itself accepts;
 * a call that was refused changed nothing in the database; every service is still ready after.
 * FUZZ_RUNS sets the generated cases per call (`npm run fuzz` runs a long campaign).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const root = path.resolve(__dirname, '..', '..');

/**
 * The seed: FUZZ_SEED replays a run; `npm run fuzz` (FUZZ_RUNS set) explores with a random one; the
 * short campaign of `npm test` uses one derived from the commit, so every run of a commit sends the
 * same inputs and a failure there is a failure of the code, not of the draw.
 */
function fuzzSeed(): { seed: number; source: string } {
  if (process.env.FUZZ_SEED !== undefined)
    return { seed: Number(process.env.FUZZ_SEED), source: 'FUZZ_SEED' };
  if (process.env.FUZZ_RUNS !== undefined)
    return { seed: randomInt(2 ** 31), source: 'random (FUZZ_RUNS set)' };
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  return {
    seed: createHash('sha256').update(head).digest().readUInt32BE(0) % 2 ** 31,
    source: `commit ${head.slice(0, 12)}`,
  };
}
const { seed: SEED, source: SEED_SOURCE } = fuzzSeed();
// Playwright loads this file in the runner and again in each worker: a random seed drawn in the
// runner is handed to the workers it starts, so the seed printed is the seed used.
process.env.FUZZ_SEED ??= String(SEED);
console.log(`fuzz seed ${SEED} (${SEED_SOURCE}); replay with FUZZ_SEED=${SEED}`);

const ownerOf = (operation: Operation): ServiceDefinition | undefined =>
  (SERVICES as readonly ServiceDefinition[]).find((service) =>
    service.routes.some(
      (route) => operation.path === route.prefix || operation.path.startsWith(`${route.prefix}/`),
    ),
  );
const isBuilt = (service: ServiceDefinition) =>
  existsSync(path.join(root, 'services', service.name, 'package.json'));

/** The top-level field names a schema knows, so generated objects hit real fields with wrong values. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  type JsonSchema = { properties?: object; $ref?: string; $defs?: Record<string, JsonSchema> };
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  // Named schemas (.meta({ id })) come back as a $ref into $defs.
  const target = json.$ref ? json.$defs?.[json.$ref.replace('#/$defs/', '')] : json;
  return Object.keys(target?.properties ?? {});
}

/** What the server parsed, for judging a 2xx: the body as UTF-8 JSON (lenient, like the server). */
function parsedJson(data: string | Buffer | undefined): unknown {
  try {
    return data === undefined ? undefined : (JSON.parse(data.toString()) as unknown);
  } catch {
    return undefined;
  }
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '\udfff\ud800', '<script>alert(1)</script>', "' OR 1=1 --"),
  fc.constantFrom('../../etc/passwd', '%00', '${7*7}', '{{7*7}}', 'NaN', '-0', '1e309', 'x'.repeat(20_000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 40 }),
);

/** A JSON body for the call: either not an object at all, or an object of its fields with hostile values. */
function bodies(operation: Operation): fc.Arbitrary<unknown> {
  const names = fieldNames(operation.request?.body);
  const keys = fc.oneof(
    ...(names.length ? [fc.constantFrom(...names)] : []),
    fc.constantFrom(...POLLUTION_KEYS),
    fc.string({ maxLength: 12 }),
  );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(keys, hostileValue, { maxKeys: Math.max(4, names.length + 3) }),
  );
}

function queries(operation: Operation): fc.Arbitrary<string> {
  const names = fieldNames(operation.request?.query);
  const key = fc.oneof(
    ...(names.length ? [fc.constantFrom(...names)] : []),
    fc.constantFrom(...POLLUTION_KEYS),
  );
  const pair = fc.tuple(key, fc.oneof(hostileString, fc.constant('[object Object]'))).map(([k, v]) => {
    return `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'))}`;
  });
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&'));
}

interface Case {
  label: string;
  contentType?: string;
  data?: string | Buffer;
  query?: string;
  /** The parsed JSON the server received, when it was JSON; used to judge a 2xx. */
  json?: unknown;
}

/** Cases that must be rejected whatever the call: the shapes an attacker tries first. */
function fixedCases(operation: Operation): Case[] {
  const field = fieldNames(operation.request?.body)[0] ?? 'x';
  let deep = '1';
  for (let i = 0; i < 4_000; i += 1) deep = `{"a":${deep}}`;
  const cases: Case[] = [
    {
      label: 'oversized field',
      contentType: 'application/json',
      data: JSON.stringify({ [field]: 'x'.repeat(400_000) }),
    },
    { label: 'oversized body (2 MB)', contentType: 'application/json', data: `[${'1,'.repeat(1_000_000)}1]` },
    { label: 'deep nesting', contentType: 'application/json', data: `{"${field}":${deep}}` },
    {
      label: 'prototype pollution',
      contentType: 'application/json',
      data: `{"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}},"${field}":{"__proto__":{"polluted":true}}}`,
    },
    {
      label: 'invalid UTF-8',
      contentType: 'application/json',
      data: Buffer.concat([
        Buffer.from(`{"${field}":"`),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
        Buffer.from('"}'),
      ]),
    },
    { label: 'malformed JSON', contentType: 'application/json', data: `{"${field}": ` },
    { label: 'empty JSON body', contentType: 'application/json', data: '' },
    { label: 'text/plain', contentType: 'text/plain', data: JSON.stringify({ [field]: 'x' }) },
    {
      label: 'form encoded',
      contentType: 'application/x-www-form-urlencoded',
      data: `${field}=x&__proto__[a]=1`,
    },
    {
      label: 'multipart',
      contentType: 'multipart/form-data; boundary=zz',
      data: `--zz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nx\r\n--zz--\r\n`,
    },
    { label: 'no content type', data: JSON.stringify({ [field]: 'x' }) },
  ];
  return operation.method === 'post'
    ? cases.map((c) => (c.contentType === 'application/json' ? { ...c, json: parsedJson(c.data) } : c))
    : [{ label: 'pollution query', query: '__proto__[polluted]=1&constructor[prototype][x]=1' }];
}

async function send(request: APIRequestContext, operation: Operation, c: Case): Promise<APIResponse> {
  const url = c.query ? `${operation.path}?${c.query}` : operation.path;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (c.contentType) headers['content-type'] = c.contentType;
  return operation.method === 'get'
    ? request.get(url, { headers, failOnStatusCode: false })
    : request.post(url, { headers, data: c.data ?? '', failOnStatusCode: false });
}

/** A content hash of every table of every service schema: proof that a rejected call wrote nothing. */
async function databaseFingerprint(client: pg.Client): Promise<string> {
  const tables = await client.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        AND table_name <> '_prisma_migrations' ORDER BY 1, 2`,
  );
  const parts: string[] = [];
  for (const { schema, name } of tables.rows) {
    const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
    const { rows } = await client.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${quoted} t`,
    );
    parts.push(`${schema}.${name}:${rows[0]?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
}

/**
 * One campaign against one call: the fixed cases and RUNS generated ones. Prints the summary line
 * (cases, 4xx, 2xx, 5xx) and fails on any 5xx, any 4xx that is not the JSON error shape, any 2xx for
 * input the contract refuses, a write by a refused call, or an unready service after.
 */
async function campaign(
  request: APIRequestContext,
  db: pg.Client,
  operation: Operation,
  owner: ServiceDefinition,
  label: string,
): Promise<void> {
  const generated: Case[] = fc
    .sample(operation.method === 'get' ? queries(operation) : bodies(operation), {
      numRuns: RUNS,
      seed: SEED,
    })
    .map((value, index) =>
      typeof value === 'string'
        ? { label: `generated query #${index}`, query: value }
        : {
            label: `generated body #${index}`,
            contentType: 'application/json',
            data: JSON.stringify(value),
            json: value,
          },
    );
  const cases = [...fixedCases(operation), ...generated];
  // Compared around every call: a refused call stores nothing, whatever the calls before it accepted.
  let stored = await databaseFingerprint(db);
  const tally = { '2xx': 0, '4xx': 0, '5xx': 0 };
  const defects: string[] = [];

  for (const c of cases) {
    const response = await send(request, operation, c);
    const status = response.status();
    const context = `${c.label} → ${status}`;
    if (status >= 500) {
      tally['5xx'] += 1;
      defects.push(`${context}: ${(await response.text()).slice(0, 200)}`);
    } else if (status >= 400) {
      tally['4xx'] += 1;
      const isJson = (response.headers()['content-type'] ?? '').includes('application/json');
      const body: unknown = isJson ? await response.json() : await response.text();
      if (!isJson || !errorBodySchema.safeParse(body).success)
        defects.push(`${context}: not the JSON error shape: ${JSON.stringify(body).slice(0, 200)}`);
    } else {
      tally['2xx'] += 1;
      // Accepted only when the contract accepts it too: the server is never looser than the documents.
      const schema = operation.request?.body;
      if (
        operation.method === 'post' &&
        schema &&
        !(c.json !== undefined && schema.safeParse(c.json).success)
      )
        defects.push(`${context}: accepted a body the contract refuses: ${String(c.data).slice(0, 200)}`);
    }
    const after = await databaseFingerprint(db);
    if (status >= 400 && after !== stored) defects.push(`${context}: refused, but changed stored data`);
    stored = after;
  }
  console.log(
    `fuzz ${label}: ${cases.length} cases, ${tally['4xx']} 4xx, ${tally['2xx']} 2xx, 5xx = ${tally['5xx']} (seed ${SEED})`,
  );
  expect(defects, `${operation.id} (FUZZ_SEED=${SEED})`).toEqual([]);

  // Still healthy: the owning service answers ready after the whole campaign.
  const ready = await request.get(`http://127.0.0.1:${owner.port}/readyz`, { failOnStatusCode: false });
  expect(ready.status(), `${owner.name} readiness after fuzzing`).toBe(200);
}

const SIGNED_IN_PASSWORD = 'hostile-input-campaign';
/** Calls that end the session would sign the campaign out after its first case. */
const endsSession = (operation: Operation) => operation.id === 'logout';

test.describe('hostile input against every documented call', () => {
  const db = useDatabase(e2eDatabaseUrl());

  for (const operation of OPERATIONS as readonly Operation[]) {
    test(`${operation.method.toUpperCase()} ${operation.path}`, async ({ request }) => {
      const owner = ownerOf(operation);
      test.skip(!owner || !isBuilt(owner), `${owner?.name ?? 'no'} service is not built yet`);
      test.setTimeout(120_000);
      await campaign(request, db(), operation, owner!, operation.id);
    });
  }

  // Signed out, a call that needs a user stops at 401 before its validation: the same campaign again
  // with a session, so the validation and storage behind the sign-in are fuzzed too.
  for (const operation of (OPERATIONS as readonly Operation[]).filter(
    (o) => o.auth !== 'none' && !endsSession(o),
  )) {
    test(`signed in: ${operation.method.toUpperCase()} ${operation.path}`, async ({ request }) => {
      const owner = ownerOf(operation);
      test.skip(!owner || !isBuilt(owner), `${owner?.name ?? 'no'} service is not built yet`);
      test.setTimeout(120_000);
      const signUp = await request.post('/api/simple-auth/signup', {
        data: {
          email: `fuzz-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
          password: SIGNED_IN_PASSWORD,
          dataRetentionConsent: true,
        },
        failOnStatusCode: false,
      });
      expect(signUp.status(), await signUp.text()).toBe(201);
      const signedIn = () => request.get('/api/auth/user', { failOnStatusCode: false });
      expect((await signedIn()).status()).toBe(200);

      await campaign(request, db(), operation, owner!, `${operation.id} (signed in)`);

      // The session outlived every hostile case: the campaign really ran signed in.
      expect((await signedIn()).status()).toBe(200);
    });
  }
});
