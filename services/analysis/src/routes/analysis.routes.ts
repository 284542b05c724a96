import { Router } from 'express';
import {
  analyzeStyleRequestSchema,
  fallbackArchetypesResponseSchema,
  styleAnalysisFallbackRequestSchema,
  type StyleAnalysisFallbackRequest,
} from '@uniform/contracts';
import { AppError, validate } from '@uniform/service-kit';
import { buildFallbackAnalysis, fallbackArchetypes } from '@uniform/style-engine';
import { analyzeStyle, withNarrative, type AnalysisDeps } from '../domain/analyze-style.use-case';

export function analysisRoutes(deps: AnalysisDeps): Router {
  const router = Router();
  const archetypes = fallbackArchetypesResponseSchema.parse(fallbackArchetypes());

  router.post('/api/analyze-style', validate({ body: analyzeStyleRequestSchema }), async (req, res) => {
    res.json(await analyzeStyle(deps, req.body));
  });

  router.get('/api/fallback-archetypes', (_req, res) => {
    res.set('cache-control', 'public, max-age=3600').json(archetypes);
  });

  router.post(
    '/api/style-analysis/fallback',
    validate({ body: styleAnalysisFallbackRequestSchema }),
    async (req, res) => {
      const body = req.body as StyleAnalysisFallbackRequest;
      const answers = styleAnalysisFallbackRequestSchema.shape.basicUserData.parse(body.basicUserData) ?? {};
      const result = buildFallbackAnalysis({
        archetype: body.selectedArchetype,
        icon: body.selectedStyleIcon,
        answers,
      });
      if (!result.ok)
        throw AppError.validation([{ path: result.field, message: result.message }], result.message);
      res.json(await withNarrative(deps, result.analysis, answers));
    },
  );

  return router;
}
