#!/usr/bin/env node
// npm run bench:load — the mixed visitor journey of infra/k6 (pages, analysis, personal brand, chat,
// community, phone check, meditation, manifesto, and a signed-in user's profile save and load: each
// visitor has its own account with consent) against the whole product, started
// by the launcher as `npm start` does, built-in engines (no model). Prints requests/s, p50/p95/p99,
// errors and non-2xx for the run, p95 for the pages and non-model calls apart from the calls that use a
// model when one is configured (the gateway's "ai" rate-limit class), per-step latency, and each
// process's resident memory sampled every 5 s (its typical level early and late in the run).
//
//   BENCH_DURATION=60     seconds of mixed load, measured
//   BENCH_WARMUP=60       seconds of the same load before it (JIT, pools, caches and heaps settle,
//                         and the Getup scheduler's first minute tick has run)
//   BENCH_CONNECTIONS=50  visitors: keep-alive connections, each walking the journey in a loop
//   BENCH_PAUSE_MS=500    each visitor pauses a random 0–500 ms after every step, as the k6 journey
//                         does (autocannon's own rates fire in bursts at each second, so the paced
//                         run uses a plain keep-alive client); 0 = autocannon with no pauses
//   BENCH_CAPACITY=20     seconds of the journey with no pauses at the end: the throughput ceiling
//   DATABASE_URL / REDIS_URL as for the launcher (its database is swapped for uniform_bench)
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { resolveRoute } from '@uniform/contracts';
import autocannon from 'autocannon';
import { ANSWERS, journeyRequests, profileRequests } from '../k6/journey-data.js';
import { startProduct } from './bench-kit.mjs';

const duration = Math.max(5, Number(process.env.BENCH_DURATION ?? 60));
const warmup = Math.max(0, Number(process.env.BENCH_WARMUP ?? 60));
const pauseMs = Math.max(0, Number(process.env.BENCH_PAUSE_MS ?? 500));
const capacitySeconds = Math.max(0, Number(process.env.BENCH_CAPACITY ?? 20));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const gatewayPort = Number(process.env.BENCH_GATEWAY_PORT ?? 18090);
const base = `http://127.0.0.1:${gatewayPort}`;
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

const { stop, pid: launcherPid } = await startProduct({ gatewayPort, database: 'uniform_bench' });

/** Resident memory (MB) of every process the launcher started, by what it runs. */
function memory() {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m) => m && Number(m[2]) === launcherPid && /dist\/(main|worker)[^/]*\.js/.test(m[4]));
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
const steps = [...journeyRequests(analysis), ...profileRequests(analysis)];

/** One account per visitor, with consent to keep its profile: the session cookie of each. */
async function signUp(n) {
  const json = { 'content-type': 'application/json' };
  const res = await fetch(`${base}/api/simple-auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: `bench-${process.pid}-${n}@example.com`,
      password: `Bench-${process.pid}-journey-${n}`,
      dataRetentionConsent: true,
    }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (res.status !== 201 || !cookie) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const consent = await fetch(`${base}/api/style-profile/consent`, {
    method: 'PUT',
    headers: { ...json, cookie },
    body: JSON.stringify({ consent: true }),
  });
  if (!consent.ok) throw new Error(`consent answered ${consent.status}: ${await consent.text()}`);
  return cookie;
}
log(`signing up ${connections} accounts (one per visitor)…`);
const cookies = [];
for (let n = 0; n < connections; n += 1) cookies.push(await signUp(n));
const headersOf = (step, visitor) => ({
  ...(step.method === 'GET' ? {} : { 'content-type': 'application/json' }),
  ...(step.signedIn ? { cookie: cookies[visitor % cookies.length] } : {}),
});

for (const step of steps) {
  const res = await fetch(`${base}${step.path}`, {
    method: step.method,
    headers: headersOf(step, 0),
    body: step.method === 'GET' ? undefined : JSON.stringify(step.body),
  });
  if (!res.ok) throw new Error(`${step.name} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** autocannon, every connection walking the journey with no pauses; every latency is kept, by step. */
let clients = 0;
const unpaced = (seconds) =>
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
          ...(step.method === 'GET' ? {} : { body: JSON.stringify(step.body) }),
          // Each connection is its own visitor, signed in as its own account for the profile steps.
          setupRequest(req, context) {
            context.visitor ??= clients++;
            return { ...req, headers: headersOf(step, context.visitor) };
          },
        })),
        setupClient(client) {
          // A client sends the steps in order and one at a time, so its n-th answer is step n mod steps.
          let answered = 0;
          client.on('response', (_status, _bytes, responseTime) => {
            latencies[answered++ % steps.length].push(responseTime);
          });
        },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              latencies,
              totals: {
                rate: result.requests.average,
                requests: result.requests.total,
                errors: result.errors,
                timeouts: result.timeouts,
                non2xx: result.non2xx,
              },
            }),
    );
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const bodies = steps.map((step) => (step.method === 'GET' ? undefined : JSON.stringify(step.body)));
/** One request of the journey by one visitor; resolves with the status (0 on a network error) once the body is read. */
const send = (i, visitor) =>
  new Promise((resolve) => {
    const req = http.request(
      `${base}${steps[i].path}`,
      {
        agent,
        method: steps[i].method,
        headers: headersOf(steps[i], visitor),
        timeout: 10_000,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const chunks = [];
        res.on('data', (chunk) => ok || chunks.push(chunk));
        res.on('end', () => {
          if (!ok) refused(i, status, Buffer.concat(chunks).toString('utf8'));
          resolve(status);
        });
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.message === 'timeout' ? -1 : 0));
    req.end(bodies[i]);
  });
