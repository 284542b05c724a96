#!/usr/bin/env node
// npm run bench:web — how fast the pages load on a phone: Lighthouse (its default mobile emulation and
// simulated throttling, performance only) on /, /onboarding and /dashboard of the product the launcher
// starts (no build: run `npm run build` first), offline with the system Chromium. Prints per page the
// performance score, LCP, TBT, CLS and the JavaScript the page loaded (bytes on the wire, as the gateway
// compressed them, and their gzip size), then the landing route's JavaScript computed from the build:
// the entry chunk and what it imports (what the first paint waits for) plus the landing route's chunk.
// /dashboard is measured with an analysis in the browser (the analysis the API gives for the k6
// journey's answers, put in localStorage as the questionnaire does), so it shows the full dashboard.
// Each page gets a fresh Chromium (empty cache and storage).
//
//   BENCH_RUNS=3            Lighthouse runs per page; the median run (by score) is printed
//   BENCH_PAGES=/,/onboarding,/dashboard  the pages to audit
//   BENCH_GATEWAY_PORT=18091, BENCH_PORT_OFFSET=1300  ports of the product it starts (the services'
//                           ports are shifted by the offset), away from a product already running
//   FRONTEND_DIST           the build to serve and read (default frontend/dist)
//   CHROMIUM_PATH           default /usr/bin/chromium
//   BENCH_REPORT_DIR        when set, each page's median Lighthouse report is written there as JSON
//   DATABASE_URL / REDIS_URL as for the launcher (its database is swapped for uniform_web_bench)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { operationById } from '@uniform/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ANSWERS } from '../k6/journey-data.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const gatewayPort = Number(process.env.BENCH_GATEWAY_PORT ?? 18091);
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 1300);
const dist = path.resolve(process.env.FRONTEND_DIST ?? path.join(root, 'frontend', 'dist'));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.BENCH_REPORT_DIR;
const base = `http://127.0.0.1:${gatewayPort}`;
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

// The analysis store's localStorage keys (frontend/src/shared/lib/analysis-store.ts).
const ANALYSIS_STORAGE_KEY = 'uniform.analysis.v1';
const ANSWERS_STORAGE_KEY = 'uniform.answers.v1';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PAGE_PATHS = ['/', '/onboarding', '/dashboard'];
const wanted = (process.env.BENCH_PAGES ?? PAGE_PATHS.join(',')).split(',');
const unknown = wanted.filter((name) => !PAGE_PATHS.includes(name));
if (unknown.length > 0) {
  log(
    `BENCH_PAGES names pages it does not audit: ${unknown.join(', ')} (it knows ${PAGE_PATHS.join(', ')}).`,
  );
  process.exit(1);
}
if (!existsSync(path.join(dist, 'index.html'))) {
  log(`${dist} holds no build: run \`npm run build\` first.`);
  process.exit(1);
}

// --- The landing route's JavaScript, from the build ------------------------------------------------

const assets = path.join(dist, 'assets');
const chunkImports = (file) => {
  const code = readFileSync(path.join(assets, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
};
/** The chunk and every chunk it imports statically (which the browser fetches before running it). */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of chunkImports(file)) staticClosure(next, seen);
  return seen;
}
/** The chunk whose source map holds `source` (a route's module), found by meaning, not by hashed name. */
function chunkHolding(source) {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js') && existsSync(path.join(assets, `${file}.map`)))
    .find((file) =>
      JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')).sources.some((s) =>
        s.endsWith(source),
      ),
    );
}

const entry = readFileSync(path.join(dist, 'index.html'), 'utf8').match(
  /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/,
)?.[1];
if (!entry) throw new Error('index.html names no module script');
const entryFiles = staticClosure(entry);
const landingChunk = chunkHolding('src/features/landing/routes/HomePage.tsx');
if (!landingChunk) throw new Error('no chunk holds the landing page (HomePage.tsx)');
const routeFiles = [...staticClosure(landingChunk)].filter((file) => !entryFiles.has(file));
const sizeOf = (files) =>
  [...files].reduce((sum, file) => sum + gzipSize(readFileSync(path.join(assets, file))), 0);
const entryGzip = sizeOf(entryFiles);
const routeGzip = sizeOf(routeFiles);

// --- The product ---------------------------------------------------------------------------------

const databaseUrl = (() => {
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/uniform_web_bench';
  return url.toString();
})();

