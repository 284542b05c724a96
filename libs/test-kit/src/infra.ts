import { existsSync } from 'node:fs';

/**
 * Where component tests get PostgreSQL and Redis: DATABASE_URL / REDIS_URL when set (CI and `npm test`
 * set them), otherwise containers when a Docker engine answers, otherwise the suite is skipped with a
 * message naming the missing env. Resolved once per test file.
 */
export interface Infra {
  databaseUrl: string;
  redisUrl: string;
}

let resolved: Promise<Infra | undefined> | undefined;

export function resolveInfra(): Promise<Infra | undefined> {
  resolved ??= (async () => {
    const { DATABASE_URL, REDIS_URL } = process.env;
    if (DATABASE_URL && REDIS_URL) return { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL };
    return startContainers(DATABASE_URL, REDIS_URL);
  })();
  return resolved;
}

async function startContainers(databaseUrl?: string, redisUrl?: string): Promise<Infra | undefined> {
  const { getContainerRuntimeClient, GenericContainer, Wait } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return undefined;
  }
  if (!databaseUrl) {
    const container = await new GenericContainer('postgres:15')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start();
    databaseUrl = `postgresql://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
  }
  if (!redisUrl) {
    const container = await new GenericContainer('redis:7').withExposedPorts(6379).start();
    redisUrl = `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
  }
  return { databaseUrl, redisUrl };
}

const SKIP_MESSAGE =
  'Skipped: set DATABASE_URL and REDIS_URL (e.g. postgresql://postgres@127.0.0.1:5432/postgres and redis://127.0.0.1:6379) or run a Docker engine. `npm test` sets them for you.';

/**
 * `describe` for suites that need real PostgreSQL and Redis. jest collects tests synchronously, so the
 * decision is made from the environment up front; containers are started lazily by resolveInfra.
 */
export function describeWithInfra(name: string, fn: () => void): void {
  const fromEnv = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
  const dockerHint = Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
  if (fromEnv || dockerHint) {
    describe(name, fn);
  } else {
    describe.skip(`${name} (${SKIP_MESSAGE})`, fn);
    process.stderr.write(`${name}: ${SKIP_MESSAGE}\n`);
  }
}

export async function requireInfra(): Promise<Infra> {
  const infra = await resolveInfra();
  if (!infra) throw new Error(SKIP_MESSAGE);
  return infra;
}
