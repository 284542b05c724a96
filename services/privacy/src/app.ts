import { buildServiceApp, type ServiceAppDeps } from '@uniform/service-kit';
import type { PrivacyInquiryRepository } from './data/privacy-inquiry.repository';
import { privacyInquiryRoutes } from './routes/privacy-inquiry.routes';

export interface PrivacyAppDeps extends ServiceAppDeps {
  /** INTERNAL_SIGNING_SECRET: only the user-data route needs a signed-in user; without it, 401. */
  identitySecret?: string;
  inquiries: PrivacyInquiryRepository;
}

export function buildApp(deps: PrivacyAppDeps) {
  return buildServiceApp('privacy', deps, (app) => app.use(privacyInquiryRoutes(deps.inquiries)));
}
