import type { ModelClient } from '@uniform/ai';
import { maskPhone, type Logger } from '@uniform/service-kit';
import { CarrierError, type SmsTransport } from './carrier';
import { writeDailyMessage } from './daily-message';
import type { DeliveriesRepository, DeliveryClaim, SubscribersRepository } from './ports';
import { sendJobSchema, type SendJob } from './send-job';
import { styleFactsSchema, vetStyleFacts } from './style-facts';

export interface SenderDeps {
  subscribers: SubscribersRepository;
  deliveries: DeliveriesRepository;
  transport: SmsTransport;
  model: ModelClient | null;
  logger: Logger;
  now: () => Date;
  /** Where Twilio reports delivery status (the public /api/sms/status), when Twilio sends. */
  statusCallbackUrl?: string;
  /** A claim older than this (the job lock) belongs to a sender that died and may be taken over. */
  leaseMs: number;
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

/**
 * Claims the (subscriber, local date) delivery: null when the day's text is already finished; a
 * claim another live sender holds is retried later (BullMQ backoff), never sent alongside it.
 */
async function claim(deps: SenderDeps, job: SendJob, body: string | null): Promise<DeliveryClaim | null> {
  const claimed = await deps.deliveries.claim(job, body, deps.now(), deps.leaseMs);
  if (claimed === 'finished') return null;
  if (claimed === 'held') throw new ClaimHeldError();
  return claimed;
}

/**
 * One send job. At-least-once jobs, exactly-once texts: the delivery row (unique per subscriber
 * and local date) is claimed before sending and finished after; a sender that died in between is
 * reconciled by asking the transport whether the carrier already has the text.
 */
export async function sendDailyText(deps: SenderDeps, data: unknown): Promise<SendOutcome> {
  const job = sendJobSchema.parse(data);
  const subscriber = await deps.subscribers.findForSend(job.subscriberId);
  if (!subscriber || subscriber.status !== 'active') return 'skipped';

  // Vetted again on read: rows stored before the vocabulary check may hold a client's words.
  const facts = vetStyleFacts(styleFactsSchema.parse(subscriber.styleFacts));
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
    await deps.deliveries.setBody(held.id, body);
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
      // The subscriber first: a delivery recorded as failed then always means the number is marked,
      // and a crash in between leaves the claim to the retry, which is refused and marks it again.
      await deps.subscribers.markRefused(job.subscriberId, error.permanent, deps.now(), {
        onlyActive: false,
      });
      await finish(deps, held.id, { status: 'failed', errorCode: String(error.code) });
      deps.logger.warn(
        { to: maskPhone(subscriber.phone), code: error.code },
        'Getup number refused by the carrier; subscriber marked',
      );
      return 'failed-permanently';
    }
    // Nothing reached the carrier (it answered with an error): release the claim for the retry.
    await deps.deliveries.release(
      held.id,
      error instanceof CarrierError && error.code ? String(error.code) : null,
    );
    throw error;
  }
}

function finish(
  deps: SenderDeps,
  id: string,
  result: { status: 'sent' | 'failed'; messageSid?: string; errorCode?: string },
) {
  return deps.deliveries.finish(id, result, deps.now());
}
