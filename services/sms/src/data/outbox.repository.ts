import type { PrismaClient } from '../generated/prisma/client';

export interface OutboxMessage {
  sid: string;
  to: string;
  body: string;
  kind: string;
  createdAt: Date;
}

/** The local outbox table: where texts go when no carrier is configured (adapters/outbox.carrier.ts). */
export interface OutboxRepository {
  /** One row per sid: a second insert of the same sid is ignored. */
  insert(message: Omit<OutboxMessage, 'createdAt'>): Promise<void>;
  findSent(to: string, body: string, since: Date): Promise<{ sid: string } | undefined>;
  /** Newest first, optionally for one number. */
  list(query: { to?: string; limit: number }): Promise<OutboxMessage[]>;
}

export function prismaOutboxRepository(prisma: PrismaClient): OutboxRepository {
  return {
    async insert(message) {
      await prisma.outboxMessage.createMany({ data: [message], skipDuplicates: true });
    },
    async findSent(to, body, since) {
      const found = await prisma.outboxMessage.findFirst({
        where: { to, body, createdAt: { gte: since } },
        select: { sid: true },
      });
      return found ?? undefined;
    },
    list: (query) =>
      prisma.outboxMessage.findMany({
        where: query.to ? { to: query.to } : {},
        orderBy: { createdAt: 'desc' },
        take: query.limit,
        select: { sid: true, to: true, body: true, kind: true, createdAt: true },
      }),
  };
}
