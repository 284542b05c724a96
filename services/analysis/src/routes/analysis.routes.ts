import type { Response, Router } from 'express';
import { fallbackArchetypesResponseSchema, styleAnalysisFallbackRequestSchema } from '@uniform/contracts';
import { AppError, createRouter, mountOperation } from '@uniform/service-kit';
import { buildFallbackAnalysis, fallbackArchetypes } from '@uniform/style-engine';
import {
  analyzeStyle,
  checkAnalysisWriter,
  withNarrative,
  type AnalysisDeps,
} from '../domain/analyze-style.use-case';

/**
 * A 200 with JSON text already written: the headers res.json sends (content type with charset,
 * length), without an ETag — these answers are to POSTs, which are never revalidated, and the ETag
 * hashed every answer. The text is encoded once, into the body itself: its length is then free, where
 * Buffer.byteLength scanned the ~13 kB string again before the socket encoded it (~8 µs a request).
 * Header and body still leave in one writev (end() corks the socket).
 */
function sendJson(res: Response, json: string): void {
  const body = Buffer.from(json);
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', body.length);
  res.end(body);
}

export function analysisRoutes(deps: AnalysisDeps): Router {
  const router = createRouter();
  const archetypes = fallbackArchetypesResponseSchema.parse(fallbackArchetypes());
  checkAnalysisWriter();

  mountOperation(router, 'analyzeStyle', async ({ body }, _req, res) => {
    sendJson(res, await analyzeStyle(deps, body));
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
    sendJson(res, await withNarrative(deps, result.analysis, answers));
  });

  return router;
}
