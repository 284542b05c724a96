import {
  BUDGET_TIERS,
  budgetTier,
  PALETTE_CATEGORIES,
  analysisBudget,
  UNIFORM_PIECE_COUNT,
  type Analysis,
  type BrandRecommendation,
  type BudgetTierId,
  type ColorSwatch,
  type CustomItem,
  type GeneratePdfRequestInput,
  type NeutralSwatch,
  type PersonalBrand,
  type UniformPiece,
} from '@uniform/contracts';
import {
  brandRecommendations,
  buildPersonalBrand,
  capsuleFlatLay,
  findArchetype,
  flatLayAlt,
  flatLayDataUrl,
  lookFlatLay,
  type FlatLay,
  paletteFor,
  parseStylingRules,
  uniformPieces,
} from '@uniform/style-engine';

/**
 * What the brand guide says, gathered from the same sources as the dashboard: the analysis itself,
 * the style engine's season palette (paletteFor), the 12 uniform pieces with their tier prices and
 * the brand lists by tier (brandRecommendations), and the personal brand (the one the user has
 * open, with their edits, else the engine's), with the user's own items in place of pieces and the
 * engine's flat-lay drawings of the capsule and each look (the dashboard's pictures). Pure data, no
 * markup: brand-guide-document.ts lays it out; the uniform document (uniform-content.ts) reuses it.
 */

/** What a render is asked for; `document` does not change the content, only which layout prints it. */
export type PdfRequest = GeneratePdfRequestInput;

/** One of the 12 rows: the piece, and the user's own item when they chose one in its place. */
export interface UniformRow {
  piece: UniformPiece;
  /** "Your pick": the item's name and address, printed instead of ours. */
  own?: Pick<CustomItem, 'name' | 'url'>;
}

/** A flat-lay ready for an <img>: a data URL and its alt text. */
export interface GuideImage {
  src: string;
  alt: string;
}

export interface BrandGuideContent {
  archetype: string;
  subtitle: string;
  summary: string;
  /** The tier highlighted: the one the user chose, else the one their budget gives. */
  tier: BudgetTierId;
  tierLabel: string;
  /** Whether the tier is the user's choice rather than their budget's. */
  tierChosen: boolean;
  budget: number;
  brand: PersonalBrand;
  brandWords: string[];
  dos: string[];
  donts: string[];
  styleLanguage: string[];
  keywords: string[];
  icon: { name: string; description: string };
  season: string;
  undertone: string;
  seasonDescription?: string;
  metals?: string;
  rationale: string;
  swatches: { category: string; colours: ColorSwatch[] }[];
  neutrals: NeutralSwatch[];
  avoid: { name: string; hex?: string; reason?: string }[];
  pieces: UniformPiece[];
  /** The pieces with the user's own items in place, in the pieces' order. */
  rows: UniformRow[];
  /** The flat-lay of the 12 pieces; absent when the analysis has no palette to draw them in. */
  capsuleImage?: GuideImage;
  totals: Record<BudgetTierId, number>;
  eventLooks: { title: string; look: string; image?: GuideImage }[];
  brandsByTier: { tier: BudgetTierId; label: string; brands: BrandRecommendation[] }[];
  region: Analysis['regionalStyle'];
  environments: string[];
}

const EVENT_TITLES: Record<keyof Analysis['eventLooks'], string> = {
  pitchMeeting: 'Pitch meeting',
  conference: 'Conference',
  networking: 'Networking',
};

export function tierLabel(tier: BudgetTierId): string {
  return BUDGET_TIERS.find((entry) => entry.id === tier)!.label;
}

