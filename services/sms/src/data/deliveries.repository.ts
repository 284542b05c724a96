import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { DeliveriesRepository } from '../domain/ports';

/**
 * The daily texts' delivery rows, one per subscriber and local date: the claim a sender takes
 * before texting and finishes after. Raw SQL names the service schema (sms) itself: the adapter
 * sets it only for model queries.
 */
export function prismaDeliveriesRepository(prisma: PrismaClient): DeliveriesRepository {
  return {
    async claim(key, body, now, leaseMs) {
      const inserted = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
        INSERT INTO sms.deliveries (id, subscriber_id, local_date, status, body, attempts, claimed_at, updated_at)
        VALUES (gen_random_uuid(), ${key.subscriberId}::uuid, ${key.localDate}, 'sending', ${body}, 1, ${now}, ${now})
        ON CONFLICT (subscriber_id, local_date) DO NOTHING
        RETURNING id`);
      if (inserted[0]) return { id: inserted[0].id, body, claimedAt: now, fresh: true };

      const taken = await prisma.$queryRaw<{ id: string; body: string | null }[]>(Prisma.sql`
        UPDATE sms.deliveries SET claimed_at = ${now}, attempts = attempts + 1, updated_at = ${now}
        WHERE subscriber_id = ${key.subscriberId}::uuid AND local_date = ${key.localDate}
          AND status = 'sending' AND claimed_at < ${new Date(now.getTime() - leaseMs)}
        RETURNING id, body`);
      if (taken[0]) return { id: taken[0].id, body: taken[0].body, claimedAt: now, fresh: false };

      const existing = await prisma.delivery.findUnique({
        where: { subscriberId_localDate: key },
        select: { status: true },
      });
      return existing && existing.status !== 'sending' ? 'finished' : 'held';
    },

    async setBody(id, body) {
      await prisma.delivery.update({ where: { id }, data: { body } });
    },

    async finish(id, result, now) {
      await prisma.delivery.update({
        where: { id },
        data: { ...result, ...(result.status === 'sent' ? { sentAt: now } : {}) },
      });
    },

    async release(id, errorCode) {
      await prisma.delivery.update({ where: { id }, data: { claimedAt: new Date(0), errorCode } });
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
