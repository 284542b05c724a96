import { z } from 'zod';
import type { Analysis } from '@uniform/contracts';

/**
 * What a subscriber's daily texts are written from: a few facts of their analysis, never the
 * analysis itself (spec: free tier keeps no data beyond what the service needs).
 */
export const styleFactsSchema = z.object({
  archetype: z.string().max(120),
  season: z.string().max(60),
  undertone: z.string().max(60),
  colours: z.array(z.object({ name: z.string().max(120), hex: z.string().max(9) })).max(12),
  neutrals: z.array(z.string().max(120)).max(6),
  pieces: z.array(z.string().max(160)).max(12),
  keywords: z.array(z.string().max(120)).max(8),
  zipCode: z.string().max(10).optional(),
});
export type StyleFacts = z.infer<typeof styleFactsSchema>;

const GENERIC_PIECES = [
  'a tailored blazer',
  'dark straight-leg denim',
  'a crisp white shirt',
  'clean leather sneakers',
];

const splitPieces = (text: string) =>
  text
    .split(/[,;]|\band\b/)
    .map((piece) => piece.trim().replace(/\.$/, ''))
    .filter((piece) => piece.length > 2 && piece.length <= 160);

export function styleFactsFromAnalysis(analysis: Analysis): StyleFacts {
  const { colorAnalysis, uniformSuggestions } = analysis;
  const pieces = [
    ...(analysis.uniformPieces ?? []).map((piece) => piece.name),
    ...splitPieces(uniformSuggestions.foundation),
    ...splitPieces(uniformSuggestions.footwear),
    ...splitPieces(uniformSuggestions.accent),
  ];
  const zip = analysis.personalityProfile.zipCode?.trim();
  return styleFactsSchema.parse({
    archetype: analysis.styleArchetype.slice(0, 120),
    season: colorAnalysis.season.slice(0, 60),
    undertone: colorAnalysis.undertone.slice(0, 60),
    colours: colorAnalysis.recommendedColors
      .slice(0, 12)
      .map((c) => ({ name: c.name.slice(0, 120), hex: c.hex })),
    neutrals: colorAnalysis.neutrals.slice(0, 6).map((n) => n.name.slice(0, 120)),
    pieces: [...new Set(pieces)].slice(0, 12).length > 0 ? [...new Set(pieces)].slice(0, 12) : GENERIC_PIECES,
    keywords: [...analysis.archetypeKeywords, ...analysis.styleLanguage]
      .slice(0, 8)
      .map((k) => k.slice(0, 120)),
    ...(zip && zip.length <= 10 ? { zipCode: zip } : {}),
  });
}
