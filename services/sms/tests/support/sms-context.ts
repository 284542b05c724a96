import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Analysis } from '@uniform/contracts';
import {
  createLogger,
  queueConnection,
  signIdentity,
  startHttpServer,
  type RunningServer,
} from '@uniform/service-kit';
import {
  buildAnalysisFixture,
  createTestDatabase,
  createTestRedis,
  postJson,
  startFakeTwilio,
  twilioSignature,
  type FakeTwilio,
  type SignedInUser,
  type TestDatabase,
  type TestRedis,
} from '@uniform/test-kit';
import { buildApp, smsAdapters } from '../../src/app';
import { smsEnvSchema, type SmsConfig } from '../../src/config';
import type { PrismaClient } from '../../src/generated/prisma/client';
import { createSmsPrisma } from '../../src/data/sms-database';
import { processSend, startGetupWorkers, type GetupWorkers } from '../../src/workers/getup.worker';
import type { CarrierAdapters } from '../../src/adapters/carrier';
import type { SendOutcome } from '../../src/domain/send-daily-text.use-case';

export const PUBLIC_URL = 'https://uniform.test';
export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const FROM_NUMBER = '+15005550006';
/** The app's INTERNAL_SIGNING_SECRET: newUser() signs identities with it as the gateway does. */
export const INTERNAL_SECRET = 'sms-test-signing-secret-0123456789abcdef';

