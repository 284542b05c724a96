import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { DeliveriesRepository } from '../domain/ports';

/**
 * The daily texts' delivery rows, one per subscriber and local date: the claim a sender takes
 * before texting and finishes after. Raw SQL names the service schema (sms) itself: the adapter
 * sets it only for model queries.
 */
export function prismaDeliveriesRepository(prisma: PrismaClient): DeliveriesRepository {
  return {
    async claimBatch(localDate, texts, now, leaseMs) {
      if (texts.length === 0) return [];
      // New rows, and rows a dead sender left 'sending' past its lease, in one statement; a row
      // finished or held by a live sender is not touched (the conflict's WHERE is false). The
      // join keeps subscribers deleted since the batch was queued out. xmax = 0 marks an insert.
      const rows = await prisma.$queryRaw<
        { id: string; subscriber_id: string; body: string | null; fresh: boolean }[]
      >(Prisma.sql`
        INSERT INTO sms.deliveries AS d
          (id, subscriber_id, local_date, status, body, attempts, claimed_at, updated_at)
        SELECT gen_random_uuid(), t.subscriber_id, ${localDate}, 'sending', t.body, 1, ${now}, ${now}
        FROM unnest(${texts.map((t) => t.subscriberId)}::uuid[], ${texts.map((t) => t.body)}::text[])
          AS t(subscriber_id, body)
        JOIN sms.subscribers s ON s.id = t.subscriber_id
        ON CONFLICT (subscriber_id, local_date) DO UPDATE
          SET claimed_at = EXCLUDED.claimed_at, attempts = d.attempts + 1, updated_at = EXCLUDED.updated_at
          WHERE d.status = 'sending' AND d.claimed_at < ${new Date(now.getTime() - leaseMs)}
        RETURNING d.id, d.subscriber_id, d.body, (d.xmax = 0) AS fresh`);
      return rows.map((row) => ({
        id: row.id,
        subscriberId: row.subscriber_id,
        body: row.body,
        fresh: row.fresh,
      }));
    },

    async held(localDate, subscriberIds) {
      if (subscriberIds.length === 0) return [];
      const rows = await prisma.delivery.findMany({
        where: { localDate, status: 'sending', subscriberId: { in: subscriberIds } },
        select: { subscriberId: true },
      });
      return rows.map((row) => row.subscriberId);
    },

    async renew(ids, stamp, now) {
      if (ids.length === 0) return [];
      const rows = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
        UPDATE sms.deliveries SET claimed_at = ${now}
        WHERE id = ANY(${ids}::uuid[]) AND status = 'sending' AND claimed_at = ${stamp}
        RETURNING id`);
      return rows.map((row) => row.id);
    },

    async setBody(id, body) {
      await prisma.delivery.update({ where: { id }, data: { body } });
    },

    async recordSent(sent, now) {
      if (sent.length === 0) return;
      await prisma.$executeRaw(Prisma.sql`
        UPDATE sms.deliveries AS d
        SET status = 'sent', message_sid = v.sid, sent_at = ${now}, updated_at = ${now}
        FROM unnest(${sent.map((s) => s.id)}::uuid[], ${sent.map((s) => s.messageSid)}::text[]) AS v(id, sid)
        WHERE d.id = v.id`);
    },

    async recordFailed(id, errorCode, now) {
      await prisma.delivery.update({ where: { id }, data: { status: 'failed', errorCode, updatedAt: now } });
    },

    async release(released) {
      if (released.length === 0) return;
      await prisma.$executeRaw(Prisma.sql`
        UPDATE sms.deliveries AS d SET claimed_at = to_timestamp(0), error_code = v.code
        FROM unnest(${released.map((r) => r.id)}::uuid[], ${released.map((r) => r.errorCode)}::text[])
          AS v(id, code)
        WHERE d.id = v.id AND d.status = 'sending'`);
    },

    async recordStatus(messageSid, status, errorCode) {
      const { count } = await prisma.delivery.updateMany({
        where: { messageSid },
        data: { status, ...(errorCode ? { errorCode } : {}) },
      });
      if (count === 0) return null;
      return prisma.delivery.findUnique({ where: { messageSid }, select: { subscriberId: true } });
    },
  };
}
