import { Router } from 'express';
import { analyzeCustomItemRequestSchema, personalityReadingRequestSchema } from '@uniform/contracts';
import { validate } from '@uniform/service-kit';
import { analyzeCustomItem, type CustomItemDeps } from '../domain/custom-item.use-case';
import { readPersonality } from '../domain/personality-reading.use-case';

export function guidanceRoutes(deps: CustomItemDeps): Router {
  const router = Router();
  router.post(
    '/api/analyze-custom-item',
    validate({ body: analyzeCustomItemRequestSchema }),
    async (req, res) => {
      res.json(await analyzeCustomItem(deps, req.body));
    },
  );
  router.post(
    '/api/personality-reading',
    validate({ body: personalityReadingRequestSchema }),
    async (req, res) => {
      res.json(await readPersonality(deps, req.body));
    },
  );
  return router;
}
