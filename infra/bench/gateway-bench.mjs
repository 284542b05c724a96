#!/usr/bin/env node
// npm run bench:gateway — throughput and latency of one cheap endpoint called directly, through the
// gateway, through a bare http-proxy-middleware proxy (the gateway's upstream agent, no features) and
// through nginx (when installed) in front of the same upstream; 50 keep-alive connections from
// autocannon. Everything runs on 127.0.0.1, stops by itself and cleans up.
//
//   BENCH_DURATION=10      seconds of measurement per target (split over the rounds)
//   BENCH_ROUNDS=2         targets are measured in turns (direct, gateway, nginx, direct, …) so a
//                          noisy neighbour hurts every target alike, not just the one running then
//   BENCH_CONNECTIONS=50   keep-alive connections
//   BENCH_LOG_LEVEL=info   the gateway's LOG_LEVEL (info is the production default; lines go to /dev/null)
//   BENCH_NGINX_WORKERS=1  nginx worker processes
//   BENCH_GATEWAY_WORKERS  an extra gateway row with GATEWAY_WORKERS=N (default: the core count; 1 = no row)
//   BENCH_PAIRS=8          then the gateway and the bare proxy alone, 2 s each, in this many alternated
//                          pairs: the median of the pairs' CPU ratios is the steadier gateway/bare-hpm
//                          figure (a single run's moves ±0.1 with the machine's drift)
//
// Besides req/s and latency it prints the CPU time each server process spent per request (from
// /proc): on a machine where the load generator shares the cores, that is the steadier comparison.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitFor } from './bench-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const duration = Math.max(2, Number(process.env.BENCH_DURATION ?? 10));
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const nginxWorkers = Number(process.env.BENCH_NGINX_WORKERS ?? 1);
const gatewayWorkers = Number(process.env.BENCH_GATEWAY_WORKERS ?? os.availableParallelism());
const pairs = Math.max(0, Number(process.env.BENCH_PAIRS ?? 8));
const TARGET_PATH = '/api/privacy-inquiry';
const children = [];
const tempDirs = [];
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

function cleanup() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  children.length = 0;
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.length = 0;
}
// Children die with the bench however it ends: normal exit, Ctrl-C, kill, or a crash.
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });

if (!existsSync(path.join(root, 'gateway', 'dist', 'main.js'))) {
  log('gateway/dist is missing: building the gateway and the libraries it needs (tsc -b gateway)…');
  const built = spawnSync('npx', ['tsc', '-b', 'gateway'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    log('The build failed: run `npm run build` and try again.');
    process.exit(1);
  }
}

function start(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('error', (error) => log(`${command}: ${error.message}`));
  children.push(child);
  return child;
}

/** CPU seconds (user + system) a process and its live children have used so far, from /proc. */
function cpuSeconds(pids) {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      return undefined;
    }
  }
  return total;
}

function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

// The upstream: a plain node server answering a small JSON, in its own process so it does not share
// the load generator's event loop.
const UPSTREAM = `
const http = require('node:http');
const body = JSON.stringify({ id: '6f1c1a52-1f3c-4a43-9b0e-1f0f8e5d2b11', ok: true });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), '127.0.0.1');
`;

// The baseline the gateway's CPU per request is held to: http-proxy-middleware as its README shows
// it, with the gateway's own upstream agent (same factory, same config) and nothing else — no
// request id, limits, identity, metrics or log line. Run from the repo root, in its own process.
const BARE_HPM = `
const http = require('node:http');
const { createProxyMiddleware } = require(require.resolve('http-proxy-middleware', { paths: ['./gateway'] }));
const { loadGatewayConfig } = require('./gateway/dist/config.js');
const { createUpstreamAgent } = require('./gateway/dist/upstream-proxy.js');
const config = loadGatewayConfig();
const agent = createUpstreamAgent({
  maxSockets: config.UPSTREAM_MAX_SOCKETS,
  maxFreeSockets: config.UPSTREAM_MAX_FREE_SOCKETS,
});
const proxy = createProxyMiddleware({ target: config.PRIVACY_SERVICE_URL, agent });
const server = http.createServer((req, res) => proxy(req, res));
server.keepAliveTimeout = 75000;
server.listen(config.GATEWAY_PORT, '127.0.0.1');
`;

