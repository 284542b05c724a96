import type { Router } from 'express';
import { createRouter, mountOperation } from '@uniform/service-kit';
import {
  generatePersonalBrand,
  updatePersonalBrand,
  type PersonalBrandDeps,
} from '../domain/personal-brand.use-case';

export function personalBrandRoutes(deps: PersonalBrandDeps): Router {
  const router = createRouter();
  mountOperation(router, 'generatePersonalBrand', async ({ body }, _req, res) => {
    res.json(await generatePersonalBrand(deps, body.analysis));
  });
  mountOperation(router, 'updatePersonalBrand', async ({ body }, _req, res) => {
    res.json(await updatePersonalBrand(deps, body));
  });
  return router;
}
