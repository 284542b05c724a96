import {
  analysisBudget,
  BUDGET_TIER_IDS,
  budgetTier,
  UNIFORM_PIECE_COUNT,
  type Analysis,
  type BrandRecommendation,
  type UniformPiece,
} from '@uniform/contracts';
import { EVENT_LOOK_EVENTS } from '../audit/audit-vocabulary.data';
import { normaliseSeason, SEASON_PALETTES } from '../colour';
import type { SeasonFamily, Tier } from '../types';
import { PLATFORMS } from './brand-catalogue.data';
import { catalogueBrand } from './brand-recommendations';
import { EVENT_LOOK_KEYS, type OutfitType } from './event-looks';
import { BASE_EVENT_DETAILS, outfitTypeOf } from './upcoming-events';
import { uniformPieces } from './uniform-pieces';

/**
 * The dashboard's lookbook (spec 2 §2.1) from the user's own analysis: seven core pieces for a
 * season and up to three look cards, every item one of the analysis' 12 pieces at that piece's own
 * price, with a brand the analysis recommends. One price table (the pieces' `prices`) drives the
 * 12 pieces, the lookbook and the look dialogs, so an item costs the same wherever it is shown and a
 * look's total is the plain sum of its items.
 *
 * Deviation from spec 2 §9: the spec's positional lookbook price tables and its two look-total
 * scales (0.7/1.6 on the card, 0.6/1.8 in the dialog) priced the same coat twice and showed two
 * totals for one look at one tier; issue 19 asks for one price per item, so both are gone.
 */

export const LOOKBOOK_CATEGORIES = ['foundation', 'footwear', 'accent'] as const;
export type LookbookCategory = (typeof LOOKBOOK_CATEGORIES)[number];

/** The lookbook's core pieces (hidden-tab item counts): 3 foundation, 2 footwear, 2 accent. */
export const LOOKBOOK_ITEM_COUNTS: Record<LookbookCategory, number> = {
  foundation: 3,
  footwear: 2,
  accent: 2,
};

export const LOOKBOOK_SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type LookbookSeason = (typeof LOOKBOOK_SEASONS)[number];

/** One piece of the lookbook: a piece of the user's 12, its price and brand at every tier. */
export interface LookbookItem {
  /** The piece's id among the 12. */
  id: string;
  name: string;
  description: string;
  category: LookbookCategory;
  /** The piece's own prices: the same table the 12 pieces show. */
  prices: Record<Tier, number>;
  /** A brand of the analysis for each tier; absent when the analysis recommends none. */
  brands: Partial<Record<Tier, string>>;
}

export interface LookbookLook {
  /** The event look it dresses: pitchMeeting, conference or networking. */
  key: OutfitType;
  /**
   * The spec's name (Investor Pitch Power, Industry Authority, Approachable Leader) when the user
   * chose one of the events it is named for; otherwise named after the event they did choose.
   */
  name: string;
  /** The user's own events of this look, as they chose them. */
  occasion: string;
  /** The analysis' own event-look sentence. */
  description: string;
  items: LookbookItem[];
}

/** The spec's three looks (spec 2 §2.1) and the occasions they are named for. */
export const LOOKBOOK_LOOK_NAMES: Record<OutfitType, { name: string; occasion: string }> = {
  pitchMeeting: { name: 'Investor Pitch Power', occasion: 'Pitches, board meetings, high-stakes calls' },
  conference: { name: 'Industry Authority', occasion: 'Conferences, panels, speaking' },
  networking: { name: 'Approachable Leader', occasion: 'Networking, team days, casual Fridays' },
};

/**
 * A kind of piece: the slot ids of the catalogue that are it, then words of a piece name (an
 * archetype may rename a slot) and of an event-look sentence that mean it.
 */
interface PieceRole {
  ids: readonly string[];
  words: RegExp;
}

