import type { InsiderBrand, RegionalStyle } from '@uniform/contracts';
import type { Answers } from '../types';
import { answerRules } from '../wardrobe/answer-rules';
import type { Department } from '../wardrobe/brand-catalogue.data';
import { GENERAL_REGION_ID, REGIONS, type RegionId } from './regions.data';
import { ZIP_PREFIX_RANGES } from './zip-prefixes.data';

/** The regional style of the analysis, with the id of the region it came from. */
export type RegionalStyleResult = RegionalStyle & { regionId: RegionId };

/** A 5-digit ZIP or ZIP+4 ("12345-6789", "12345 6789" or "123456789"), spaces around allowed. */
const ZIP_PATTERN = /^(\d{5})(?:[-\s]?\d{4})?$/;

/** Region of each prefix 000–999, built once from the ranges; unlisted prefixes get the general region. */
const REGION_BY_PREFIX: readonly RegionId[] = (() => {
  const table = new Array<RegionId>(1000).fill(GENERAL_REGION_ID);
  for (const [from, to, region] of ZIP_PREFIX_RANGES) {
    for (let prefix = from; prefix <= to; prefix += 1) table[prefix] = region;
  }
  return table;
})();

/** The region of a 3-digit ZIP prefix (0–999); outside that range, the general United States region. */
export function regionIdForZipPrefix(prefix: number): RegionId {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 999) return GENERAL_REGION_ID;
  return REGION_BY_PREFIX[prefix] ?? GENERAL_REGION_ID;
}

/** The region of a ZIP code; a missing or malformed one gets the general United States region. */
export function regionIdForZip(zipCode?: string): RegionId {
  const match = ZIP_PATTERN.exec(zipCode?.trim() ?? '');
  if (!match?.[1]) return GENERAL_REGION_ID;
  return regionIdForZipPrefix(Number(match[1].slice(0, 3)));
}

/** Fewer insider brands than this after the answer rules, and the national ones top the list up. */
export const MIN_INSIDER_BRANDS = 3;

/**
 * The regional style context of the dashboard (spec 2 §2.1) for a ZIP code: the region, what
 * people there wear, and insider brands. Never fails: a missing or unknown ZIP gets the general
 * United States region with national brands. With the answers, the insider brands obey them like
 * every other brand list (see answerRules): no disliked brand, none whose department the user's
 * gender identity and expression rule out unless they liked it, topped up from the national
 * brands; a sentence of the context that names a disliked brand is left out. The result is a
 * fresh copy the caller may change.
 */
export function regionalStyle(zipCode?: string, answers: Answers = {}): RegionalStyleResult {
  const regionId = regionIdForZip(zipCode);
  const { region, insiderBrands } = REGIONS[regionId];
  const rules = answerRules(answers);
  const allowed = (brand: InsiderBrand & { department: Department }) =>
    rules.allowsBrand(brand) && rules.namesNoDislikedBrand(`${brand.description} ${brand.culturalSignal}`);
  const own = insiderBrands.filter(allowed);
  const national = () =>
    REGIONS[GENERAL_REGION_ID].insiderBrands.filter(
      (brand) => allowed(brand) && !own.some((mine) => mine.name === brand.name),
    );
  const chosen =
    own.length >= MIN_INSIDER_BRANDS ? own : [...own, ...national()].slice(0, MIN_INSIDER_BRANDS);
  return {
    regionId,
    region,
    culturalContext: contextSentences(regionId).filter(rules.namesNoDislikedBrand).join(' '),
    insiderBrands: chosen.map(({ department: _department, ...brand }) => ({ ...brand })),
  };
}

/** Each region's context split into sentences, once per region (its text is a constant of REGIONS). */
const contextSentenceCache = new Map<RegionId, readonly string[]>();

function contextSentences(regionId: RegionId): readonly string[] {
  let sentences = contextSentenceCache.get(regionId);
  if (!sentences) {
    sentences = REGIONS[regionId].culturalContext.split(/(?<=[.!?])\s+/u).filter(Boolean);
    contextSentenceCache.set(regionId, sentences);
  }
  return sentences;
}
