import { z } from 'zod';
import { getupStyleFactsSchema, UNDERTONES, type Analysis } from '@uniform/contracts';
import {
  ARCHETYPES,
  findArchetype,
  paletteFor,
  SEASON_PALETTES,
  UNIFORM_PIECE_NAMES,
  uniformPieces,
  type ArchetypeProfile,
} from '@uniform/style-engine';

/**
 * What a subscriber's daily texts are written from: a few facts of their analysis, never the
 * analysis itself (spec: free tier keeps no data beyond what the service needs).
 *
 * The analysis arrives from the browser, so anyone can put any words in it; our number must never
 * text them. Every fact is therefore a word of the style engine's own vocabulary (libs/style-engine:
 * the ten archetypes and their keywords, the 12 seasons and each season's palette and neutrals, the
 * names it gives the 12 uniform pieces, see UNIFORM_PIECE_NAMES), spelled as the engine spells it. A value
 * outside it is dropped or replaced by the engine's own (the season's palette, the archetype's pieces).
 */
// Its shape is the contracts' (one schema, one place): the account export lists it as stored.
export const styleFactsSchema = getupStyleFactsSchema;
export type StyleFacts = z.infer<typeof styleFactsSchema>;

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Looks words up case-insensitively and answers the canonical spelling. */
const vocabulary = (words: Iterable<string>) => new Map([...words].map((word) => [key(word), word]));

const KEYWORDS = vocabulary(ARCHETYPES.flatMap((a) => [...a.keywords, ...a.styleLanguage]));
const PIECES = vocabulary(UNIFORM_PIECE_NAMES);
const UNDERTONE_WORDS = vocabulary(UNDERTONES);
const ZIP = /^\d{5}$/;
const MAX = { colours: 12, neutrals: 6, pieces: 12, keywords: 8 } as const;

const known = (words: Map<string, string>, candidates: readonly string[], max: number) =>
  [...new Set(candidates.map((word) => words.get(key(word))).filter((word): word is string => !!word))].slice(
    0,
    max,
  );

/** A colour this many of the 12 palettes share flatters most people: a general text's color hero. */
const SHARED_BY_SEASONS = 3;

/**
 * The colours of a text written for no season (a visitor without an analysis, or an analysis
 * without a season): the engine's swatches that at least SHARED_BY_SEASONS palettes hold, by name,
 * with the hex of the first palette that lists it.
 */
export const GENERAL_COLOURS: readonly { name: string; hex: string }[] = (() => {
  const seasons = new Map<string, Set<string>>();
  const hexes = new Map<string, string>();
  for (const palette of Object.values(SEASON_PALETTES)) {
    for (const swatch of [...palette.recommended, ...palette.neutrals]) {
      seasons.set(swatch.name, (seasons.get(swatch.name) ?? new Set()).add(palette.season));
      if (!hexes.has(swatch.name)) hexes.set(swatch.name, swatch.hex);
    }
  }
  return [...seasons]
    .filter(([, shared]) => shared.size >= SHARED_BY_SEASONS)
    .map(([name]) => ({ name, hex: hexes.get(name)! }))
    .slice(0, MAX.colours);
})();

/** The archetype's own pieces, else the catalogue's: what a text names when no known piece was given. */
const enginePieces = (archetype: ArchetypeProfile | undefined) =>
  uniformPieces('mid', archetype).map((p) => p.name);

/**
 * Keeps only the engine's words: the stored facts the sender reads (also rows written before this
 * check existed) and the candidate facts of a new subscription both go through it.
 */
export function vetStyleFacts(facts: StyleFacts): StyleFacts {
  const archetype = findArchetype(facts.archetype);
  const palette = paletteFor(facts.season);
  // Without a season the text claims no palette: its colours are the ones most palettes share.
  const swatches = palette?.recommended ?? GENERAL_COLOURS;
  const colours = vocabulary(swatches.map((c) => c.name));
  const hexOf = new Map(swatches.map((c) => [c.name, c.hex]));
  const neutrals = palette ? vocabulary(palette.neutrals.map((c) => c.name)) : new Map<string, string>();
  const keptColours = known(
    colours,
    facts.colours.map((c) => c.name),
    MAX.colours,
  );
  const keptPieces = known(PIECES, facts.pieces, MAX.pieces);
  const keptNeutrals = known(neutrals, facts.neutrals, MAX.neutrals);
  return styleFactsSchema.parse({
    archetype: archetype?.name ?? '',
    season: palette?.season ?? '',
    undertone: UNDERTONE_WORDS.get(key(facts.undertone)) ?? '',
    colours:
      keptColours.length > 0
        ? keptColours.map((name) => ({ name, hex: hexOf.get(name)! }))
        : swatches.slice(0, MAX.colours).map(({ name, hex }) => ({ name, hex })),
    neutrals:
      keptNeutrals.length > 0 || !palette
        ? keptNeutrals
        : palette.neutrals.slice(0, MAX.neutrals).map((n) => n.name),
    pieces: keptPieces.length > 0 ? keptPieces : enginePieces(archetype).slice(0, MAX.pieces),
    keywords: known(KEYWORDS, facts.keywords, MAX.keywords),
    ...(facts.zipCode && ZIP.test(facts.zipCode) ? { zipCode: facts.zipCode } : {}),
  });
}

/**
 * The facts of a subscription without an analysis: nothing personal and no archetype or season to
 * claim, only the colours most palettes share and the catalogue's core pieces (what vetting leaves
 * of empty facts), so its texts are general prompts in the same shape as personal ones.
 */
export function generalStyleFacts(): StyleFacts {
  return vetStyleFacts({
    archetype: '',
    season: '',
    undertone: '',
    colours: [],
    neutrals: [],
    pieces: [],
    keywords: [],
  });
}

/** The facts a subscription keeps from the analysis the browser sent, vetted (see vetStyleFacts). */
export function styleFactsFromAnalysis(analysis: Analysis): StyleFacts {
  const { colorAnalysis } = analysis;
  // The user's own pieces, as the engine worded them for their answers (vetted against its words).
  const pieces = (analysis.uniformPieces ?? []).map((piece) => piece.name.slice(0, 120)).slice(0, 40);
  const zip = analysis.personalityProfile.zipCode?.trim();
  return vetStyleFacts({
    archetype: analysis.styleArchetype.slice(0, 120),
    season: colorAnalysis.season.slice(0, 60),
    undertone: colorAnalysis.undertone.slice(0, 60),
    colours: colorAnalysis.recommendedColors
      .slice(0, 40)
      .map((c) => ({ name: c.name.slice(0, 120), hex: c.hex.slice(0, 9) })),
    neutrals: colorAnalysis.neutrals.slice(0, 40).map((n) => n.name.slice(0, 120)),
    pieces: pieces.map((name) => name.slice(0, 160)),
    keywords: [...analysis.archetypeKeywords, ...analysis.styleLanguage]
      .slice(0, 40)
      .map((k) => k.slice(0, 120)),
    ...(zip && zip.length <= 10 ? { zipCode: zip } : {}),
  });
}