const ROLE = {
  coat: { ids: ['overcoat'], words: /\b(over)?coats?\b|\btrench|\bparka/i },
  jacket: { ids: ['structured-blazer'], words: /\bblazers?\b|\bjackets?\b|\bovershirt/i },
  shirt: { ids: ['crisp-shirt'], words: /\bshirts?\b|\bblouses?\b|\bshells?\b|\bpolos?\b/i },
  knit: {
    ids: ['fine-knit'],
    words: /\bknit(wear)?\b|\bsweaters?\b|\bcrewnecks?\b|\bcardigans?\b|\bturtlenecks?\b|\bmock-necks?\b/i,
  },
  trousers: { ids: ['tailored-trousers'], words: /\btrousers?\b|\bpants\b|\bchinos?\b|\bskirts?\b/i },
  tee: { ids: ['elevated-tee'], words: /\btees?\b|\bt-shirts?\b|\btops?\b/i },
  denim: { ids: ['dark-denim'], words: /\bdenim\b|\bjeans\b/i },
  shoes: {
    ids: ['leather-shoes'],
    words: /\bloafers?\b|\boxfords?\b|\bderb(y|ies)\b|\bboots?\b|\bshoes?\b|\bheels?\b|\bflats?\b/i,
  },
  sneakers: { ids: ['minimal-sneakers'], words: /\bsneakers?\b|\btrainers?\b|\blow-tops?\b/i },
  bag: { ids: ['leather-bag'], words: /\bbags?\b|\btotes?\b|\bbriefcases?\b|\bsatchels?\b/i },
  belt: { ids: ['leather-belt'], words: /\bbelts?\b|\bscarf\b|\bscarves\b/i },
  accessory: {
    ids: ['signature-accessory'],
    words: /\bwatch(es)?\b|\bjewel(le)?ry\b|\bframes\b|\beyewear\b|\brings?\b|\bnecklaces?\b/i,
  },
} satisfies Record<string, PieceRole>;

/**
 * What each season reaches for first, per category. The coat leads in fall and winter, comes last in
 * spring and is left out in summer; summer leads with the lightest layers and the sneakers.
 */
const SEASON_ORDER: Record<LookbookSeason, Record<LookbookCategory, readonly PieceRole[]>> = {
  winter: {
    foundation: [ROLE.coat, ROLE.knit, ROLE.trousers, ROLE.jacket, ROLE.shirt, ROLE.denim, ROLE.tee],
    footwear: [ROLE.shoes, ROLE.sneakers],
    accent: [ROLE.accessory, ROLE.bag, ROLE.belt],
  },
  fall: {
    foundation: [ROLE.coat, ROLE.jacket, ROLE.knit, ROLE.denim, ROLE.trousers, ROLE.shirt, ROLE.tee],
    footwear: [ROLE.shoes, ROLE.sneakers],
    accent: [ROLE.bag, ROLE.belt, ROLE.accessory],
  },
  spring: {
    foundation: [ROLE.jacket, ROLE.shirt, ROLE.trousers, ROLE.tee, ROLE.denim, ROLE.knit, ROLE.coat],
    footwear: [ROLE.sneakers, ROLE.shoes],
    accent: [ROLE.belt, ROLE.accessory, ROLE.bag],
  },
  summer: {
    foundation: [ROLE.tee, ROLE.shirt, ROLE.trousers, ROLE.denim, ROLE.jacket, ROLE.knit],
    footwear: [ROLE.sneakers, ROLE.shoes],
    accent: [ROLE.accessory, ROLE.bag, ROLE.belt],
  },
};

/** Pieces a season leaves out unless nothing else is left to fill the seven. */
const SEASON_LEAVES_OUT: Record<LookbookSeason, readonly PieceRole[]> = {
  winter: [],
  fall: [],
  spring: [],
  summer: [ROLE.coat],
};

/**
 * Each look's own mix, after the pieces its sentence names: tailoring for the pitch, knit and
 * layers for the conference, relaxed pieces for networking.
 */
const LOOK_ROLES: Record<OutfitType, readonly PieceRole[]> = {
  pitchMeeting: [ROLE.jacket, ROLE.shirt, ROLE.trousers, ROLE.shoes, ROLE.accessory],
  conference: [ROLE.knit, ROLE.trousers, ROLE.shoes, ROLE.bag],
  networking: [ROLE.tee, ROLE.denim, ROLE.sneakers, ROLE.accessory],
};
const MIN_LOOK_ITEMS = 3;
const MAX_LOOK_ITEMS = 5;

const FAMILY_SEASON: Record<SeasonFamily, LookbookSeason> = {
  Spring: 'spring',
  Summer: 'summer',
  Autumn: 'fall',
  Winter: 'winter',
};

/** The lookbook season to start on: the family of the user's colour season (fall when unknown). */
export function lookbookSeason(analysis: Pick<Analysis, 'colorAnalysis'>): LookbookSeason {
  const season = normaliseSeason(analysis.colorAnalysis.season);
  return season ? FAMILY_SEASON[SEASON_PALETTES[season].family] : 'fall';
}

/** The 12 pieces: the analysis's own, or the engine's catalogue for an older analysis without them. */
export function analysisPieces(analysis: Analysis): UniformPiece[] {
  const own = analysis.uniformPieces;
  return own && own.length === UNIFORM_PIECE_COUNT
    ? own
    : uniformPieces(budgetTier(analysisBudget(analysis)));
}

