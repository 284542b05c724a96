import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type {
  CarrierRefusal,
  SubscriberStatus,
  SubscribersRepository,
  SubscriptionRequest,
} from '../domain/ports';
import type { StyleFacts } from '../domain/style-facts';

/**
 * The subscriber rows of double opt-in. Every change that decides whether a text goes out is one
 * conditional statement, so concurrent requests for one number cannot both win (PostgreSQL
 * re-checks the WHERE of an UPDATE on the row it waited for). Raw SQL names the service schema
 * (sms) itself: the adapter sets it only for model queries.
 */

export type { SubscriberStatus, SubscriptionRequest } from '../domain/ports';

/**
 * A web request for the number: a new pending row, or an existing row that is not active made
 * pending again (a fresh expiry, facts, zone and personalization token; its confirmation and notice
 * times are kept, so a subscribe/unsubscribe loop cannot buy another text). An active row is left as
 * it is, its token included. The requesting account (none for a visitor) waits in pending_user_id
 * for the YES; the row's confirmed link (user_id) stays as it is until then.
 * Answers the row's status afterwards.
 */
export async function requestSubscription(
  prisma: PrismaClient,
  request: SubscriptionRequest,
): Promise<'pending' | 'active'> {
  const facts = JSON.stringify(request.styleFacts);
  const rows = await prisma.$queryRaw<{ status: string }[]>(Prisma.sql`
    INSERT INTO sms.subscribers
      (id, phone, status, consent_at, expires_at, time_zone, time_zone_source, style_facts,
        personalization_token_hash, pending_user_id, updated_at)
    VALUES (gen_random_uuid(), ${request.phone}, 'pending', ${request.now}, ${request.expiresAt},
      ${request.timeZone}, ${request.timeZoneSource}, ${facts}::jsonb,
      ${request.personalizationTokenHash}, ${request.userId ?? null}::uuid, ${request.now})
    ON CONFLICT (phone) DO UPDATE SET
      status = 'pending', consent_at = EXCLUDED.consent_at, expires_at = EXCLUDED.expires_at,
      confirmed_at = NULL, unsubscribed_at = NULL, time_zone = EXCLUDED.time_zone,
      time_zone_source = EXCLUDED.time_zone_source, style_facts = EXCLUDED.style_facts,
      personalization_token_hash = EXCLUDED.personalization_token_hash,
      pending_user_id = EXCLUDED.pending_user_id, updated_at = EXCLUDED.updated_at
    WHERE sms.subscribers.status <> 'active'
    RETURNING status`);
  return rows[0] ? 'pending' : 'active';
}

/**
 * Claims the right to send the number its confirmation text: true for exactly one caller per
 * `interval`, however many ask at once.
 */
export function claimConfirmation(
  prisma: PrismaClient,
  phone: string,
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  return claimText(prisma, 'confirmation_sent_at', Prisma.sql`phone = ${phone} AND status = 'pending'`, {
    now,
    intervalMs,
  });
}

/** The confirmation did not reach the carrier: the next request may try again. */
export async function releaseConfirmation(prisma: PrismaClient, phone: string, claimedAt: Date) {
  await prisma.subscriber.updateMany({
    where: { phone, confirmationSentAt: claimedAt },
    data: { confirmationSentAt: null },
  });
}

/** Like claimConfirmation, for the web unsubscribe's notice. */
export function claimUnsubscribeNotice(
  prisma: PrismaClient,
  phone: string,
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  return claimText(prisma, 'unsubscribe_notice_at', Prisma.sql`phone = ${phone}`, { now, intervalMs });
}

/**
 * Stamps `sentAt` on the row `where` picks unless it was stamped within `intervalMs`: one
 * conditional UPDATE, so one caller wins however many ask at once.
 */
async function claimText(
  prisma: PrismaClient,
  sentAt: 'confirmation_sent_at' | 'unsubscribe_notice_at',
  where: Prisma.Sql,
  { now, intervalMs }: { now: Date; intervalMs: number },
): Promise<boolean> {
  const since = new Date(now.getTime() - intervalMs);
  // The column is one of two fixed names, never input.
  const column = Prisma.raw(sentAt);
  const claimed = await prisma.$executeRaw(Prisma.sql`
    UPDATE sms.subscribers SET ${column} = ${now}, updated_at = ${now}
    WHERE ${where} AND (${column} IS NULL OR ${column} <= ${since})`);
  return claimed > 0;
}