export function brandGuideContent(request: PdfRequest): BrandGuideContent {
  const { analysis } = request;
  const budget = analysisBudget(analysis);
  // The brand lists lean on the budget's tier (the analysis's own list is of that tier); the
  // highlight follows the user's choice.
  const budgetTierId = budgetTier(budget);
  const tier = request.tier ?? budgetTierId;
  const archetype = findArchetype(analysis.styleArchetype);
  const brand = withOwnFields(buildPersonalBrand(analysis), request.personalBrand);
  const { dos, donts } = splitRules(brand.stylingRules);
  const palette = paletteFor(analysis.colorAnalysis.season);
  const profile = analysis.personalityProfile;

  const pieces =
    analysis.uniformPieces && analysis.uniformPieces.length === UNIFORM_PIECE_COUNT
      ? analysis.uniformPieces
      : uniformPieces(budgetTierId, archetype);
  const totals = Object.fromEntries(
    BUDGET_TIERS.map(({ id }) => [id, pieces.reduce((sum, piece) => sum + piece.prices[id], 0)]),
  ) as Record<BudgetTierId, number>;

  const recommended = mergeByHex(analysis.colorAnalysis.recommendedColors, palette?.recommended ?? []);
  const swatches = PALETTE_CATEGORIES.map((category) => ({
    category,
    colours: recommended.filter((colour) => colour.category === category).slice(0, 6),
  })).filter((group) => group.colours.length > 0);
  const neutrals = mergeByHex(analysis.colorAnalysis.neutrals, palette?.neutrals ?? []).slice(0, 10);
  const ownAvoid = analysis.colorAnalysis.avoid.map((entry) =>
    typeof entry === 'string' ? { name: entry } : entry,
  );
  const avoid = (ownAvoid.length > 0 ? ownAvoid : (palette?.avoid ?? [])).slice(0, 8);

  const brandsByTier = BUDGET_TIERS.map(({ id, label }) => {
    // The user's own tier is the dashboard's list (it knows their liked and disliked brands).
    const own = analysis.brandRecommendations.filter((entry) => (entry.tier ?? budgetTierId) === id);
    const brands =
      id === budgetTierId && own.length > 0 ? own : archetype ? brandRecommendations(archetype, id) : own;
    return { tier: id, label, brands: brands.slice(0, 8) };
  }).filter((group) => group.brands.length > 0);

  const subtitle = [profile.occupation, profile.industry].filter(Boolean).join(' · ');
  return {
    archetype: analysis.styleArchetype,
    subtitle,
    summary: analysis.brandSummary,
    tier,
    tierLabel: tierLabel(tier),
    tierChosen: request.tier !== undefined,
    budget,
    brand,
    brandWords: splitWords(brand.brandWords),
    dos,
    donts,
    styleLanguage: analysis.styleLanguage,
    keywords: analysis.archetypeKeywords,
    icon: analysis.styleIcon,
    season: analysis.colorAnalysis.season,
    undertone: analysis.colorAnalysis.undertone,
    seasonDescription: palette?.description,
    metals: palette?.metals,
    rationale: analysis.colorAnalysis.rationale,
    swatches,
    neutrals,
    avoid,
    pieces,
    rows: uniformRows(pieces, request.customItems),
    // One row of 12 across the page, so the picture leaves the price table room on the same page.
    capsuleImage: drawnImage(capsuleFlatLay(analysis, pieces, { columns: pieces.length })),
    totals,
    eventLooks: (Object.keys(EVENT_TITLES) as (keyof Analysis['eventLooks'])[])
      .filter((key) => analysis.eventLooks[key].trim().length > 0)
      .map((key) => ({
        title: EVENT_TITLES[key],
        look: analysis.eventLooks[key],
        image: drawnImage(lookFlatLay(analysis, key)),
      })),
    brandsByTier,
    region: analysis.regionalStyle,
    environments: profile.environments ?? [],
  };
}

/**
 * The 12 rows with the user's own items in place. An item saved for a piece id this analysis does not
 * have (a piece of an older analysis) has nothing to replace and is left out.
 */
export function uniformRows(
  pieces: readonly UniformPiece[],
  customItems: Record<string, Pick<CustomItem, 'name' | 'url'>> | undefined,
): UniformRow[] {
  return pieces.map((piece) => {
    const own = customItems && Object.hasOwn(customItems, piece.id) ? customItems[piece.id] : undefined;
    return own ? { piece, own: { name: own.name, url: own.url } } : { piece };
  });
}

/** A drawn flat-lay as the guide's image, or undefined when there is nothing to draw. */
export function drawnImage(flatLay: FlatLay | null): GuideImage | undefined {
  return flatLay ? { src: flatLayDataUrl(flatLay), alt: flatLayAlt(flatLay) } : undefined;
}

/** The engine's brand with the fields the user has (possibly edited) laid over it. */
function withOwnFields(engine: PersonalBrand, own: Partial<PersonalBrand> | undefined): PersonalBrand {
  const merged: PersonalBrand = { ...engine };
  for (const [key, value] of Object.entries(own ?? {})) {
    if (typeof value === 'string' && value.trim()) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The guide's two lists from the styling rules' text: one rule per line, at most 10 each. */
export function splitRules(text: string): { dos: string[]; donts: string[] } {
  const { dos, donts } = parseStylingRules(text);
  return { dos: dos.slice(0, 10), donts: donts.slice(0, 10) };
}

function splitWords(text: string): string[] {
  return text
    .split(/[,;·\n]/)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 10);
}

function mergeByHex<T extends { hex: string }>(own: readonly T[], engine: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const colour of [...own, ...engine]) {
    const key = colour.hex.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(colour);
  }
  return out;
}
