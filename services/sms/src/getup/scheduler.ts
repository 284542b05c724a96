import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { Logger } from '@uniform/service-kit';
import { localTime, minuteOfDay } from '../domain/local-time';
import { SEND_JOB_OPTIONS, sendJobId, type SendJob } from './queues';

export interface SchedulerSettings {
  sendHour: number;
  windowMinutes: number;
  /** Messages per second the carrier allows; 0 = unlimited. */
  ratePerSecond: number;
}

export interface SchedulerDeps {
  prisma: PrismaClient;
  sendQueue: Queue;
  /** Reads which job ids the queue already holds, so a tick reports only what it really added. */
  redis: Redis;
  logger: Logger;
  settings: SchedulerSettings;
  /** Each zone's size against its window's capacity, from an hour before its window (for /metrics). */
  onCapacity?: (timeZone: string, subscribers: number, capacity: number) => void;
}

export interface TickResult {
  zonesInWindow: string[];
  /** Jobs handed to the queue (duplicates of existing job ids are ignored by BullMQ). */
  enqueued: number;
  zonesOverCapacity: { timeZone: string; subscribers: number; capacity: number }[];
}

const PAGE = 10_000;
/** The capacity check looks this far ahead of a zone's window. */
const WARN_AHEAD_MINUTES = 60;

/**
 * One minute tick: every zone whose local time is in [sendHour:00, sendHour:windowMinutes) gets one
 * send job per active subscriber who has no finished delivery for that local date. Zones opening
 * within the hour are checked against rate × window and reported when they cannot all be sent.
 */
export async function tick(deps: SchedulerDeps, now: Date): Promise<TickResult> {
  const { sendHour, windowMinutes, ratePerSecond } = deps.settings;
  const zones = await deps.prisma.subscriber.groupBy({
    by: ['timeZone'],
    where: { status: 'active' },
    _count: { _all: true },
  });
  const start = sendHour * 60;
  const result: TickResult = { zonesInWindow: [], enqueued: 0, zonesOverCapacity: [] };
  const capacity =
    ratePerSecond > 0 ? Math.floor(ratePerSecond * windowMinutes * 60) : Number.POSITIVE_INFINITY;

  for (const zone of zones) {
    const local = localTime(now, zone.timeZone);
    const minute = minuteOfDay(local);
    const subscribers = zone._count._all;
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

/** Pages through the zone's due subscribers (keyset on id) and adds their jobs in bulk. */
async function enqueueZone(deps: SchedulerDeps, timeZone: string, localDate: string): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let total = 0;
  for (;;) {
    const rows = await deps.prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
      SELECT s.id FROM sms.subscribers s
      WHERE s.status = 'active' AND s.time_zone = ${timeZone} AND s.id > ${after}::uuid
        AND NOT EXISTS (
          SELECT 1 FROM sms.deliveries d
          WHERE d.subscriber_id = s.id AND d.local_date = ${localDate} AND d.status <> 'sending'
        )
      ORDER BY s.id
      LIMIT ${PAGE}`);
    if (rows.length === 0) return total;
    const candidates = rows.map((row) => {
      const data: SendJob = { subscriberId: row.id, localDate };
      return { name: 'send', data, opts: { ...SEND_JOB_OPTIONS, jobId: sendJobId(data) } };
    });
    const exists = deps.redis.pipeline();
    for (const job of candidates) exists.exists(deps.sendQueue.toKey(job.opts.jobId));
    const held = (await exists.exec()) ?? [];
    const jobs = candidates.filter((_, i) => held[i]?.[1] !== 1);
    // Even a job added between the check and here is safe: BullMQ ignores an existing job id.
    if (jobs.length > 0) await deps.sendQueue.addBulk(jobs);
    total += jobs.length;
    after = rows[rows.length - 1]!.id;
    if (rows.length < PAGE) return total;
  }
}
