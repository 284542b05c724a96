import {
  BODY_SHAPES,
  BUDGET_TIERS,
  budgetTier,
  analysisBudget,
  type Analysis,
  type BudgetTierId,
  type PersonalBrand,
  UNIFORM_PIECE_COUNT,
} from '@uniform/contracts';
import { buildPersonalBrand, findArchetype, paletteFor, uniformPieces } from '@uniform/style-engine';

/**
 * The user's own facts both personas ground their answers in, read once from the analysis the
 * browser sent (the service stores nothing and sees no one else's data).
 */
export interface ChatProfile {
  archetype: string;
  season: string;
  undertone: string;
  tier: BudgetTierId;
  tierLabel: string;
  budget: number;
  /** Recommended colour names by palette category, in the analysis's order. */
  colours: Record<string, string[]>;
  neutrals: string[];
  avoid: string[];
  metals?: string;
  icon: string;
  iconNote: string;
  styleLanguage: string[];
  brands: { name: string; priceRange?: string; specialty?: string }[];
  eventLooks: Analysis['eventLooks'];
  environments: string[];
  uniform: Analysis['uniformSuggestions'];
  /** Every uniform piece a question may name (the analysis's own first), priced at the user's tier. */
  pieces: CapsulePiece[];
  /** The user's own 12 pieces (the dashboard's card), priced at the user's tier. */
  capsule: CapsulePiece[];
  /** The body answers the analysis reflects (its uniform carries one proportion piece for each). */
  body: { shape?: (typeof BODY_SHAPES)[number]; height?: 'petite' | 'tall' };
  /** Insider brands of the user's region, by name. */
  regionalBrands: string[];
  regionContext: string;
  occupation?: string;
  industry?: string;
  whatBuilding?: string;
  myersBriggs?: string;
  enneagram?: string;
  region: string;
  styleStrategy?: string;
  audience?: string;
  platformCues: Record<string, string>;
  brand: PersonalBrand;
}

export interface CapsulePiece {
  id: string;
  name: string;
  category: string;
  description: string;
  price: number;
}

export function profileOf(analysis: Analysis, personalBrand?: Partial<PersonalBrand>): ChatProfile {
  const budget = analysisBudget(analysis);
  const tier = budgetTier(budget);
  const colours: Record<string, string[]> = {};
  for (const swatch of analysis.colorAnalysis.recommendedColors) {
    (colours[swatch.category] ??= []).push(swatch.name);
  }
  const cues = analysis.platformCues;
  const platformCues: Record<string, string> =
    typeof cues === 'string' ? (cues.trim() ? { general: cues } : {}) : { ...(cues ?? {}) };
  const brand = { ...safeBrand(analysis), ...definedOnly(personalBrand ?? {}) };
  return {
    archetype: analysis.styleArchetype,
    season: analysis.colorAnalysis.season,
    undertone: analysis.colorAnalysis.undertone,
    tier,
    tierLabel: BUDGET_TIERS.find((entry) => entry.id === tier)!.label,
    budget,
    colours,
    neutrals: analysis.colorAnalysis.neutrals.map((swatch) => swatch.name),
    avoid: analysis.colorAnalysis.avoid.map((entry) => (typeof entry === 'string' ? entry : entry.name)),
    metals: paletteFor(analysis.colorAnalysis.season)?.metals,
    icon: analysis.styleIcon.name,
    iconNote: analysis.styleIcon.description,
    styleLanguage: analysis.styleLanguage,
    brands: analysis.brandRecommendations
      .filter((entry) => !entry.tier || entry.tier === tier)
      .map(({ name, priceRange, specialty }) => ({ name, priceRange, specialty })),
    eventLooks: analysis.eventLooks,
    environments: analysis.personalityProfile.environments ?? [],
    uniform: analysis.uniformSuggestions,
    pieces: piecesOf(analysis, tier),
    capsule: piecesOf(analysis, tier).slice(0, UNIFORM_PIECE_COUNT),
    body: bodyOf(analysis.uniformSuggestions),
    regionalBrands: analysis.regionalStyle.insiderBrands.map((entry) => entry.name),
    regionContext: analysis.regionalStyle.culturalContext,
    occupation: analysis.personalityProfile.occupation,
    industry: analysis.personalityProfile.industry,
    whatBuilding: analysis.personalityProfile.whatBuilding,
    myersBriggs: analysis.personalityProfile.myersBriggs,
    enneagram: analysis.personalityProfile.enneagram,
    region: analysis.regionalStyle.region,
    styleStrategy: personalBrand?.styleStrategy ?? analysis.styleStrategy,
    audience: personalBrand?.audienceId ?? analysis.audienceId,
    platformCues,
    brand,
  };
}

/**
 * The uniform pieces a question may name: the analysis's own, then the engine's catalogue (the
 * dashboard shows the catalogue for an analysis without its own 12), each priced at the user's tier.
 */
function piecesOf(analysis: Analysis, tier: BudgetTierId): ChatProfile['pieces'] {
  const archetype = findArchetype(analysis.styleArchetype);
  const all = [
    ...(analysis.uniformPieces ?? []),
    ...(archetype ? uniformPieces(tier, archetype) : []),
    ...uniformPieces(tier),
  ];
  const seen = new Set<string>();
  return all
    .filter((piece) => !seen.has(piece.name.toLowerCase()) && seen.add(piece.name.toLowerCase()))
    .map((piece) => ({
      id: piece.id,
      name: piece.name,
      category: piece.category,
      description: piece.description,
      price: piece.prices[tier],
    }));
}

/**
 * The engine adds one proportion piece per body shape and height to the uniform (wardrobe's
 * uniform-suggestions); the chat request carries no answers (spec 2 §7), so these phrases are how
 * the chat knows the shape the user chose. The question-bank test builds an analysis per shape, so
 * a reworded piece fails there rather than silently forgetting the user's answer.
 */
const BODY_MARKERS: { pattern: RegExp; shape?: ChatProfile['body']['shape']; height?: 'petite' | 'tall' }[] =
  [
    { pattern: /balance the hips/, shape: 'Pear' },
    { pattern: /draws a vertical line/, shape: 'Apple' },
    { pattern: /follows the waist/, shape: 'Hourglass' },
    { pattern: /textures that add shape/, shape: 'Rectangle' },
    { pattern: /balance the shoulders/, shape: 'Inverted Triangle' },
    { pattern: /keeps the leg line long/, height: 'petite' },
    { pattern: /uses your height/, height: 'tall' },
  ];

function bodyOf(uniform: Analysis['uniformSuggestions']): ChatProfile['body'] {
  const text = `${uniform.foundation}, ${uniform.footwear}, ${uniform.accent}`.toLowerCase();
  const body: ChatProfile['body'] = {};
  for (const marker of BODY_MARKERS) {
    if (!marker.pattern.test(text)) continue;
    body.shape ??= marker.shape;
    body.height ??= marker.height;
  }
  return body;
}

/** The built-in personal brand of this analysis, the base under whatever the tab sent. */
function safeBrand(analysis: Analysis): PersonalBrand {
  try {
    return buildPersonalBrand(analysis);
  } catch {
    return {
      brandStatement: analysis.brandSummary,
      enneagramMbtiVibes: '',
      voiceAndTone: '',
      visualSignature: '',
      brandWords: analysis.styleLanguage.join(', '),
      stylingRules: '',
    };
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => typeof entry === 'string' && entry.trim() !== ''),
  ) as Partial<T>;
}