export interface SmsContext {
  url: string;
  database: TestDatabase;
  redis: TestRedis;
  prisma: PrismaClient;
  /** The carrier adapters (Twilio or the outbox) the app and the workers use. */
  carrier: CarrierAdapters;
  config: SmsConfig;
  /** Present when the context sends through (fake) Twilio. */
  twilio?: FakeTwilio;
  /** The clock the app and the workers read. */
  clock: { now: Date };
  post(route: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(route: string, headers?: Record<string, string>): Promise<Response>;
  /** A new signed-in user (the gateway's signed headers). */
  newUser(): SignedInUser;
  /** A webhook post as Twilio sends it: form body, X-Twilio-Signature over the public URL. */
  webhook(route: string, params: Record<string, string>, signature?: string | null): Promise<Response>;
  startWorkers(
    settings?: Partial<{ ratePerSecond: number; concurrency: number; lockMs: number; windowMinutes: number }>,
    run?: { scheduler?: boolean; sender?: boolean },
  ): Promise<GetupWorkers>;
  /** Runs the sender's job for a batch of one subscriber and local date, as the Getup worker does (built-in engine). */
  sendDaily(subscriberId: string, localDate: string): Promise<SendOutcome>;
  /** Empties the database and what fake Twilio was sent, between tests. */
  clear(): Promise<void>;
  /** Environment for a worker process of this context (the kill-and-restart test). */
  workerEnv(): Record<string, string>;
  close(): Promise<void>;
}

export const analysisWithZip = (zipCode?: string): Analysis => {
  const analysis = buildAnalysisFixture();
  return { ...analysis, personalityProfile: { ...analysis.personalityProfile, zipCode } };
};

/** The sms service over HTTP on real PostgreSQL and Redis, texting the loopback fake Twilio (or the outbox). */
export async function startSms(
  options: {
    twilio?: boolean;
    queuePrefix?: string;
    /** Receives the service's log lines (info and up) instead of silence. */
    logStream?: Parameters<typeof createLogger>[2];
  } = {},
): Promise<SmsContext> {
  const database = await createTestDatabase(path.join(__dirname, '..', '..'));
  const redis = await createTestRedis();
  const twilio = options.twilio === false ? undefined : await startFakeTwilio();
  const clock = { now: new Date('2026-11-24T12:05:00.000Z') };
  const now = () => clock.now;
  const logger = options.logStream
    ? createLogger('sms-test', 'info', options.logStream)
    : createLogger('sms-test', 'silent');
  const env: Record<string, string> = {
    DATABASE_URL: database.databaseUrl,
    REDIS_URL: redis.url,
    SMS_PUBLIC_URL: PUBLIC_URL,
    SMS_ADMIN_TOKEN: ADMIN_TOKEN,
    GETUP_QUEUE_PREFIX: options.queuePrefix ?? `${redis.keyPrefix}bull`.replace(/:$/, ''),
    ...(twilio
      ? {
          TWILIO_ACCOUNT_SID: twilio.accountSid,
          TWILIO_AUTH_TOKEN: twilio.authToken,
          TWILIO_FROM_NUMBER: FROM_NUMBER,
          TWILIO_API_BASE_URL: `http://127.0.0.1:${twilio.port}`,
        }
      : { TWILIO_AUTH_TOKEN: 'outbox-webhook-token' }),
  };
  const config = smsEnvSchema.parse(env);
  const prisma = createSmsPrisma(database.databaseUrl, 20);
  const { carrier, deps } = smsAdapters(prisma, config, logger);
  const server: RunningServer = await startHttpServer(
    buildApp({
      logger,
      readiness: {},
      bodyLimitKb: 256,
      identitySecret: INTERNAL_SECRET,
      ...deps,
      publicUrl: PUBLIC_URL,
      adminToken: ADMIN_TOKEN,
      now,
    }),
    { port: 0, logger },
  );
  const started: GetupWorkers[] = [];
  const clients: Redis[] = [];

  return {
    url: server.url,
    database,
    redis,
    prisma,
    carrier,
    config,
    twilio,
    clock,
    post: (route, body, headers) => postJson(`${server.url}${route}`, body, headers),
    get: (route, headers) => fetch(`${server.url}${route}`, { headers }),
    newUser() {
      const id = randomUUID();
      const user = { id, email: `${id}@example.com`, firstName: 'Ada', lastName: null };
      return { ...user, headers: () => signIdentity(user, INTERNAL_SECRET) };
    },
    webhook: (route, params, signature) => {
      const token = config.TWILIO_AUTH_TOKEN!;
      const sig =
        signature === undefined ? twilioSignature(token, `${PUBLIC_URL}${route}`, params) : signature;
      return fetch(`${server.url}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(sig === null ? {} : { 'x-twilio-signature': sig }),
        },
        body: new URLSearchParams(params).toString(),
      });
    },
    async startWorkers(settings = {}, run) {
      const client = new Redis(redis.url);
      clients.push(client);
      const workers = await startGetupWorkers({
        prisma,
        transport: carrier.transport,
        model: null,
        logger,
        connection: queueConnection(redis.url, 'worker'),
        redis: client,
        prefix: config.GETUP_QUEUE_PREFIX,
        now,
        run: run ?? { scheduler: false, sender: true },
        settings: {
          sendHour: 7,
          windowMinutes: settings.windowMinutes ?? 15,
          ratePerSecond: settings.ratePerSecond ?? 0,
          concurrency: settings.concurrency ?? 10,
          tickEveryMs: 60_000,
          lockMs: settings.lockMs ?? 2_000,
        },
      });
      started.push(workers);
      return workers;
    },
    async sendDaily(subscriberId, localDate) {
      const outcomes = await processSend(
        {
          prisma,
          transport: carrier.transport,
          model: null,
          logger,
          now,
          leaseMs: 2_000,
        },
        { timeZone: 'America/New_York', localDate, batch: 0, subscriberIds: [subscriberId] },
      );
      return outcomes.get(subscriberId)!;
    },
    async clear() {
      await database.truncate();
      if (twilio) twilio.messages.length = 0;
    },
    workerEnv: () => ({
      ...env,
      GETUP_WORKER_RUN: 'sender',
      GETUP_WORKER_PORT: '0',
      LOG_LEVEL: 'warn',
      // The process's account-deleted consumer must not take other tests' jobs on the shared Redis.
      ACCOUNT_DELETION_QUEUE_PREFIX: `${redis.keyPrefix.replace(/[^\w-]/g, '-')}deletion`,
    }),
    async close() {
      for (const workers of started) await workers.close();
      for (const client of clients) await client.quit();
      await server.close();
      await prisma.$disconnect();
      await twilio?.close();
      await redis.cleanup();
      await database.drop();
    },
  };
}
