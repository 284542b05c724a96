import type { ModelClient } from '@uniform/ai';
import { maskPhone, type Logger } from '@uniform/service-kit';
import { CarrierError, type SmsTransport } from './carrier';
import { writeDailyMessage } from './daily-message';
import type {
  DeliveriesRepository,
  DeliveryClaim,
  SendPacer,
  SentRecord,
  SubscriberForSend,
  SubscribersRepository,
} from './ports';
import { sendBatchSchema } from './send-job';
import { styleFactsSchema, vetStyleFacts, type StyleFacts } from './style-facts';

export interface SenderDeps {
  subscribers: SubscribersRepository;
  deliveries: DeliveriesRepository;
  transport: SmsTransport;
  model: ModelClient | null;
  logger: Logger;
  now: () => Date;
  /** Where Twilio reports delivery status (the public /api/sms/status), when Twilio sends. */
  statusCallbackUrl?: string;
  /** A claim not renewed for this long belongs to a sender that died and may be taken over. */
  leaseMs: number;
  /** Paces every text (the carrier rate, a 429's pause); none when absent (tests' direct calls). */
  pacer?: SendPacer;
  /** The process's texts-in-flight limit, shared by its batches; one text at a time when absent. */
  inFlight?: Limiter;
  /** How long every sender pauses after a carrier 429. */
  rateLimitBackoffMs?: number;
}

export type SendOutcome =
  | 'sent'
  | 'already-sent'
  | 'recovered'
  | 'skipped'
  | 'failed-permanently'
  /** Not sent this time (a transient carrier error, or a live sender holds it): the batch retries. */
  | 'retry';

