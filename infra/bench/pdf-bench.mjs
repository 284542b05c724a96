#!/usr/bin/env node
// npm run bench:pdf — the brand guide's render speed: p50/p95 ms per PDF and PDFs/s at concurrency
// 1, 2 and 4, for
//   warm pool       the render worker's pool (one warm Chromium, pages kept with fonts loaded), in-process
//   launch-per-PDF  the baseline: launch Chromium, open a page, load the document, print, close
//   service (HTTP)  POST /api/generate-pdf end to end: HTTP, the `pdf` queue on Redis, the worker process, the file back
// and the warm/baseline ratios. Same documents (real analyses from the style engine) everywhere.
//
//   BENCH_PDFS=40            PDFs per warm run (per concurrency)
//   BENCH_BASELINE_PDFS=12   PDFs per launch-per-PDF run
//   CHROMIUM_PATH            default /usr/bin/chromium
//   REDIS_URL                default redis://127.0.0.1:6379 (the service run; skipped when Redis is down)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, SEASON_TRAITS, waitFor } from './bench-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'services', 'pdf', 'package.json'));
const warmCount = Math.max(4, Number(process.env.BENCH_PDFS ?? 40));
const baselineCount = Math.max(4, Number(process.env.BENCH_BASELINE_PDFS ?? 12));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LEVELS = [1, 2, 4];
const children = [];
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

