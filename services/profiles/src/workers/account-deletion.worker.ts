import { startAccountDeletionConsumer, type AccountDeletionConsumerOptions } from '@uniform/service-kit';
import { eraseUserData } from '../domain/erase-user-data.use-case';
import type { ProfilesRepository } from '../domain/ports';

export interface ProfilesAccountDeletionOptions extends Omit<
  AccountDeletionConsumerOptions,
  'owner' | 'erase'
> {
  repository: ProfilesRepository;
}

/** The profiles service's account-deleted consumer (issue 21), run beside its HTTP server. */
export function startProfilesAccountDeletionConsumer(options: ProfilesAccountDeletionOptions) {
  const { repository, ...consumer } = options;
  return startAccountDeletionConsumer({
    ...consumer,
    owner: 'profiles',
    erase: (job) => eraseUserData(repository, job),
  });
}
