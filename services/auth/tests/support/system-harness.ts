import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { serviceByName, USER_DATA_OWNERS } from '@uniform/contracts';
import { signIdentity, type AuthenticatedUser } from '@uniform/service-kit';
import {
  createSystemDatabase,
  requireInfra,
  startFakeTwilio,
  startListeningProcess,
  twilioSignature,
  type FakeTwilio,
  type ListeningProcess,
  type SystemDatabase,
} from '@uniform/test-kit';

const SERVICES_DIR = path.join(__dirname, '..', '..', '..');
const SYSTEM_SERVICES = ['auth', ...USER_DATA_OWNERS] as const;

/** The gateway's INTERNAL_SIGNING_SECRET, shared by every process of the system. */
export const SYSTEM_SECRET = 'system-test-internal-signing-secret-0123456789';
/** Where Twilio posts its webhooks as the sms service knows it (signatures are computed over it). */
export const SMS_PUBLIC_URL = 'https://uniform.test';
/** How long a consumer holds an account-deleted job before a dead one's job is taken over. */
export const DELETION_LOCK_MS = 2_000;

/** Each process of the system: the five services' src/main.ts and the sms worker's src/worker.ts. */
export type SystemProcess = (typeof SYSTEM_SERVICES)[number] | 'sms-worker';

/**
 * The services that hold a user's data, each as it runs (its real entry point in a process of its
 * own, port 0), on one database with every service's schema and one Redis, with a Redis prefix of
 * their own for the account-deleted and Getup queues. Texts go to the loopback fake Twilio.
 */
export interface SystemHarness {
  database: SystemDatabase;
  /** A Redis client for the test's own look (scans, queues). */
  redis: Redis;
  redisUrl: string;
  /** ACCOUNT_DELETION_QUEUE_PREFIX of every process. */
  deletionPrefix: string;
  /** GETUP_QUEUE_PREFIX of the sms processes. */
  getupPrefix: string;
  twilio: FakeTwilio;
  url(name: SystemProcess): string;
  /** Direct SQL on the system database, as an operator sees it. */
  sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** A connection of the test's own (e.g. to hold a row lock); closed with the harness. */
  connect(): Promise<pg.Client>;
  /** The gateway's signed identity headers for a signed-in user. */
  identity(user: AuthenticatedUser): Record<string, string>;
  /** A webhook post to the sms service as Twilio sends it, signed. */
  twilioWebhook(route: string, params: Record<string, string>): Promise<Response>;
  /** SIGKILLs one process and waits for its exit. */
  kill(name: SystemProcess): Promise<void>;
  /** Starts a process again, with the same settings and port, once it was killed. */
  restart(name: SystemProcess): Promise<void>;
  output(name: SystemProcess): string;
  /** The last warnings and errors every process logged, to say why a wait timed out. */
  problems(): string;
  close(): Promise<void>;
}

const entryOf = (name: SystemProcess) =>
  name === 'sms-worker'
    ? path.join(SERVICES_DIR, 'sms', 'src', 'worker.ts')
    : path.join(SERVICES_DIR, name, 'src', 'main.ts');

const listeningOf = (name: SystemProcess) =>
  name === 'sms-worker' ? 'Getup workers running' : `${name} service listening`;

const sealingKey = () => `k1:${randomBytes(32).toString('base64')}`;

