import type { Router } from 'express';
import { createRouter, mountOperation, mountUserDataRoute, requestIdOf } from '@uniform/service-kit';
import type { PrivacyInquiryRepository } from '../data/privacy-inquiry.repository';
import { exportPrivacyInquiries } from '../domain/export-privacy-inquiries.use-case';
import { submitPrivacyInquiry } from '../domain/submit-privacy-inquiry.use-case';

export function privacyInquiryRoutes(repository: PrivacyInquiryRepository): Router {
  const router = createRouter();
  mountOperation(router, 'submitPrivacyInquiry', async ({ body }, req, res) => {
    const stored = await submitPrivacyInquiry(repository, { inquiry: body, requestId: requestIdOf(req) });
    res.status(201).json({ id: stored.id, receivedAt: stored.createdAt.toISOString() });
  });
  mountUserDataRoute(router, (user) => exportPrivacyInquiries(repository, user.email));
  return router;
}
