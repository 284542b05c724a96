import type { Analysis, PersonalBrand, PersonalBrandField } from '@uniform/contracts';
import {
  buildFallbackAnalysis,
  buildPersonalBrand,
  customItemGuidance,
  fallbackArchetypes,
} from '@uniform/style-engine';

/**
 * The API at the browser's edge for the dashboard's component tests: a fetch that answers the
 * dashboard's calls with the real style engine (the analysis service's built-in engine), keeps
 * edited brand fields like the service's cache does, and can be told to fail a path. Every call is
 * recorded. Test support only.
 */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

export function createFakeApi() {
  const calls: Call[] = [];
  const failures = new Map<string, Answer>();
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

  function route(method: string, path: string, body: Record<string, unknown>): Answer {
    const failure = failures.get(path);
    if (failure) return failure;
    const analysis = body.analysis as Analysis;
    switch (`${method} ${path}`) {
      case 'GET /api/fallback-archetypes':
        return { status: 200, body: fallbackArchetypes() };
      case 'POST /api/style-analysis/fallback': {
        const result = buildFallbackAnalysis({
          archetype: String(body.selectedArchetype),
          icon: String(body.selectedStyleIcon),
        });
        return result.ok
          ? { status: 200, body: { ...result.analysis, generatedAt: '2026-11-23T09:00:00.000Z' } }
          : { status: 400, body: { message: result.message, code: 'VALIDATION_FAILED' } };
      }
      case 'POST /api/generate-personal-brand':
        return { status: 200, body: brandFor(analysis) };
      case 'POST /api/update-personal-brand': {
        const field = body.field as PersonalBrandField;
        edits.set(analysis.styleArchetype, {
          ...edits.get(analysis.styleArchetype),
          [field]: String(body.value),
        });
        return { status: 200, body: brandFor(analysis) };
      }
      case 'POST /api/generate-community-recommendations':
        return { status: 200, body: { recommendations: community, engine: 'offline' } };
      case 'POST /api/analyze-custom-item':
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
        return { status: 404, body: { message: `No route ${method} ${path}`, code: 'NOT_FOUND' } };
    }
  }

  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://uniform.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method, path: url.pathname, body });
    if (init.signal?.aborted) throw Object.assign(new Error('Aborted'), { name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = route(method, url.pathname, body);
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
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    fail(path: string, status = 503, message = 'Service unavailable') {
      failures.set(path, { status, body: { message, code: 'UNAVAILABLE' } });
    },
    heal: (path: string) => failures.delete(path),
    setCommunity(list: unknown[]) {
      community = list;
    },
  };
}