export async function startSystem(): Promise<SystemHarness> {
  const { redisUrl } = await requireInfra();
  const database = await createSystemDatabase(SYSTEM_SERVICES.map((name) => path.join(SERVICES_DIR, name)));
  const admin = new pg.Pool({ connectionString: database.databaseUrl, max: 3 });
  // A killed process's statement must end with it: by default PostgreSQL lets a statement that waits
  // on a lock run (and commit) after its client died, which is not a kill. With this it notices
  // the closed socket while waiting, as a production server set up to drop dead clients does.
  const databaseName = new URL(database.databaseUrl).pathname.slice(1);
  await admin.query(`ALTER DATABASE "${databaseName}" SET client_connection_check_interval = '200ms'`);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const twilio = await startFakeTwilio();
  const run = randomBytes(4).toString('hex');
  const deletionPrefix = `system-${run}-deletion`;
  const getupPrefix = `system-${run}-getup`;
  const clients: pg.Client[] = [];
  const processes = new Map<SystemProcess, ListeningProcess>();

  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    // The listening line is logged at info.
    LOG_LEVEL: 'info',
    DATABASE_URL: database.databaseUrl,
    REDIS_URL: redisUrl,
    INTERNAL_SIGNING_SECRET: SYSTEM_SECRET,
    ACCOUNT_DELETION_QUEUE_PREFIX: deletionPrefix,
    ACCOUNT_DELETION_LOCK_MS: String(DELETION_LOCK_MS),
    // The built-in engines: nothing leaves the machine.
    OPENAI_API_KEY: '',
  };
  const sms: NodeJS.ProcessEnv = {
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM_NUMBER: '+15005550006',
    TWILIO_API_BASE_URL: `http://127.0.0.1:${twilio.port}`,
    SMS_PUBLIC_URL,
    GETUP_QUEUE_PREFIX: getupPrefix,
  };
  // Fixed for the run, so a restarted service opens what it sealed before.
  const own: Record<SystemProcess, NodeJS.ProcessEnv> = {
    profiles: { PROFILES_ENCRYPTION_KEYS: sealingKey() },
    meditation: { MEDITATION_ENCRYPTION_KEYS: sealingKey() },
    privacy: {},
    sms,
    // The sender only: no minute tick texts anyone while the test runs.
    'sms-worker': { ...sms, GETUP_WORKER_PORT: '0', GETUP_WORKER_RUN: 'sender' },
    auth: { ACCOUNT_DELETION_SWEEP_MS: '500' },
  };

  async function start(name: SystemProcess) {
    const env = { ...common, ...own[name] };
    // A restart listens where the process did, where the others were told it is.
    const before = processes.get(name);
    if (before) env[name === 'sms-worker' ? 'GETUP_WORKER_PORT' : 'PORT'] = new URL(before.url).port;
    if (name === 'auth')
      for (const owner of USER_DATA_OWNERS) env[serviceByName(owner).urlEnv] = processes.get(owner)!.url;
    processes.set(name, await startListeningProcess(entryOf(name), { env, listening: listeningOf(name) }));
  }

  async function close() {
    await Promise.all([...processes.values()].map((running) => running.kill()));
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await admin.end();
    for (const prefix of [deletionPrefix, getupPrefix]) await deleteKeys(redis, `${prefix}:*`);
    await redis.quit();
    await twilio.close();
    await database.drop();
  }

  try {
    // Auth last: it is given the others' addresses. Settled, so none is still starting when a failed
    // start closes the others.
    const started = await Promise.allSettled(
      (['profiles', 'meditation', 'privacy', 'sms', 'sms-worker'] as const).map(start),
    );
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    await start('auth');
  } catch (error) {
    await close();
    throw error;
  }

  return {
    database,
    redis,
    redisUrl,
    deletionPrefix,
    getupPrefix,
    twilio,
    url: (name) => processes.get(name)!.url,
    sql: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await admin.query<T>(text, values)).rows,
    async connect() {
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      clients.push(client);
      return client;
    },
    identity: (user) => signIdentity(user, SYSTEM_SECRET),
    twilioWebhook: (route, params) =>
      fetch(`${processes.get('sms')!.url}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(twilio.authToken, `${SMS_PUBLIC_URL}${route}`, params),
        },
        body: new URLSearchParams(params).toString(),
      }),
    kill: (name) => processes.get(name)!.kill(),
    restart: start,
    output: (name) => processes.get(name)?.output() ?? '',
    problems: () =>
      [...processes.values()]
        .flatMap((running) => running.output().split('\n').filter(isProblem))
        .slice(-20)
        .join('\n'),
    close,
  };
}

/** A log line at warn or above (pino's level 40+), or anything not JSON (a crash's stack). */
function isProblem(line: string): boolean {
  if (line.trim() === '') return false;
  try {
    return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 40;
  } catch {
    return true;
  }
}

/** Deletes the keys matching a pattern, a page at a time. */
export async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}
