import { createServiceApp, type Logger, type ReadinessCheck } from '@uniform/service-kit';
import type { PrivacyInquiryRepository } from './data/privacy-inquiry.repository';
import { privacyInquiryRoutes } from './routes/privacy-inquiry.routes';

export interface PrivacyAppDeps {
  logger: Logger;
  inquiries: PrivacyInquiryRepository;
  readiness: Record<string, ReadinessCheck>;
  bodyLimitKb?: number;
}

export function buildApp(deps: PrivacyAppDeps) {
  return createServiceApp({
    name: 'privacy',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    routes: (app) => {
      app.use(privacyInquiryRoutes(deps.inquiries));
    },
  }).app;
}