function nginxConfig(dir, port, upstreamPort) {
  return `
worker_processes ${nginxWorkers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}`;
}

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

try {
  const upstreamPort = await freePort();
  const upstream = start(process.execPath, ['-e', UPSTREAM], { PORT: String(upstreamPort) });
  await waitFor(`http://127.0.0.1:${upstreamPort}/`, upstream);

  const gatewayEnv = (port, workers) => ({
    NODE_ENV: 'production',
    GATEWAY_PORT: String(port),
    GATEWAY_WORKERS: String(workers),
    HOST: '127.0.0.1',
    PRIVACY_SERVICE_URL: `http://127.0.0.1:${upstreamPort}`,
    LOG_LEVEL: logLevel,
    // Every bench request comes from one address; the limiter still runs, it just never refuses.
    RATE_LIMIT_DEFAULT: '1000000',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  const startGateway = async (workers) => {
    const port = await freePort();
    const child = start(
      process.execPath,
      [path.join('gateway', 'dist', 'main.js')],
      gatewayEnv(port, workers),
    );
    await waitFor(`http://127.0.0.1:${port}/readyz`, child);
    // Workers are the primary's children; the primary itself only hands out connections.
    return { url: `http://127.0.0.1:${port}${TARGET_PATH}`, pids: [child.pid, ...childPids(child.pid)] };
  };

  const targets = [
    { name: 'direct', url: `http://127.0.0.1:${upstreamPort}${TARGET_PATH}`, pids: [upstream.pid] },
    { name: 'gateway', ...(await startGateway(1)) },
  ];
  if (gatewayWorkers > 1)
    targets.push({ name: `gateway x${gatewayWorkers}`, ...(await startGateway(gatewayWorkers)) });
  const barePort = await freePort();
  const bare = start(process.execPath, ['-e', BARE_HPM], gatewayEnv(barePort, 1));
  await waitFor(`http://127.0.0.1:${barePort}${TARGET_PATH}`, bare);
  targets.push({ name: 'bare hpm', url: `http://127.0.0.1:${barePort}${TARGET_PATH}`, pids: [bare.pid] });
  if (!spawnSync('nginx', ['-v']).error) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
    tempDirs.push(dir);
    const nginxPort = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, upstreamPort));
    const nginx = start('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')]);
    await waitFor(`http://127.0.0.1:${nginxPort}${TARGET_PATH}`, nginx);
    targets.push({
      name: 'nginx',
      url: `http://127.0.0.1:${nginxPort}${TARGET_PATH}`,
      pids: [nginx.pid, ...childPids(nginx.pid)],
    });
  } else {
    log('nginx is not installed (apt-get install -y nginx): its row is skipped.');
  }

  log(`warming up ${targets.map((t) => t.name).join(', ')}…`);
  for (const target of targets) await run(target.url, 2);

  const perRound = Math.max(1, Math.round(duration / rounds));
  const totals = new Map(
    targets.map((t) => [t.name, { requests: 0, seconds: 0, p50: [], p99: [], errors: 0, cpu: 0 }]),
  );
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      log(`round ${round}/${rounds}: ${target.name}`);
      const cpuBefore = cpuSeconds(target.pids);
      const result = await run(target.url, perRound);
      const cpuAfter = cpuSeconds(target.pids);
      const total = totals.get(target.name);
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p50.push(result.latency.p50);
      total.p99.push(result.latency.p99);
      total.errors += result.errors + result.timeouts + result.non2xx;
      total.cpu =
        cpuBefore === undefined || cpuAfter === undefined ? undefined : total.cpu + (cpuAfter - cpuBefore);
    }
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  // The gateway against the bare proxy, back to back, so both see the same moment of the machine.
  const pairRatios = [];
  const cpuPerRequestOf = async (target) => {
    const before = cpuSeconds(target.pids);
    const result = await run(target.url, 2);
    const after = cpuSeconds(target.pids);
    return before === undefined || after === undefined || result.requests.total === 0
      ? undefined
      : (after - before) / result.requests.total;
  };
  const [pairGateway, pairBare] = ['gateway', 'bare hpm'].map((name) => targets.find((t) => t.name === name));
  for (let pair = 1; pair <= pairs; pair++) {
    log(`pair ${pair}/${pairs}: gateway, bare hpm`);
    const gatewayCpu = await cpuPerRequestOf(pairGateway);
    const bareCpu = await cpuPerRequestOf(pairBare);
    if (gatewayCpu && bareCpu) pairRatios.push(gatewayCpu / bareCpu);
  }

  const rows = targets.map((target) => {
    const t = totals.get(target.name);
    return {
      name: target.name,
      rps: t.requests / t.seconds,
      p50: median(t.p50),
      p99: Math.max(...t.p99),
      errors: t.errors,
      cpuUs: t.cpu === undefined || t.requests === 0 ? undefined : (t.cpu / t.requests) * 1e6,
    };
  });

  const cells = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU µs/req'],
    ...rows.map((r) => [
      r.name,
      String(Math.round(r.rps)),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      r.cpuUs === undefined ? 'n/a' : r.cpuUs.toFixed(0),
    ]),
  ];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const by = Object.fromEntries(rows.map((r) => [r.name, r]));
  const ratio = (a, b) => `${(a.rps / b.rps).toFixed(2)}x req/s`;
  const cpuRatio = (a, b) =>
    a.cpuUs && b.cpuUs ? `, ${(a.cpuUs / b.cpuUs).toFixed(2)}x the CPU per request` : '';
  const gateways = rows.filter((r) => r.name.startsWith('gateway'));
  const cpuPerRequest = (a, b) => (a?.cpuUs && b?.cpuUs ? `${(a.cpuUs / b.cpuUs).toFixed(2)}x` : 'n/a');
  const out = [
    '',
    `GET ${TARGET_PATH}: ${connections} keep-alive connections, ${rounds} round(s) x ${perRound} s per target, ` +
      `${os.cpus().length} cores, node ${process.version}, gateway LOG_LEVEL=${logLevel}, nginx ${nginxWorkers} worker(s)`,
    line(cells[0]),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...cells.slice(1).map(line),
    '',
    ...gateways.map((g) => `${`${g.name}/direct:`.padEnd(20)} ${ratio(g, by.direct)}`),
    ...(by.nginx
      ? gateways.map((g) => `${`${g.name}/nginx:`.padEnd(20)} ${ratio(g, by.nginx)}${cpuRatio(g, by.nginx)}`)
      : ['gateway/nginx: n/a (nginx not installed)']),
    `gateway/bare-hpm CPU per request: ${cpuPerRequest(by.gateway, by['bare hpm'])}`,
    ...(pairRatios.length > 0
      ? [
          `gateway/bare-hpm CPU per request, median of ${pairRatios.length} alternated pairs: ${median(pairRatios).toFixed(2)}x ` +
            `(${Math.min(...pairRatios).toFixed(2)}-${Math.max(...pairRatios).toFixed(2)})`,
        ]
      : []),
    `Note: the load generator (autocannon, in this process) shares the ${os.cpus().length} cores with the servers; ` +
      "the gateway's rate limit asks Redis once per lease of a client's budget (here one per 1,000 requests), nginx never.",
    '',
  ];
  process.stdout.write(out.join('\n'));
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  cleanup();
}
