import { BRAND_PRICE_RANGES, SWIPE_BRANDS, type BrandRecommendation } from '@uniform/contracts';
import { expressionOf, resolveArchetype } from '../archetype';
import type { Answers, Archetype, Tier } from '../types';
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
 * not list itself), refilled from TIER_FALLBACK_BRANDS when dislikes thin the list. A brand the
 * user disliked never appears. Mid-market then adds a resale platform, luxury a luxury platform and
 * a consignment site, so every list holds 7 or 8 brands.
 */

/** Brands before the platforms: 7 at entry, 6 + 1 resale at mid, 6 + 2 platforms at luxury. */
export const CORE_BRAND_COUNT: Record<Tier, number> = { entry: 7, mid: 6, luxury: 6 };
/** Liked swipe brands outside the archetype's own list that may join it. */
const MAX_LIKED_EXTRAS = 2;

export function brandRecommendations(
  archetype: Archetype,
  tier: Tier,
  answers: Answers = {},
): BrandRecommendation[] {
  const profile = resolveArchetype(archetype);
  const rating = ratingsOf(answers);
  const isDisliked = (name: string) => rating(name) === 'dislike';
  const isLiked = (name: string) => rating(name) === 'like';

  const own = profile.brands[tier];
  const likedExtras = SWIPE_BRANDS.map((swipe) => swipe.name)
    .filter((name) => isLiked(name) && !own.includes(name) && catalogueBrand(name)?.tiers.includes(tier))
    .slice(0, MAX_LIKED_EXTRAS);
  const ranked = [...own, ...likedExtras]
    .filter((name) => !isDisliked(name))
    // A stable sort: liked brands move to the front and otherwise keep the archetype's order.
    .sort((a, b) => Number(isLiked(b)) - Number(isLiked(a)));
  const refill = TIER_FALLBACK_BRANDS[tier].filter((name) => !isDisliked(name) && !ranked.includes(name));
  const core = [...ranked, ...refill]
    .slice(0, CORE_BRAND_COUNT[tier])
    .map((name) => catalogueBrand(name))
    .filter((brand): brand is CatalogueBrand => brand !== undefined);

  // Each platform slot takes its preferred platform, or the next of the same kind if that one was disliked.
  const platforms = platformSlots(tier, profile.wardrobe.resalePlatform, expressionOf(answers))
    .map((slot) => slot.find((platform) => !isDisliked(platform.name)))
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

export function catalogueBrand(name: string): CatalogueBrand | undefined {
  const key = name.trim().toLowerCase();
  return BRAND_CATALOGUE.find((brand) => brand.name.toLowerCase() === key);
}

function ratingsOf(answers: Answers): (name: string) => 'like' | 'dislike' | 'unknown' | undefined {
  const ratings = new Map(
    Object.entries(answers.brandPreferences ?? {}).map(([name, value]) => [name.trim().toLowerCase(), value]),
  );
  return (name) => ratings.get(name.toLowerCase());
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
