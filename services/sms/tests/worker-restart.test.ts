import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createLogger } from '@uniform/service-kit';
import { describeWithInfra, spawnTypeScript, waitFor } from '@uniform/test-kit';
import { Redis } from 'ioredis';
import { tick } from '../src/workers/getup.worker';
import { seedSubscribers } from './support/seed';
import { startSms, type SmsContext } from './support/sms-context';

jest.setTimeout(240_000);

const WORKER = path.join(__dirname, '..', 'src', 'worker.ts');

/** The real worker entry (src/worker.ts) in its own process, which the test can SIGKILL. */
function startWorkerProcess(env: Record<string, string>): ChildProcess {
  const child = spawnTypeScript(WORKER, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => process.stderr.write(`[worker ${child.pid}] ${chunk}`));
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

describeWithInfra('Getup sender killed mid-run', () => {
  let sms: SmsContext;
  let redis: Redis;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    sms = await startSms();
    redis = new Redis(sms.redis.url);
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await redis?.quit();
    await sms?.close();
  });

  test('When the worker process is SIGKILLed mid-run and restarted, then every subscriber has exactly one text', async () => {
    const subscribers = await seedSubscribers(sms.prisma, 'America/New_York', 60, '646');
    const queues = await sms.startWorkers({}, { scheduler: false, sender: false });
    const result = await tick(
      {
        prisma: sms.prisma,
        sendQueue: queues.sendQueue,
        redis,
        logger: createLogger('restart-test', 'silent'),
        settings: { sendHour: 7, windowMinutes: 15, ratePerSecond: 0 },
      },
      new Date('2026-11-24T12:02:00.000Z'),
    );
    expect(result.enqueued).toBe(60);

    // A slow carrier: each text is accepted, then answered 150 ms later — kills land between the two.
    sms.twilio!.setSendDelay(150);
    const env = { ...sms.workerEnv(), GETUP_SENDER_CONCURRENCY: '6', GETUP_LOCK_MS: '3000' };
    const first = startWorkerProcess(env);
    children.push(first);
    await waitFor(async () => sms.twilio!.messages.length >= 15, 60_000, 'the first worker to be mid-run');
    first.kill('SIGKILL');
    await exited(first);
    const atKill = sms.twilio!.messages.length;
    expect(atKill).toBeLessThan(60);
    // Claims the dead worker held, some of them already at the carrier.
    expect(await sms.prisma.delivery.count({ where: { status: 'sending' } })).toBeGreaterThan(0);

    const second = startWorkerProcess(env);
    children.push(second);
    await waitFor(
      async () => (await sms.prisma.delivery.count({ where: { status: 'sent' } })) === 60,
      150_000,
      'all 60 deliveries to be sent',
    );
    second.kill('SIGTERM');
    await exited(second);

    const perPhone = new Map<string, number>();
    for (const message of sms.twilio!.messages) perPhone.set(message.to, (perPhone.get(message.to) ?? 0) + 1);
    expect(sms.twilio!.messages).toHaveLength(60);
    expect(subscribers.every((s) => perPhone.get(s.phone) === 1)).toBe(true);
    expect(await sms.prisma.delivery.count()).toBe(60);
  });

  test('When a sender is SIGKILLed halfway through a batch, then another running sender finishes it with no duplicate and no miss', async () => {
    await sms.clear();
    const subscribers = await seedSubscribers(sms.prisma, 'America/Chicago', 40, '773');
    const queues = await sms.startWorkers({}, { scheduler: false, sender: false });
    await queues.sendQueue.obliterate({ force: true });
    const result = await tick(
      {
        prisma: sms.prisma,
        sendQueue: queues.sendQueue,
        redis,
        logger: createLogger('restart-test', 'silent'),
        settings: { sendHour: 7, windowMinutes: 15, ratePerSecond: 0, batchSize: 20 },
      },
      new Date('2026-11-24T13:01:00.000Z'),
    );
    expect(result).toMatchObject({ enqueued: 40, batches: 2 });

    // The first sender takes both batches (a batch's texts are recorded when it ends: fewer than
    // 50); a second one runs alongside before the first dies.
    sms.twilio!.setSendDelay(150);
    const env = { ...sms.workerEnv(), GETUP_SENDER_CONCURRENCY: '2', GETUP_LOCK_MS: '3000' };
    const doomed = startWorkerProcess(env);
    children.push(doomed);
    await waitFor(
      async () => (await queues.sendQueue.getActiveCount()) === 2 && sms.twilio!.messages.length >= 6,
      60_000,
      'the first sender to be halfway through both batches',
    );
    const survivor = startWorkerProcess(env);
    children.push(survivor);
    doomed.kill('SIGKILL');
    await exited(doomed);

    // Half-sent: texts at the carrier whose delivery rows still say 'sending', and texts not sent yet.
    const atKill = new Set(sms.twilio!.messages.map((m) => m.to));
    const sending = await sms.prisma.delivery.findMany({
      where: { status: 'sending' },
      select: { subscriber: { select: { phone: true } } },
    });
    expect(sending.some((row) => atKill.has(row.subscriber.phone))).toBe(true);
    expect(sending.some((row) => !atKill.has(row.subscriber.phone))).toBe(true);
    expect(atKill.size).toBeLessThan(40);

    await waitFor(
      async () => (await sms.prisma.delivery.count({ where: { status: 'sent' } })) === 40,
      120_000,
      'the survivor to finish both batches',
    );
    survivor.kill('SIGTERM');
    await exited(survivor);

    const perPhone = new Map<string, number>();
    for (const message of sms.twilio!.messages) perPhone.set(message.to, (perPhone.get(message.to) ?? 0) + 1);
    expect(sms.twilio!.messages).toHaveLength(40);
    expect(subscribers.map((s) => perPhone.get(s.phone))).toEqual(subscribers.map(() => 1));
    expect(await sms.prisma.delivery.count()).toBe(40);
  });
});
