// What the benches share: ports, waiting for a started process, varied answers, the product started
// by the launcher on ports of its own, a dashboard's localStorage, and the landing route's JavaScript.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
/** The gzip -9 size of the build's file that `url` (served from the build in `dist`) names; 0 if none. */
export function builtGzipSize(dist, url) {
  const file = path.join(dist, new URL(url).pathname);
  return existsSync(file) ? gzipSize(readFileSync(file)) : 0;
}

/** A port free on 127.0.0.1 right now, for a process the bench is about to start. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers below 500; rejects when `child` exits first or `timeoutMs` passes. */
export async function waitFor(url, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const up = await fetch(url, { signal: AbortSignal.timeout(500) }).then(
      (res) => res.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Colouring answers of three different seasons, so a bench does not measure one cached path. */
export const SEASON_TRAITS = [
  {
    veinColor: 'blue-purple',
    sunReaction: 'burn',
    jewelryPreference: 'silver',
    eyeColor: 'Blue',
    skinTone: 'Fair',
    hairColor: 'Black',
  },
  {
    veinColor: 'green',
    sunReaction: 'tan',
    jewelryPreference: 'gold',
    eyeColor: 'Amber',
    skinTone: 'Olive',
    hairColor: 'Auburn',
  },
  {
    veinColor: 'both',
    sunReaction: 'both',
    jewelryPreference: 'both',
    eyeColor: 'Grey',
    skinTone: 'Deep',
    hairColor: ['Dark Brown', 'Grey / Silver'],
  },
];

/**
 * What a bench that drives the system Chromium on the built product reads from the environment:
 * BENCH_RUNS (default 3), BENCH_GATEWAY_PORT and BENCH_PORT_OFFSET (defaults given: each bench its
 * own), FRONTEND_DIST (default frontend/dist; it must hold a build) and CHROMIUM_PATH.
 */
export function browserBenchSettings(defaults) {
  const dist = path.resolve(process.env.FRONTEND_DIST ?? path.join(root, 'frontend', 'dist'));
  if (!existsSync(path.join(dist, 'index.html'))) {
    log(`${dist} holds no build: run \`npm run build\` first.`);
    process.exit(1);
  }
  return {
    runs: Math.max(1, Number(process.env.BENCH_RUNS ?? 3)),
    gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? defaults.gatewayPort),
    portOffset: Number(process.env.BENCH_PORT_OFFSET ?? defaults.portOffset),
    dist,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
}

/**
 * The whole product as `npm start` runs it (the launcher, no build: run `npm run build` first), on
 * `gatewayPort` with every service's port shifted by `portOffset` and the database renamed to
 * `database` (when DATABASE_URL is set), so it never meets a product or an e2e run already up.
 * Resolves once the launcher says it is ready; `stop` (also run on exit, Ctrl-C and kill) runs the
 * cleanups given to `onStop` (browsers the bench started, their files), the last given first, then
 * ends the launcher and all it started.
 */
export async function startProduct({ gatewayPort, portOffset = 0, database, frontendDist }) {
  const databaseUrl = (() => {
    if (!process.env.DATABASE_URL) return undefined;
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${database}`;
    return url.toString();
  })();
  log(
    `starting the product with the launcher on :${gatewayPort} (no build), serving ${frontendDist ?? 'frontend/dist'}…`,
  );
  const launcher = spawn(process.execPath, ['infra/launcher/start.mjs', '--no-build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      GATEWAY_PORT: String(gatewayPort),
      SERVICE_PORT_OFFSET: String(portOffset),
      ...(frontendDist ? { FRONTEND_DIST: frontendDist } : {}),
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: '',
      // Every run comes from one address; the limiters still run, they just never refuse.
      RATE_LIMIT_DEFAULT: '1000000',
      RATE_LIMIT_AI: '1000000',
      RATE_LIMIT_AUTH: '1000000',
    },
  });
  const cleanups = [];
  const stop = () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        cleanup();
      } catch (error) {
        // The launcher is ended all the same.
        log(`a cleanup failed: ${error.message}`);
      }
    }
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
  return {
    base: `http://127.0.0.1:${gatewayPort}`,
    /** The launcher's process group: every process of the product. */
    pid: launcher.pid,
    stop,
    onStop: (cleanup) => cleanups.push(cleanup),
  };
}

/**
 * What the dashboard finds in localStorage after the questionnaire (frontend/src/shared/lib/
 * analysis-store.ts's keys): the analysis the API gives for the k6 journey's answers, and the answers.
 */
export async function dashboardStorage(base) {
  const [{ operationById }, { ANSWERS }] = await Promise.all([
    import('@uniform/contracts'),
    import('../k6/journey-data.js'),
  ]);
  const analyzeStyle = operationById('analyzeStyle');
  const response = await fetch(`${base}${analyzeStyle.path}`, {
    method: analyzeStyle.method.toUpperCase(),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ANSWERS),
  });
  if (!response.ok) throw new Error(`analyze-style answered ${response.status}`);
  return { 'uniform.analysis.v1': await response.text(), 'uniform.answers.v1': JSON.stringify(ANSWERS) };
}

/**
 * Puts `storage` in the localStorage of `base`'s origin from `page`, on a page of that origin that runs
 * no app code (the favicon), so the app's first load finds it and still starts with a cold cache.
 */
export async function seedLocalStorage(page, base, storage) {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(storage));
}

/**
 * The landing route's JavaScript, from the build in `dist`: the entry chunk and what it imports (what
 * the first paint waits for) plus the landing route's chunk and its own imports, gzip -9; `files` is
 * every chunk of it and `line` the sentence the benches print.
 */
export function landingJavaScript(dist) {
  const assets = path.join(dist, 'assets');
  const chunkImports = (file) => {
    const code = readFileSync(path.join(assets, file), 'utf8');
    return [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
  };
  /** The chunk and every chunk it imports statically (which the browser fetches before running it). */
  const staticClosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const next of chunkImports(file)) staticClosure(next, seen);
    return seen;
  };
  /** The chunk whose source map holds `source` (a route's module), found by meaning, not by hashed name. */
  const chunkHolding = (source) =>
    readdirSync(assets)
      .filter((file) => file.endsWith('.js') && existsSync(path.join(assets, `${file}.map`)))
      .find((file) =>
        JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')).sources.some((s) =>
          s.endsWith(source),
        ),
      );

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
  return {
    files: new Set([...entryFiles, ...routeFiles]),
    line:
      `landing route JavaScript from the build (gzip -9): entry ${entry} and its imports ${kB(entryGzip)} ` +
      `(${entryFiles.size} files) + landing route ${landingChunk} and its own imports ${kB(routeGzip)} ` +
      `(${routeFiles.length} files) = ${kB(entryGzip + routeGzip)}`,
  };
}