log(`starting the product with the launcher on :${gatewayPort} (no build), serving ${dist}…`);
const launcher = spawn(process.execPath, ['infra/launcher/start.mjs', '--no-build'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    GATEWAY_PORT: String(gatewayPort),
    SERVICE_PORT_OFFSET: String(portOffset),
    FRONTEND_DIST: dist,
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: '',
    // Every run comes from one address; the limiters still run, they just never refuse.
    RATE_LIMIT_DEFAULT: '1000000',
    RATE_LIMIT_AI: '1000000',
    RATE_LIMIT_AUTH: '1000000',
  },
});
const chromes = new Set();
const stop = () => {
  for (const chrome of chromes) chrome.kill();
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

const analyzeStyle = operationById('analyzeStyle');
const analysisResponse = await fetch(`${base}${analyzeStyle.path}`, {
  method: analyzeStyle.method.toUpperCase(),
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ANSWERS),
});
if (!analysisResponse.ok) throw new Error(`analyze-style answered ${analysisResponse.status}`);
const analysis = await analysisResponse.text();

// --- Lighthouse ----------------------------------------------------------------------------------

/** One Lighthouse run in a fresh Chromium; `storage` is put in localStorage first (no app code cached). */
async function audit(pagePath, storage) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  chromes.add(chrome);
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      // Same origin, no app code: the favicon, so the audited load starts with a cold cache.
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(storage));
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${base}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the seeded localStorage; the Chromium is new, so its cache is empty anyway.
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    return result.lhr;
  } finally {
    chrome.kill();
    chromes.delete(chrome);
  }
}

/** The page's scripts: bytes on the wire (as the gateway sent them) and each file's gzip size. */
function scripts(lhr) {
  const items = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(base),
  );
  const wire = items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const gzip = items.reduce((sum, item) => {
    const file = path.join(dist, new URL(item.url).pathname);
    return sum + (existsSync(file) ? gzipSize(readFileSync(file)) : 0);
  }, 0);
  return { count: items.length, wire, gzip };
}

/** What each page finds in localStorage: the dashboard an analysis, the others nothing. */
const STORAGE = {
  '/dashboard': { [ANALYSIS_STORAGE_KEY]: analysis, [ANSWERS_STORAGE_KEY]: JSON.stringify(ANSWERS) },
};

const rows = [];
for (const pagePath of PAGE_PATHS.filter((name) => wanted.includes(name))) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    log(`Lighthouse ${pagePath} (${i + 1}/${runs})…`);
    results.push(await audit(pagePath, STORAGE[pagePath]));
  }
  results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = results[Math.floor(results.length / 2)];
  rows.push({
    page: pagePath,
    lhr,
    scores: results.map((r) => Math.round(r.categories.performance.score * 100)),
  });
}
stop();
if (reportDir) {
  mkdirSync(reportDir, { recursive: true });
  for (const { page, lhr } of rows) {
    const name = page === '/' ? 'landing' : page.slice(1);
    writeFileSync(path.join(reportDir, `${name}.lighthouse.json`), JSON.stringify(lhr));
  }
}

const ms = (lhr, id) => Math.round(lhr.audits[id].numericValue);
console.log(
  `Lighthouse ${rows[0].lhr.lighthouseVersion}, mobile (default emulation and simulated throttling), ` +
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, median of ${runs} run(s) per page`,
);
console.log('page         score  LCP ms  TBT ms  CLS    scripts  JS on the wire  JS gzip   (all runs)');
for (const { page, lhr, scores } of rows) {
  const js = scripts(lhr);
  console.log(
    [
      page.padEnd(12),
      String(Math.round(lhr.categories.performance.score * 100)).padStart(5),
      String(ms(lhr, 'largest-contentful-paint')).padStart(7),
      String(ms(lhr, 'total-blocking-time')).padStart(7),
      lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3).padStart(6),
      String(js.count).padStart(8),
      kB(js.wire).padStart(15),
      kB(js.gzip).padStart(9),
      `  (${scores.join(', ')})`,
    ].join(' '),
  );
}
console.log(
  `landing route JavaScript from the build (gzip -9): entry ${entry} and its imports ${kB(entryGzip)} ` +
    `(${entryFiles.size} files) + landing route ${landingChunk} and its own imports ${kB(routeGzip)} ` +
    `(${routeFiles.length} files) = ${kB(entryGzip + routeGzip)}`,
);
process.exit(0);
