import type { Logger } from '@uniform/service-kit';
import { localTime, minuteOfDay } from './local-time';
import type { SendQueue, SubscribersRepository } from './ports';

export interface SchedulerSettings {
  sendHour: number;
  windowMinutes: number;
  /** Messages per second the carrier allows; 0 = unlimited. */
  ratePerSecond: number;
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
  /** Jobs handed to the queue (duplicates of jobs it holds are not counted). */
  enqueued: number;
  /** Expired pending requests deleted by this tick. */
  expiredDeleted: number;
  zonesOverCapacity: { timeZone: string; subscribers: number; capacity: number }[];
}

const PAGE = 10_000;
/** The capacity check looks this far ahead of a zone's window. */
const WARN_AHEAD_MINUTES = 60;

/**
 * One minute tick: every zone whose local time is in [sendHour:00, sendHour:windowMinutes) gets one
 * send job per active subscriber who has no finished delivery for that local date. Zones opening
 * within the hour are checked against rate × window and reported when they cannot all be sent.
 * Each tick also deletes the pending requests nobody confirmed within 24 h (idempotent).
 */
export async function tick(deps: SchedulerDeps, now: Date): Promise<TickResult> {
  const { sendHour, windowMinutes, ratePerSecond } = deps.settings;
  const expiredDeleted = await deps.subscribers.deleteExpiredRequests(now);
  if (expiredDeleted > 0) deps.logger.info({ expiredDeleted }, 'Getup deleted unconfirmed requests');
  const zones = await deps.subscribers.activeZones();
  const start = sendHour * 60;
  const result: TickResult = { zonesInWindow: [], enqueued: 0, expiredDeleted, zonesOverCapacity: [] };
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
    result.enqueued += await enqueueZone(deps, zone.timeZone, local.date);
  }
  if (result.zonesInWindow.length > 0)
    deps.logger.info({ zones: result.zonesInWindow, enqueued: result.enqueued }, 'Getup tick enqueued sends');
  return result;
}

/** Pages through the zone's due subscribers (keyset on id) and queues their jobs in bulk. */
async function enqueueZone(deps: SchedulerDeps, timeZone: string, localDate: string): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let total = 0;
  for (;;) {
    const ids = await deps.subscribers.dueIds(timeZone, localDate, after, PAGE);
    if (ids.length === 0) return total;
    total += await deps.sendQueue.enqueueNew(ids.map((subscriberId) => ({ subscriberId, localDate })));
    after = ids[ids.length - 1]!;
    if (ids.length < PAGE) return total;
  }
}
