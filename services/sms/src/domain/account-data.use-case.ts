import { GETUP_EXPORT_NOTE, type GetupExport } from '@uniform/contracts';
import type { AccountDeletedJob, ErasedCounts } from '@uniform/service-kit';
import type { AccountDataRepository, SendJobCleaner } from './ports';
import { styleFactsSchema } from './style-facts';

/**
 * What Getup holds about an account (issue 21). A number is the account's only once it replied YES
 * to a request made while signed in to it (double opt-in: the YES proves possession), so the export
 * lists only such numbers. Deletion reaches further: every number linked to the account or whose
 * YES it awaits, since both hold what the account's user typed.
 */

/** "Download my data": the account's confirmed numbers with every daily text sent to them. */
export async function exportGetupData(
  deps: { accountData: AccountDataRepository },
  userId: string,
): Promise<GetupExport> {
  const rows = await deps.accountData.confirmedSubscriptions(userId);
  return {
    note: GETUP_EXPORT_NOTE,
    subscriptions: rows.map((row) => ({
      phone: row.phone,
      status: row.status,
      requestedAt: row.consentAt.toISOString(),
      confirmedAt: row.confirmedAt.toISOString(),
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
      timeZone: row.timeZone,
      timeZoneSource: row.timeZoneSource,
      styleFacts: styleFactsSchema.parse(row.styleFacts),
      deliveries: row.deliveries.map((delivery) => ({
        localDate: delivery.localDate,
        status: delivery.status,
        body: delivery.body,
        sentAt: delivery.sentAt?.toISOString() ?? null,
        errorCode: delivery.errorCode,
      })),
    })),
  };
}

/**
 * The sms service's part of an account deletion; idempotent (a rerun finds nothing and answers
 * zeros). The send jobs of the account's subscribers go first and a job being sent at that moment
 * fails the run, so BullMQ retries it once that text is out and its outbox row exists to delete.
 * Then the rows go in one transaction; jobs the minute tick queued in between are removed after
 * (they could not text anyone any more: the sender skips a subscriber it cannot find).
 */
export async function eraseGetupData(
  deps: { accountData: AccountDataRepository; sendJobs: SendJobCleaner },
  job: AccountDeletedJob,
): Promise<ErasedCounts> {
  const before = await deps.accountData.linkedSubscriberIds(job.userId);
  const queued = await deps.sendJobs.removeFor(before, { whileSending: 'fail' });
  const erased = await deps.accountData.eraseLinked(job.userId);
  const late = await deps.sendJobs.removeFor(erased.subscriberIds, { whileSending: 'leave' });
  return {
    subscribers: erased.subscriberIds.length,
    deliveries: erased.deliveries,
    outboxMessages: erased.outboxMessages,
    sendJobs: queued + late,
  };
}
