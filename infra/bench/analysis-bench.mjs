#!/usr/bin/env node
// npm run bench:analysis — the style engine's speed in-process (analyses per second on one core) and
// POST /api/analyze-style in built-in mode (no model) through the gateway and directly, 50
// keep-alive connections from autocannon. Everything runs on 127.0.0.1, stops by itself, cleans up.
//
//   BENCH_DURATION=10      seconds of measurement per HTTP target
//   BENCH_CONNECTIONS=50   keep-alive connections
//   BENCH_ENGINE_SECONDS=3 seconds of in-process engine measurement
//   REDIS_URL              Redis for the gateway's limiter and the service (default redis://127.0.0.1:6379)
//   BENCH_NODE_ARGS        extra node flags for the analysis service (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
//   BENCH_ANALYSIS_WORKERS an extra direct row with ANALYSIS_WORKERS=N (default: the core count; 1 = no row)
//
// "direct" and "gateway" run the service as configured (ANALYSIS_WORKERS unset: its default, one per
// core up to its cap); "direct x1" is one process, the per-request CPU figure to compare across runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, SEASON_TRAITS, waitFor } from './bench-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const duration = Math.max(2, Number(process.env.BENCH_DURATION ?? 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const engineSeconds = Math.max(1, Number(process.env.BENCH_ENGINE_SECONDS ?? 3));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const analysisWorkers = Number(process.env.BENCH_ANALYSIS_WORKERS ?? os.availableParallelism());
const children = [];
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

process.on('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

for (const project of ['gateway', 'services/analysis']) {
  if (!existsSync(path.join(root, project, 'dist', 'main.js'))) {
    log(`${project}/dist is missing: building it (tsc -b ${project})…`);
    if (spawnSync('npx', ['tsc', '-b', project], { cwd: root, stdio: 'inherit' }).status !== 0)
      process.exit(1);
  }
}

const { buildAnalysis } = await import(
  pathToFileURL(path.join(root, 'libs/style-engine/dist/index.js')).href
);
const { FILM_CATEGORIES } = await import(pathToFileURL(path.join(root, 'libs/contracts/dist/index.js')).href);

// Varied answers, so the engine is not measured on one cached path.
const answerSets = Array.from({ length: 24 }, (_, i) => ({
  whatBuilding: `Company number ${i} that helps teams ship faster`,
  styleFilms: [FILM_CATEGORIES[i % FILM_CATEGORIES.length]],
  styleMusic: ['minimal and moody'],
  industry: ['Software', 'Finance', 'Design', 'Healthcare'][i % 4],
  occupation: 'Founder',
  coreValues: ['Integrity', 'Craftsmanship', 'Growth'],
  environments: ['Investor pitches', 'Conferences'],
  eyeClarity: i % 2 ? 'bright' : 'soft',
  featureContrast: i % 3 ? 'high' : 'low',
  colorPreference: i % 2 ? 'bold' : 'soft',
  ...SEASON_TRAITS[i % SEASON_TRAITS.length],
  zipCode: ['10001', '94105', '78701', '60601'][i % 4],
  budget: [500, 2000, 8000][i % 3],
}));

function measureEngine() {
  const times = [];
  const until = performance.now() + engineSeconds * 1000;
  let i = 0;
  while (performance.now() < until) {
    const started = performance.now();
    buildAnalysis(answerSets[i++ % answerSets.length]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((sum, t) => sum + t, 0);
  return {
    perSecond: Math.round(times.length / (total / 1000)),
    p50: times[Math.floor(times.length * 0.5)],
    p99: times[Math.floor(times.length * 0.99)],
  };
}

function start(script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: redisUrl,
      ...env,
    },
  });
  children.push(child);
  return child;
}

/**
 * CPU seconds (user + system) a process and its own children (a cluster's workers) have used so far,
 * from /proc; null where there is none.
 */
