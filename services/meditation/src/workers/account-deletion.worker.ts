import { startAccountDeletionConsumer, type AccountDeletionConsumerOptions } from '@uniform/service-kit';
import { eraseUserData } from '../domain/erase-user-data.use-case';
import type { EntriesRepository } from '../domain/ports';

export interface MeditationAccountDeletionOptions extends Omit<
  AccountDeletionConsumerOptions,
  'owner' | 'erase'
> {
  repository: EntriesRepository;
}

/** The meditation service's account-deleted consumer (issue 21), run beside its HTTP server. */
export function startMeditationAccountDeletionConsumer(options: MeditationAccountDeletionOptions) {
  const { repository, ...consumer } = options;
  return startAccountDeletionConsumer({
    ...consumer,
    owner: 'meditation',
    erase: (job) => eraseUserData(repository, job),
  });
}
