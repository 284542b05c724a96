import { withModelFallback } from '@uniform/ai';
import type { AnalyzeCustomItemRequest, GuidanceResponse } from '@uniform/contracts';
import { extractPageMetadata, type SafeFetchResult } from '@uniform/service-kit';
import { customItemGuidance, type ItemPage } from '@uniform/style-engine';
import type { AnalysisDeps } from './analyze-style.use-case';

export interface CustomItemDeps extends AnalysisDeps {
  /** The SSRF-safe page fetch, or null when fetching is switched off. */
  fetchPage: ((url: string) => Promise<SafeFetchResult>) | null;
}

const GUIDANCE_SYSTEM = [
  'You are Scottie, a personal stylist. The user wants to wear an item instead of one of their uniform pieces.',
  'You get their analysis facts, what could be read from the item page, and a draft from our style engine whose color and price verdicts are computed and correct.',
  'Rewrite it as short, warm, specific guidance (at most 150 words): keep every verdict, add how to wear it with their uniform. Plain text.',
].join(' ');

/** POST /api/analyze-custom-item: how the item fits the user's season, archetype and tier. */
export async function analyzeCustomItem(
  deps: CustomItemDeps,
  request: AnalyzeCustomItemRequest,
): Promise<GuidanceResponse> {
  const page = await readPage(deps, request.url);
  const draft = customItemGuidance({ ...request, page });
  const { analysis } = request;
  const produced = await withModelFallback({
    model: deps.model,
    feature: 'custom-item',
    logger: deps.logger,
    call: (model) =>
      model.text({
        maxTokens: 400,
        messages: [
          { role: 'system', content: GUIDANCE_SYSTEM },
          {
            role: 'user',
            content: JSON.stringify({
              item: { url: request.url, pieceType: request.pieceType, pieceName: request.pieceName, page },
              analysis: {
                archetype: analysis.styleArchetype,
                season: analysis.colorAnalysis.season,
                palette: analysis.colorAnalysis.recommendedColors.map((c) => c.name),
                uniform: analysis.uniformSuggestions,
                budget: analysis.budget,
              },
              draft,
            }),
          },
        ],
      }),
    fallback: () => draft,
  });
  return { guidance: produced.value.slice(0, 4000), engine: produced.engine };
}

async function readPage(deps: CustomItemDeps, url: string): Promise<ItemPage | undefined> {
  if (!deps.fetchPage) return undefined;
  const result = await deps.fetchPage(url);
  if (!result.ok) {
    // The detail may hold addresses: log it, never show it.
    deps.logger.info({ reason: result.reason, detail: result.detail }, 'custom item page not read');
    return undefined;
  }
  const metadata = extractPageMetadata(result.body, result.finalUrl);
  return { title: metadata.title, price: metadata.price, colour: metadata.colour, brand: metadata.brand };
}
