import { BRAND_PRICE_RANGES, SWIPE_BRANDS, type BrandRecommendation } from '@uniform/contracts';
import { expressionOf, resolveArchetype } from '../archetype';
import type { Answers, Archetype, Tier } from '../types';
import { answerRules } from './answer-rules';
import {
  BRAND_CATALOGUE,
  PLATFORMS,
  TIER_FALLBACK_BRANDS,
  type CatalogueBrand,
  type Platform,
  type PlatformKind,
} from './brand-catalogue.data';

/**
 * The brand list of the dashboard (spec 2 §2.1, §9). Per tier: the archetype's own brands, with
 * the swipe brands the user liked that sell at this tier first (up to two that the archetype does
 * not list itself, topped up with their neighbours, the other swipe brands of a liked brand's
 * category), refilled from TIER_FALLBACK_BRANDS and then the rest of the catalogue at the tier when
 * the answers thin the list. The answer rules decide what may appear: never a disliked brand (nor
 * one whose description names it), never a department the gender identity and expression rule out
 * unless the user liked the brand. Mid-market then adds a resale platform, luxury a luxury platform
 * and a consignment site, so every list holds 7 or 8 brands.
 */

/** Brands before the platforms: 7 at entry, 6 + 1 resale at mid, 6 + 2 platforms at luxury. */
export const CORE_BRAND_COUNT: Record<Tier, number> = { entry: 7, mid: 6, luxury: 6 };
/** Liked swipe brands (or their neighbours) outside the archetype's own list that may join it. */
const MAX_LIKED_EXTRAS = 2;

export function brandRecommendations(
  archetype: Archetype,
  tier: Tier,
  answers: Answers = {},
): BrandRecommendation[] {
  const profile = resolveArchetype(archetype);
  const rules = answerRules(answers);
  const allowed = (brand: CatalogueBrand | Platform | undefined): boolean =>
    brand !== undefined && rules.allowsBrand(brand) && rules.namesNoDislikedBrand(brand.description);
  const atTier = (name: string) => catalogueBrand(name)?.tiers.includes(tier) === true;

  const own = profile.brands[tier];
  const likedSwipes = SWIPE_BRANDS.filter((swipe) => rules.isLiked(swipe.name));
  const likedCategories = new Set<string>(likedSwipes.map((swipe) => swipe.category));
  const liked = likedSwipes.map((swipe) => swipe.name);
  const neighbours = likedCategories.size
    ? SWIPE_BRANDS.filter((swipe) => likedCategories.has(swipe.category) && !rules.isLiked(swipe.name)).map(
        (swipe) => swipe.name,
      )
    : [];
  const extras = [...liked, ...neighbours]
    .filter((name) => !own.includes(name) && atTier(name) && allowed(catalogueBrand(name)))
    .slice(0, MAX_LIKED_EXTRAS);
  const ranked = [...own, ...extras]
    .filter((name) => allowed(catalogueBrand(name)))
    // A stable sort: liked brands move to the front and otherwise keep the archetype's order.
    .sort((a, b) => Number(rules.isLiked(b)) - Number(rules.isLiked(a)));
  // The ranked brands, refilled from the fallbacks and then the catalogue at the tier, each once,
  // until the list is full: the refill stops there rather than checking the whole catalogue (that
  // was ~8% of the service's CPU per analysis).
  const coreNames = new Set<string>();
  const fill = (names: readonly string[], fits: (name: string) => boolean) => {
    for (const name of names) {
      if (coreNames.size === CORE_BRAND_COUNT[tier]) return;
      if (!coreNames.has(name) && fits(name)) coreNames.add(name);
    }
  };
  const refills = (name: string) => !ranked.includes(name) && allowed(catalogueBrand(name));
  fill(ranked, () => true);
  fill(TIER_FALLBACK_BRANDS[tier], refills);
  fill(CATALOGUE_AT_TIER[tier], refills);
  const core = [...coreNames]
    .map((name) => catalogueBrand(name))
    .filter((brand): brand is CatalogueBrand => brand !== undefined);

  // Each platform slot takes its preferred platform, or the next allowed one of the same kind.
  const platforms = platformSlots(tier, profile.wardrobe.resalePlatform, expressionOf(answers))
    .map((slot) => slot.find(allowed))
    .filter((platform): platform is Platform => platform !== undefined);
  return [...core, ...platforms].map((brand) => ({
    name: brand.name,
    priceRange: BRAND_PRICE_RANGES[tier],
    tier,
    specialty: brand.specialty,
    description: brand.description,
    url: brand.url,
  }));
}

/** The catalogue by lower-case name (the first brand of a name, as a search in order finds it). */
const CATALOGUE_BY_NAME = new Map<string, CatalogueBrand>();
for (const brand of BRAND_CATALOGUE) {
  const key = brand.name.toLowerCase();
  if (!CATALOGUE_BY_NAME.has(key)) CATALOGUE_BY_NAME.set(key, brand);
}

/** The names of the catalogue's brands that sell at each tier, in catalogue order. */
const namesAtTier = (tier: Tier) =>
  BRAND_CATALOGUE.filter((brand) => brand.tiers.includes(tier)).map((brand) => brand.name);
const CATALOGUE_AT_TIER: Record<Tier, readonly string[]> = {
  entry: namesAtTier('entry'),
  mid: namesAtTier('mid'),
  luxury: namesAtTier('luxury'),
};

/**
 * The same brands by their names as written in the catalogue and the archetypes, which is how the
 * lists ask for them: a hit spares trimming and lower-casing the name (~2% of an analysis).
 */
const CATALOGUE_BY_EXACT_NAME = new Map<string, CatalogueBrand | undefined>(
  BRAND_CATALOGUE.map((brand) => [brand.name, CATALOGUE_BY_NAME.get(brand.name.trim().toLowerCase())]),
);

export function catalogueBrand(name: string): CatalogueBrand | undefined {
  return CATALOGUE_BY_EXACT_NAME.get(name) ?? CATALOGUE_BY_NAME.get(name.trim().toLowerCase());
}

/**
 * The platform slots of a tier, each with its candidates best first. Grailed is mostly menswear, so
 * a feminine expression gets Poshmark first instead. The luxury platform follows the expression:
 * NET-A-PORTER under 40, MR PORTER over 60, SSENSE (both) otherwise or when unknown.
 */
function platformSlots(tier: Tier, resale: Platform['name'], expression: number | undefined): Platform[][] {
  const ordered = (kind: PlatformKind, first: string) =>
    PLATFORMS.filter((platform) => platform.kind === kind).sort(
      (a, b) => Number(b.name === first) - Number(a.name === first),
    );
  if (tier === 'mid') {
    const first = resale === 'Grailed' && expression !== undefined && expression < 40 ? 'Poshmark' : resale;
    return [ordered('resale', first)];
  }
  if (tier === 'luxury') {
    const first =
      expression === undefined || (expression >= 40 && expression <= 60)
        ? 'SSENSE'
        : expression < 40
          ? 'NET-A-PORTER'
          : 'MR PORTER';
    return [ordered('luxury-platform', first), ordered('consignment', 'The RealReal')];
  }
  return [];
}
