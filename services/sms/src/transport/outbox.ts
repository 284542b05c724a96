import { createHash } from 'node:crypto';
import type { Logger } from '@uniform/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import type { SmsTransport } from './transport';

/**
 * The laptop transport: no carrier, every text is written to the outbox table (one row per
 * idempotency key, so a retried send is still one message) and logged for the operator.
 */
export function outboxTransport(prisma: PrismaClient, logger: Logger): SmsTransport {
  return {
    name: 'outbox',
    async send(text) {
      const sid = text.idempotencyKey
        ? `LO${createHash('sha256').update(text.idempotencyKey).digest('hex').slice(0, 32)}`
        : `LO${createHash('sha256').update(`${Date.now()}${Math.random()}`).digest('hex').slice(0, 32)}`;
      await prisma.outboxMessage.createMany({
        data: [{ sid, to: text.to, body: text.body, kind: text.kind }],
        skipDuplicates: true,
      });
      logger.info({ sid, to: maskPhone(text.to), kind: text.kind }, 'text written to the local outbox');
      return { sid };
    },
    async findSent(to, body, since) {
      const found = await prisma.outboxMessage.findFirst({
        where: { to, body, createdAt: { gte: since } },
        select: { sid: true },
      });
      return found ?? undefined;
    },
  };
}

/** +1 555 123 4567 → +1******4567 in logs. */
export function maskPhone(e164: string): string {
  return e164.length > 6 ? `${e164.slice(0, 2)}${'*'.repeat(e164.length - 6)}${e164.slice(-4)}` : '****';
}
