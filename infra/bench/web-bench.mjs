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
//   BENCH_RUNS=3            Lighthouse runs per page; the median run (by score) is printed; a run
//                           Lighthouse could not score (NO_NAVSTART…) is logged, listed as "error"
//                           and tried again
//   BENCH_PAGES=/,/onboarding,/dashboard  the pages to audit
//   BENCH_GATEWAY_PORT=18091, BENCH_PORT_OFFSET=1300  ports of the product it starts (the services'
//                           ports are shifted by the offset), away from a product already running
//   FRONTEND_DIST           the build to serve and read (default frontend/dist)
//   CHROMIUM_PATH           default /usr/bin/chromium
//   BENCH_REPORT_DIR        when set, each page's median Lighthouse report is written there as JSON
//   DATABASE_URL / REDIS_URL as for the launcher (its database is swapped for uniform_web_bench)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  browserBenchSettings,
  builtGzipSize,
  dashboardStorage,
  kB,
  landingJavaScript,
  seedLocalStorage,
  startProduct,
} from './bench-kit.mjs';

const reportDir = process.env.BENCH_REPORT_DIR;
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

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
const { runs, gatewayPort, portOffset, dist, chromePath } = browserBenchSettings({
  gatewayPort: 18091,
  portOffset: 1300,
});

const landing = landingJavaScript(dist);
const { base, stop, onStop } = await startProduct({
  gatewayPort,
  portOffset,
  database: 'uniform_web_bench',
  frontendDist: dist,
});
const chromes = new Set();
onStop(() => {
  for (const chrome of chromes) chrome.kill();
});

// --- Lighthouse ----------------------------------------------------------------------------------

/** One Lighthouse run in a fresh Chromium; `storage` is put in localStorage first (no app code cached). */
async function audit(pagePath, storage) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  chromes.add(chrome);
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await seedLocalStorage(page, base, storage);
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
  const gzip = items.reduce((sum, item) => sum + builtGzipSize(dist, item.url), 0);
  return { count: items.length, wire, gzip };
}

/** What each page finds in localStorage: the dashboard an analysis, the others nothing. */
const STORAGE = { '/dashboard': await dashboardStorage(base) };

/** Lighthouse runs per wanted run at most: the first and two more when it could not score one. */
const MAX_ATTEMPTS = 3;

/**
 * Why Lighthouse could not score a run (its score is null, not 0): the run's error (NO_LCP, NO_FCP…) or
 * the performance audits that failed; undefined for a scored run.
 */
function unscored(lhr) {
  if (lhr.categories.performance.score !== null) return undefined;
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const failed = lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.errorMessage)
    .map((audit) => `${audit.id}: ${audit.errorMessage}`);
  return failed.join('; ') || 'no score';
}

const rows = [];
for (const pagePath of PAGE_PATHS.filter((name) => wanted.includes(name))) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    // A run Lighthouse could not score (seen here: NO_NAVSTART, "please run Lighthouse again", under
    // load) is tried again, at most MAX_ATTEMPTS times, so the median is of BENCH_RUNS scored runs.
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      log(`Lighthouse ${pagePath} (${i + 1}/${runs})${attempt > 1 ? `, attempt ${attempt}` : ''}…`);
      const lhr = await audit(pagePath, STORAGE[pagePath]);
      results.push(lhr);
      const failure = unscored(lhr);
      if (!failure) break;
      log(`Lighthouse could not score ${pagePath} (${i + 1}/${runs}): ${failure}`);
    }
  }
  // A run Lighthouse could not score is listed as "error", never as a 0 nor as the median.
  const scored = results
    .filter((r) => !unscored(r))
    .sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  if (scored.length === 0) {
    stop();
    log(`Lighthouse could not score any run of ${pagePath}.`);
    process.exit(1);
  }
  rows.push({
    page: pagePath,
    lhr: scored[Math.floor(scored.length / 2)],
    scores: results.map((r) =>
      unscored(r) ? 'error' : String(Math.round(r.categories.performance.score * 100)),
    ),
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
console.log(landing.line);
process.exit(0);
