import { Router } from 'express';
import { privacyInquiryRequestSchema, type PrivacyInquiryResponse } from '@uniform/contracts';
import { requestIdOf, validate } from '@uniform/service-kit';
import type { PrivacyInquiryRepository } from '../data/privacy-inquiry.repository';
import { submitPrivacyInquiry } from '../domain/submit-privacy-inquiry.use-case';

export function privacyInquiryRoutes(repository: PrivacyInquiryRepository): Router {
  const router = Router();
  router.post('/api/privacy-inquiry', validate({ body: privacyInquiryRequestSchema }), async (req, res) => {
    const stored = await submitPrivacyInquiry(repository, { inquiry: req.body, requestId: requestIdOf(req) });
    const body: PrivacyInquiryResponse = { id: stored.id, receivedAt: stored.createdAt.toISOString() };
    res.status(201).json(body);
  });
  return router;
}
