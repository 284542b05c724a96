import type { SendBatch } from './send-job';
import type { StyleFacts } from './style-facts';

/**
 * What the Getup use cases need from storage and the queue, as small interfaces: the Prisma
 * repositories in data/ and the BullMQ producer in queues/ implement them, so domain/ stays pure.
 */

export type SubscriberStatus = 'pending' | 'active' | 'unsubscribed' | 'invalid';

/** A carrier refusal that will not get better: what it makes of the subscriber. */
export type CarrierRefusal = 'invalid' | 'unsubscribed';

export interface SubscriptionRequest {
  phone: string;
  timeZone: string;
  timeZoneSource: string;
  styleFacts: StyleFacts;
  /** SHA-256 of the personalization token this request gives its browser (kept unless the row is active). */
  personalizationTokenHash: string;
  /** The signed-in account asking (none for a visitor): linked to the number only by its YES. */
  userId?: string;
  now: Date;
  expiresAt: Date;
}

export interface SubscriberForSend {
  id: string;
  phone: string;
  status: string;
  styleFacts: unknown;
}

export interface SubscribersRepository {
  request(request: SubscriptionRequest): Promise<'pending' | 'active'>;
  claimConfirmation(phone: string, now: Date, intervalMs: number): Promise<boolean>;
  releaseConfirmation(phone: string, claimedAt: Date): Promise<void>;
  claimUnsubscribeNotice(phone: string, now: Date, intervalMs: number): Promise<boolean>;
  releaseUnsubscribeNotice(phone: string, claimedAt: Date): Promise<void>;
  confirm(phone: string, now: Date): Promise<SubscriberStatus | undefined>;
  markUnsubscribed(phone: string, now: Date): Promise<boolean>;
  deleteExpiredRequests(now: Date): Promise<number>;
  /** Each time zone with active subscribers, and how many. */
  activeZones(): Promise<{ timeZone: string; subscribers: number }[]>;
  /**
   * One page (keyset on id, `limit` rows read) of the zone's active subscribers, less those with a
   * finished delivery that day; `next` is where the following page starts (null after the last).
   */
  dueIds(
    timeZone: string,
    localDate: string,
    afterId: string,
    limit: number,
  ): Promise<{ due: string[]; next: string | null }>;
  /**
   * The zone's active subscribers confirmed at or after `since` (its send window's opening) who have
   * no delivery that local date: the ones who said YES after the window's batches were queued.
   */
  lateJoinerIds(timeZone: string, localDate: string, since: Date): Promise<string[]>;
  /** The batch's subscribers that still exist (any status), in one read. */
  findManyForSend(ids: string[]): Promise<SubscriberForSend[]>;
  /**
   * Replaces the style facts of the live (active, or pending and not expired) subscription whose
   * personalization token has this hash; answers whether there was one.
   */
  personalize(tokenHash: string, styleFacts: StyleFacts, now: Date): Promise<boolean>;
  /** The carrier refused the number for good (only while still active, when `onlyActive`). */
  markRefused(
    id: string,
    refusal: CarrierRefusal,
    now: Date,
    options: { onlyActive: boolean },
  ): Promise<void>;
}

export interface DeliveryClaim {
  id: string;
  subscriberId: string;
  body: string | null;
  /** A new row (true), or a claim taken over from a sender that died (false). */
  fresh: boolean;
}

/** A text the carrier accepted, to record. */
export interface SentRecord {
  id: string;
  messageSid: string;
}

export interface DeliveriesRepository {
  /**
   * Claims a batch's (subscriber, local date) deliveries in one statement: new rows, and 'sending'
   * rows whose claim is older than `leaseMs` (their sender died). Rows finished, or held by a live
   * sender, are left out. Every claim answered carries the stamp `now` (see renew).
   */
  claimBatch(
    localDate: string,
    texts: { subscriberId: string; body: string | null }[],
    now: Date,
    leaseMs: number,
  ): Promise<DeliveryClaim[]>;
  /** Which of these subscribers' deliveries that day are still 'sending' (a live sender holds them). */
  held(localDate: string, subscriberIds: string[]): Promise<string[]>;
  /**
   * Moves the stamp of the claims still stamped `stamp` and 'sending' to `now` (the lease of a live
   * batch); answers the ids still ours.
   */
  renew(ids: string[], stamp: Date, now: Date): Promise<string[]>;
  setBody(id: string, body: string): Promise<void>;
  /** Records accepted texts, one statement for the lot. */
  recordSent(sent: SentRecord[], now: Date): Promise<void>;
  /** Records a permanent carrier refusal. */
  recordFailed(id: string, errorCode: string, now: Date): Promise<void>;
  /** Nothing reached the carrier: the claims lapse at once so the retry may take them (one statement). */
  release(released: { id: string; errorCode: string | null }[]): Promise<void>;
  /** Records a final status by message id; answers the delivery's subscriber, if it is a daily text. */
  recordStatus(
    messageSid: string,
    status: string,
    errorCode: string | undefined,
  ): Promise<{ subscriberId: string } | null>;
}

/** The send queue as the tick sees it: adds the batches it does not hold yet. */
export interface SendQueue {
  /** Answers how many batches, and how many subscribers in them, were really added. */
  enqueueNew(batches: SendBatch[]): Promise<{ batches: number; subscribers: number }>;
}

/** Paces the texts of every sender: the carrier's rate, and a pause after its 429. */
export interface SendPacer {
  /** Resolves when the next text may go to the carrier. */
  acquire(): Promise<void>;
  /** The carrier answered 429: no sender texts for `ms`. */
  pause(ms: number): Promise<void>;
}

/** A number confirmed as an account's, with its daily texts (newest local date first). */
export interface LinkedSubscription {
  phone: string;
  status: string;
  consentAt: Date;
  confirmedAt: Date;
  unsubscribedAt: Date | null;
  timeZone: string;
  timeZoneSource: string;
  styleFacts: unknown;
  deliveries: {
    localDate: string;
    status: string;
    body: string | null;
    sentAt: Date | null;
    errorCode: string | null;
  }[];
}

/** What the sms service holds about an account: found by the user id a YES linked, never by e-mail. */
export interface AccountDataRepository {
  /** The account's confirmed numbers (linked and confirmed), newest confirmation first. */
  confirmedSubscriptions(userId: string): Promise<LinkedSubscription[]>;
  /** Ids of every subscriber linked to the account or awaiting its YES. */
  linkedSubscriberIds(userId: string): Promise<string[]>;
  /**
   * Deletes every subscriber linked to the account or awaiting its YES, their deliveries and the
   * outbox texts to their numbers, in one transaction; answers what went (ids for the queue's sake).
   */
  eraseLinked(
    userId: string,
  ): Promise<{ subscriberIds: string[]; deliveries: number; outboxMessages: number }>;
}

/** The send queue as an account deletion sees it: drops the jobs that would text these subscribers. */
export interface SendJobCleaner {
  /**
   * Removes the subscribers' queued, delayed and finished send jobs. A job being sent right now is
   * an error with `whileSending: 'fail'` (so the caller retries once it is done) and is left with
   * 'leave'. Answers how many jobs went.
   */
  removeFor(subscriberIds: string[], options: { whileSending: 'fail' | 'leave' }): Promise<number>;
}
