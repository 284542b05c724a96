import { createHash } from 'node:crypto';
import type { Analysis } from '@uniform/contracts';
import { placeForZip, type Place } from './location';

/**
 * Everything the recommendation generator reads, and nothing else: the model's prompt and the
 * built-in engine both receive this object, never the analysis, and the cache key is a hash of it.
 * A field added here is therefore in the key by construction, so no one is ever served
 * communities chosen from another person's answers.
 */
export interface CommunityGeneratorInput {
  /** City and state from the ZIP; null when the ZIP is unknown (the generator suggests online groups). */
  location: Place | null;
  region: string;
  styleArchetype: string;
  archetypeKeywords: string[];
  occupation: string | null;
  industry: string | null;
  building: string | null;
  environments: string[];
  audience: string | null;
}

/** The one place the generator input is built from an analysis. */
export function communityGeneratorInput(analysis: Analysis): CommunityGeneratorInput {
  const profile = analysis.personalityProfile;
  return {
    location: placeForZip(profile.zipCode) ?? null,
    region: analysis.regionalStyle.region,
    styleArchetype: analysis.styleArchetype,
    archetypeKeywords: [...analysis.archetypeKeywords],
    occupation: profile.occupation ?? null,
    industry: profile.industry ?? null,
    building: profile.whatBuilding ?? null,
    environments: [...(profile.environments ?? [])],
    audience: analysis.audienceId ?? null,
  };
}

/**
 * The cache key of one generator input: a SHA-256 of its JSON. The input is always built by
 * `communityGeneratorInput`, so its property order, and with it the JSON, is fixed. The version
 * prefix retires entries written under an older input shape.
 */
export function communityKey(input: CommunityGeneratorInput): string {
  return `v2:${createHash('sha256').update(JSON.stringify(input)).digest('hex')}`;
}
