import type { Analysis, OperationId, PersonalBrand, PersonalBrandField } from '@uniform/contracts';
import {
  buildFallbackAnalysis,
  buildPersonalBrand,
  customItemGuidance,
  fallbackArchetypes,
} from '@uniform/style-engine';
import { operationOf } from './operations';

/**
 * The API at the browser's edge for the dashboard's component tests: a fetch that answers the
 * dashboard's calls with the real style engine (the analysis service's built-in engine), keeps
 * edited brand fields like the service's cache does, and can be told to fail a path. Every call is
 * recorded. Test support only.
 */
export interface Call {
  method: string;
  operation: OperationId;
  body: unknown;
}

type Answer = { status: number; body: unknown };

export function createFakeApi() {
  const calls: Call[] = [];
  const failures = new Map<OperationId, Answer>();
  const edits = new Map<string, Partial<PersonalBrand>>();
  let community: unknown[] = [
    {
      name: 'Seattle Educators Network',
      type: 'Professional association',
      description: 'Monthly meet-ups for teachers and school leaders.',
      reason: 'You lead by making ideas approachable.',
      meetingInfo: 'First Tuesday of the month, 6 pm',
      location: 'Seattle, WA',
    },
  ];

  const brandFor = (analysis: Analysis): PersonalBrand => ({
    ...buildPersonalBrand(analysis),
    ...edits.get(analysis.styleArchetype),
  });

  function route(operation: OperationId, body: Record<string, unknown>): Answer {
    const failure = failures.get(operation);
    if (failure) return failure;
    const analysis = body.analysis as Analysis;
    switch (operation) {
      case 'getFallbackArchetypes':
        return { status: 200, body: fallbackArchetypes() };
      case 'styleAnalysisFallback': {
        const result = buildFallbackAnalysis({
          archetype: String(body.selectedArchetype),
          icon: String(body.selectedStyleIcon),
        });
        return result.ok
          ? { status: 200, body: { ...result.analysis, generatedAt: '2026-11-23T09:00:00.000Z' } }
          : { status: 400, body: { message: result.message, code: 'VALIDATION_FAILED' } };
      }
      case 'generatePersonalBrand':
        return { status: 200, body: brandFor(analysis) };
      case 'updatePersonalBrand': {
        const field = body.field as PersonalBrandField;
        edits.set(analysis.styleArchetype, {
          ...edits.get(analysis.styleArchetype),
          [field]: String(body.value),
        });
        return { status: 200, body: brandFor(analysis) };
      }
      case 'generateCommunityRecommendations':
        return { status: 200, body: { recommendations: community, engine: 'offline' } };
      case 'analyzeCustomItem':
        return {
          status: 200,
          body: {
            guidance: customItemGuidance({
              url: String(body.url),
              analysis,
              pieceType: body.pieceType as 'foundation',
              pieceName: body.pieceName as string | undefined,
            }),
          },
        };
      default:
        return { status: 404, body: { message: `No fake for ${operation}`, code: 'NOT_FOUND' } };
    }
  }

  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const operation = operationOf(input, method);
    calls.push({ method, operation, body });
    if (init.signal?.aborted) throw Object.assign(new Error('Aborted'), { name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = route(operation, body);
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      body: null,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  };

  return {
    fetch,
    calls,
    callsTo: (operation: OperationId) => calls.filter((call) => call.operation === operation),
    fail(operation: OperationId, status = 503, message = 'Service unavailable') {
      failures.set(operation, { status, body: { message, code: 'UNAVAILABLE' } });
    },
    heal: (operation: OperationId) => failures.delete(operation),
    setCommunity(list: unknown[]) {
      community = list;
    },
  };
}