/** The core pieces for a season: 3 foundation, 2 footwear and 2 accent of the user's own pieces. */
export function lookbookCorePieces(analysis: Analysis, season: LookbookSeason): LookbookItem[] {
  const pieces = analysisPieces(analysis);
  const toItem = itemMaker(analysis, pieces);
  const leftOut = (piece: UniformPiece) => SEASON_LEAVES_OUT[season].some((role) => isRole(piece, role));
  const chosen = new Set<UniformPiece>();
  let shortfall = 0;
  for (const category of LOOKBOOK_CATEGORIES) {
    const pool = pieces.filter((piece) => lookbookCategory(piece) === category && !leftOut(piece));
    const ranked = [...rankByRoles(pool, SEASON_ORDER[season][category]), ...pool];
    const picked = [...new Set(ranked)].slice(0, LOOKBOOK_ITEM_COUNTS[category]);
    picked.forEach((piece) => chosen.add(piece));
    shortfall += LOOKBOOK_ITEM_COUNTS[category] - picked.length;
  }
  // Fewer pieces of a category than the count: the user's other pieces fill in, never a new garment.
  const spare = [...pieces.filter((piece) => !leftOut(piece)), ...pieces.filter(leftOut)];
  for (const piece of spare) {
    if (shortfall === 0) break;
    if (chosen.has(piece)) continue;
    chosen.add(piece);
    shortfall -= 1;
  }
  // Set order is the season's order within each category; a stable sort groups the categories.
  return [...chosen]
    .map(toItem)
    .sort((a, b) => LOOKBOOK_CATEGORIES.indexOf(a.category) - LOOKBOOK_CATEGORIES.indexOf(b.category));
}

/**
 * The look cards: one for each event look the analysis wrote (an empty one is an occasion the user
 * does not dress for), each 3–5 of the user's own pieces, first those its sentence names.
 */
export function lookbookLooks(analysis: Analysis): LookbookLook[] {
  const pieces = analysisPieces(analysis);
  const toItem = itemMaker(analysis, pieces);
  const events = analysis.personalityProfile.environments ?? [];
  return EVENT_LOOK_KEYS.filter((key) => analysis.eventLooks[key].trim() !== '').map((key) => {
    const description = analysis.eventLooks[key].trim();
    const named = rankByRoles(pieces, rolesNamedIn(description));
    const mix = wearableTogether([...new Set([...named, ...rankByRoles(pieces, LOOK_ROLES[key])])]);
    const filled =
      mix.length >= MIN_LOOK_ITEMS
        ? mix
        : wearableTogether([...new Set([...mix, ...pieces])]).slice(0, MIN_LOOK_ITEMS);
    const own = events.filter((event) => event.trim() && outfitTypeOf(event) === key);
    return {
      key,
      ...lookName(key, own),
      description,
      items: filled.slice(0, MAX_LOOK_ITEMS).map(toItem),
    };
  });
}

const DRESS = /\bdress(es)?\b/i;
/** What a dress already is: the bottom and the top under a layer. */
const DRESS_REPLACES = /\b(trousers|jeans|denim|chinos|skirts?|shirts?|blouses?|tees?|tops?)\b/i;

/**
 * One outfit, as it can be worn: a dress is not worn with trousers or under a shirt, so whichever of
 * them comes first in the mix stays and the other is left out.
 */
function wearableTogether<T extends { name: string }>(mix: readonly T[]): T[] {
  const kept: T[] = [];
  for (const piece of mix) {
    const clashes = DRESS.test(piece.name)
      ? kept.some((other) => DRESS_REPLACES.test(other.name))
      : DRESS_REPLACES.test(piece.name) && kept.some((other) => DRESS.test(other.name));
    if (!clashes) kept.push(piece);
  }
  return kept;
}

/** What items cost together at a tier: the plain sum of their prices, on the card and in the dialog. */
export function lookTotal(items: readonly Pick<LookbookItem, 'prices'>[], tier: Tier): number {
  return items.reduce((sum, item) => sum + item.prices[tier], 0);
}

