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

/**
 * A fresh database for one test file, with the service's real migrations applied by the real
 * migration code, so tests run against exactly the schema production gets.
 */
export async function createTestDatabase(serviceDir: string): Promise<TestDatabase> {
  const { databaseUrl: baseUrl } = await requireInfra();
  const schema = path.basename(path.resolve(serviceDir));
  const url = new URL(baseUrl);
  const database = `uniform_test_${schema.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  // The real migration CLI, in its own process: the wasm engine is an ES module that jest's module
  // sandbox cannot load.
  await promisify(execFile)(process.execPath, [MIGRATE_CLI, 'migrate', 'deploy', '--service', serviceDir], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

  const admin = () => {
    const adminUrl = new URL(baseUrl);
    adminUrl.pathname = '/postgres';
    return new pg.Client({ connectionString: adminUrl.toString() });
  };
  return {
    databaseUrl,
    schema,
    async truncate() {
      const client = new pg.Client({ connectionString: databaseUrl });
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
    async drop() {
      const client = admin();
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
