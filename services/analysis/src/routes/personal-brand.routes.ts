import { Router } from 'express';
import { analysisRequestSchema, updatePersonalBrandRequestSchema } from '@uniform/contracts';
import { validate } from '@uniform/service-kit';
import {
  generatePersonalBrand,
  updatePersonalBrand,
  type PersonalBrandDeps,
} from '../domain/personal-brand.use-case';

export function personalBrandRoutes(deps: PersonalBrandDeps): Router {
  const router = Router();
  router.post('/api/generate-personal-brand', validate({ body: analysisRequestSchema }), async (req, res) => {
    res.json(await generatePersonalBrand(deps, req.body.analysis));
  });
  router.post(
    '/api/update-personal-brand',
    validate({ body: updatePersonalBrandRequestSchema }),
    async (req, res) => {
      res.json(await updatePersonalBrand(deps, req.body));
    },
  );
  return router;
}
