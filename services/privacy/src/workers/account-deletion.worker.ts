import { startAccountDeletionConsumer, type AccountDeletionConsumerOptions } from '@uniform/service-kit';
import { eraseUserData } from '../domain/erase-user-data.use-case';
import type { PrivacyInquiryRepository } from '../domain/ports';

export interface PrivacyAccountDeletionOptions extends Omit<
  AccountDeletionConsumerOptions,
  'owner' | 'erase'
> {
  repository: PrivacyInquiryRepository;
}

/** The privacy service's account-deleted consumer (issue 21), run beside its HTTP server. */
export function startPrivacyAccountDeletionConsumer(options: PrivacyAccountDeletionOptions) {
  const { repository, ...consumer } = options;
  return startAccountDeletionConsumer({
    ...consumer,
    owner: 'privacy',
    erase: (job) => eraseUserData(repository, job),
  });
}
