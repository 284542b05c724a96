import type { z } from 'zod';
import { Router } from 'express';
import {
  manifestoGenerateRequestSchema,
  manifestoRespondRequestSchema,
  type ManifestoGenerateRequest,
} from '@uniform/contracts';
import { validate } from '@uniform/service-kit';
import {
  generateManifesto,
  respondManifesto,
  startManifesto,
  type ManifestoDeps,
} from '../domain/manifesto.use-case';

export function manifestoRoutes(deps: ManifestoDeps): Router {
  const router = Router();

  router.post('/api/manifesto/start', async (_req, res) => {
    res.json(await startManifesto(deps));
  });

  router.post(
    '/api/manifesto/respond',
    validate({ body: manifestoRespondRequestSchema }),
    async (req, res) => {
      res.json(await respondManifesto(deps, req.body as z.output<typeof manifestoRespondRequestSchema>));
    },
  );

  router.post(
    '/api/manifesto/generate',
    validate({ body: manifestoGenerateRequestSchema }),
    async (req, res) => {
      res.json(await generateManifesto(deps, req.body as ManifestoGenerateRequest));
    },
  );

  return router;
}
