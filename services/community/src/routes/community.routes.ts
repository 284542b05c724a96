import type { Router } from 'express';
import { createRouter, mountOperation } from '@uniform/service-kit';
import { communityRecommendations, type CommunityDeps } from '../domain/community.use-case';

export function communityRoutes(deps: CommunityDeps): Router {
  const router = createRouter();
  mountOperation(router, 'generateCommunityRecommendations', async ({ body }, _req, res) => {
    res.json(await communityRecommendations(deps, body.analysis));
  });
  return router;
}
