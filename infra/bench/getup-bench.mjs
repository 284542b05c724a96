#!/usr/bin/env node
// npm run bench:getup — the Getup 7 AM fan-out at scale: 100,000 subscribers in one time zone, one
// 7 AM tick, the real sender worker processes (services/sms/dist/worker.js) texting the loopback fake
// Twilio through the real `twilio` SDK, with the send rate limit lifted. Prints the enqueue time, the
// send rate, the total time, and duplicates and missing texts (both must be 0), then the PostgreSQL
// connections peak of the run (every process on the scratch database) and the scheduler's peak
// resident memory: the tick runs in its own process (this file with --tick) so its RSS is its own.
//
//   BENCH_SUBSCRIBERS=100000   subscribers to seed
//   BENCH_ZONES=1|4            US time zones they are spread over (New York, Chicago, Denver, Los
//                              Angeles): 1 up to 100,000 subscribers, 4 above unless set; with 4 the
//                              scheduler ticks at each zone's 7 AM in turn (every zone is due)
//   BENCH_WORKERS=2            sender processes
//   BENCH_CONCURRENCY=64       texts in flight per sender process
//   BENCH_BATCH_SIZE           subscribers per send job (GETUP_BATCH_SIZE; the service's default if unset)
//   BENCH_KILL_SENDER=1        SIGKILL one sender once a third of the texts are out; the others take
//                              its batches over (GETUP_LOCK_MS=5000 then), and the bench still
//                              checks 0 duplicates and 0 missing
//   BENCH_TIMEOUT_S=600        give up after this long
//   BENCH_NODE_ARGS            extra node flags for the sender processes (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
//   BENCH_TICK_NODE_ARGS       extra node flags for the scheduler process
//   DATABASE_URL               default postgresql://postgres@127.0.0.1:5432/postgres (a scratch database is created and dropped)
//   REDIS_URL                  default redis://127.0.0.1:6379 (its own key prefix, removed afterwards)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'services', 'sms', 'package.json'));
const smsDist = (...parts) => path.join(root, 'services', 'sms', 'dist', ...parts);
// 07:00 in each zone on 2026-12-01 (winter: UTC-6, -5, -7, -8); one zone is Chicago.
const ZONES = [
  { zone: 'America/Chicago', sevenAm: '2026-12-01T13:00:00.000Z' },
  { zone: 'America/New_York', sevenAm: '2026-12-01T12:00:00.000Z' },
  { zone: 'America/Denver', sevenAm: '2026-12-01T14:00:00.000Z' },
  { zone: 'America/Los_Angeles', sevenAm: '2026-12-01T15:00:00.000Z' },
];
const LOCAL_DATE = '2026-12-01';

if (process.argv[2] === '--tick') {
  // The scheduler process: the 7 AM tick of each zone in turn, then its figures as one JSON line.
  const { tick } = require(smsDist('workers', 'getup.worker.js'));
  const { GETUP_SEND_QUEUE } = require(smsDist('queues', 'getup.queue.js'));
  const { createSmsPrisma } = require(smsDist('data', 'sms-database.js'));
  const { createLogger, queueConnection } = require(
    path.join(root, 'libs', 'service-kit', 'dist', 'index.js'),
  );
  const { Queue } = require('bullmq');
  const { Redis } = require('ioredis');
  const { databaseUrl, redisUrl, prefix, zones, batchSize } = JSON.parse(process.argv[3]);
  const prisma = createSmsPrisma(databaseUrl, 2);
  const sendQueue = new Queue(GETUP_SEND_QUEUE, {
    connection: queueConnection(redisUrl, 'producer'),
    prefix,
  });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const logger = createLogger('bench-tick', 'warn');
  const figures = { enqueued: 0, batches: 0, startedAt: Date.now() };
  for (const { sevenAm } of ZONES.slice(0, zones)) {
    const settings = {
      sendHour: 7,
      windowMinutes: 15,
      ratePerSecond: 0,
      ...(batchSize ? { batchSize } : {}),
    };
    const result = await tick({ prisma, sendQueue, redis, logger, settings }, new Date(sevenAm));
    figures.enqueued += result.enqueued;
    figures.batches += result.batches;
  }
  figures.finishedAt = Date.now();
  await Promise.all([prisma.$disconnect(), sendQueue.close(), redis.quit()]);
  process.stdout.write(`${JSON.stringify({ ...figures, maxRssKb: process.resourceUsage().maxRSS })}\n`);
  process.exit(0);
}