function cpuSeconds(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return null;
  // Fields after the command (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(stat, 'utf8').split(') ').at(-1).split(' ');
  const children = `/proc/${pid}/task/${pid}/children`;
  const kids = existsSync(children) ? readFileSync(children, 'utf8').split(' ').filter(Boolean) : [];
  // USER_HZ is 100 on Linux.
  return kids.reduce(
    (sum, kid) => sum + (cpuSeconds(kid) ?? 0),
    (Number(fields[11]) + Number(fields[12])) / 100,
  );
}

function load(url) {
  const requests = answerSets.map((answers) => ({
    method: 'POST',
    path: '/api/analyze-style',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answers),
  }));
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

log(`engine in-process for ${engineSeconds} s…`);
measureEngine(); // warm-up pass fills the JIT
const engine = measureEngine();

const servicePort = await freePort();
const service = start(
  path.join('services', 'analysis', 'dist', 'main.js'),
  {
    PORT: String(servicePort),
    OPENAI_API_KEY: '',
  },
  (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
);
await waitFor(`http://127.0.0.1:${servicePort}/readyz`, service);
const gatewayPort = await freePort();
const gateway = start(path.join('gateway', 'dist', 'main.js'), {
  GATEWAY_PORT: String(gatewayPort),
  ANALYSIS_SERVICE_URL: `http://127.0.0.1:${servicePort}`,
  // Every bench request comes from one address; the limiter still runs, it just never refuses.
  RATE_LIMIT_AI: '1000000',
  RATE_LIMIT_DEFAULT: '1000000',
});
await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, gateway);

/** The service with ANALYSIS_WORKERS=count, directly: the engine is CPU-bound and one process uses one core. */
async function directWith(count) {
  const port = await freePort();
  const workers = start(
    path.join('services', 'analysis', 'dist', 'main.js'),
    { PORT: String(port), OPENAI_API_KEY: '', ANALYSIS_WORKERS: String(count) },
    (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
  );
  await waitFor(`http://127.0.0.1:${port}/readyz`, workers);
  return { name: `direct x${count}`, port, service: workers };
}

const targets = [
  { name: 'direct', port: servicePort, service },
  { name: 'gateway', port: gatewayPort, service },
  await directWith(1),
];
if (analysisWorkers > 1) targets.push(await directWith(analysisWorkers));

const rows = [];
for (const { name, port, service: measured } of targets) {
  log(`${name}: ${duration} s at ${connections} connections…`);
  const cpuBefore = cpuSeconds(measured.pid);
  const result = await load(`http://127.0.0.1:${port}`);
  const cpuAfter = cpuSeconds(measured.pid);
  const serviceCpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  rows.push({ name, result, serviceCpu });
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `POST /api/analyze-style, built-in engine (no model), ${connections} keep-alive connections, ${duration} s per target, ${os.availableParallelism()} cores, node ${process.version}`,
);
console.log(
  `engine in-process: ${engine.perSecond} analyses/s on one core (p50 ${engine.p50.toFixed(2)} ms, p99 ${engine.p99.toFixed(2)} ms per analysis)`,
);
console.log(
  `${'target'.padEnd(10)}${pad('req/s', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}${pad('errors', 8)}`,
);
for (const { name, result } of rows) {
  console.log(
    `${name.padEnd(10)}${pad(Math.round(result.requests.average), 8)}${pad(result.latency.p50, 9)}${pad(result.latency.p99, 9)}${pad(result.non2xx, 9)}${pad(result.errors + result.timeouts, 8)}`,
  );
}
// Steadier than req/s on a shared machine: the analysis process's own CPU time per answered request.
for (const { name, result, serviceCpu } of rows) {
  if (serviceCpu === null || result.requests.total === 0) continue;
  console.log(
    `${name}: analysis service CPU ${Math.round((serviceCpu * 1e6) / result.requests.total)} µs per request (${serviceCpu.toFixed(1)} s for ${result.requests.total} requests)`,
  );
}
process.exit(0);
