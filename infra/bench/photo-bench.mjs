#!/usr/bin/env node
// npm run bench:photo — how long "Use a photo" (issue 22) takes in the system Chromium and what extra it
// loads. The product runs as the launcher starts it (no build: run `npm run build` first) on ports of
// its own; the dashboard's Color Analysis tab is opened with an analysis and its answers in
// localStorage (as the questionnaire leaves them), and real portraits (the sample photographs shipped
// with @vladmandic/human, as the e2e test uses them) go through "Choose a photo of your face".
//
// Each run is cold (a fresh browser context: empty cache and storage): the first portrait is timed from
// the file input's change event to the result region ("What your photo shows") in the page, then the
// other portraits in the same page (warm: the model is loaded). The face reader's own performance
// measures split each photo into model load, face detection and measuring. Then the requests made
// after the first photo was chosen (JavaScript on the wire and gzip -9 from the build, WebAssembly, the
// model's json and bin files), the backend that ran (wasm, or cpu when the page warns that WebAssembly
// did not start), and the landing route's JavaScript from the build, with the photo chunks not in it.
//
// Settings as for bench:web (bench-kit's browserBenchSettings): BENCH_RUNS=3 cold runs (medians and
// ranges printed); BENCH_GATEWAY_PORT=18092 and BENCH_PORT_OFFSET=1400, the product's own ports;
// FRONTEND_DIST, the build to serve and read; CHROMIUM_PATH; DATABASE_URL and REDIS_URL as for the
// launcher, the database swapped for uniform_photo_bench.
/* global document, window, MutationObserver -- code that page.evaluate runs in the page */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import puppeteer from 'puppeteer-core';
import * as kit from './bench-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { runs, gatewayPort, portOffset, dist, chromePath } = kit.browserBenchSettings({
  gatewayPort: 18092,
  portOffset: 1400,
});
const PHOTO_TIMEOUT_MS = 180_000;
/** The first portrait is read cold, the next ones warm in the same page. */
const WARM_PHOTOS = 2;
const STEPS = ['load', 'detect', 'measure'];
console.log(`/proc/loadavg at start: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);

// --- The portraits, as PNG files (the e2e fixture's way: a crop scaled up three times) ------------

const { PORTRAITS, cropScaled, decodeSamplePhoto } = createRequire(import.meta.url)(
  path.join(root, 'libs/test-kit/dist/sample-portraits.js'),
);
// The portraits and the browser's profile; removed on exit (by `stop`, after the browser is gone).
const photoDir = mkdtempSync(path.join(os.tmpdir(), 'photo-bench-'));
const portraits = [];
for (const [index, portrait] of PORTRAITS.slice(0, 1 + WARM_PHOTOS).entries()) {
  const photo = cropScaled(await decodeSamplePhoto(portrait.file), portrait.crop, 3);
  const png = new PNG({ width: photo.width, height: photo.height });
  png.data = Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength);
  const file = path.join(photoDir, `portrait-${index + 1}.png`);
  writeFileSync(file, PNG.sync.write(png));
  portraits.push({ name: portrait.name, file });
}

// --- The product and the browser ----------------------------------------------------------------

const landing = kit.landingJavaScript(dist);
const { base, stop, onStop } = await kit.startProduct({
  gatewayPort,
  portOffset,
  database: 'uniform_photo_bench',
  frontendDist: dist,
});
onStop(() => removeWhenFree(photoDir));
const storage = await kit.dashboardStorage(base);
const browser = await puppeteer.launch({
  executablePath: chromePath,
  headless: true,
  userDataDir: path.join(photoDir, 'chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
onStop(() => browser.process()?.kill('SIGKILL'));

/** Removes a folder a killed browser may still be writing to for a moment (tries for up to a second). */
function removeWhenFree(dir) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if (attempt === 20) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

/** Every request of a page over CDP, each tagged with the phase it was made in, and its bytes. */
async function recordRequests(page) {
  const requests = new Map();
  const recorder = { phase: 'page', requests };
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    requests.set(requestId, { url: request.url, type, phase: recorder.phase, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  return recorder;
}

/**
 * One photo through the file input: milliseconds from the input's change event to the result region
 * in the page (a new one: the previous photo's region goes when a photo is chosen), and the face
 * reader's step measures. A photo the page cannot read fails the bench with the page's own words.
 */
async function readPhoto(page, input, file) {
  await page.evaluate(() => {
    performance.clearMeasures();
    const section = document.querySelector('[data-testid="photo-coloring"]');
    const resultOf = () => section.querySelector('[role="region"][aria-label="What your photo shows"]');
    const before = resultOf();
    const timing = { start: 0, end: 0, problem: '' };
    window.photoBench = timing;
    section.addEventListener('change', () => (timing.start = performance.now()), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      const result = resultOf();
      const alert = section.querySelector('[role="alert"]');
      if ((result && result !== before) || alert) {
        timing.end = performance.now();
        timing.problem = result ? '' : alert.textContent;
        observer.disconnect();
      }
    });
    observer.observe(section, { childList: true, subtree: true });
  });
  await input.uploadFile(file);
  await page.waitForFunction(() => window.photoBench.end > 0, {
    timeout: PHOTO_TIMEOUT_MS,
    polling: 50,
  });
  const { start, end, problem, steps } = await page.evaluate((names) => {
    const last = (name) => performance.getEntriesByName(`face-reader:${name}`).at(-1)?.duration ?? null;
    return { ...window.photoBench, steps: Object.fromEntries(names.map((name) => [name, last(name)])) };
  }, STEPS);
  if (problem) throw new Error(`the page could not read ${path.basename(file)}: ${problem}`);
  if (start === 0) throw new Error(`choosing ${path.basename(file)} fired no change event`);
  return { total: end - start, steps };
}

/** One cold run: a fresh context (empty cache and storage), the colour tab, then every portrait. */
async function coldRun() {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (message) => /^warn/.test(message.type()) && warnings.push(message.text()));
    const recorder = await recordRequests(page);
    await kit.seedLocalStorage(page, base, storage);
    await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle0' });
    const tab = await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.includes('Color Analysis')),
    );
    await tab.click();
    const input = await page.waitForFunction(() => {
      const label = [...document.querySelectorAll('[data-testid="photo-coloring"] label')].find(
        (l) => l.textContent === 'Choose a photo of your face',
      );
      return label && document.getElementById(label.htmlFor);
    });

    recorder.phase = 'first photo';
    const first = await readPhoto(page, input, portraits[0].file);
    recorder.phase = 'warm photos';
    const warm = [];
    for (const portrait of portraits.slice(1)) warm.push(await readPhoto(page, input, portrait.file));
    return { first, warm, requests: [...recorder.requests.values()], warnings };
  } finally {
    await context.close();
  }
}

const results = [];
for (let i = 0; i < runs; i += 1) {
  process.stderr.write(`[bench] cold run ${i + 1}/${runs}…\n`);
  results.push(await coldRun());
}
const chromiumVersion = await browser.version();
await browser.close();
stop();

// --- The report ----------------------------------------------------------------------------------

const ms = (value) => `${Math.round(value)} ms`;
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `median ${ms(median)} (range ${ms(sorted[0])}–${ms(sorted.at(-1))})`;
}
function timingLines(label, photos) {
  console.log(`${label}: ${spread(photos.map((photo) => photo.total))}`);
  if (photos.some((photo) => STEPS.some((step) => photo.steps[step] === null))) {
    console.log('  (this build has no face-reader performance measures: rebuild it for the split)');
    return;
  }
  console.log(
    `  of which ${STEPS.map((step) => `${step} ${spread(photos.map((photo) => photo.steps[step]))}`).join(', ')}`,
  );
}

/** The kind of each request the photo flow makes: JavaScript, WebAssembly, model files or other. */
const kindOf = ({ url, type }) => {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.wasm')) return 'WebAssembly';
  if (pathname.includes('/models/face/')) return 'model files';
  return type === 'Script' || pathname.endsWith('.js') ? 'JavaScript' : 'other';
};
function photoBytes(requests) {
  const byKind = new Map();
  for (const request of requests.filter((r) => r.phase === 'first photo' && r.url.startsWith(base))) {
    const kind = kindOf(request);
    const row = byKind.get(kind) ?? { count: 0, wire: 0, gzip: 0, files: [] };
    row.count += 1;
    row.wire += request.bytes;
    if (kind === 'JavaScript') row.gzip += kit.builtGzipSize(dist, request.url);
    row.files.push(path.basename(new URL(request.url).pathname));
    byKind.set(kind, row);
  }
  return byKind;
}

console.log(
  `"Use a photo" on the dashboard's Color Analysis tab, Chromium ${chromiumVersion} (headless, no throttling), ` +
    `${os.cpus().length} cores, ${runs} cold run(s) (fresh browser context, empty cache), ` +
    `${portraits.length} portraits a run: ${portraits.map((p) => p.name).join('; ')}`,
);
timingLines(
  'first photo, cold (change → result region)',
  results.map((r) => r.first),
);
for (let i = 0; i < WARM_PHOTOS; i += 1)
  timingLines(
    `photo ${i + 2}, warm in the same page`,
    results.map((r) => r.warm[i]),
  );

