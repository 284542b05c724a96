import { randomBytes, randomUUID } from 'node:crypto';
import type { RequestListener } from 'node:http';
import pg from 'pg';
import {
  createSealedTextCipher,
  parseKeyRing,
  signIdentity,
  startHttpServer,
  type AuthenticatedUser,
  type Logger,
  type SealedTextCipher,
} from '@uniform/service-kit';
import { postJson } from './json';
import type { TestDatabase } from './test-database';

/** A signed-in user of a test, with the gateway's signed identity headers for it. */
export interface SignedInUser extends AuthenticatedUser {
  headers(): Record<string, string>;
}

/** A service that keeps users' data, running over HTTP on a test database. */
export interface SignedInServiceContext {
  url: string;
  database: TestDatabase;
  /** A new signed-in user (the gateway's signed headers). */
  newUser(): SignedInUser;
  get(route: string, headers?: Record<string, string>): Promise<Response>;
  post(route: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  put(route: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Direct SQL, as an operator or an attacker with a database dump would see the rows. */
  sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** The column names of `schema.table`, sorted: what a dump of a sealed table would show. */
  columns(schema: string, table: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The columns of a table of sealed rows (sealed-text.ts): the owner, times and the sealed parts,
 * never a plain-text one. A table adds only what it is keyed or ordered by.
 */
export const SEALED_ROW_COLUMNS = [
  'auth_tag',
  'ciphertext',
  'created_at',
  'id',
  'key_id',
  'nonce',
  'updated_at',
  'user_id',
] as const;

/** A sealing cipher with one fresh random key, the key id the rows must carry. */
export function testSealedTextCipher(keyId: string): SealedTextCipher {
  return createSealedTextCipher(parseKeyRing(`${keyId}:${randomBytes(32).toString('base64')}`));
}

/**
 * Starts `app` over HTTP (port 0) for the component tests of a service whose calls need the
 * signed-in user: `secret` is the app's INTERNAL_SIGNING_SECRET, so newUser() signs as the gateway
 * does; `onClose` releases what the service opened (its Prisma client, Redis) before the database
 * is dropped.
 */
export async function startSignedInService(options: {
  app: RequestListener;
  database: TestDatabase;
  logger: Logger;
  secret: string;
  onClose?: () => Promise<unknown>;
}): Promise<SignedInServiceContext> {
  const { app, database, logger, secret } = options;
  const server = await startHttpServer(app, { port: 0, logger });
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  return {
    url: server.url,
    database,
    newUser() {
      const user = {
        id: randomUUID(),
        email: `${randomUUID()}@example.com`,
        firstName: 'Ada',
        lastName: null,
      };
      return { ...user, headers: () => signIdentity(user, secret) };
    },
    get: (route, headers = {}) => fetch(`${server.url}${route}`, { headers }),
    post: (route, body, headers = {}) => postJson(`${server.url}${route}`, body, headers),
    put: (route, body, headers = {}) =>
      fetch(`${server.url}${route}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      return (await pool.query<T>(text, values)).rows;
    },
    async columns(schema, table) {
      const { rows } = await pool.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
        [schema, table],
      );
      return rows.map((row) => row.column_name).sort();
    },
    async close() {
      await server.close();
      await pool.end();
      await options.onClose?.();
      await database.drop();
    },
  };
}
