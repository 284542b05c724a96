import type { AccountDeletedJob, ErasedCounts } from '@uniform/service-kit';
import type { PrivacyInquiryRepository } from './ports';

/**
 * The privacy service's part of an account deletion (issue 21): the inquiries sent from the
 * account's e-mail, found by its digest (the job never carries the address), in any letter case as
 * the export finds them. Idempotent: a rerun finds nothing and answers zero. The service keeps
 * nothing else about anyone (no Redis, no cache).
 */
export async function eraseUserData(
  repository: Pick<PrivacyInquiryRepository, 'eraseByEmailDigest'>,
  job: AccountDeletedJob,
): Promise<ErasedCounts> {
  return { inquiries: await repository.eraseByEmailDigest(job.emailDigest) };
}
