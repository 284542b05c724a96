import { randomUUID } from 'node:crypto';
import { USER_DATA_OWNERS } from '@uniform/contracts';
import type { PrismaClient } from '../generated/prisma/client';
import {
  LAST_ERROR_MAX,
  type AccountDeletionRepository,
  type AccountDeletionTombstone,
} from '../domain/account-deletion.use-case';

const tombstoneFields = {
  id: true,
  userId: true,
  emailDigest: true,
  publishedAt: true,
  consumers: {
    select: { consumer: true, confirmedAt: true, retries: true },
    orderBy: { consumer: 'asc' },
  },
} as const;

export function prismaAccountDeletionRepository(prisma: PrismaClient): AccountDeletionRepository {
  return {
    deleteAccount: (userId, emailDigest) =>
      prisma.$transaction(async (tx) => {
        // Read before the delete, whose cascade takes the sessions with it. A session opened in the
        // instant between is deleted all the same; only its gateway cache entry, if any, lapses on
        // its own within a minute.
        const sessions = await tx.session.findMany({ where: { userId }, select: { tokenHash: true } });
        // The row lock makes a concurrent deletion wait here and then find nothing to delete.
        const { count } = await tx.user.deleteMany({ where: { id: userId } });
        if (count === 0) return null;
        const deletionId = randomUUID();
        await tx.accountDeletion.create({
          data: {
            id: deletionId,
            userId,
            emailDigest,
            consumers: { create: USER_DATA_OWNERS.map((consumer) => ({ consumer })) },
          },
        });
        return { deletionId, tokenHashes: sessions.map((session) => session.tokenHash) };
      }),
    tombstones: (limit): Promise<AccountDeletionTombstone[]> =>
      prisma.accountDeletion.findMany({
        select: tombstoneFields,
        orderBy: { requestedAt: 'asc' },
        take: limit,
      }),
    findTombstone: (id) => prisma.accountDeletion.findUnique({ where: { id }, select: tombstoneFields }),
    async markPublished(id, at) {
      await prisma.accountDeletion.updateMany({ where: { id }, data: { publishedAt: at } });
    },
    async confirm(id, consumers, at) {
      await prisma.accountDeletionConsumer.updateMany({
        where: { deletionId: id, consumer: { in: [...consumers] }, confirmedAt: null },
        data: { confirmedAt: at },
      });
    },
    async recordRetry(id, consumer, lastError) {
      await prisma.accountDeletionConsumer.updateMany({
        where: { deletionId: id, consumer },
        data: { retries: { increment: 1 }, lastError: lastError.slice(0, LAST_ERROR_MAX) },
      });
    },
    async finish(id) {
      // Its consumer rows go with it (ON DELETE CASCADE).
      await prisma.accountDeletion.deleteMany({ where: { id } });
    },
  };
}
