import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { parse } from 'yaml';
import { describeWithInfra, resolveInfra } from '@uniform/test-kit';
import { checkGenerated, root } from './support/repo';

/**
 * docker-compose.yml and its init SQL: generated (never stale), and least privilege: no container
 * keeps a capability it does not need, each one sees only the secrets its config reads, each service
 * with data has a database role that reaches its own schema only, Redis wants a password, and the
 * gateway listens on loopback by default.
 */
interface ComposeService {
  image?: string;
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
  command?: string[];
  ports?: string[];
  environment?: Record<string, string | null>;
}
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = Object.entries(compose.services);
const app = services.filter(([, s]) => s.image === 'uniform:local');
const env = (name: string) => compose.services[name]?.environment ?? {};
const SECRET_KEY = /(SECRET|TOKEN|PASSWORD|API_KEY|_KEYS|ACCOUNT_SID)$|^(DATABASE|REDIS)_URL$/;

/** The keys a workload's zod config schema reads, from its TypeScript source (as the generator does). */
function configKeys(workload: string): string[] {
  const service = workload.replace(/-worker$/, '');
  const file =
    workload === 'gateway'
      ? path.join(root, 'gateway', 'src', 'config')
      : path.join(root, 'services', service, 'src', 'config');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, { shape?: Record<string, unknown> }>;
  const name = service.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const schema =
    workload === 'gateway'
      ? mod.gatewayEnvSchema
      : (workload.endsWith('-worker') && mod[`${name}WorkerEnvSchema`]) || mod[`${name}EnvSchema`];
  return Object.keys(schema?.shape ?? {});
}

describe('docker-compose.yml', () => {
  test('When the generator runs today, then it writes exactly the committed compose file and init SQL', () => {
    expect(() => checkGenerated('generate-compose.mjs')).not.toThrow();
  });

  test('When any container starts, then it has dropped every capability and may not gain new ones', () => {
    expect(services.length).toBeGreaterThan(5);
    for (const [name, s] of services) {
      expect({ name, cap_drop: s.cap_drop, security_opt: s.security_opt }).toEqual({
        name,
        cap_drop: ['ALL'],
        security_opt: ['no-new-privileges:true'],
      });
    }
  });

  test('When a container adds a capability back, then it is PostgreSQL or Redis, with only what its entrypoint needs', () => {
    const added = Object.fromEntries(
      services.filter(([, s]) => s.cap_add).map(([name, s]) => [name, s.cap_add]),
    );
    expect(added).toEqual({
      postgres: ['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'SETGID', 'SETUID'],
      redis: ['CHOWN', 'SETGID', 'SETUID'],
    });
  });

  test('When the gateway is published, then only on loopback unless GATEWAY_BIND says otherwise', () => {
    expect(compose.services.gateway.ports).toEqual([
      expect.stringMatching(/^\$\{GATEWAY_BIND:-127\.0\.0\.1\}:\d+:\d+$/),
    ]);
    const published = services.filter(([, s]) => s.ports).map(([name]) => name);
    expect(published).toEqual(['gateway']);
  });

  test('When anything connects to Redis, then with the password Redis requires', () => {
    expect(compose.services.redis.command).toEqual(expect.arrayContaining(['--requirepass']));
    const urls = app.map(([name]) => env(name).REDIS_URL).filter(Boolean);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:-[^}]+\}@redis:6379$/);
  });

  test('When a service keeps data, then it connects as its own role; only the migration connects as the owner', () => {
    for (const [name] of app) {
      const url = env(name).DATABASE_URL;
      if (!url) continue;
      const role = /^postgresql:\/\/([^:]+):/.exec(url)?.[1];
      const service = name.replace(/-worker$/, '');
      expect({ name, role }).toEqual({ name, role: name === 'migrate' ? 'postgres' : service });
    }
    expect(env('auth').DATABASE_URL).toMatch(/^postgresql:\/\/auth:/);
  });

  test("When a container gets a secret, then its config reads that key; the PDF worker gets only Redis's", () => {
    const extra: string[] = [];
    for (const [name] of app) {
      if (name === 'migrate') continue;
      const reads = configKeys(name);
      for (const key of Object.keys(env(name))) {
        if (SECRET_KEY.test(key) && !reads.includes(key)) extra.push(`${name}: ${key}`);
      }
    }
    expect(extra).toEqual([]);
    expect(Object.keys(env('pdf-worker')).filter((key) => SECRET_KEY.test(key))).toEqual(['REDIS_URL']);
  });

  test('When the image is built, then no .env file enters the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining(['.env*', '**/.env*', 'node_modules', '.data', 'test-results']),
    );
  });
});