/** Some texts of the batch must be tried again: BullMQ retries the job with backoff. */
export class BatchRetryError extends Error {
  constructor(readonly texts: number) {
    super(`${texts} text(s) of the batch are retried later`);
    this.name = 'BatchRetryError';
  }
}

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** At most `limit` tasks at once, in the order they asked. */
export function limiter(limit: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const RECONCILE_LOOKBACK_MS = 6 * 3_600_000;
/** Accepted texts are recorded this many at a time (one statement), and at the end of the batch. */
const RECORD_EVERY = 50;
/** A text answered 429 this many times is left to the batch's retry. */
const RATE_LIMITED_TRIES = 5;

interface Text {
  subscriber: SubscriberForSend;
  facts: StyleFacts;
  /** The built-in engine's text, written before the claim and stored with it; null with a model. */
  body: string | null;
}

/**
 * One send job: a batch of a zone's subscribers for one local date. At-least-once jobs,
 * exactly-once texts: the batch's delivery rows (unique per subscriber and local date) are claimed
 * in one statement before sending, renewed while the batch runs, and recorded after; a batch whose
 * sender died is taken over once its lease lapses, and each text it claimed is reconciled by asking
 * the transport whether the carrier already has it. Answers each subscriber's outcome; throws
 * BatchRetryError (after recording what went out) when some texts must be tried again.
 */
export async function sendDailyBatch(deps: SenderDeps, data: unknown): Promise<Map<string, SendOutcome>> {
  const job = sendBatchSchema.parse(data);
  const outcomes = new Map<string, SendOutcome>();
  const texts = await readTexts(deps, job.subscriberIds, job.localDate, outcomes);

  const stamp = deps.now();
  const claims = await deps.deliveries.claimBatch(
    job.localDate,
    texts.map((text) => ({ subscriberId: text.subscriber.id, body: text.body })),
    stamp,
    deps.leaseMs,
  );
  const claimed = new Set(claims.map((claim) => claim.subscriberId));
  const unclaimed = texts.map((text) => text.subscriber.id).filter((id) => !claimed.has(id));
  const held = new Set(await deps.deliveries.held(job.localDate, unclaimed));
  for (const id of unclaimed) outcomes.set(id, held.has(id) ? 'retry' : 'already-sent');

  const batch = new ClaimedBatch(deps, claims, stamp);
  const byId = new Map(texts.map((text) => [text.subscriber.id, text]));
  const run = deps.inFlight ?? limiter(1);
  const settled = await Promise.allSettled(
    claims.map((claim) =>
      run(async () => {
        outcomes.set(
          claim.subscriberId,
          await sendOne(deps, batch, claim, byId.get(claim.subscriberId)!, job),
        );
      }),
    ),
  );
  await batch.close();
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  const retries = [...outcomes.values()].filter((outcome) => outcome === 'retry').length;
  if (retries > 0) throw new BatchRetryError(retries);
  return outcomes;
}

/** The batch's subscribers in one read; the ones gone or no longer active are skipped. */
async function readTexts(
  deps: SenderDeps,
  ids: string[],
  localDate: string,
  outcomes: Map<string, SendOutcome>,
): Promise<Text[]> {
  const rows = new Map((await deps.subscribers.findManyForSend(ids)).map((row) => [row.id, row]));
  const texts: Text[] = [];
  for (const id of ids) {
    const subscriber = rows.get(id);
    if (!subscriber || subscriber.status !== 'active' || outcomes.has(id)) {
      outcomes.set(id, 'skipped');
      continue;
    }
    // Vetted again on read: rows stored before the vocabulary check may hold a client's words.
    const parsed = styleFactsSchema.safeParse(subscriber.styleFacts);
    if (!parsed.success) {
      // One unreadable row must not hold its batch back: it is skipped, loudly.
      deps.logger.error(
        { subscriberId: id, err: parsed.error },
        'Getup subscriber has unreadable style facts; skipped',
      );
      outcomes.set(id, 'skipped');
      continue;
    }
    const facts = vetStyleFacts(parsed.data);
    // The built-in engine's text is cheap and deterministic: written before the claim, stored with it.
    // A model's text costs a call, so it is written only once the claim is ours.
    const body = deps.model ? null : await writeDailyMessage({ model: null }, facts, localDate);
    texts.push({ subscriber, facts, body });
  }
  return texts;
}

async function sendOne(
  deps: SenderDeps,
  batch: ClaimedBatch,
  claim: DeliveryClaim,
  text: Text,
  job: { localDate: string },
): Promise<SendOutcome> {
  const { phone } = text.subscriber;
  if (batch.lost(claim.id)) return 'retry';
  let body = claim.body;
  if (!claim.fresh && body) {
    // A previous attempt died after claiming: did the carrier take the text before it died?
    // A day's claims all fall in its morning window and retries; yesterday's text is 24 h back.
    const since = new Date(batch.stamp.getTime() - RECONCILE_LOOKBACK_MS);
    const found = await deps.transport.findSent(phone, body, since);
    if (found) {
      await batch.sent({ id: claim.id, messageSid: found.sid });
      deps.logger.info(
        { to: maskPhone(phone), localDate: job.localDate },
        'Getup text found at the carrier; recorded, not resent',
      );
      return 'recovered';
    }
  }
  if (!body) {
    body =
      text.body ??
      (await writeDailyMessage({ model: deps.model, logger: deps.logger }, text.facts, job.localDate));
    await deps.deliveries.setBody(claim.id, body);
  }

  for (let tries = 1; ; tries++) {
    await deps.pacer?.acquire();
    // The lease lapsed (this process stalled) and another sender took the text over.
    if (batch.lost(claim.id)) return 'retry';
    try {
      const sent = await deps.transport.send({
        to: phone,
        body,
        kind: 'daily',
        idempotencyKey: `daily:${claim.subscriberId}:${job.localDate}`,
        statusCallback: deps.statusCallbackUrl,
      });
      await batch.sent({ id: claim.id, messageSid: sent.sid });
      return 'sent';
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      if (error.permanent) {
        // The subscriber first: a delivery recorded as failed then always means the number is marked,
        // and a crash in between leaves the claim to the retry, which is refused and marks it again.
        await deps.subscribers.markRefused(claim.subscriberId, error.permanent, deps.now(), {
          onlyActive: false,
        });
        await batch.failed(claim.id, String(error.code));
        deps.logger.warn(
          { to: maskPhone(phone), code: error.code },
          'Getup number refused by the carrier; subscriber marked',
        );
        return 'failed-permanently';
      }
      if (error.rateLimited && tries < RATE_LIMITED_TRIES) {
        deps.logger.warn({ code: error.code }, 'carrier rate limit (429): the senders pause');
        const pauseMs = deps.rateLimitBackoffMs ?? 1_000;
        if (deps.pacer) await deps.pacer.pause(pauseMs);
        else await new Promise((resolve) => setTimeout(resolve, pauseMs));
        continue;
      }
      // Nothing reached the carrier (it answered with an error): release the claim for the retry.
      batch.release(claim.id, error.code ? String(error.code) : null);
      deps.logger.warn(
        { to: maskPhone(phone), code: error.code, status: error.status },
        'Getup send failed (the batch retries it with backoff)',
      );
      return 'retry';
    }
  }
}

/**
 * A batch's claims while it runs: renewed every third of the lease (one statement, only while
 * still stamped by this batch, so a takeover is noticed), accepted texts recorded RECORD_EVERY at a
 * time, released ones let go in one statement at the end.
 */
class ClaimedBatch {
  private readonly pending: Set<string>;
  private readonly lostIds = new Set<string>();
  private readonly toRecord: SentRecord[] = [];
  private readonly toRelease: { id: string; errorCode: string | null }[] = [];
  private renewing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly deps: SenderDeps,
    claims: DeliveryClaim[],
    public stamp: Date,
  ) {
    this.pending = new Set(claims.map((claim) => claim.id));
    this.timer = setInterval(() => this.renew(), Math.max(100, Math.floor(deps.leaseMs / 3)));
    this.timer.unref();
  }

  lost(id: string): boolean {
    return this.lostIds.has(id);
  }

  private renew() {
    this.renewing = this.renewing
      .then(async () => {
        const ids = [...this.pending];
        const next = this.deps.now();
        const ours = new Set(await this.deps.deliveries.renew(ids, this.stamp, next));
        this.stamp = next;
        for (const id of ids) if (!ours.has(id) && this.pending.has(id)) this.lostIds.add(id);
      })
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'Getup claim renewal failed'));
  }

  async sent(record: SentRecord) {
    this.toRecord.push(record);
    if (this.toRecord.length >= RECORD_EVERY) await this.record();
  }

  private async record() {
    const records = this.toRecord.splice(0);
    await this.deps.deliveries.recordSent(records, this.deps.now());
    for (const record of records) this.pending.delete(record.id);
  }

  async failed(id: string, errorCode: string) {
    await this.deps.deliveries.recordFailed(id, errorCode, this.deps.now());
    this.pending.delete(id);
  }

  release(id: string, errorCode: string | null) {
    this.toRelease.push({ id, errorCode });
    this.pending.delete(id);
  }

  /** Stops renewing, records what is left, lets the released claims go. */
  async close() {
    clearInterval(this.timer);
    await this.renewing;
    await this.record();
    await this.deps.deliveries.release(this.toRelease.splice(0));
  }
}
