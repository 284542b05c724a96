import { Router } from 'express';
import { analysisRequestSchema } from '@uniform/contracts';
import { validate } from '@uniform/service-kit';
import { communityRecommendations, type CommunityDeps } from '../domain/community.use-case';

export function communityRoutes(deps: CommunityDeps): Router {
  const router = Router();
  router.post(
    '/api/generate-community-recommendations',
    validate({ body: analysisRequestSchema }),
    async (req, res) => {
      res.json(await communityRecommendations(deps, req.body.analysis));
    },
  );
  return router;
}
