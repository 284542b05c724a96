#!/usr/bin/env node
// npm run bench:gateway — requests/s and latency of a cheap endpoint called directly, through the
// gateway, and through nginx (when installed) with the same upstream; 50 keep-alive connections.
//   BENCH_DURATION=10 (seconds per target)   BENCH_CONNECTIONS=50
// Everything runs on 127.0.0.1 and stops by itself. Run `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATH = '/api/privacy-inquiry';
const children = [];
const tempDirs = [];

if (
  !existsSync(path.join(root, 'gateway', 'dist', 'main.js')) ||
  !existsSync(path.join(root, 'libs', 'contracts', 'dist', 'index.js'))
) {
  process.stderr.write('The gateway is not built: run `npm run build` first.\n');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url, { signal: AbortSignal.timeout(500) }).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function start(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

// The upstream: a separate process so it does not share the bench client's event loop.
const UPSTREAM = `
const http = require('node:http');
const body = JSON.stringify({ id: '6f1c1a52-1f3c-4a43-9b0e-1f0f8e5d2b11', ok: true });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); });
});
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), '127.0.0.1');
`;

function nginxConfig(dir, port, upstreamPort) {
  return `
worker_processes 1;
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
    location /api/ { proxy_pass http://app; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}`;
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function bench(name, url) {
  await new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: 2 }, (err) => (err ? reject(err) : resolve())),
  );
  const r = await measure(url);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

try {
  const upstreamPort = await freePort();
  start(process.execPath, ['-e', UPSTREAM], { PORT: String(upstreamPort) });
  await waitFor(`http://127.0.0.1:${upstreamPort}/`);

  const gatewayPort = await freePort();
  start(process.execPath, [path.join('gateway', 'dist', 'main.js')], {
    GATEWAY_PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    PRIVACY_SERVICE_URL: `http://127.0.0.1:${upstreamPort}`,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
    RATE_LIMIT_DEFAULT: '1000000',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`);

  let nginxPort;
  const nginx = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (!nginx.error) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
    tempDirs.push(dir);
    nginxPort = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, upstreamPort));
    start('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')]);
    await waitFor(`http://127.0.0.1:${nginxPort}${PATH}`);
  }

  const rows = [
    await bench('direct', `http://127.0.0.1:${upstreamPort}${PATH}`),
    await bench('gateway', `http://127.0.0.1:${gatewayPort}${PATH}`),
  ];
  if (nginxPort) rows.push(await bench('nginx', `http://127.0.0.1:${nginxPort}${PATH}`));

  const pad = (value, width) => String(value).padStart(width);
  process.stdout.write(
    `\nGET ${PATH}, ${connections} keep-alive connections, ${duration} s per target, ${os.cpus().length} cores, node ${process.version}, gateway LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'warn'}\n`,
  );
  process.stdout.write(
    `${'target'.padEnd(10)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}${pad('errors', 8)}\n`,
  );
  for (const r of rows)
    process.stdout.write(
      `${r.name.padEnd(10)}${pad(Math.round(r.rps), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.non2xx, 9)}${pad(r.errors, 8)}\n`,
    );
  const by = Object.fromEntries(rows.map((r) => [r.name, r.rps]));
  process.stdout.write(`gateway/direct: ${(by.gateway / by.direct).toFixed(2)}x\n`);
  process.stdout.write(
    by.nginx
      ? `gateway/nginx:  ${(by.gateway / by.nginx).toFixed(2)}x\n`
      : 'nginx: not installed (apt-get install nginx), row skipped\n',
  );
  process.stdout.write(
    'Note: on this machine the load generator shares the cores with the servers it measures.\n',
  );
} finally {
  cleanup();
}