const early = results.flatMap((r) =>
  r.requests.filter((request) => request.phase === 'page' && /^(model|WebAssembly)/.test(kindOf(request))),
);
console.log(`before the photo: ${early.length} model or WebAssembly request(s) in all runs`);
console.log('loaded after the first photo was chosen (in every run; a range where the runs differ):');
const perRun = results.map((r) => photoBytes(r.requests));
const kinds = [...new Set(perRun.flatMap((byKind) => [...byKind.keys()]))].sort();
const amount = (values, format) => {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
};
for (const kind of kinds) {
  const rows = perRun.map((byKind) => byKind.get(kind) ?? { count: 0, wire: 0, gzip: 0, files: [] });
  const gzip =
    kind === 'JavaScript'
      ? `, ${amount(
          rows.map((row) => row.gzip),
          kit.kB,
        )} gzip -9 from the build`
      : '';
  const files = [...new Set(rows.flatMap((row) => row.files))].sort().join(', ');
  console.log(
    `  ${kind}: ${amount(
      rows.map((row) => row.count),
      String,
    )} file(s), ` +
      `${amount(
        rows.map((row) => row.wire),
        kit.kB,
      )} on the wire${gzip} (${files})`,
  );
}
const warmRequests = results.flatMap((r) => r.requests.filter((request) => request.phase === 'warm photos'));
console.log(`warm photos: ${warmRequests.length} request(s) in all runs`);

const fallbacks = results.filter((r) =>
  r.warnings.some((text) => /WebAssembly backend did not start/.test(text)),
);
const wasmFiles = [...new Set(perRun.flatMap((byKind) => byKind.get('WebAssembly')?.files ?? []))];
console.log(
  `backend: ${
    fallbacks.length > 0
      ? `cpu in ${fallbacks.length} of ${runs} run(s) (the page warned that WebAssembly did not start)`
      : wasmFiles.length > 0
        ? `wasm (${wasmFiles.join(', ')}; no fallback warning from the page)`
        : 'unknown (no WebAssembly loaded and no warning)'
  }`,
);
console.log(landing.line);
const photoChunks = [...new Set(perRun.flatMap((byKind) => byKind.get('JavaScript')?.files ?? []))];
const inLanding = photoChunks.filter((file) => landing.files.has(file));
console.log(
  `photo flow chunks in the landing route's JavaScript: ${inLanding.length === 0 ? 'none' : inLanding.join(', ')}`,
);
process.exit(0);