process.on('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

if (!existsSync(chromium)) {
  log(`no Chromium at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  process.exit(1);
}
log('building services/pdf (tsc -b, a no-op when up to date)…');
if (spawnSync('npx', ['tsc', '-b', 'services/pdf'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

const dist = (file) => require(path.join(root, 'services', 'pdf', 'dist', file));
const { BrowserPool } = dist('adapters/browser-pool.js');
const { chromiumArgs, decideChromiumSandbox, probeSandboxHost } = dist('adapters/chromium-sandbox.js');
// The same decision the worker makes with PDF_CHROMIUM_SANDBOX=auto, so both measure the same browser.
const { sandbox } = decideChromiumSandbox('auto', probeSandboxHost());
const { brandGuideBody, brandGuideShell } = dist('domain/brand-guide-document.js');
const { buildAnalysis } = require(path.join(root, 'libs', 'style-engine', 'dist', 'index.js'));
const puppeteer = require('puppeteer-core');

// Three real analyses (three archetypes, seasons and tiers), rendered in turn.
const base = {
  whatBuilding: 'A developer-tools company that makes cloud costs legible',
  industry: 'Software',
  occupation: 'Founder & CEO',
  ageBracket: '35-44',
  myersBriggs: 'INTJ',
  enneagram: '5w4',
  environments: ['Investor pitches', 'Conferences', 'Video calls'],
  coreValues: ['Simplicity', 'Excellence', 'Integrity'],
  zipCode: '94105',
};
const requests = [
  {
    ...base,
    styleFilms: ['understated power'],
    styleMusic: ['minimal and moody'],
    ...SEASON_TRAITS[0],
    eyeClarity: 'bright',
    featureContrast: 'high',
    budget: 3000,
  },
  {
    ...base,
    industry: 'Education',
    occupation: 'Teacher',
    styleFilms: ['cozy and romantic'],
    ...SEASON_TRAITS[1],
    budget: 900,
    zipCode: '98103',
  },
  {
    ...base,
    industry: 'Finance',
    occupation: 'Partner',
    styleFilms: ['classic elegance'],
    veinColor: 'both',
    sunReaction: 'burn then tan',
    jewelryPreference: 'both',
    eyeColor: 'Brown',
    skinTone: 'Medium',
    hairColor: 'Brown',
    budget: 8000,
    zipCode: '10001',
  },
].map((answers) => ({ analysis: buildAnalysis(answers) }));
// Each PDF is composed from its analysis inside the timed job, as the worker does.
const compose = (i) => brandGuideBody(requests[i % requests.length]);
const shell = brandGuideShell('A4');
const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child() {
    return silent;
  },
};

/** Runs `total` jobs with `concurrency` at once; per-job ms and the wall time. */
async function run(concurrency, total, job) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const t0 = performance.now();
        const bytes = await job(index);
        if (!(bytes > 1000)) throw new Error(`PDF ${index} came back with ${bytes} bytes`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { p50: pick(0.5), p95: pick(0.95), perSecond: (total / wall) * 1000, total };
}

async function warmPool(concurrency) {
  const pool = new BrowserPool({
    executablePath: chromium,
    sandbox,
    size: concurrency,
    recycleAfter: 100_000,
    shellHtml: shell,
    logger: silent,
  });
  await pool.warm();
  await pool.render(compose(0), { format: 'A4', tagged: false }); // JIT and caches
  try {
    return await run(concurrency, warmCount, async (i) => {
      return (await pool.render(compose(i), { format: 'A4', tagged: false })).byteLength;
    });
  } finally {
    await pool.close();
  }
}

async function launchPerPdf(concurrency) {
  return run(concurrency, baselineCount, async (i) => {
    const body = compose(i);
    const browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      args: chromiumArgs(sandbox),
      pipe: true,
    });
    try {
      const page = await browser.newPage();
      await page.setContent(shell.replace('<body></body>', `<body>${body}</body>`), {
        waitUntil: 'load',
      });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        tagged: false,
        outline: false,
      });
      return pdf.byteLength;
    } finally {
      await browser.close();
    }
  });
}

async function redisUp() {
  const { Redis } = require('ioredis');
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return null;
  }
}

async function service(concurrency, prefix) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    REDIS_URL: redisUrl,
    CHROMIUM_PATH: chromium,
    PDF_QUEUE_PREFIX: prefix,
    PDF_WORKER_CONCURRENCY: String(concurrency),
    LOG_LEVEL: 'warn',
  };
  // As `npm start` runs it: the service (enqueue and wait) and the render worker, two processes.
  const spawnDist = (file) =>
    spawn(process.execPath, [path.join(root, 'services', 'pdf', 'dist', file)], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const child = spawnDist('main.js');
  const worker = spawnDist('worker.js');
  children.push(child, worker);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child);
  const post = async (i) => {
    const res = await fetch(`${url}/api/generate-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(requests[i % requests.length]),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    return (await res.arrayBuffer()).byteLength;
  };
  await post(0);
  try {
    return await run(concurrency, warmCount, post);
  } finally {
    for (const proc of [child, worker]) {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    }
  }
}

const fmt = (n, digits = 0) => n.toFixed(digits).padStart(7);
const line = (label, c, r) =>
  `${label.padEnd(16)} c=${c}  p50 ${fmt(r.p50)} ms  p95 ${fmt(r.p95)} ms  ${fmt(r.perSecond, 2)} PDFs/s  (${r.total} PDFs)`;

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout.trim();
const puppeteerVersion = (() => {
  const text = readFileSync(path.join(root, 'services', 'pdf', 'package.json'), 'utf8');
  return JSON.parse(text).dependencies['puppeteer-core'];
})();
console.log(
  `pdf bench — ${os.cpus().length} × ${cpu}, Node ${process.version}, ${version}, puppeteer-core ${puppeteerVersion}`,
);
console.log(
  `document: the brand guide (A4, 7 pages, fonts embedded), 3 analyses in turn; load average at start ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);

const results = {};
for (const c of LEVELS) {
  log(`warm pool, concurrency ${c}…`);
  results[`warm${c}`] = await warmPool(c);
  console.log(line('warm pool', c, results[`warm${c}`]));
}
for (const c of LEVELS) {
  log(`launch-per-PDF, concurrency ${c}…`);
  results[`cold${c}`] = await launchPerPdf(c);
  console.log(line('launch-per-PDF', c, results[`cold${c}`]));
}
const redis = await redisUp();
if (redis) {
  const prefix = `bench-pdf-${randomBytes(3).toString('hex')}`;
  try {
    for (const c of LEVELS) {
      log(`service over HTTP + queue, concurrency ${c}…`);
      results[`http${c}`] = await service(c, prefix);
      console.log(line('service (HTTP)', c, results[`http${c}`]));
    }
  } finally {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
} else {
  console.log(`service (HTTP)   skipped: no Redis at ${redisUrl}`);
}

console.log('\nwarm pool vs launch-per-PDF');
for (const c of LEVELS) {
  const warm = results[`warm${c}`];
  const cold = results[`cold${c}`];
  console.log(
    `  c=${c}: throughput ${(warm.perSecond / cold.perSecond).toFixed(1)}× (${warm.perSecond.toFixed(2)} vs ${cold.perSecond.toFixed(2)} PDFs/s), p50 ${(cold.p50 / warm.p50).toFixed(1)}× faster (${warm.p50.toFixed(0)} vs ${cold.p50.toFixed(0)} ms)`,
  );
}
const warm1 = results.warm1.p50;
const ratios = LEVELS.map((c) => [c, results[`warm${c}`].perSecond / results[`cold${c}`].perSecond]);
console.log(
  `\naim: p50 < 400 ms warm (one at a time): ${warm1.toFixed(0)} ms ${warm1 < 400 ? 'met' : 'NOT met'}; ` +
    `≥ 5× the baseline's throughput: ${ratios.map(([c, r]) => `c=${c} ${r.toFixed(1)}× ${r >= 5 ? 'met' : 'NOT met'}`).join(', ')}`,
);
process.exit(0);
