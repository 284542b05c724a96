import type { Router } from 'express';
import { createRouter, mountOperation } from '@uniform/service-kit';
import { analyzeCustomItem, type CustomItemDeps } from '../domain/custom-item.use-case';
import { readPersonality } from '../domain/personality-reading.use-case';

export function guidanceRoutes(deps: CustomItemDeps): Router {
  const router = createRouter();
  mountOperation(router, 'analyzeCustomItem', async ({ body }, _req, res) => {
    res.json(await analyzeCustomItem(deps, body));
  });
  mountOperation(router, 'personalityReading', async ({ body }, _req, res) => {
    res.json(await readPersonality(deps, body));
  });
  return router;
}
