import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { requireInfra } from './infra';

const MIGRATE_CLI = path.resolve(__dirname, '..', '..', 'db', 'bin', 'uniform-prisma.cjs');

export interface TestDatabase {
  databaseUrl: string;
  /** The service's PostgreSQL schema (its folder name). */
  schema: string;
  /** Empties every table of the service (not the migrations record). */
  truncate(): Promise<void>;
  drop(): Promise<void>;
}

/** A database with several services' schemas, as they share one PostgreSQL in production. */
export interface SystemDatabase {
  databaseUrl: string;
  /** Each listed service's PostgreSQL schema (its folder name), in the order given. */
  schemas: string[];
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, with the service's real migrations applied by the real
 * migration code, so tests run against exactly the schema production gets.
 */
export async function createTestDatabase(serviceDir: string): Promise<TestDatabase> {
  const schema = schemaOf(serviceDir);
  const fresh = await freshDatabase(schema);
  await migrate(serviceDir, fresh.databaseUrl);
  return {
    databaseUrl: fresh.databaseUrl,
    schema,
    async truncate() {
      const client = new pg.Client({ connectionString: fresh.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ tablename: string }>(
          "SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename <> '_prisma_migrations'",
          [schema],
        );
        if (rows.length > 0) {
          const tables = rows.map((r) => `"${schema}"."${r.tablename}"`).join(', ');
          await client.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
        }
      } finally {
        await client.end();
      }
    },
    drop: fresh.drop,
  };
}

/**
 * One fresh database holding every listed service's schema, each with its real migrations: the
 * system tests run several services' real processes on it, and can sweep all of it with one query.
 */
export async function createSystemDatabase(serviceDirs: string[]): Promise<SystemDatabase> {
  const schemas = serviceDirs.map(schemaOf);
  if (new Set(schemas).size !== schemas.length)
    throw new Error(`Two services share a schema: ${schemas.join(', ')}`);
  const fresh = await freshDatabase('system');
  try {
    for (const serviceDir of serviceDirs) await migrate(serviceDir, fresh.databaseUrl);
  } catch (error) {
    await fresh.drop();
    throw error;
  }
  return { databaseUrl: fresh.databaseUrl, schemas, drop: fresh.drop };
}

/** A service's schema is its folder's name. */
const schemaOf = (serviceDir: string) => path.basename(path.resolve(serviceDir));

/** A new database's url (the migration CLI creates it) and how to drop it. */
async function freshDatabase(label: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const { databaseUrl: baseUrl } = await requireInfra();
  const url = new URL(baseUrl);
  const database = `uniform_test_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  url.pathname = `/${database}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const adminUrl = new URL(baseUrl);
      adminUrl.pathname = '/postgres';
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The real migration CLI, in its own process: the wasm engine is an ES module that jest's module
 * sandbox cannot load. It creates the database when it is not there yet.
 */
async function migrate(serviceDir: string, databaseUrl: string): Promise<void> {
  await promisify(execFile)(process.execPath, [MIGRATE_CLI, 'migrate', 'deploy', '--service', serviceDir], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}
