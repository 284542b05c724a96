import {
  BUDGET_TIERS,
  budgetTier,
  analysisBudget,
  type Analysis,
  type BudgetTierId,
  type PersonalBrand,
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
  styleLanguage: string[];
  brands: { name: string; priceRange?: string; specialty?: string }[];
  eventLooks: Analysis['eventLooks'];
  environments: string[];
  uniform: Analysis['uniformSuggestions'];
  /** The 12 uniform pieces with the price at the user's own tier. */
  pieces: { name: string; description: string; price: number }[];
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
    styleLanguage: analysis.styleLanguage,
    brands: analysis.brandRecommendations
      .filter((entry) => !entry.tier || entry.tier === tier)
      .map(({ name, priceRange, specialty }) => ({ name, priceRange, specialty })),
    eventLooks: analysis.eventLooks,
    environments: analysis.personalityProfile.environments ?? [],
    uniform: analysis.uniformSuggestions,
    pieces: piecesOf(analysis, tier),
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
    .map((piece) => ({ name: piece.name, description: piece.description, price: piece.prices[tier] }));
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
