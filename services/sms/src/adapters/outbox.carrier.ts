import { createHash } from 'node:crypto';
import { maskPhone, type Logger } from '@uniform/service-kit';
import type { OutboxRepository } from '../data/outbox.repository';
import type { SmsTransport } from '../domain/carrier';

/**
 * The laptop transport: no carrier, every text is written to the outbox table (one row per
 * idempotency key, so a retried send is still one message) and logged for the operator.
 */
export function outboxTransport(outbox: OutboxRepository, logger: Logger): SmsTransport {
  return {
    name: 'outbox',
    async send(text) {
      const sid = text.idempotencyKey
        ? `LO${createHash('sha256').update(text.idempotencyKey).digest('hex').slice(0, 32)}`
        : `LO${createHash('sha256').update(`${Date.now()}${Math.random()}`).digest('hex').slice(0, 32)}`;
      await outbox.insert({ sid, to: text.to, body: text.body, kind: text.kind });
      logger.info({ sid, to: maskPhone(text.to), kind: text.kind }, 'text written to the local outbox');
      return { sid };
    },
    findSent: (to, body, since) => outbox.findSent(to, body, since),
  };
}
