import type { Router } from 'express';
import { fallbackArchetypesResponseSchema, styleAnalysisFallbackRequestSchema } from '@uniform/contracts';
import { AppError, createRouter, mountOperation } from '@uniform/service-kit';
import { buildFallbackAnalysis, fallbackArchetypes } from '@uniform/style-engine';
import { analyzeStyle, withNarrative, type AnalysisDeps } from '../domain/analyze-style.use-case';

export function analysisRoutes(deps: AnalysisDeps): Router {
  const router = createRouter();
  const archetypes = fallbackArchetypesResponseSchema.parse(fallbackArchetypes());

  mountOperation(router, 'analyzeStyle', async ({ body }, _req, res) => {
    res.json(await analyzeStyle(deps, body));
  });

  mountOperation(router, 'getFallbackArchetypes', (_input, _req, res) => {
    res.set('cache-control', 'public, max-age=3600').json(archetypes);
  });

  mountOperation(router, 'styleAnalysisFallback', async ({ body }, _req, res) => {
    const answers = styleAnalysisFallbackRequestSchema.shape.basicUserData.parse(body.basicUserData) ?? {};
    const result = buildFallbackAnalysis({
      archetype: body.selectedArchetype,
      icon: body.selectedStyleIcon,
      answers,
    });
    if (!result.ok)
      throw AppError.validation([{ path: result.field, message: result.message }], result.message);
    res.json(await withNarrative(deps, result.analysis, answers));
  });

  return router;
}
