import { Redis } from 'ioredis';
import { createLogger, emailDigestOf } from '@uniform/service-kit';
import {
  describeWithInfra,
  startAccountDeletionJobs,
  useStarted,
  type AccountDeletionJobs,
  type SignedInUser,
} from '@uniform/test-kit';
import { sendBatchJobId } from '../src/domain/send-job';
import { getupSendQueue } from '../src/queues/getup.queue';
import { startSmsAccountDeletionConsumer } from '../src/workers/account-deletion.worker';
import type { GetupWorkers } from '../src/workers/getup.worker';
import { analysisWithZip, startSms, type SmsContext } from './support/sms-context';

jest.setTimeout(60_000);

const ADA_PHONE = '+12125550181';
const ADA_PENDING_PHONE = '+12125550182';
const GRACE_PHONE = '+12125550183';
const TODAY = '2026-11-24';
const TOMORROW = '2026-11-25';

describeWithInfra('The account-deleted consumer of the sms service', () => {
  let sms: SmsContext;
  let queues: GetupWorkers;
  let redis: Redis;
  let deletions: AccountDeletionJobs;
  const logger = createLogger('sms-deletion-test', 'silent');

  // The outbox transport: the texts to a number are rows of this service's own schema.
  useStarted(async () => {
    sms = await startSms({ twilio: false });
    redis = new Redis(sms.redis.url);
    queues = await sms.startWorkers({}, { scheduler: false, sender: false });
    deletions = await startAccountDeletionJobs('sms', {
      start: (settings) =>
        startSmsAccountDeletionConsumer({
          ...settings,
          prisma: sms.prisma,
          sendQueue: queues.sendQueue,
          logger,
        }),
      // Under the test's own key prefix: its Redis cleanup removes the queue, and the key check below sees it.
      prefix: `${sms.redis.keyPrefix}deletion`,
    });
    return {
      async close() {
        await deletions.close();
        await redis.quit();
        await sms.close();
      },
    };
  });
  afterEach(async () => {
    await queues.sendQueue.obliterate({ force: true });
    await sms.clear();
  });

  const subscribe = (phoneNumber: string, user: SignedInUser) =>
    sms.post('/api/sms/subscribe', { phoneNumber, analysis: analysisWithZip('10001') }, user.headers());
  const reply = async (phone: string, word: string) => {
    const res = await sms.webhook('/api/sms/inbound', { From: phone, Body: word });
    expect(res.status).toBe(200);
  };
  /** A confirmed number with today's text sent. */
  async function confirmedWithHistory(phone: string, user: SignedInUser): Promise<string> {
    expect((await subscribe(phone, user)).status).toBe(200);
    await reply(phone, 'YES');
    const { id } = await sms.prisma.subscriber.findUniqueOrThrow({ where: { phone } });
    expect(await sms.sendDaily(id, TODAY)).toBe('sent');
    return id;
  }
  /** Tomorrow's send batches, queued as the tick queues them (one batch per list of ids). */
  const TOMORROW_BATCH = { timeZone: 'America/New_York', localDate: TOMORROW };
  const queueTomorrow = (...batches: string[][]) =>
    getupSendQueue(queues.sendQueue, redis).enqueueNew(
      batches.map((subscriberIds, batch) => ({ ...TOMORROW_BATCH, batch, subscriberIds })),
    );
  const tomorrowsBatch = (batch: number) =>
    queues.sendQueue.getJob(sendBatchJobId({ ...TOMORROW_BATCH, batch }));
  const outboxTo = (phone: string) => sms.prisma.outboxMessage.count({ where: { to: phone } });

  test('When one of two users is deleted, then every Getup row, text and send job of theirs goes, the other’s stay, and a rerun finds nothing', async () => {
    // Arrange: Ada's confirmed number with history, her second number awaiting its YES, and Grace's.
    const ada = sms.newUser();
    const grace = sms.newUser();
    const adaId = await confirmedWithHistory(ADA_PHONE, ada);
    expect((await subscribe(ADA_PENDING_PHONE, ada)).status).toBe(200);
    const graceId = await confirmedWithHistory(GRACE_PHONE, grace);
    // Tomorrow's batches: one shared with Grace, one of Ada's alone.
    expect(await queueTomorrow([adaId, graceId], [adaId])).toEqual({ batches: 2, subscribers: 3 });
    const adaOutbox = (await outboxTo(ADA_PHONE)) + (await outboxTo(ADA_PENDING_PHONE));
    const graceOutbox = await outboxTo(GRACE_PHONE);
    // Two confirmations and today's text (the reply to YES is TwiML, not an outbox text).
    expect(adaOutbox).toBe(3);
    expect(graceOutbox).toBe(2);

    // Act
    const first = await deletions.publish({ userId: ada.id, emailDigest: emailDigestOf(ada.email) });
    const erased = await first.finished;

    // Assert: what went, by kind.
    expect(erased).toEqual({ subscribers: 2, deliveries: 1, outboxMessages: adaOutbox, sendJobs: 2 });
    const left = await sms.prisma.subscriber.findMany({ select: { phone: true, userId: true } });
    expect(left).toEqual([{ phone: GRACE_PHONE, userId: grace.id }]);
    expect(await sms.prisma.delivery.count({ where: { subscriberId: adaId } })).toBe(0);
    expect(await outboxTo(ADA_PHONE)).toBe(0);
    expect(await outboxTo(ADA_PENDING_PHONE)).toBe(0);
    // Ada's own batch went; the shared one holds Grace alone.
    expect(await tomorrowsBatch(1)).toBeUndefined();
    // Grace's are untouched.
    expect(await sms.prisma.delivery.count({ where: { subscriberId: graceId } })).toBe(1);
    expect(await outboxTo(GRACE_PHONE)).toBe(graceOutbox);
    expect((await tomorrowsBatch(0))?.data).toEqual({
      ...TOMORROW_BATCH,
      batch: 0,
      subscriberIds: [graceId],
    });
    // Nothing in Redis names Ada's subscriber any more, neither a key nor a job's data.
    const keys = await redis.keys(`${sms.redis.keyPrefix}*`);
    expect(keys.filter((key) => key.includes(adaId))).toEqual([]);
    for (const key of keys.filter((k) => k.includes('getup-send'))) {
      const type = await redis.type(key);
      const value =
        type === 'hash'
          ? JSON.stringify(await redis.hgetall(key))
          : type === 'string'
            ? await redis.get(key)
            : '';
      expect(value ?? '').not.toContain(adaId);
    }

    // A send job for her that was still on its way (queued in between) texts nobody.
    expect(await sms.sendDaily(adaId, TOMORROW)).toBe('skipped');
    expect(await outboxTo(ADA_PHONE)).toBe(0);

    // Act again: the same deletion delivered twice (at-least-once) deletes nothing more.
    const rerun = await deletions.publish({ userId: ada.id, emailDigest: emailDigestOf(ada.email) });
    expect(await rerun.finished).toEqual({ subscribers: 0, deliveries: 0, outboxMessages: 0, sendJobs: 0 });
    expect(await sms.prisma.subscriber.count()).toBe(1);
  });

  test('When the number was only awaiting a deleted user’s YES, then the request goes, and the YES after it links no one', async () => {
    const ada = sms.newUser();
    expect((await subscribe(ADA_PHONE, ada)).status).toBe(200);

    const { finished } = await deletions.publish({ userId: ada.id, emailDigest: emailDigestOf(ada.email) });
    expect(await finished).toMatchObject({ subscribers: 1, deliveries: 0 });
    await reply(ADA_PHONE, 'YES');

    expect(await sms.prisma.subscriber.count()).toBe(0);
  });

  test('When the job holds no valid user id, then it fails at once without retries and deletes nothing', async () => {
    const grace = sms.newUser();
    await confirmedWithHistory(GRACE_PHONE, grace);

    const { jobId, finished } = await deletions.publish({ userId: 'not-a-uuid', emailDigest: 'x' }, 3);

    await expect(finished).rejects.toThrow('The account-deleted job holds no valid user id');
    const failed = await deletions.queue.getJob(jobId);
    expect(failed!.attemptsMade).toBe(1);
    expect(await failed!.getState()).toBe('failed');
    expect(await sms.prisma.subscriber.count()).toBe(1);
  });
});
