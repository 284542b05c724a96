export { answerRules, expressionSide, type AnswerRules, type ExpressionSide } from './answer-rules';
export { avoidTerms, mentionsAvoided } from './avoid-wearing';
export * from './brand-catalogue.data';
export {
  buyingPlan,
  buyingPlanText,
  CAPSULE_BUYING_ORDER,
  dollars,
  inBuyingOrder,
  planPurchases,
  type BuyingPlan,
  type PlannedPiece,
} from './capsule-plan';
export { brandRecommendations, catalogueBrand, CORE_BRAND_COUNT } from './brand-recommendations';
export { EVENT_LOOK_KEYS, eventLooks, type OutfitType } from './event-looks';
export {
  analysisPieces,
  LOOKBOOK_CATEGORIES,
  LOOKBOOK_ITEM_COUNTS,
  LOOKBOOK_LOOK_NAMES,
  LOOKBOOK_SEASONS,
  lookbookCorePieces,
  lookbookLooks,
  lookbookSeason,
  lookTotal,
  type LookbookCategory,
  type LookbookItem,
  type LookbookLook,
  type LookbookSeason,
} from './lookbook';
export { moodboardPrompts } from './moodboard-prompts';
export { SUGGESTION_COUNTS, uniformSuggestions } from './uniform-suggestions';
export {
  UNIFORM_PIECE_CATALOGUE,
  UNIFORM_PIECE_IDS,
  UNIFORM_PIECE_NAMES,
  uniformPieces,
  uniformTotal,
  type UniformPieceId,
} from './uniform-pieces';
export {
  BASE_EVENT_DETAILS,
  DEFAULT_DATE_LABELS,
  MAX_UPCOMING_EVENTS,
  outfitTypeOf,
  upcomingEvents,
  type DateLabel,
  type UpcomingEvent,
} from './upcoming-events';