export async function releaseUnsubscribeNotice(prisma: PrismaClient, phone: string, claimedAt: Date) {
  await prisma.subscriber.updateMany({
    where: { phone, unsubscribeNoticeAt: claimedAt },
    data: { unsubscribeNoticeAt: null },
  });
}

/**
 * A request that never became a subscription and whose 24 h are over: a pending row past its
 * expiry, or a row unsubscribed while pending. Readers treat it as absent; the sweep deletes it.
 */
function isExpiredRequest(
  row: { status: string; confirmedAt: Date | null; expiresAt: Date | null },
  now: Date,
): boolean {
  return (
    (row.status === 'pending' || row.status === 'unsubscribed') &&
    row.confirmedAt === null &&
    row.expiresAt !== null &&
    row.expiresAt <= now
  );
}

/** The number's row as far as a reader may see it: none for an expired request. */
export async function findLiveSubscriber(prisma: PrismaClient, phone: string, now: Date) {
  const row = await prisma.subscriber.findUnique({
    where: { phone },
    select: { id: true, status: true, styleFacts: true, confirmedAt: true, expiresAt: true },
  });
  return row && !isExpiredRequest(row, now) ? row : null;
}

/**
 * The owner's YES or START: a live row that is not active becomes active (and stops expiring).
 * The YES proves possession of the number, so only now does a signed-in request's account become
 * the number's linked account; a visitor's request, or a START after a STOP, leaves the link as is.
 * Answers the status the row had, or undefined when there is no live row.
 */
export async function confirmSubscription(
  prisma: PrismaClient,
  phone: string,
  now: Date,
): Promise<SubscriberStatus | undefined> {
  const row = await findLiveSubscriber(prisma, phone, now);
  if (!row) return undefined;
  if (row.status !== 'active') {
    await prisma.$executeRaw(Prisma.sql`
      UPDATE sms.subscribers SET status = 'active', confirmed_at = ${now}, expires_at = NULL,
        unsubscribed_at = NULL, user_id = COALESCE(pending_user_id, user_id), pending_user_id = NULL,
        updated_at = ${now}
      WHERE id = ${row.id}::uuid AND status = ${row.status}`);
  }
  return row.status as SubscriberStatus;
}

/**
 * Stops the number's texts: an active row, or a pending one that has not expired. Answers whether
 * a row was stopped (only then is there anyone to tell).
 */
export async function markUnsubscribed(prisma: PrismaClient, phone: string, now: Date): Promise<boolean> {
  const { count } = await prisma.subscriber.updateMany({
    where: {
      phone,
      OR: [{ status: 'active' }, { status: 'pending', expiresAt: { gt: now } }],
    },
    data: { status: 'unsubscribed', unsubscribedAt: now },
  });
  return count > 0;
}

/**
 * Deletes what never became a subscription: pending rows past their expiry, and rows unsubscribed
 * while pending once that expiry passes. Idempotent; answers how many rows went.
 */
export async function deleteExpiredRequests(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.subscriber.deleteMany({
    where: {
      status: { in: ['pending', 'unsubscribed'] },
      confirmedAt: null,
      expiresAt: { lte: now },
    },
  });
  return count;
}

/** Each time zone with active subscribers, and how many. */
export async function activeZones(prisma: PrismaClient) {
  const zones = await prisma.subscriber.groupBy({
    by: ['timeZone'],
    where: { status: 'active' },
    _count: { _all: true },
  });
  return zones.map((zone) => ({ timeZone: zone.timeZone, subscribers: zone._count._all }));
}

/**
 * One page (keyset on id) of the zone's active subscribers, less those with a finished delivery
 * that local date. Two index reads: the page off (status, time_zone, id), then the finished ones
 * among its ids off the deliveries' unique key; `next` is the page's last id (null at the end).
 */
