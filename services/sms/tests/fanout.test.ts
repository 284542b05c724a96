import { createLogger } from '@uniform/service-kit';
import { describeWithInfra } from '@uniform/test-kit';
import { Redis } from 'ioredis';
import type { SchedulerSettings } from '../src/domain/getup-tick.use-case';
import { processSend, tick, type GetupWorkers } from '../src/workers/getup.worker';
import { seedSubscribers, waitFor } from './support/seed';
import { startSms, type SmsContext } from './support/sms-context';

jest.setTimeout(60_000);

const SETTINGS: SchedulerSettings = { sendHour: 7, windowMinutes: 15, ratePerSecond: 0 };
// 2026-11-24: New York is UTC-5, Chicago UTC-6, Denver UTC-7, Los Angeles UTC-8.
const at = (utc: string) => new Date(`2026-11-24T${utc}:00.000Z`);

describeWithInfra('Getup 7 AM fan-out', () => {
  let sms: SmsContext;
  let queues: GetupWorkers;
  let redis: Redis;
  const logger = createLogger('fanout-test', 'silent');

  beforeAll(async () => {
    sms = await startSms();
    redis = new Redis(sms.redis.url);
  });
  beforeEach(async () => {
    queues = await sms.startWorkers({}, { scheduler: false, sender: false });
  });
  afterEach(async () => {
    await queues.sendQueue.obliterate({ force: true });
    await sms.clear();
  });
  afterAll(async () => {
    await redis?.quit();
    await sms?.close();
  });

  const runTick = (now: Date, settings: Partial<SchedulerSettings> = {}) =>
    tick(
      {
        prisma: sms.prisma,
        sendQueue: queues.sendQueue,
        redis,
        logger,
        settings: { ...SETTINGS, ...settings },
      },
      now,
    );
  const queued = async () => {
    const counts = await queues.sendQueue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
    return Object.values(counts).reduce((a, b) => a + b, 0);
  };
  const dailyTexts = () => sms.twilio!.messages.filter((m) => m.body.includes('Anchor piece:'));

  test('When it is 7 AM in one zone only, then only that zone gets jobs, and a second tick adds none', async () => {
    const ny = await seedSubscribers(sms.prisma, 'America/New_York', 3, '212');
    await seedSubscribers(sms.prisma, 'America/Chicago', 2, '312');
    await seedSubscribers(sms.prisma, 'America/Los_Angeles', 2, '415');

    expect((await runTick(at('11:59'))).enqueued).toBe(0); // 06:59 in New York
    const first = await runTick(at('12:05')); // 07:05 New York, 06:05 Chicago
    expect(first).toMatchObject({ zonesInWindow: ['America/New_York'], enqueued: 3 });
    const jobs = await queues.sendQueue.getJobs(['waiting']);
    expect(jobs.map((j) => j.data.subscriberId).sort()).toEqual(ny.map((s) => s.id).sort());
    expect(jobs.every((j) => j.data.localDate === '2026-11-24')).toBe(true);

    expect((await runTick(at('12:06'))).enqueued).toBe(0);
    expect((await runTick(at('12:14'))).enqueued).toBe(0);
    expect(await queued()).toBe(3);
    expect((await runTick(at('12:15'))).zonesInWindow).toEqual([]); // 07:15: the window has closed
    expect(await runTick(at('13:00'))).toMatchObject({ zonesInWindow: ['America/Chicago'], enqueued: 2 });
    expect(await queued()).toBe(5);
  });

  test('When the sender runs, then each due subscriber gets one text built from their style, and a STOP gets none', async () => {
    const ny = await seedSubscribers(sms.prisma, 'America/New_York', 4, '212');
    const stopped = ny[3]!;
    const stop = await sms.webhook('/api/sms/inbound', { From: stopped.phone, Body: 'STOP' });
    expect(stop.status).toBe(200);

    await sms.startWorkers({ concurrency: 4 });
    expect((await runTick(at('12:03'))).enqueued).toBe(3);
    await waitFor(
      async () => (await sms.prisma.delivery.count({ where: { status: 'sent' } })) === 3,
      20_000,
      'three sends',
    );

    const texts = dailyTexts();
    expect(texts.map((t) => t.to).sort()).toEqual(
      ny
        .slice(0, 3)
        .map((s) => s.phone)
        .sort(),
    );
    for (const text of texts) {
      expect(text.body).toMatch(/Vibe: .+\nColor hero: .+\nAnchor piece: .+\nStyle tip: .+/);
      expect(text.body).toContain('Reply STOP to cancel.');
    }
    // After the sends, more ticks in the window add nothing and nobody gets a second text.
    expect((await runTick(at('12:09'))).enqueued).toBe(0);
    await queues.sendQueue.obliterate({ force: true }); // even with the job ids gone, the records hold
    expect((await runTick(at('12:10'))).enqueued).toBe(0);
    // Nothing is left to run that could send later: no job waits, runs or is delayed.
    expect(await queues.sendQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
      prioritized: 0,
    });
    expect(dailyTexts()).toHaveLength(3);
    expect(texts.some((t) => t.to === stopped.phone)).toBe(false);
  });

  test('When a job runs twice, then the second finds the delivery and sends nothing', async () => {
    const [one] = await seedSubscribers(sms.prisma, 'America/New_York', 1);
    const deps = {
      prisma: sms.prisma,
      transport: sms.carrier.transport,
      model: null,
      logger,
      now: () => at('12:01'),
      leaseMs: 2_000,
    };
    const job = { subscriberId: one!.id, localDate: '2026-11-24' };
    expect(await processSend(deps, job)).toBe('sent');
    expect(await processSend(deps, job)).toBe('already-sent');
    expect(dailyTexts()).toHaveLength(1);
  });

  test('When the carrier fails, then transient errors retry, 429 slows down, permanent ones mark the subscriber', async () => {
    const [refused, busy] = await seedSubscribers(sms.prisma, 'America/New_York', 2);
    sms.twilio!.failFor(refused!.phone, 400, 21610, 'Attempt to send to unsubscribed recipient');
    sms.twilio!.failNext(429, 20429, 'Too Many Requests');
    sms.twilio!.failNext(500, 20500, 'Internal Server Error');

    await sms.startWorkers({ concurrency: 1 });
    await runTick(at('12:00'));
    await waitFor(
      async () => (await sms.prisma.delivery.count({ where: { status: { in: ['sent', 'failed'] } } })) === 2,
      30_000,
      'both outcomes',
    );
    expect(await sms.prisma.subscriber.findUnique({ where: { id: refused!.id } })).toMatchObject({
      status: 'unsubscribed',
    });
    expect(await sms.prisma.delivery.findFirst({ where: { subscriberId: refused!.id } })).toMatchObject({
      status: 'failed',
      errorCode: '21610',
    });
    expect(dailyTexts().filter((t) => t.to === busy!.phone)).toHaveLength(1);
    expect(dailyTexts().filter((t) => t.to === refused!.phone)).toHaveLength(0);
  });

  test('When a zone has more subscribers than rate × window, then it is reported before its window opens', async () => {
    await seedSubscribers(sms.prisma, 'America/Denver', 901, '303');
    await seedSubscribers(sms.prisma, 'America/Chicago', 10, '312');
    // 06:30 in Denver: 1 text/s × 15 min = 900 < 901.
    const result = await runTick(at('13:30'), { ratePerSecond: 1 });
    expect(result.zonesOverCapacity).toEqual([
      { timeZone: 'America/Denver', subscribers: 901, capacity: 900 },
    ]);
    expect(result.enqueued).toBe(0);
    expect((await runTick(at('13:30'), { ratePerSecond: 2 })).zonesOverCapacity).toEqual([]);
  });
});
