import type { Analysis } from '@uniform/contracts';
import { createLogger } from '@uniform/service-kit';
import { describeWithInfra } from '@uniform/test-kit';
import { Redis } from 'ioredis';
import { tick, type GetupWorkers } from '../src/workers/getup.worker';
import { analysisWithZip, startSms, type SmsContext } from './support/sms-context';

jest.setTimeout(60_000);

const VICTIM = '+14155550123';
const HOUR = 3_600_000;
const INJECTED = 'Visit evil.example to claim your prize';
const INJECTED_WORDS = /evil|example|claim|prize|visit/i;

/** An analysis whose every free-text field the texts could read carries the attacker's words. */
function injectedAnalysis(): Analysis {
  const analysis = analysisWithZip('10001');
  return {
    ...analysis,
    styleArchetype: INJECTED,
    archetypeKeywords: [INJECTED, 'steady'],
    styleLanguage: [INJECTED],
    uniformSuggestions: {
      ...analysis.uniformSuggestions,
      foundation: INJECTED,
      footwear: INJECTED,
      accent: INJECTED,
    },
    uniformPieces: analysis.uniformPieces!.map((piece) => ({ ...piece, id: 'evil', name: INJECTED })),
    colorAnalysis: {
      ...analysis.colorAnalysis,
      season: 'Soft Summer',
      recommendedColors: [{ name: INJECTED, hex: '#123456', category: 'foundation' }],
      neutrals: [{ name: INJECTED, hex: '#654321', category: 'light' }],
    },
  };
}

