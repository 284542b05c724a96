import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describeWithInfra, requireInfra } from '@uniform/test-kit';

const CLI = path.join(__dirname, '..', 'bin', 'uniform-prisma.cjs');
const run = (args: string[], databaseUrl: string) =>
  promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

describeWithInfra('uniform-prisma migrations', () => {
  let workDir: string;
  let serviceDir: string;
  let databaseUrl: string;
  let database: string;

  beforeAll(async () => {
    const { databaseUrl: base } = await requireInfra();
    workDir = mkdtempSync(path.join(os.tmpdir(), 'uniform-prisma-'));
    serviceDir = path.join(workDir, 'widgets');
    cpSync(path.join(__dirname, 'fixtures', 'widgets'), serviceDir, { recursive: true });
    database = `uniform_test_migrate_${process.pid}_${Date.now()}`;
    const url = new URL(base);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    rmSync(workDir, { recursive: true, force: true });
    const { databaseUrl: base } = await requireInfra();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  test('When a schema has no migrations yet, then `migrate new` writes one with the CREATE TABLE and a lockfile', async () => {
    const { stdout } = await run(['migrate', 'new', 'init', '--service', serviceDir], databaseUrl);

    expect(stdout).toMatch(/^Created .*_init/);
    const migrationsDir = path.join(serviceDir, 'prisma', 'migrations');
    expect(existsSync(path.join(migrationsDir, 'migration_lock.toml'))).toBe(true);
    const [folder] = readdirSync(migrationsDir).filter((name) => name.endsWith('_init'));
    expect(readFileSync(path.join(migrationsDir, folder!, 'migration.sql'), 'utf8')).toContain(
      'CREATE TABLE "widgets"',
    );
  });

  test('When deploy runs twice, then the first applies the migration into the service schema and the second applies nothing', async () => {
    const first = await run(['migrate', 'deploy', '--service', serviceDir], databaseUrl);
    const second = await run(['migrate', 'deploy', '--service', serviceDir], databaseUrl);

    expect(first.stdout).toMatch(/^widgets: applied \d+_init/);
    expect(second.stdout).toBe('widgets: migrations up to date\n');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'widgets' ORDER BY tablename",
    );
    await client.end();
    expect(rows.map((r) => r.tablename)).toEqual(['_prisma_migrations', 'widgets']);
  });

  test('When schema.prisma matches the migrations, then `migrate new` says there are no changes and writes nothing', async () => {
    const before = readdirSync(path.join(serviceDir, 'prisma', 'migrations'));
    const { stdout } = await run(['migrate', 'new', 'again', '--service', serviceDir], databaseUrl);

    expect(stdout).toBe('No changes: schema.prisma matches the migrations.\n');
    expect(readdirSync(path.join(serviceDir, 'prisma', 'migrations'))).toEqual(before);
  });

  test('When PostgreSQL is unreachable, then deploy fails with one clear sentence', async () => {
    const attempt = run(
      ['migrate', 'deploy', '--service', serviceDir],
      'postgresql://postgres@127.0.0.1:1/none',
    );
    await expect(attempt).rejects.toMatchObject({
      stderr: 'uniform-prisma: Cannot reach PostgreSQL at 127.0.0.1:1: is it running? Set DATABASE_URL.\n',
    });
  });
});
