#!/usr/bin/env node
// npm run bench:load — the mixed visitor journey of infra/k6 (pages, analysis, personal brand, chat,
// community, phone check, meditation, manifesto) with autocannon against the whole product, started
// by the launcher as `npm start` does, built-in engines (no model). Prints requests/s, p50/p95/p99,
// errors and non-2xx for the run, per-step latency, and each process's resident memory before and after.
//
//   BENCH_DURATION=60     seconds of mixed load (after a 10 s warm-up)
//   BENCH_CONNECTIONS=50  concurrent keep-alive connections, each walking the journey in a loop
//   DATABASE_URL / REDIS_URL as for the launcher (its database is swapped for uniform_bench)
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ANSWERS, journeyRequests } from '../k6/journey-data.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const duration = Math.max(5, Number(process.env.BENCH_DURATION ?? 60));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const gatewayPort = Number(process.env.BENCH_GATEWAY_PORT ?? 18090);
const base = `http://127.0.0.1:${gatewayPort}`;
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

const databaseUrl = (() => {
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/uniform_bench';
  return url.toString();
})();

log('starting the product with the launcher (no build: run npm run build first)…');
const launcher = spawn(process.execPath, ['infra/launcher/start.mjs', '--no-build'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    GATEWAY_PORT: String(gatewayPort),
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: '',
    // Every bench request comes from one address; the limiters still run, they just never refuse.
    RATE_LIMIT_DEFAULT: '1000000',
    RATE_LIMIT_AI: '1000000',
    RATE_LIMIT_AUTH: '1000000',
  },
});
const stop = () => {
  try {
    process.kill(-launcher.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

await new Promise((resolve, reject) => {
  let seen = '';
  launcher.stdout.on('data', (chunk) => {
    seen += chunk;
    if (/\[launcher\] Ready:/.test(seen)) resolve();
  });
  launcher.once('exit', (code) =>
    reject(new Error(`the launcher exited with ${code}:\n${seen.slice(-2000)}`)),
  );
  setTimeout(() => reject(new Error('the product did not start within 180 s')), 180_000).unref();
});
launcher.stdout.resume();

/** Resident memory (MB) of every process the launcher started, by what it runs. */
function memory() {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m) => m && Number(m[2]) === launcher.pid && /dist\/(main|worker)[^/]*\.js/.test(m[4]));
  return Object.fromEntries(
    rows.map((m) => {
      const [, dir, file] = m[4].match(/(\S+)\/dist\/(\S+)\.js/);
      return [`${dir.replace(/^services\//, '')}${file === 'worker' ? '-worker' : ''}`, Number(m[3]) / 1024];
    }),
  );
}

const analysis = await (
  await fetch(`${base}/api/analyze-style`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ANSWERS),
  })
).json();
const steps = journeyRequests(analysis);
for (const step of steps) {
  const res = await fetch(`${base}${step.path}`, {
    method: step.method,
    headers: { 'content-type': 'application/json' },
    body: step.method === 'GET' ? undefined : JSON.stringify(step.body),
  });
  if (!res.ok) throw new Error(`${step.name} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** Runs the journey in a loop on every connection; every response's latency is kept, by step. */
const run = (seconds) =>
  new Promise((resolve, reject) => {
    const latencies = steps.map(() => []);
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: steps.map((step) => ({
          method: step.method,
          path: step.path,
          headers: { 'content-type': 'application/json' },
          ...(step.method === 'GET' ? {} : { body: JSON.stringify(step.body) }),
        })),
        setupClient(client) {
          // A client sends the steps in order and one at a time, so its n-th answer is step n mod steps.
          let answered = 0;
          client.on('response', (_status, _bytes, responseTime) => {
            latencies[answered++ % steps.length].push(responseTime);
          });
        },
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
  });

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

log('warm-up 10 s…');
await run(10);
const before = memory();
log(`mixed journey: ${duration} s at ${connections} connections…`);
const { result, latencies } = await run(duration);
const after = memory();
const all = latencies.flat().sort((a, b) => a - b);
const perStep = steps.map((step, i) => {
  const sorted = latencies[i].sort((a, b) => a - b);
  return {
    name: `${step.method} ${step.path}`,
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
  };
});
stop();

const pad = (value, width) => String(value).padStart(width);
console.log(
  `Mixed journey (${steps.length} steps) through the gateway, built-in engines, ${connections} connections, ${duration} s, ${os.availableParallelism()} cores, node ${process.version}`,
);
console.log(
  `requests/s ${Math.round(result.requests.average)}   p50 ${quantile(all, 0.5).toFixed(1)} ms   p95 ${quantile(all, 0.95).toFixed(1)} ms   p99 ${quantile(all, 0.99).toFixed(1)} ms   errors ${result.errors}   timeouts ${result.timeouts}   non-2xx ${result.non2xx}   requests ${result.requests.total}`,
);
console.log('\nper step, under the same load          requests   p50 ms   p95 ms   p99 ms');
for (const row of perStep)
  console.log(
    `${row.name.padEnd(40)} ${pad(row.count, 8)} ${pad(row.p50.toFixed(1), 8)} ${pad(row.p95.toFixed(1), 8)} ${pad(row.p99.toFixed(1), 8)}`,
  );
console.log('\nresident memory (MB)        before   after   growth');
for (const [name, mb] of Object.entries(before)) {
  const later = after[name] ?? NaN;
  console.log(
    `${name.padEnd(26)} ${pad(mb.toFixed(0), 7)} ${pad(later.toFixed(0), 7)} ${pad(((later / mb - 1) * 100).toFixed(1), 7)} %`,
  );
}