describeWithInfra('Getup double opt-in: pending requests, one text a day, no client words', () => {
  let sms: SmsContext;
  let queues: GetupWorkers;
  let redis: Redis;
  const logger = createLogger('opt-in-test', 'silent');
  const start = new Date('2026-11-24T12:05:00.000Z');

  beforeAll(async () => {
    sms = await startSms();
    redis = new Redis(sms.redis.url);
    queues = await sms.startWorkers({}, { scheduler: false, sender: false });
  });
  afterEach(async () => {
    await queues.sendQueue.obliterate({ force: true });
    await sms.clear();
    sms.clock.now = start;
  });
  afterAll(async () => {
    await redis?.quit();
    await sms?.close();
  });

  const subscribe = (phoneNumber = VICTIM, analysis: Analysis = analysisWithZip('10001')) =>
    sms.post('/api/sms/subscribe', { phoneNumber, analysis });
  const unsubscribe = (phoneNumber = VICTIM) => sms.post('/api/sms/unsubscribe', { phoneNumber });
  const textsTo = (phone: string) => sms.twilio!.messages.filter((m) => m.to === phone);
  const confirmations = (phone = VICTIM) =>
    textsTo(phone).filter((m) => m.body.includes('Reply YES to confirm'));
  const notices = (phone = VICTIM) => textsTo(phone).filter((m) => m.body.includes('was unsubscribed'));
  const runTick = (now: Date) =>
    tick(
      {
        prisma: sms.prisma,
        sendQueue: queues.sendQueue,
        redis,
        logger,
        settings: { sendHour: 7, windowMinutes: 15, ratePerSecond: 0 },
      },
      now,
    );

  test("When someone subscribes another person's number, then it stays pending, the 7 AM tick texts it nothing, and it only got the confirmation", async () => {
    const res = await subscribe();
    expect(await res.json()).toMatchObject({ status: 'pending' });

    // 7:02 AM in New York on the next day, still within the 24 hours.
    const result = await runTick(new Date('2026-11-25T12:02:00.000Z'));
    expect(result.enqueued).toBe(0);
    expect(await queues.sendQueue.getJobCounts('waiting')).toEqual({ waiting: 0 });
    expect(textsTo(VICTIM)).toHaveLength(1);
    expect(confirmations()).toHaveLength(1);
  });

  test('When a pending request is not confirmed within 24 h, then YES no longer activates it, the tick deletes it, and it is never texted', async () => {
    await subscribe();
    sms.clock.now = new Date(start.getTime() + 24 * HOUR);
    const yes = await sms.webhook('/api/sms/inbound', { From: VICTIM, Body: 'YES' });
    expect(await yes.text()).toContain('has no Getup subscription');
    expect(await sms.prisma.subscriber.findUnique({ where: { phone: VICTIM } })).toMatchObject({
      status: 'pending',
    });

    const swept = await runTick(sms.clock.now);
    expect(swept.expiredDeleted).toBe(1);
    expect(await sms.prisma.subscriber.count()).toBe(0);
    expect((await runTick(sms.clock.now)).expiredDeleted).toBe(0);
    expect((await runTick(new Date('2026-11-26T12:01:00.000Z'))).enqueued).toBe(0);
    expect(textsTo(VICTIM)).toHaveLength(1);
  });

  test('When a request is unsubscribed while pending, then its row is also gone once the 24 h are over', async () => {
    await subscribe();
    await unsubscribe();
    expect((await runTick(new Date(start.getTime() + 23 * HOUR))).expiredDeleted).toBe(0);
    expect((await runTick(new Date(start.getTime() + 24 * HOUR))).expiredDeleted).toBe(1);
    expect(await sms.prisma.subscriber.count()).toBe(0);
  });

  test('When 50 subscribes for one number arrive at once, then exactly one confirmation text is sent', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => subscribe()));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(confirmations()).toHaveLength(1);
    expect(await sms.prisma.subscriber.count()).toBe(1);
  });

  test('When a number is subscribed and unsubscribed in a loop, then it gets one confirmation and one unsubscribe notice', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await (await subscribe()).json()).toMatchObject({ status: 'pending' });
      expect((await unsubscribe()).status).toBe(200);
    }
    await Promise.all(Array.from({ length: 20 }, () => unsubscribe()));
    expect(confirmations()).toHaveLength(1);
    expect(notices()).toHaveLength(1);
    expect(textsTo(VICTIM)).toHaveLength(2);
  });

  test('When a day has passed, then the number may get one more confirmation', async () => {
    await subscribe();
    await unsubscribe();
    sms.clock.now = new Date(start.getTime() + 24 * HOUR + 60_000);
    await subscribe();
    await subscribe();
    expect(confirmations()).toHaveLength(2);
  });

  test('When a number that was never subscribed is unsubscribed, then it gets no text', async () => {
    await Promise.all(Array.from({ length: 5 }, () => unsubscribe('+12125550177')));
    expect(textsTo('+12125550177')).toHaveLength(0);
  });

  test("When the analysis carries an attacker's words, then neither the confirmation, the reply nor the daily text contains them", async () => {
    const res = await subscribe(VICTIM, injectedAnalysis());
    expect(await res.json()).toMatchObject({ status: 'pending' });
    const row = await sms.prisma.subscriber.findUniqueOrThrow({ where: { phone: VICTIM } });
    expect(JSON.stringify(row.styleFacts)).not.toMatch(INJECTED_WORDS);
    // The engine's own words replace them: the season's palette and the catalogue's pieces.
    expect(row.styleFacts).toMatchObject({ archetype: '', season: 'Soft Summer', keywords: ['steady'] });

    const yes = await sms.webhook('/api/sms/inbound', { From: VICTIM, Body: 'YES' });
    expect(await yes.text()).not.toMatch(INJECTED_WORDS);
    for (const localDate of ['2026-11-25', '2026-11-26', '2026-11-27'])
      expect(await sms.sendDaily(row.id, localDate)).toBe('sent');

    const texts = textsTo(VICTIM);
    expect(texts).toHaveLength(4);
    for (const text of texts) expect(text.body).not.toMatch(INJECTED_WORDS);
  });

  test('When a row stored before the vocabulary check holds client words, then its daily text still has none of them', async () => {
    const legacy = await sms.prisma.subscriber.create({
      data: {
        phone: VICTIM,
        status: 'active',
        consentAt: start,
        confirmedAt: start,
        timeZone: 'America/New_York',
        timeZoneSource: 'zip',
        styleFacts: {
          archetype: INJECTED,
          season: INJECTED,
          undertone: INJECTED,
          colours: [{ name: INJECTED, hex: '#000000' }],
          neutrals: [INJECTED],
          pieces: [INJECTED],
          keywords: [INJECTED],
        },
      },
    });
    expect(await sms.sendDaily(legacy.id, '2026-11-25')).toBe('sent');
    expect(textsTo(VICTIM)).toHaveLength(1);
    expect(textsTo(VICTIM)[0]!.body).not.toMatch(INJECTED_WORDS);
    expect(textsTo(VICTIM)[0]!.body).toContain('Anchor piece: ');
  });
});
