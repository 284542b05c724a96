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
  /** One page (keyset on id) of the zone's active subscribers with no finished delivery that day. */
  dueIds(timeZone: string, localDate: string, afterId: string, limit: number): Promise<string[]>;
  findForSend(id: string): Promise<SubscriberForSend | null>;
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
  body: string | null;
  claimedAt: Date;
  /** A new row (true), or a claim taken over from a sender that died (false). */
  fresh: boolean;
}

export interface DeliveriesRepository {
  /**
   * Claims the (subscriber, local date) delivery: a new row, or a 'sending' row whose claim is
   * older than `leaseMs`. 'finished' when the day's text is done, 'held' when a live sender has it.
   */
  claim(
    key: { subscriberId: string; localDate: string },
    body: string | null,
    now: Date,
    leaseMs: number,
  ): Promise<DeliveryClaim | 'finished' | 'held'>;
  setBody(id: string, body: string): Promise<void>;
  finish(
    id: string,
    result: { status: 'sent' | 'failed'; messageSid?: string; errorCode?: string },
    now: Date,
  ): Promise<void>;
  /** Nothing reached the carrier: the claim lapses at once so the retry may take it. */
  release(id: string, errorCode: string | null): Promise<void>;
  /** Records a final status by message id; answers the delivery's subscriber, if it is a daily text. */
  recordStatus(
    messageSid: string,
    status: string,
    errorCode: string | undefined,
  ): Promise<{ subscriberId: string } | null>;
}

/** The send queue as the tick sees it: adds the jobs it does not hold yet, answers how many. */
export interface SendQueue {
  enqueueNew(jobs: { subscriberId: string; localDate: string }[]): Promise<number>;
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
