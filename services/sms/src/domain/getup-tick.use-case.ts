import type { Logger } from '@uniform/service-kit';
import { localTime, minuteOfDay } from './local-time';
import type { SendQueue, SubscribersRepository } from './ports';
import { GETUP_BATCH_SIZE, type SendBatch } from './send-job';

export interface SchedulerSettings {
  sendHour: number;
  windowMinutes: number;
  /** Messages per second the carrier allows; 0 = unlimited. */
  ratePerSecond: number;
  /** Subscribers per send job (GETUP_BATCH_SIZE). */
  batchSize?: number;
}

export interface SchedulerDeps {
  subscribers: SubscribersRepository;
  /** Adds only the jobs it does not hold yet, so a tick reports only what it really added. */
  sendQueue: SendQueue;
  logger: Logger;
  settings: SchedulerSettings;
  /** Each zone's size against its window's capacity, from an hour before its window (for /metrics). */
  onCapacity?: (timeZone: string, subscribers: number, capacity: number) => void;
}

export interface TickResult {
  zonesInWindow: string[];
  /** Subscribers in the batches handed to the queue (batches it holds already are not counted). */
  enqueued: number;
  /** Send jobs (batches, late joiners' included) handed to the queue. */
  batches: number;
  /** Of those, late joiners' jobs: subscribers who confirmed after their zone's window opened. */
  lateJoiners: number;
  /** Expired pending requests deleted by this tick. */
  expiredDeleted: number;
  zonesOverCapacity: { timeZone: string; subscribers: number; capacity: number }[];
}

/** Subscribers read per query: whole batches, about this many. */
const PAGE = 10_000;
/** The capacity check looks this far ahead of a zone's window. */
const WARN_AHEAD_MINUTES = 60;

/**
 * One minute tick: every zone whose local time is in [sendHour:00, sendHour:windowMinutes) gets its
 * active subscribers who have no finished delivery for that local date, in send jobs of batchSize. Zones opening
 * within the hour are checked against rate × window and reported when they cannot all be sent.
 * Subscribers who confirm inside the window get a job of their own (the walk's batch numbers are
 * taken by then). Each tick also deletes the pending requests nobody confirmed within 24 h (idempotent).
 */
export async function tick(deps: SchedulerDeps, now: Date): Promise<TickResult> {
  const { sendHour, windowMinutes, ratePerSecond } = deps.settings;
  const expiredDeleted = await deps.subscribers.deleteExpiredRequests(now);
  if (expiredDeleted > 0) deps.logger.info({ expiredDeleted }, 'Getup deleted unconfirmed requests');
  const zones = await deps.subscribers.activeZones();
  const start = sendHour * 60;
  const result: TickResult = {
    zonesInWindow: [],
    enqueued: 0,
    batches: 0,
    lateJoiners: 0,
    expiredDeleted,
    zonesOverCapacity: [],
  };
  const capacity =
    ratePerSecond > 0 ? Math.floor(ratePerSecond * windowMinutes * 60) : Number.POSITIVE_INFINITY;

  for (const zone of zones) {
    const local = localTime(now, zone.timeZone);
    const minute = minuteOfDay(local);
    const { subscribers } = zone;
    const aheadOrIn = minute >= start - WARN_AHEAD_MINUTES && minute < start + windowMinutes;
    if (aheadOrIn) deps.onCapacity?.(zone.timeZone, subscribers, capacity);
    if (aheadOrIn && subscribers > capacity) {
      result.zonesOverCapacity.push({ timeZone: zone.timeZone, subscribers, capacity });
      if (minute < start) {
        deps.logger.warn(
          { timeZone: zone.timeZone, subscribers, capacity, ratePerSecond, windowMinutes },
          'Getup zone has more subscribers than the send rate can reach in its 7 AM window: raise GETUP_SEND_RATE_PER_SECOND (short code or Messaging Service)',
        );
      }
    }
    if (minute < start || minute >= start + windowMinutes) continue;
    result.zonesInWindow.push(zone.timeZone);
    const added = await enqueueZone(deps, zone.timeZone, local.date);
    // Zone offsets are whole minutes: the window opened this many whole minutes before this minute.
    const windowOpened = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - (minute - start) * 60_000);
    const late = await enqueueLateJoiners(deps, zone.timeZone, local.date, windowOpened);
    result.enqueued += added.subscribers + late;
    result.batches += added.batches + late;
    result.lateJoiners += late;
  }
  if (result.zonesInWindow.length > 0)
    deps.logger.info(
      {
        zones: result.zonesInWindow,
        enqueued: result.enqueued,
        batches: result.batches,
        lateJoiners: result.lateJoiners,
      },
      'Getup tick enqueued sends',
    );
  return result;
}

/**
 * Walks the zone's active subscribers (keyset on id, PAGE rows in memory at most) and queues the
 * due ones in batches numbered in walk order. A later tick walks the same subscribers, minus those
 * finished, so its batches carry ids the queue holds already and add nothing.
 */
async function enqueueZone(
  deps: SchedulerDeps,
  timeZone: string,
  localDate: string,
): Promise<{ batches: number; subscribers: number }> {
  const batchSize = deps.settings.batchSize ?? GETUP_BATCH_SIZE;
  const total = { batches: 0, subscribers: 0 };
  let batch = 0;
  let waiting: string[] = [];
  const enqueue = async (final: boolean) => {
    const batches: SendBatch[] = [];
    while (waiting.length >= batchSize || (final && waiting.length > 0)) {
      batches.push({ timeZone, localDate, batch: batch++, subscriberIds: waiting.slice(0, batchSize) });
      waiting = waiting.slice(batchSize);
    }
    if (batches.length === 0) return;
    const added = await deps.sendQueue.enqueueNew(batches);
    total.batches += added.batches;
    total.subscribers += added.subscribers;
  };
  let after: string | null = '00000000-0000-0000-0000-000000000000';
  while (after) {
    const page = await deps.subscribers.dueIds(timeZone, localDate, after, PAGE);
    waiting.push(...page.due);
    await enqueue(false);
    after = page.next;
  }
  await enqueue(true);
  return total;
}

/**
 * Queues a job of one for each subscriber who confirmed since the zone's window opened and has no
 * delivery that day. The walk's batches were numbered before they said YES, so a later walk's
 * batches reuse ids the queue holds and would not reach them. Their job id is theirs for the day:
 * a later tick adds nothing. One confirmed before the first walk is in a batch too; the sender's
 * claim on (subscriber, local date) texts them once. Answers how many jobs were added.
 */
async function enqueueLateJoiners(
  deps: SchedulerDeps,
  timeZone: string,
  localDate: string,
  windowOpened: Date,
): Promise<number> {
  const ids = await deps.subscribers.lateJoinerIds(timeZone, localDate, windowOpened);
  if (ids.length === 0) return 0;
  const added = await deps.sendQueue.enqueueNew(
    ids.map((id) => ({ timeZone, localDate, batch: 'late' as const, subscriberIds: [id] })),
  );
  return added.batches;
}
