import type { Router } from 'express';
import { describeEngine, type ModelClient } from '@uniform/ai';
import { engineInfoSchema } from '@uniform/contracts';
import { createRouter, mountOperation } from '@uniform/service-kit';

/** GET /api/engine: which engine writes the AI answers, decided at start-up, so it is cacheable. */
export function engineRoutes(deps: { model: ModelClient | null }): Router {
  const router = createRouter();
  const engine = engineInfoSchema.parse(describeEngine(deps.model));
  mountOperation(router, 'getEngine', (_input, _req, res) => {
    res.set('cache-control', 'public, max-age=300').json(engine);
  });
  return router;
}
