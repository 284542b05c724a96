import type { AccountDeletedJob, ErasedCounts } from '@uniform/service-kit';
import type { ProfilesRepository } from './ports';

/**
 * The profiles service's part of an account deletion (issue 21): the consent and every saved profile
 * of the user. Idempotent: a rerun finds nothing and answers zeros. The service keeps nothing else
 * about a user (no Redis, no cache).
 */
export async function eraseUserData(
  repository: Pick<ProfilesRepository, 'eraseUser'>,
  job: AccountDeletedJob,
): Promise<ErasedCounts> {
  const { consents, profiles } = await repository.eraseUser(job.userId);
  return { consents, profiles };
}
