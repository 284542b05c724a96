import type { AccountDeletedJob, ErasedCounts } from '@uniform/service-kit';
import type { EntriesRepository } from './ports';

/**
 * The meditation service's part of an account deletion (issue 21): every journal entry of the user.
 * Idempotent: a rerun finds nothing and answers zero. Its only cache, the daily page, is keyed by
 * date and built from no one's data, so nothing in Redis is the user's.
 */
export async function eraseUserData(
  repository: Pick<EntriesRepository, 'eraseUser'>,
  job: AccountDeletedJob,
): Promise<ErasedCounts> {
  return { entries: await repository.eraseUser(job.userId) };
}
