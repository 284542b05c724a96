#!/usr/bin/env node
// `npm start` / `npm run dev`: everything a fresh machine needs to run the whole product.
// Installs dependencies when missing, builds, provides PostgreSQL and Redis (./local-infra.mjs),
// applies migrations, starts every service that exists and the gateway, and stops them all on Ctrl-C.
//   --dev        also starts Vite with hot reload (open the URL it prints)
//   --no-build   skip the build step (CI and e2e runs that have just built)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MissingPrerequisite, portAnswers, provideInfra } from './local-infra.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const log = (message) => process.stdout.write(`[launcher] ${message}\n`);
const fail = (message) => {
  process.stderr.write(`[launcher] ${message}\n`);
  process.exit(1);
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19))
  fail(
    `Node.js 20.19 or newer is needed (this is ${process.versions.node}): install it from https://nodejs.org.`,
  );

const run = (command, commandArgs, env = {}) => {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    fail(`\`${command} ${commandArgs.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
};

const installMark = path.join(root, 'node_modules', '.package-lock.json');
const lockfile = path.join(root, 'package-lock.json');
if (!existsSync(installMark) || statSync(lockfile).mtimeMs > statSync(installMark).mtimeMs) {
  log('Installing dependencies...');
  // `npm ci` when the lockfile is complete; some registry mirrors lack other platforms' optional
  // binaries, which npm then leaves out of the lockfile, and only `npm install` accepts that.
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (ci.status !== 0) run('npm', ['install', '--no-audit', '--no-fund']);
}

const nxEnv = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
if (!args.has('--no-build')) {
  log('Building...');
  run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], nxEnv);
}

// Which services and workers exist: the same module docker-compose and the Kubernetes generators read
// (imported only now: workload-config needs the dependencies installed above).
const { loadTopology } = await import('../scripts/topology.mjs');
const { workloadSchema } = await import('../scripts/workload-config.mjs');
const { GATEWAY_PORT, services, workers } = await loadTopology();
const gatewayPort = Number(process.env.GATEWAY_PORT ?? GATEWAY_PORT);
// A second copy of the product on one machine (the security and fault suites beside a running one)
// shifts every internal port by this much; the gateway is told where its services are.
const portOffset = Number(process.env.SERVICE_PORT_OFFSET ?? 0);
if (!Number.isInteger(portOffset) || portOffset < 0 || portOffset > 20_000)
  fail(
    `SERVICE_PORT_OFFSET must be a whole number from 0 to 20000 (got ${process.env.SERVICE_PORT_OFFSET}).`,
  );
const portOf = (service) => service.port + portOffset;
if (await portAnswers(gatewayPort))
  fail(`Port ${gatewayPort} is already in use: stop what runs there or set GATEWAY_PORT.`);

let infra;
try {
  infra = await provideInfra({ root, log });
} catch (error) {
  fail(
    error instanceof MissingPrerequisite
      ? error.message
      : `Could not start PostgreSQL/Redis: ${error.message}`,
  );
}

for (const service of services) {
  if (service.migrates) {
    log(`Applying ${service.name} migrations...`);
    run(
      'node',
      [
        path.join('libs', 'db', 'bin', 'uniform-prisma.cjs'),
        'migrate',
        'deploy',
        '--service',
        path.join('services', service.name),
      ],
      {
        DATABASE_URL: infra.databaseUrl,
      },
    );
  }
}

const children = [];
let stopping = false;
const baseEnv = {
  // One secret per run when none is configured: the gateway signs who is signed in, services check it.
  INTERNAL_SIGNING_SECRET: process.env.INTERNAL_SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DATABASE_URL: infra.databaseUrl,
  REDIS_URL: infra.redisUrl,
};
function startChild(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...baseEnv, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) log(`${name} stopped (${signal ?? `exit ${code}`}); the rest keeps running.`);
  });
  children.push({ name, child });
  return child;
}

for (const service of services) {
  startChild(`${service.name} service`, path.join('services', service.name, 'dist', 'main.js'), {
    PORT: String(portOf(service)),
  });
}
// Each worker serves its probes on the port its config declares (GETUP_WORKER_PORT 4205,
// PDF_WORKER_PORT 4206), shifted like the services' ports.
const workerProbes = workers.map((w) => ({ ...w, probe: probePort(w) }));
for (const w of workerProbes) {
  startChild(w.name, w.entry, { [w.probe.key]: String(w.probe.port) });
}
startChild('gateway', path.join('gateway', 'dist', 'main.js'), {
  GATEWAY_PORT: String(gatewayPort),
  ...Object.fromEntries(services.map((s) => [s.urlEnv, `http://127.0.0.1:${portOf(s)}`])),
});
if (dev) {
  children.push({
    name: 'vite',
    child: spawn('npm', ['run', 'dev', '-w', '@uniform/frontend'], {
      cwd: root,
      stdio: 'inherit',
      env: baseEnv,
    }),
  });
}

// Ready means every process is: the workers too (Getup's texts, the PDF renders), not only the HTTP side.
const ready = await waitForReady([
  ...services.map((s) => ({ name: `${s.name} service`, url: `http://127.0.0.1:${portOf(s)}/readyz` })),
  ...workerProbes.map((w) => ({ name: w.name, url: `http://127.0.0.1:${w.probe.port}/readyz` })),
  { name: 'gateway', url: `http://127.0.0.1:${gatewayPort}/readyz` },
]);
if (ready) {
  log(
    `Ready: http://localhost:${gatewayPort}${dev ? ' (API) — the Vite dev server prints its own URL with hot reload' : ''}`,
  );
  log(`API docs: http://localhost:${gatewayPort}/api/docs   Stop with Ctrl-C.`);
}

/** The worker's `…_WORKER_PORT` config key and its default (from its zod schema), plus the offset. */
function probePort(worker) {
  const shape = workloadSchema(worker.name).shape;
  const key = Object.keys(shape).find((k) => k.endsWith('_WORKER_PORT'));
  if (!key) fail(`${worker.name} declares no …_WORKER_PORT key in its config: it needs one for its probes.`);
  return { key, port: shape[key].parse(undefined) + portOffset };
}

async function waitForReady(targets, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(targets);
  while (pending.size > 0 && Date.now() < deadline && !stopping) {
    for (const target of [...pending]) {
      const ok = await fetch(target.url, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) pending.delete(target);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const target of pending)
    log(`${target.name} is not ready yet (${target.url}); see its log lines above.`);
  return pending.size === 0;
}

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping...`);
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  await infra.stop();
  log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
