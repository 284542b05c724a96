import { buildServiceApp, type ServiceAppDeps } from '@uniform/service-kit';
import type { OutboxRepository } from './data/outbox.repository';
import type { SmsTransport } from './domain/carrier';
import type { PhoneValidator } from './domain/phone-validator';
import type { DeliveriesRepository, SubscribersRepository } from './domain/ports';
import { smsRoutes } from './routes/sms.routes';

export interface SmsAppDeps extends ServiceAppDeps {
  subscribers: SubscribersRepository;
  deliveries: DeliveriesRepository;
  outbox: OutboxRepository;
  validator: PhoneValidator;
  transport: SmsTransport;
  webhookAuthToken?: string;
  publicUrl: string;
  adminToken?: string;
  now?: () => Date;
}

export function buildApp(deps: SmsAppDeps) {
  const now = deps.now ?? (() => new Date());
  return buildServiceApp('sms', deps, (app) => app.use(smsRoutes({ ...deps, now })));
}
