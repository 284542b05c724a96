export {
  archetypePalette,
  buildAnalysis,
  buildFallbackAnalysis,
  type FallbackAnalysisResult,
} from './build-analysis';
export { customItemGuidance, itemNameFromUrl, type CustomItemInput, type ItemPage } from './custom-item';