const total = Math.max(1, Number(process.env.BENCH_SUBSCRIBERS ?? 100_000));
const workerCount = Math.max(1, Number(process.env.BENCH_WORKERS ?? 2));
const concurrency = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 64));
const zoneCount = Number(process.env.BENCH_ZONES ?? (total > 100_000 ? 4 : 1));
if (zoneCount !== 1 && zoneCount !== 4) throw new Error('BENCH_ZONES must be 1 or 4');
const zones = ZONES.slice(0, zoneCount);
const batchSize = process.env.BENCH_BATCH_SIZE ? Number(process.env.BENCH_BATCH_SIZE) : undefined;
const killSender = process.env.BENCH_KILL_SENDER === '1';
if (killSender && workerCount < 2) throw new Error('BENCH_KILL_SENDER=1 needs BENCH_WORKERS of 2 or more');
const timeoutMs = Math.max(10, Number(process.env.BENCH_TIMEOUT_S ?? 600)) * 1000;
const baseDatabaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const children = [];
let cleanup = async () => {};

process.on('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

log('building services/sms and libs/test-kit (tsc -b, a no-op when up to date)…');
for (const [cmd, args] of [
  ['npm', ['run', 'generate', '-w', '@uniform/sms-service']],
  ['npx', ['tsc', '-b', 'services/sms', 'libs/test-kit']],
]) {
  if (spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0)
    process.exit(1);
}

const pg = require('pg');
const { Queue } = require('bullmq');
const { Redis } = require('ioredis');
const { startFakeTwilio } = require(path.join(root, 'libs', 'test-kit', 'dist', 'fakes', 'fake-twilio.js'));
const { GETUP_SEND_QUEUE } = require(smsDist('queues', 'getup.queue.js'));
const { GETUP_BATCH_SIZE } = require(smsDist('domain', 'send-job.js'));
const { queueConnection } = require(path.join(root, 'libs', 'service-kit', 'dist', 'index.js'));

// A scratch database with the service's real migrations.
const database = `uniform_bench_getup_${randomBytes(4).toString('hex')}`;
const adminUrl = new URL(baseDatabaseUrl);
const databaseUrl = new URL(baseDatabaseUrl);
databaseUrl.pathname = `/${database}`;
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const prefix = `bench-getup-${randomBytes(3).toString('hex')}`;
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
const twilio = await startFakeTwilio();
const db = new pg.Client({ connectionString: databaseUrl.toString() });
let sendQueue;
cleanup = async () => {
  // SIGTERM first: the senders close cleanly (and write a CPU profile when asked to).
  children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => (clearTimeout(force), resolve()));
        }),
    ),
  );
  await sendQueue?.obliterate({ force: true }).catch(() => {});
  await sendQueue?.close().catch(() => {});
  for (const pattern of [`${prefix}:*`]) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  await redis.quit().catch(() => {});
  await db.end().catch(() => {});
  await twilio.close().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
};

