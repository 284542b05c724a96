import { SMS_UNDOCUMENTED_PATHS } from '@uniform/contracts';
import { describeOperationRoutes, unusedDependency as unused } from '@uniform/test-kit';
import { buildApp } from '../src/app';

// The carrier's webhooks and the operators' outbox are not operations (UNDOCUMENTED_API_PATHS).
describeOperationRoutes(
  'sms',
  (deps) =>
    buildApp({
      ...deps,
      subscribers: unused('subscribers'),
      deliveries: unused('deliveries'),
      accountData: unused('accountData'),
      outbox: unused('outbox'),
      validator: unused('validator'),
      transport: unused('transport'),
      publicUrl: 'http://127.0.0.1',
    }),
  [
    `POST ${SMS_UNDOCUMENTED_PATHS.inbound}`,
    `POST ${SMS_UNDOCUMENTED_PATHS.status}`,
    `GET ${SMS_UNDOCUMENTED_PATHS.adminOutbox}`,
  ],
);
