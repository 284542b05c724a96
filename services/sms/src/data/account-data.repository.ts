import type { PrismaClient } from '../generated/prisma/client';
import type { AccountDataRepository } from '../domain/ports';

/**
 * The rows an account's export and deletion reach (issue 21): subscribers by the account a YES linked
 * (user_id) or whose YES they await (pending_user_id), their deliveries, and the outbox texts to
 * their numbers. A row is never found by e-mail or by a number alone.
 */
export function prismaAccountDataRepository(prisma: PrismaClient): AccountDataRepository {
  const linkedTo = (userId: string) => ({ OR: [{ userId }, { pendingUserId: userId }] });

  return {
    async confirmedSubscriptions(userId) {
      const rows = await prisma.subscriber.findMany({
        where: { userId, confirmedAt: { not: null } },
        orderBy: [{ confirmedAt: 'desc' }, { id: 'asc' }],
        select: {
          phone: true,
          status: true,
          consentAt: true,
          confirmedAt: true,
          unsubscribedAt: true,
          timeZone: true,
          timeZoneSource: true,
          styleFacts: true,
          deliveries: {
            orderBy: { localDate: 'desc' },
            select: { localDate: true, status: true, body: true, sentAt: true, errorCode: true },
          },
        },
      });
      return rows.map((row) => ({ ...row, confirmedAt: row.confirmedAt! }));
    },

    async linkedSubscriberIds(userId) {
      const rows = await prisma.subscriber.findMany({ where: linkedTo(userId), select: { id: true } });
      return rows.map((row) => row.id);
    },

    eraseLinked: (userId) =>
      prisma.$transaction(async (tx) => {
        const rows = await tx.subscriber.findMany({
          where: linkedTo(userId),
          select: { id: true, phone: true },
        });
        if (rows.length === 0) return { subscriberIds: [], deliveries: 0, outboxMessages: 0 };
        const ids = rows.map((row) => row.id);
        // Deleted outright rather than left to the cascade, so the count is what really went.
        const deliveries = await tx.delivery.deleteMany({ where: { subscriberId: { in: ids } } });
        const outbox = await tx.outboxMessage.deleteMany({
          where: { to: { in: rows.map((row) => row.phone) } },
        });
        await tx.subscriber.deleteMany({ where: { id: { in: ids } } });
        return { subscriberIds: ids, deliveries: deliveries.count, outboxMessages: outbox.count };
      }),
  };
}