/** Answers that were not 2xx, by step and status, with the first body of each. */
const refusals = new Map();
const refused = (i, status, body) => {
  const key = `${steps[i].method} ${steps[i].path} → ${status}`;
  const seen = refusals.get(key);
  if (seen) seen.count += 1;
  else refusals.set(key, { count: 1, body: body.slice(0, 300) });
};
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `connections` visitors, each walking the journey with k6's random pause after every step. */
async function paced(seconds) {
  const latencies = steps.map(() => []);
  const totals = { requests: 0, errors: 0, timeouts: 0, non2xx: 0 };
  const deadline = performance.now() + seconds * 1000;
  const visitor = async (_, n) => {
    // Visitors arrive spread over the first pause, not all in the same instant.
    await pause(Math.random() * pauseMs);
    while (performance.now() < deadline) {
      for (let i = 0; i < steps.length && performance.now() < deadline; i += 1) {
        const start = performance.now();
        const status = await send(i, n);
        latencies[i].push(performance.now() - start);
        totals.requests += 1;
        if (status === -1) totals.timeouts += 1;
        else if (status === 0) totals.errors += 1;
        else if (status < 200 || status >= 300) totals.non2xx += 1;
        await pause(Math.random() * pauseMs);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  return { latencies, totals: { ...totals, rate: totals.requests / seconds } };
}

const run = (seconds) => (pauseMs > 0 ? paced(seconds) : unpaced(seconds));

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

/** Calls that go to a model when one is configured (the built-in engines answer here). */
const usesModel = (step) => resolveRoute(step.path)?.rule.rateLimit === 'ai';
const summarize = (name, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    name,
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
  };
};

log(`warm-up ${warmup} s…`);
if (warmup > 0) await run(warmup);
const started = Date.now();
const samples = [{ at: 0, rss: memory() }];
const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, rss: memory() }), 5_000);
log(`mixed journey: ${duration} s, ${connections} visitors…`);
const { totals: result, latencies } = await run(duration);
clearInterval(sampler);
samples.push({ at: duration, rss: memory() });
const all = latencies.flat().sort((a, b) => a - b);
const perStep = steps.map((step, i) => summarize(`${step.method} ${step.path}`, latencies[i]));
const groups = [
  summarize(
    'pages and non-model calls',
    steps.flatMap((step, i) => (usesModel(step) ? [] : latencies[i])),
  ),
  summarize(
    'model calls (built-in engines)',
    steps.flatMap((step, i) => (usesModel(step) ? latencies[i] : [])),
  ),
];
let capacity;
if (capacitySeconds > 0) {
  log(`capacity: ${capacitySeconds} s of the journey with no pauses…`);
  capacity = await unpaced(capacitySeconds);
}
stop();

const pad = (value, width) => String(value).padStart(width);
console.log(
  `Mixed journey (${steps.length} steps) through the gateway, built-in engines, ${connections} visitors ${pauseMs ? `pausing 0–${pauseMs} ms after each step (as k6)` : 'with no pauses'}, ${duration} s after ${warmup} s warm-up, ${os.availableParallelism()} cores, node ${process.version}`,
);
const totals = (r, sorted) =>
  `requests/s ${Math.round(r.rate)}   p50 ${quantile(sorted, 0.5).toFixed(1)} ms   p95 ${quantile(sorted, 0.95).toFixed(1)} ms   p99 ${quantile(sorted, 0.99).toFixed(1)} ms   errors ${r.errors}   timeouts ${r.timeouts}   non-2xx ${r.non2xx}   requests ${r.requests}`;
console.log(totals(result, all));
const row = (r) =>
  `${r.name.padEnd(40)} ${pad(r.count, 8)} ${pad(r.p50.toFixed(1), 8)} ${pad(r.p95.toFixed(1), 8)} ${pad(r.p99.toFixed(1), 8)}`;
console.log('\nunder the same load                       requests   p50 ms   p95 ms   p99 ms');
for (const group of groups) console.log(row(group));
console.log('');
for (const step of perStep) console.log(row(step));
for (const [key, { count, body }] of refusals) console.log(`not 2xx: ${key} ×${count}: ${body}`);
if (capacity) {
  const sorted = capacity.latencies.flat().sort((a, b) => a - b);
  console.log(`\ncapacity, ${connections} connections with no pauses, ${capacitySeconds} s:`);
  console.log(totals(capacity.totals, sorted));
  const ceiling = summarize(
    'pages and non-model calls',
    steps.flatMap((step, i) => (usesModel(step) ? [] : capacity.latencies[i])),
  );
  console.log(row(ceiling));
}

// One sample can catch a process just before or after a collection (±30 % in a minute); a leak
// shows as the typical level rising. Growth: the median of the last third of the samples against
// the median of the first third; low and high show the swing.
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const third = Math.max(1, Math.floor(samples.length / 3));
console.log(
  `\nresident memory (MB), ${samples.length} samples   low   high   first third   last third   growth`,
);
for (const name of Object.keys(samples[0].rss)) {
  const series = samples.map((sample) => sample.rss[name] ?? NaN);
  const early = median(series.slice(0, third));
  const late = median(series.slice(-third));
  const finite = series.filter(Number.isFinite);
  console.log(
    `${name.padEnd(29)} ${pad(Math.min(...finite).toFixed(0), 6)} ${pad(Math.max(...finite).toFixed(0), 6)} ${pad(early.toFixed(0), 13)} ${pad(late.toFixed(0), 12)} ${pad(((late / early - 1) * 100).toFixed(1), 7)} %`,
  );
}