export async function dueSubscriberIds(
  prisma: PrismaClient,
  timeZone: string,
  localDate: string,
  afterId: string,
  limit: number,
): Promise<{ due: string[]; next: string | null }> {
  const page = (
    await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
      SELECT id FROM sms.subscribers
      WHERE status = 'active' AND time_zone = ${timeZone} AND id > ${afterId}::uuid
      ORDER BY id
      LIMIT ${limit}`)
  ).map((row) => row.id);
  if (page.length === 0) return { due: [], next: null };
  const finished = await prisma.$queryRaw<{ subscriber_id: string }[]>(Prisma.sql`
    SELECT subscriber_id FROM sms.deliveries
    WHERE subscriber_id = ANY(${page}::uuid[]) AND local_date = ${localDate} AND status <> 'sending'`);
  const done = new Set(finished.map((row) => row.subscriber_id));
  return {
    due: done.size === 0 ? page : page.filter((id) => !done.has(id)),
    next: page.length < limit ? null : page[page.length - 1]!,
  };
}

/**
 * The zone's active subscribers confirmed since its window opened, without a delivery that local
 * date (of any status: a claimed one is being sent). One read off (status, time_zone, confirmed_at),
 * each row checked against the deliveries' unique key; a window's confirmations are few.
 */
export async function lateJoinerIds(
  prisma: PrismaClient,
  timeZone: string,
  localDate: string,
  since: Date,
): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT s.id FROM sms.subscribers s
    WHERE s.status = 'active' AND s.time_zone = ${timeZone} AND s.confirmed_at >= ${since}
      AND NOT EXISTS (
        SELECT 1 FROM sms.deliveries d WHERE d.subscriber_id = s.id AND d.local_date = ${localDate})
    ORDER BY s.confirmed_at, s.id`);
  return rows.map((row) => row.id);
}

/**
 * The browser that subscribed sends its analysis: the live subscription (active, or pending and
 * not expired) with that token hash gets the analysis's facts. Answers whether one did.
 */
export async function personalizeSubscription(
  prisma: PrismaClient,
  tokenHash: string,
  styleFacts: StyleFacts,
  now: Date,
): Promise<boolean> {
  const { count } = await prisma.subscriber.updateMany({
    where: {
      personalizationTokenHash: tokenHash,
      OR: [{ status: 'active' }, { status: 'pending', expiresAt: { gt: now } }],
    },
    data: { styleFacts },
  });
  return count > 0;
}

/** The carrier refused the number for good: the subscriber stops (an opt-out) or is invalid. */
export async function markRefused(
  prisma: PrismaClient,
  id: string,
  refusal: CarrierRefusal,
  now: Date,
  options: { onlyActive: boolean },
): Promise<void> {
  const data =
    refusal === 'unsubscribed' ? { status: 'unsubscribed', unsubscribedAt: now } : { status: 'invalid' };
  if (options.onlyActive) await prisma.subscriber.updateMany({ where: { id, status: 'active' }, data });
  else await prisma.subscriber.update({ where: { id }, data });
}

export function prismaSubscribersRepository(prisma: PrismaClient): SubscribersRepository {
  return {
    request: (request) => requestSubscription(prisma, request),
    claimConfirmation: (phone, now, intervalMs) => claimConfirmation(prisma, phone, now, intervalMs),
    releaseConfirmation: (phone, claimedAt) => releaseConfirmation(prisma, phone, claimedAt),
    claimUnsubscribeNotice: (phone, now, intervalMs) =>
      claimUnsubscribeNotice(prisma, phone, now, intervalMs),
    releaseUnsubscribeNotice: (phone, claimedAt) => releaseUnsubscribeNotice(prisma, phone, claimedAt),
    confirm: (phone, now) => confirmSubscription(prisma, phone, now),
    markUnsubscribed: (phone, now) => markUnsubscribed(prisma, phone, now),
    deleteExpiredRequests: (now) => deleteExpiredRequests(prisma, now),
    activeZones: () => activeZones(prisma),
    dueIds: (timeZone, localDate, afterId, limit) =>
      dueSubscriberIds(prisma, timeZone, localDate, afterId, limit),
    lateJoinerIds: (timeZone, localDate, since) => lateJoinerIds(prisma, timeZone, localDate, since),
    findManyForSend: (ids) =>
      prisma.subscriber.findMany({
        where: { id: { in: ids } },
        select: { id: true, phone: true, status: true, styleFacts: true },
      }),
    personalize: (tokenHash, styleFacts, now) => personalizeSubscription(prisma, tokenHash, styleFacts, now),
    markRefused: (id, refusal, now, options) => markRefused(prisma, id, refusal, now, options),
  };
}