try {
  log(`migrating ${database}…`);
  const migrate = spawnSync(
    process.execPath,
    [
      path.join(root, 'libs', 'db', 'bin', 'uniform-prisma.cjs'),
      'migrate',
      'deploy',
      '--service',
      path.join(root, 'services', 'sms'),
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl.toString() },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (migrate.status !== 0) throw new Error('migration failed');

  await db.connect();
  const zoneNames = zones.map(({ zone }) => zone).join(', ');
  log(`seeding ${total.toLocaleString('en-US')} subscribers in ${zoneNames}…`);
  // The style facts a subscribe stores (what the daily text is written from).
  const facts = JSON.stringify({
    archetype: 'The Grounded Mentor',
    season: 'True Autumn',
    undertone: 'Warm',
    colours: [
      { name: 'Olive', hex: '#708238' },
      { name: 'Rust', hex: '#B7410E' },
      { name: 'Teal', hex: '#008080' },
      { name: 'Mustard', hex: '#D4A017' },
    ],
    neutrals: ['Camel', 'Chocolate brown'],
    pieces: ['Unstructured camel blazer', 'Dark indigo denim', 'Brown suede loafers', 'Cream knit polo'],
    keywords: ['Approachable', 'Warm', 'Grounded'],
    zipCode: '60601',
  });
  const seedStart = performance.now();
  for (let start = 0; start < total; start += 20_000) {
    const n = Math.min(20_000, total - start);
    const ids = Array.from({ length: n }, () => randomUUID());
    const phones = Array.from(
      { length: n },
      (_, i) => `+1312${String(2_000_000 + start + i).padStart(7, '0')}`,
    );
    await db.query(
      `INSERT INTO sms.subscribers (id, phone, status, consent_at, time_zone, time_zone_source, style_facts, updated_at)
       SELECT id, phone, 'active', now(), $3, 'zip', $4::jsonb, now() FROM unnest($1::uuid[], $2::text[]) AS t(id, phone)`,
      [ids, phones, zones[(start / 20_000) % zones.length].zone, facts],
    );
  }
  await db.query('ANALYZE sms.subscribers');
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM_NUMBER: '+15005550006',
    TWILIO_API_BASE_URL: `http://127.0.0.1:${twilio.port}`,
    GETUP_QUEUE_PREFIX: prefix,
    GETUP_WORKER_RUN: 'sender',
    GETUP_WORKER_PORT: '0',
    GETUP_SEND_RATE_PER_SECOND: '0',
    GETUP_SENDER_CONCURRENCY: String(concurrency),
    // A killed sender's batches are taken over once their lease lapses.
    ...(killSender ? { GETUP_LOCK_MS: '5000' } : {}),
  };
  log(`starting ${workerCount} sender process(es), concurrency ${concurrency} each…`);
  for (let i = 0; i < workerCount; i++) {
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
    const child = spawn(
      process.execPath,
      [...nodeArgs, path.join(root, 'services', 'sms', 'dist', 'worker.js')],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    children.push(child);
  }

  sendQueue = new Queue(GETUP_SEND_QUEUE, { connection: queueConnection(redisUrl, 'producer'), prefix });
  await new Promise((resolve) => setTimeout(resolve, 1500));

  // Every connection to the scratch database (senders, scheduler, this process), sampled.
  let connectionsPeak = 0;
  const sampleConnections = async () => {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
    connectionsPeak = Math.max(connectionsPeak, rows[0].n);
  };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await sampleConnections().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  log('7 AM tick (scheduler process)…');
  const spawnedAt = Date.now();
  const tickArgs = (process.env.BENCH_TICK_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const scheduler = spawn(
    process.execPath,
    [
      ...tickArgs,
      fileURLToPath(import.meta.url),
      '--tick',
      JSON.stringify({
        databaseUrl: databaseUrl.toString(),
        redisUrl,
        prefix,
        zones: zones.length,
        batchSize,
      }),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(scheduler);
  let schedulerOut = '';
  scheduler.stdout.on('data', (chunk) => (schedulerOut += chunk));
  const schedulerDone = new Promise((resolve, reject) =>
    scheduler.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(schedulerOut.trim())) : reject(new Error(`scheduler exited ${code}`)),
    ),
  );
  let result;
  void schedulerDone.then(
    (figures) => {
      result = figures;
      log(
        `enqueued ${figures.enqueued.toLocaleString('en-US')} subscribers in ${figures.batches.toLocaleString('en-US')} jobs in ${((figures.finishedAt - figures.startedAt) / 1000).toFixed(2)} s`,
      );
    },
    () => {},
  );
  // Seconds since the first tick began (the scheduler's own clock start, not its startup).
  const sinceTick = () => Date.now() - (result?.startedAt ?? spawnedAt);
  let killed;

  let sent = 0;
  let lastLog = Date.now();
  while (sinceTick() < timeoutMs) {
    sent = twilio.messages.length;
    if (Date.now() - lastLog > 10_000) {
      log(`  ${sent.toLocaleString('en-US')} sent after ${(sinceTick() / 1000).toFixed(0)} s`);
      lastLog = Date.now();
    }
    if (killSender && !killed && sent >= total / 3) {
      const victim = children[0];
      victim.kill('SIGKILL');
      killed = { at: sent };
      log(`  SIGKILLed sender ${victim.pid} at ${sent.toLocaleString('en-US')} texts`);
    }
    if (sent >= total && result) {
      const recorded = Number(
        (await db.query(`SELECT count(*) FROM sms.deliveries WHERE status = 'sent'`)).rows[0].count,
      );
      if (recorded >= total) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const totalMs = sinceTick();
  // A short grace period: anything still in flight would show up as a duplicate.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  sampling = false;
  await sampler;
  result ??= await schedulerDone;
  const enqueueMs = result.finishedAt - result.startedAt;

  const perNumber = new Map();
  for (const message of twilio.messages) perNumber.set(message.to, (perNumber.get(message.to) ?? 0) + 1);
  const duplicates = [...perNumber.values()].reduce((sum, n) => sum + (n > 1 ? n - 1 : 0), 0);
  const { rows } = await db.query(
    `SELECT count(*) AS missing FROM sms.subscribers s
     WHERE NOT EXISTS (SELECT 1 FROM sms.deliveries d WHERE d.subscriber_id = s.id AND d.local_date = $1 AND d.status = 'sent')`,
    [LOCAL_DATE],
  );
  const missingRecords = Number(rows[0].missing);
  const missingTexts = total - perNumber.size;
  const sendSeconds = (totalMs - enqueueMs) / 1000;
  const line = (label, value) => process.stdout.write(`${label.padEnd(26)}${value}\n`);
  process.stdout.write(
    '\nGetup fan-out benchmark (one 7 AM tick, loopback fake Twilio, rate limit lifted)\n',
  );
  line('subscribers', `${total.toLocaleString('en-US')} in ${zoneNames}`);
  line('sender processes', `${workerCount} × concurrency ${concurrency}`);
  line(
    'machine',
    `${(await import('node:os')).cpus().length} CPU(s), load ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
  );
  line('enqueue time', `${(enqueueMs / 1000).toFixed(2)} s (${result.batches.toLocaleString('en-US')} jobs)`);
  line('send rate', `${Math.round(twilio.messages.length / sendSeconds).toLocaleString('en-US')} messages/s`);
  line('total time', `${(totalMs / 1000).toFixed(1)} s (tick to last text recorded)`);
  line('texts at the carrier', twilio.messages.length.toLocaleString('en-US'));
  line('duplicates', String(duplicates));
  line('missing', `${missingTexts} (texts), ${missingRecords} (delivery records)`);
  line('within 2 minutes', totalMs <= 120_000 && duplicates === 0 && missingTexts === 0 ? 'yes' : 'no');
  line(
    'batches',
    `${result.batches.toLocaleString('en-US')} jobs of up to ${batchSize ?? GETUP_BATCH_SIZE} subscribers (${result.enqueued.toLocaleString('en-US')} enqueued)`,
  );
  line('postgres connections', `${connectionsPeak} peak (every process of the run)`);
  line('scheduler peak RSS', `${(result.maxRssKb / 1024).toFixed(0)} MB`);
  if (killSender)
    line(
      'killed sender',
      `1 of ${workerCount}, SIGKILL at ${killed?.at.toLocaleString('en-US') ?? '—'} texts`,
    );
  process.exitCode = duplicates === 0 && missingTexts === 0 && missingRecords === 0 ? 0 : 1;
} catch (error) {
  log(`failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