function lookName(key: OutfitType, own: readonly string[]): { name: string; occasion: string } {
  const spec = LOOKBOOK_LOOK_NAMES[key];
  if (own.length === 0) return spec;
  const { events, words } = EVENT_LOOK_EVENTS[key];
  const namesake = own.some((event) => {
    const lower = event.trim().toLowerCase();
    return events.some((base) => base.toLowerCase() === lower) || words.some((word) => lower.includes(word));
  });
  const occasion = own.map((event) => event.trim()).join(', ');
  if (namesake) return { name: spec.name, occasion };
  const first = own[0]!.trim();
  const base = baseEventDetails(first);
  return { name: base ? `${base.title} Look` : `Look for ${first}`, occasion };
}

function baseEventDetails(event: string) {
  const lower = event.toLowerCase();
  const key = (Object.keys(BASE_EVENT_DETAILS) as (keyof typeof BASE_EVENT_DETAILS)[]).find(
    (base) => base.toLowerCase() === lower,
  );
  return key ? BASE_EVENT_DETAILS[key] : undefined;
}

function lookbookCategory(piece: UniformPiece): LookbookCategory {
  if (piece.category === 'footwear' || piece.category === 'accent') return piece.category;
  return 'foundation';
}

/** A piece is a role when it fills the role's slot, or, renamed or new, when its name says so. */
function isRole(piece: UniformPiece, role: PieceRole): boolean {
  return role.ids.includes(piece.id) || (!knownSlot(piece) && role.words.test(piece.name));
}

const KNOWN_IDS = new Set(Object.values(ROLE).flatMap((role) => role.ids));
const knownSlot = (piece: UniformPiece) => KNOWN_IDS.has(piece.id);

/** The pieces that fill the roles, in the roles' order, each piece once. */
function rankByRoles(pieces: readonly UniformPiece[], roles: readonly PieceRole[]): UniformPiece[] {
  const ranked: UniformPiece[] = [];
  for (const role of roles) {
    const piece = pieces.find((candidate) => isRole(candidate, role) && !ranked.includes(candidate));
    if (piece) ranked.push(piece);
  }
  return ranked;
}

/** The roles an event-look sentence names, in the order it names them. */
function rolesNamedIn(sentence: string): PieceRole[] {
  return Object.values(ROLE)
    .map((role) => ({ role, at: sentence.search(role.words) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at)
    .map(({ role }) => role);
}

const FOOTWEAR_MAKER = /sneaker|boot|shoe|footwear|loafer/i;
const PLATFORM_NAMES = new Set(PLATFORMS.map((platform) => platform.name.toLowerCase()));
const TIERS = BUDGET_TIER_IDS as readonly Tier[];

/**
 * Turns a piece into a lookbook item with a brand per tier. The brand is one the analysis
 * recommends: of that tier first, then one whose range reaches the tier, then the nearest tier. A
 * shoe maker dresses the feet only, and resale platforms stand in only when no maker is left. The
 * same piece gets the same brand wherever it appears, since the choice depends on its place among
 * the 12.
 */
function itemMaker(analysis: Analysis, pieces: readonly UniformPiece[]) {
  const recommended = analysis.brandRecommendations;
  const makers = recommended.filter((brand) => !PLATFORM_NAMES.has(brand.name.trim().toLowerCase()));
  const shortlist = makers.length > 0 ? makers : recommended;
  const atTier = (tier: Tier): BrandRecommendation[] => {
    const own = shortlist.filter((brand) => brand.tier === tier);
    if (own.length > 0) return own;
    const reaches = shortlist.filter((brand) => catalogueBrand(brand.name)?.tiers.includes(tier));
    if (reaches.length > 0) return reaches;
    const distance = (brand: BrandRecommendation) =>
      brand.tier ? Math.abs(TIERS.indexOf(brand.tier) - TIERS.indexOf(tier)) : TIERS.length;
    const nearest = Math.min(...shortlist.map(distance));
    return shortlist.filter((brand) => distance(brand) === nearest);
  };
  const brandFor = (piece: UniformPiece, tier: Tier): string | undefined => {
    const candidates = atTier(tier);
    const footwear = piece.category === 'footwear';
    const fitting = candidates.filter((brand) => FOOTWEAR_MAKER.test(brand.specialty ?? '') === footwear);
    const pool = fitting.length > 0 ? fitting : candidates;
    if (pool.length === 0) return undefined;
    const place = Math.max(0, pieces.indexOf(piece));
    return pool[place % pool.length]!.name;
  };
  return (piece: UniformPiece): LookbookItem => ({
    id: piece.id,
    name: piece.name,
    description: piece.description,
    category: lookbookCategory(piece),
    prices: { ...piece.prices },
    brands: Object.fromEntries(
      TIERS.flatMap((tier) => {
        const brand = brandFor(piece, tier);
        return brand ? [[tier, brand]] : [];
      }),
    ),
  });
}