describeWithInfra('the PostgreSQL roles of infra/compose/postgres-init.sql', () => {
  const database = `uniform_roles_${process.pid}`;
  const roles = ['auth', 'privacy'];
  /** Every role the init script creates: each service with a schema of its own. */
  const SERVICE_ROLES = ['auth', 'sms', 'meditation', 'privacy', 'profiles'];
  let owner: URL;
  let createdRoles: string[] = [];

  const connect = async (user: string, db = database) => {
    const url = new URL(owner);
    url.username = user;
    url.password = `${user}-pw`;
    url.pathname = `/${db}`;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  };
  const errorCodeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );

  beforeAll(async () => {
    const infra = await resolveInfra();
    owner = new URL(infra!.databaseUrl);
    const admin = await connect(decodeURIComponent(owner.username) || 'postgres', owner.pathname.slice(1));
    try {
      const existing = await admin.query<{ rolname: string }>('SELECT rolname FROM pg_roles');
      const before = new Set(existing.rows.map((r) => r.rolname));
      createdRoles = SERVICE_ROLES.filter((r) => !before.has(r));
      await admin.query(`CREATE DATABASE ${database}`);
    } finally {
      await admin.end();
    }
    const ownerUrl = new URL(owner);
    ownerUrl.pathname = `/${database}`;
    const passwords = Object.fromEntries(
      SERVICE_ROLES.map((r) => [`${r.toUpperCase()}_DB_PASSWORD`, `${r}-pw`]),
    );
    const runAsOwner = () =>
      execFileSync('psql', ['-X', '-q', '-d', ownerUrl.toString(), '-f', 'infra/compose/postgres-init.sql'], {
        cwd: root,
        env: { ...process.env, ...passwords },
        stdio: 'pipe',
      });
    runAsOwner();
    runAsOwner(); // idempotent: a second run (a new service, a rotated password) changes nothing else
    for (const service of roles) {
      execFileSync(
        'node',
        ['libs/db/bin/uniform-prisma.cjs', 'migrate', 'deploy', '--service', `services/${service}`],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: ownerUrl.toString() },
          stdio: 'pipe',
        },
      );
    }
  }, 60_000);

  afterAll(async () => {
    if (!owner) return;
    const admin = await connect(decodeURIComponent(owner.username) || 'postgres', owner.pathname.slice(1));
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      for (const role of createdRoles) await admin.query(`DROP ROLE IF EXISTS ${role}`);
    } finally {
      await admin.end();
    }
  });

  test('When a service role uses its own schema, then it reads and writes rows but cannot change the tables', async () => {
    const auth = await connect('auth');
    try {
      expect(await errorCodeOf(auth.query('SELECT count(*) FROM auth.users'))).toBe('ok');
      expect(await errorCodeOf(auth.query('DELETE FROM auth.sessions'))).toBe('ok');
      expect(await errorCodeOf(auth.query('CREATE TABLE auth.extra (id int)'))).toBe('42501');
      expect(await errorCodeOf(auth.query('DROP TABLE auth.users'))).toBe('42501');
    } finally {
      await auth.end();
    }
  });

  test('When a service role reaches for another schema, public or a new schema, then PostgreSQL refuses', async () => {
    const auth = await connect('auth');
    try {
      const privacyTable = await connect('privacy').then(async (privacy) => {
        try {
          const { rows } = await privacy.query<{ tablename: string }>(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'privacy' AND tablename <> '_prisma_migrations' LIMIT 1",
          );
          expect(
            await errorCodeOf(privacy.query(`SELECT count(*) FROM privacy."${rows[0].tablename}"`)),
          ).toBe('ok');
          return rows[0].tablename;
        } finally {
          await privacy.end();
        }
      });
      expect(await errorCodeOf(auth.query(`SELECT count(*) FROM privacy."${privacyTable}"`))).toBe('42501');
      expect(await errorCodeOf(auth.query('CREATE TABLE public.extra (id int)'))).toBe('42501');
      expect(await errorCodeOf(auth.query('CREATE SCHEMA extra'))).toBe('42501');
    } finally {
      await auth.end();
    }
  });
});
