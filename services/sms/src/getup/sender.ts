import { RateLimitError, type Job, type Worker } from 'bullmq';
import type { ModelClient } from '@uniform/ai';
import type { Logger } from '@uniform/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { writeDailyMessage } from '../domain/daily-message';
import { styleFactsSchema } from '../domain/style-facts';
import { maskPhone } from '../transport/outbox';
import { CarrierError, type SmsTransport } from '../transport/transport';
import { sendJobSchema, type SendJob } from './queues';

export interface SenderDeps {
  prisma: PrismaClient;
  transport: SmsTransport;
  model: ModelClient | null;
  logger: Logger;
  now: () => Date;
  /** Where Twilio reports delivery status (the public /api/sms/status), when Twilio sends. */
  statusCallbackUrl?: string;
  /** A claim older than this (the job lock) belongs to a sender that died and may be taken over. */
  leaseMs: number;
  /** How long the worker pauses when the carrier answers 429. */
  rateLimitBackoffMs?: number;
}

export type SendOutcome = 'sent' | 'already-sent' | 'recovered' | 'skipped' | 'failed-permanently';

/** A claim another live sender holds: retry later (BullMQ backoff), never send alongside it. */
export class ClaimHeldError extends Error {
  constructor() {
    super('another sender holds this delivery');
    this.name = 'ClaimHeldError';
  }
}

const RECONCILE_LOOKBACK_MS = 6 * 3_600_000;

interface Claim {
  id: string;
  body: string | null;
  claimedAt: Date;
  fresh: boolean;
}

/**
 * Claims the (subscriber, local date) delivery: a new row, or a 'sending' row whose claim has
 * outlived the lease (its sender died). Answers null when the day's text is already finished.
 */
async function claim(deps: SenderDeps, job: SendJob, body: string | null): Promise<Claim | null> {
  const now = deps.now();
  // Raw SQL names the service schema (sms) itself: the adapter sets it only for model queries.
  const inserted = await deps.prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
    INSERT INTO sms.deliveries (id, subscriber_id, local_date, status, body, attempts, claimed_at, updated_at)
    VALUES (gen_random_uuid(), ${job.subscriberId}::uuid, ${job.localDate}, 'sending', ${body}, 1, ${now}, ${now})
    ON CONFLICT (subscriber_id, local_date) DO NOTHING
    RETURNING id`);
  if (inserted[0]) return { id: inserted[0].id, body, claimedAt: now, fresh: true };

  const taken = await deps.prisma.$queryRaw<{ id: string; body: string | null }[]>(Prisma.sql`
    UPDATE sms.deliveries SET claimed_at = ${now}, attempts = attempts + 1, updated_at = ${now}
    WHERE subscriber_id = ${job.subscriberId}::uuid AND local_date = ${job.localDate}
      AND status = 'sending' AND claimed_at < ${new Date(now.getTime() - deps.leaseMs)}
    RETURNING id, body`);
  if (taken[0]) return { id: taken[0].id, body: taken[0].body, claimedAt: now, fresh: false };

  const existing = await deps.prisma.delivery.findUnique({
    where: { subscriberId_localDate: { subscriberId: job.subscriberId, localDate: job.localDate } },
    select: { status: true },
  });
  if (existing && existing.status !== 'sending') return null;
  throw new ClaimHeldError();
}

/**
 * One send job. At-least-once jobs, exactly-once texts: the delivery row (unique per subscriber
 * and local date) is claimed before sending and finished after; a sender that died in between is
 * reconciled by asking the transport whether the carrier already has the text.
 */
export async function processSend(deps: SenderDeps, data: unknown): Promise<SendOutcome> {
  const job = sendJobSchema.parse(data);
  const subscriber = await deps.prisma.subscriber.findUnique({
    where: { id: job.subscriberId },
    select: { phone: true, status: true, styleFacts: true },
  });
  if (!subscriber || subscriber.status !== 'active') return 'skipped';

  const facts = styleFactsSchema.parse(subscriber.styleFacts);
  // The built-in engine's text is cheap and deterministic: written before the claim, stored with it.
  // A model's text costs a call, so it is written only once the claim is ours.
  const offlineBody = deps.model ? null : await writeDailyMessage({ model: null }, facts, job.localDate);
  const held = await claim(deps, job, offlineBody);
  if (!held) return 'already-sent';

  let body = held.body;
  if (!held.fresh && body) {
    // A previous attempt died after claiming: did the carrier take the text before it died?
    // A day's claims all fall in its morning window and retries; yesterday's text is 24 h back.
    const since = new Date(held.claimedAt.getTime() - RECONCILE_LOOKBACK_MS);
    const found = await deps.transport.findSent(subscriber.phone, body, since);
    if (found) {
      await finish(deps, held.id, { status: 'sent', messageSid: found.sid });
      deps.logger.info(
        { to: maskPhone(subscriber.phone), localDate: job.localDate },
        'Getup text found at the carrier; recorded, not resent',
      );
      return 'recovered';
    }
  }
  if (!body) {
    body =
      offlineBody ??
      (await writeDailyMessage({ model: deps.model, logger: deps.logger }, facts, job.localDate));
    await deps.prisma.delivery.update({ where: { id: held.id }, data: { body } });
  }

  try {
    const sent = await deps.transport.send({
      to: subscriber.phone,
      body,
      kind: 'daily',
      idempotencyKey: `daily:${job.subscriberId}:${job.localDate}`,
      statusCallback: deps.statusCallbackUrl,
    });
    await finish(deps, held.id, { status: 'sent', messageSid: sent.sid });
    return 'sent';
  } catch (error) {
    if (error instanceof CarrierError && error.permanent) {
      await finish(deps, held.id, { status: 'failed', errorCode: String(error.code) });
      await deps.prisma.subscriber.update({
        where: { id: job.subscriberId },
        data:
          error.permanent === 'unsubscribed'
            ? { status: 'unsubscribed', unsubscribedAt: deps.now() }
            : { status: 'invalid' },
      });
      deps.logger.warn(
        { to: maskPhone(subscriber.phone), code: error.code },
        'Getup number refused by the carrier; subscriber marked',
      );
      return 'failed-permanently';
    }
    // Nothing reached the carrier (it answered with an error): release the claim for the retry.
    await deps.prisma.delivery.update({
      where: { id: held.id },
      data: {
        claimedAt: new Date(0),
        errorCode: error instanceof CarrierError && error.code ? String(error.code) : null,
      },
    });
    throw error;
  }
}

async function finish(
  deps: SenderDeps,
  id: string,
  result: { status: 'sent' | 'failed'; messageSid?: string; errorCode?: string },
) {
  await deps.prisma.delivery.update({
    where: { id },
    data: { ...result, ...(result.status === 'sent' ? { sentAt: deps.now() } : {}) },
  });
}

/** The BullMQ processor: a carrier 429 pauses the whole worker (its rate limit), then the job waits. */
export function sendProcessor(deps: SenderDeps, worker: () => Worker) {
  return async (job: Job) => {
    try {
      return await processSend(deps, job.data);
    } catch (error) {
      if (error instanceof CarrierError && error.rateLimited) {
        deps.logger.warn({ code: error.code }, 'carrier rate limit (429): the sender slows down');
        await worker().rateLimit(deps.rateLimitBackoffMs ?? 1_000);
        throw new RateLimitError();
      }
      throw error;
    }
  };
}
