import {
  analysisBudget,
  BRAND_PRICE_RANGES,
  budgetTier,
  budgetTierLabel,
  type Analysis,
  type QuestionnaireAnswers,
} from '@uniform/contracts';
import { expressionOf } from '../archetype';
import { escapeRegExp } from '../brand/brand-text';
import { COLOUR_WORDS, deltaE, FIT_THRESHOLD, hexToLab, paletteFor, type Lab } from '../colour';
import { avoidTerms, catalogueBrand, dollars, mentionsAvoided } from '../wardrobe';
import {
  EVENT_LOOK_EVENTS,
  GENDERED_GARMENTS,
  GENDERED_MOODBOARD_WORDS,
  NON_GARMENT_COLOUR_WORDS,
  SINGLE_DEPARTMENT_BRANDS,
  type BrandDepartment,
  type GenderSide,
} from './audit-vocabulary.data';
import { sentencesOf, textFaults } from './text-faults';
import type { Violation } from './violation';

/**
 * One audit of an analysis against the answers it was built from: every place where the analysis
 * ignores an answer (a disliked brand, a garment or brand department the gender answers did not ask
 * for, something they avoid wearing, a colour outside their season, a look for an event they did
 * not choose, a capsule above their budget without a plan), contradicts itself (one item, two
 * prices) or reads as a template (the text faults of text-faults.ts). Pure: the same inputs give
 * the same list, in the order of the checks and then of the fields. An empty list means the
 * analysis holds up. Used on the engine's output (tests, the census) and on model-written text.
 */
export function auditAnalysis(answers: QuestionnaireAnswers, analysis: Analysis): Violation[] {
  const fields = textFields(analysis);
  return [
    ...dislikedBrands(answers, fields),
    ...genderMismatches(answers, analysis, fields),
    ...avoidedItems(answers, fields),
    ...offPaletteColours(analysis, fields),
    ...unchosenEvents(answers, analysis),
    ...overBudget(answers, analysis, fields),
    ...twoPrices(answers, analysis, fields),
    ...textViolations(answers, analysis, fields),
  ];
}

interface TextField {
  where: string;
  text: string;
}

/** Keys whose strings are codes, addresses or labels rather than prose or names. */
const NOT_PROSE = new Set([
  'hex',
  'url',
  'id',
  'category',
  'tier',
  'engine',
  'generatedAt',
  'season',
  'undertone',
  'confidence',
  'runnerUpSeason',
  'priceRange',
  'pricePoint',
]);

/** Every string of the analysis with its path, except the echo of the user's own answers. */
function textFields(analysis: Analysis): TextField[] {
  const fields: TextField[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      if (value.trim()) fields.push({ where, text: value });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (NOT_PROSE.has(key) || (!where && key === 'personalityProfile')) continue;
        visit(item, where ? `${where}.${key}` : key);
      }
    }
  };
  visit(analysis, '');
  return fields;
}

/** The fields that name what to wear: the uniform, the 12 pieces, the event looks and the moodboards. */
const WARDROBE_FIELD =
  /^(uniformSuggestions\.(foundation|footwear|accent|colors)|eventLooks\.|uniformPieces\[\d+\]\.(name|description)$|moodboardPrompts\[)/;
const BRAND_NAME_FIELD = /^(brandRecommendations|regionalStyle\.insiderBrands)\[\d+\]\.name$/;
const isWardrobe = (field: TextField) => WARDROBE_FIELD.test(field.where);
/**
 * The advice a model may rewrite (brand summary, style strategy, audience, platform cues, reference
 * icons): it must not recommend what the wardrobe fields may not. The style icon's description is
 * about a real person's own style, not advice, so it is left to the text checks.
 */
const PROSE_ADVICE_FIELD = /^(brandSummary|styleStrategy|audienceId|platformCues|referenceIcons)(\[|\.|$)/;
const advisesWear = (field: TextField) => isWardrobe(field) || PROSE_ADVICE_FIELD.test(field.where);

/** Accents and curly apostrophes folded, so "Aime Leon Dore" and "Aimé Leon Dore" are one brand. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'");

/** `phrase` as a whole word (or words) of `text`. */
const wordPattern = (phrase: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`, flags);

/** A test for one brand name in a field: the whole name field, or the name as a word of prose. */
function brandMatcher(brand: string): (field: TextField, folded: string) => boolean {
  const name = fold(brand).trim();
  const lowerName = name.toLowerCase();
  // In prose a brand is a proper noun, written as the brand writes it; case matters so "theory" in
  // prose is not the brand Theory.
  const inProse = wordPattern(escapeRegExp(name));
  return (field, folded) =>
    BRAND_NAME_FIELD.test(field.where) ? folded.trim().toLowerCase() === lowerName : inProse.test(folded);
}

/** A clause that reports a dislike, up to the end of its sentence or list item. */
const DISLIKE_CLAUSE = /\bdislike[ds]?\b[^.;!?]*/giu;

function ratedBrands(answers: QuestionnaireAnswers, rating: 'like' | 'dislike'): string[] {
  return Object.entries(answers.brandPreferences ?? {})
    .filter(([name, value]) => value === rating && name.trim())
    .map(([name]) => name.trim());
}

function dislikedBrands(answers: QuestionnaireAnswers, fields: TextField[]): Violation[] {
  const disliked = ratedBrands(answers, 'dislike').map((brand) => ({ brand, names: brandMatcher(brand) }));
  if (disliked.length === 0) return [];
  return fields.flatMap((field) => {
    // "…; you disliked Vuori." tells the user what we heard; it does not recommend the brand.
    const folded = fold(field.text).replace(DISLIKE_CLAUSE, ' ');
    return disliked
      .filter(({ names }) => names(field, folded))
      .map(({ brand }) => ({
        kind: 'disliked-brand' as const,
        where: field.where,
        detail: `${brand} was rated "dislike" but appears here: "${field.text}"`,
      }));
  });
}

/**
 * The side the answers rule out: a feminine expression (under 40 on the 0–100 scale, identity and
 * slider together as the archetypes read them) rules out the masculine side and the reverse; a
 * neutral or unknown expression may get either.
 */
function ruledOutSide(answers: QuestionnaireAnswers): GenderSide | undefined {
  const expression = expressionOf(answers);
  if (expression === undefined) return undefined;
  if (expression < 40) return 'masculine';
  if (expression > 60) return 'feminine';
  return undefined;
}

const DEPARTMENTS = new Set<BrandDepartment>(['menswear', 'womenswear', 'both']);

/** The brand's department: the catalogue's own when it has one, else the audit's table, else both. */
export function brandDepartment(name: string): BrandDepartment {
  const brand = catalogueBrand(name);
  if (brand && 'department' in brand && DEPARTMENTS.has(brand.department as BrandDepartment)) {
    return brand.department as BrandDepartment;
  }
  const key = fold(name).trim().toLowerCase();
  for (const department of ['menswear', 'womenswear'] as const) {
    if (SINGLE_DEPARTMENT_BRANDS[department].some((listed) => fold(listed).toLowerCase() === key)) {
      return department;
    }
  }
  return 'both';
}

// One alternation per side, compiled once: the audit runs over thousands of analyses in a census.
const sidePattern = (sources: readonly string[]) => wordPattern(`(?:${sources.join('|')})`, 'giu');
const GARMENT_PATTERNS: Record<GenderSide, RegExp> = {
  feminine: sidePattern(GENDERED_GARMENTS.feminine),
  masculine: sidePattern(GENDERED_GARMENTS.masculine),
};
const MOODBOARD_PATTERNS: Record<GenderSide, RegExp> = {
  feminine: sidePattern(GENDERED_MOODBOARD_WORDS.feminine),
  masculine: sidePattern(GENDERED_MOODBOARD_WORDS.masculine),
};

function genderMismatches(
  answers: QuestionnaireAnswers,
  analysis: Analysis,
  fields: TextField[],
): Violation[] {
  const ruledOut = ruledOutSide(answers);
  if (!ruledOut) return [];
  const liked = new Set(ratedBrands(answers, 'like').map((name) => fold(name).toLowerCase()));
  const found: Violation[] = [];
  const department = ruledOut === 'masculine' ? 'menswear' : 'womenswear';
  const brandNames = [
    ...analysis.brandRecommendations.map((brand, index) => ({
      where: `brandRecommendations[${index}].name`,
      name: brand.name,
    })),
    ...analysis.regionalStyle.insiderBrands.map((brand, index) => ({
      where: `regionalStyle.insiderBrands[${index}].name`,
      name: brand.name,
    })),
  ];
  for (const { where, name } of brandNames) {
    if (liked.has(fold(name).toLowerCase()) || brandDepartment(name) !== department) continue;
    found.push({
      kind: 'gender-mismatch',
      where,
      detail: `${name} sells ${department}, which the gender answers did not ask for`,
    });
  }
  const garments = GARMENT_PATTERNS[ruledOut];
  const moodWords = MOODBOARD_PATTERNS[ruledOut];
  for (const field of fields) {
    if (!advisesWear(field)) continue;
    for (const match of field.text.matchAll(garments)) {
      found.push({
        kind: 'gender-mismatch',
        where: field.where,
        detail: `"${match[0]}" is ${ruledOut} wear, which the gender answers did not ask for`,
      });
    }
    if (!field.where.startsWith('moodboardPrompts')) continue;
    for (const match of field.text.matchAll(moodWords)) {
      found.push({
        kind: 'gender-mismatch',
        where: field.where,
        detail: `The moodboard word "${match[0]}" reads ${ruledOut}, which the gender answers did not ask for`,
      });
    }
  }
  return found;
}

/**
 * "no visible logo", "without pleats", "logo-free", "skip fine stripes": a piece described by what it
 * lacks, or named as what to leave out, is not recommended.
 */
const NEGATED =
  /(?<![\p{L}])(?:no|without|never|not|free of|skip|avoid|instead of|rather than|away from)\s+(?:[\p{L}'-]+\s+){0,2}[\p{L}'-]+|[\p{L}]+-free(?![\p{L}])/giu;
/** "suits you", "dress for the room", "how we dress": the verbs, which name no garment. */
const VERB_USES =
  /(?<![\p{L}])(?:suits?|suited)\s+(?:you|your|me|my|him|her|them|us|it|every|any)(?![\p{L}])|(?<![\p{L}])dress(?:es|ed|ing)?\s+(?:so|for|up|down|like|the|to|well|as|with|your|you|it)(?![\p{L}])|(?<![\p{L}])(?:to|you|we|i|they|people)\s+dress(?![\p{L}])/giu;
const withoutNonWear = (text: string) => text.replace(NEGATED, ' ').replace(VERB_USES, ' ');

function avoidedItems(answers: QuestionnaireAnswers, fields: TextField[]): Violation[] {
  const terms = avoidTerms(answers.avoidWearing);
  if (terms.length === 0) return [];
  return fields
    .filter((field) => advisesWear(field) && mentionsAvoided(withoutNonWear(field.text), terms))
    .map((field) => ({
      kind: 'avoided-item' as const,
      where: field.where,
      detail: `Names something the user avoids wearing ("${answers.avoidWearing}"): "${field.text}"`,
    }));
}

const LABS = new Map<string, Lab>();
/** CIELAB of a hex colour, converted once per colour. */
function labOf(hex: string): Lab {
  let lab = LABS.get(hex);
  if (!lab) {
    lab = hexToLab(hex);
    LABS.set(hex, lab);
  }
  return lab;
}

/** The longest colour phrase of COLOUR_WORDS, in words. */
const MAX_COLOUR_WORDS = Math.max(...Object.keys(COLOUR_WORDS).map((word) => word.split(' ').length));

/** The colour words of a text, longest phrase first at each position ("dark navy", not "navy"). */
export function colourWordsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const found: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let length = Math.min(MAX_COLOUR_WORDS, words.length - start); length >= 1; length -= 1) {
      const phrase = words.slice(start, start + length).join(' ');
      if (Object.hasOwn(COLOUR_WORDS, phrase)) {
        found.push(phrase);
        start += length - 1;
        break;
      }
    }
  }
  return found;
}

function offPaletteColours(analysis: Analysis, fields: TextField[]): Violation[] {
  const colour = analysis.colorAnalysis;
  const builtIn = paletteFor(colour.season);
  const swatches = [...colour.recommendedColors, ...colour.neutrals];
  const palette = swatches.length ? swatches : builtIn ? [...builtIn.recommended, ...builtIn.neutrals] : [];
  if (palette.length === 0) return [];
  const avoid = (colour.avoid.length ? colour.avoid : (builtIn?.avoid ?? [])).map((entry) =>
    typeof entry === 'string' ? { name: entry, hex: COLOUR_WORDS[entry.toLowerCase()] } : entry,
  );
  // The palette's own names ("True Navy") are in by definition; only the other colour words are weighed.
  const paletteNames = new RegExp(
    wordPattern(
      `(?:${palette
        // The text is read with hyphens as spaces, so the names are too ("Smoky Blue-Grey").
        .map((swatch) => escapeRegExp(swatch.name.toLowerCase().replace(/-/g, ' ')))
        .sort((a, b) => b.length - a.length)
        .join('|')})`,
    ).source,
    'gu',
  );
  const paletteLabs = palette.map((swatch) => labOf(swatch.hex));
  const avoidLabs = avoid.map((entry) => ({
    name: entry.name,
    lab: entry.hex ? labOf(entry.hex) : undefined,
  }));
  const avoidNames = avoid.map((entry) => ({
    name: entry.name,
    pattern: wordPattern(escapeRegExp(entry.name.toLowerCase().replace(/-/g, ' '))),
  }));
  const found: Violation[] = [];
  for (const field of fields.filter(isWardrobe)) {
    // "dusty-blue" is the palette's Dusty Blue: hyphens read as spaces.
    const lower = field.text.toLowerCase().replace(/-/g, ' ');
    const avoided = avoidNames.find((entry) => entry.pattern.test(lower));
    if (avoided) {
      found.push(offPalette(field, `"${avoided.name}" is on the ${colour.season} avoid list`));
      continue;
    }
    for (const word of colourWordsOf(lower.replace(paletteNames, ' '))) {
      if (NON_GARMENT_COLOUR_WORDS.has(word)) continue;
      const lab = labOf(COLOUR_WORDS[word]!);
      const toPalette = Math.min(...paletteLabs.map((swatch) => deltaE(lab, swatch)));
      // Closer to a colour to avoid than to any swatch, and close enough to read as it.
      const nearAvoid = avoidLabs.find(
        (entry) => entry.lab !== undefined && deltaE(lab, entry.lab) < Math.min(toPalette, FIT_THRESHOLD),
      );
      if (nearAvoid) {
        found.push(offPalette(field, `"${word}" is the ${colour.season} avoid color ${nearAvoid.name}`));
      } else if (toPalette > FIT_THRESHOLD) {
        found.push(offPalette(field, `"${word}" is outside the ${colour.season} palette and neutrals`));
      }
    }
  }
  return found;
}

const offPalette = (field: TextField, why: string): Violation => ({
  kind: 'off-palette-colour',
  where: field.where,
  detail: `${why}: "${field.text}"`,
});

const LOOK_LABELS: Record<keyof typeof EVENT_LOOK_EVENTS, string> = {
  pitchMeeting: 'pitch-meeting',
  conference: 'conference',
  networking: 'networking',
};

/**
 * A look the user did not ask for: its events are not among theirs and the look does not name one
 * of theirs. Answers without events (the step was skipped) rule nothing out.
 */
function unchosenEvents(answers: QuestionnaireAnswers, analysis: Analysis): Violation[] {
  const chosen = (answers.environments ?? []).map((event) => event.trim().toLowerCase()).filter(Boolean);
  if (chosen.length === 0) return [];
  return (Object.keys(EVENT_LOOK_EVENTS) as (keyof typeof EVENT_LOOK_EVENTS)[]).flatMap((key) => {
    const look = analysis.eventLooks[key].trim();
    if (!look) return [];
    const { events, words } = EVENT_LOOK_EVENTS[key];
    const lowerLook = look.toLowerCase();
    const covered =
      chosen.some((event) => events.some((base) => base.toLowerCase() === event)) ||
      chosen.some((event) => words.some((word) => event.includes(word))) ||
      chosen.some((event) => lowerLook.includes(event));
    if (covered) return [];
    return [
      {
        kind: 'unchosen-event' as const,
        where: `eventLooks.${key}`,
        detail: `A ${LOOK_LABELS[key]} look, but the answers chose only: ${answers.environments!.join(', ')}`,
      },
    ];
  });
}

/** "first $800: …; next: …" — a plan that says what to buy first and what later. */
const PHASED_PLAN = /\bfirst \$\d[\d,]*/i;
const LATER = /\b(next|then|later|after that)\b/i;
const hasPhasedPlan = (fields: TextField[]) =>
  fields.some((field) => PHASED_PLAN.test(field.text) && LATER.test(field.text));

function userBudget(answers: QuestionnaireAnswers, analysis: Analysis): number {
  return answers.budget ?? analysisBudget(analysis);
}

function overBudget(answers: QuestionnaireAnswers, analysis: Analysis, fields: TextField[]): Violation[] {
  const pieces = analysis.uniformPieces ?? [];
  if (pieces.length === 0) return [];
  const budget = userBudget(answers, analysis);
  const tier = budgetTier(budget);
  const total = pieces.reduce((sum, piece) => sum + piece.prices[tier], 0);
  if (total <= budget || hasPhasedPlan(fields)) return [];
  return [
    {
      kind: 'over-budget',
      where: 'uniformPieces',
      detail: `The ${pieces.length} pieces cost ${dollars(total)} at ${budgetTierLabel(budget)}, above the ${dollars(budget)} budget, and no plan says what to buy first`,
    },
  ];
}

/** A sentence that names a tier is allowed to quote that tier's price. */
const NAMES_A_TIER = /\b(entry|mid-market|mid|luxury|budget tier|tier)\b/i;

function twoPrices(answers: QuestionnaireAnswers, analysis: Analysis, fields: TextField[]): Violation[] {
  const found: Violation[] = [];
  const tier = budgetTier(userBudget(answers, analysis));
  const pieces = analysis.uniformPieces ?? [];
  const firstPrice = new Map<string, number>();
  pieces.forEach((piece, index) => {
    if (piece.basePrice !== piece.prices[tier]) {
      found.push({
        kind: 'two-prices',
        where: `uniformPieces[${index}].basePrice`,
        detail: `${piece.name} is ${dollars(piece.basePrice)} but ${dollars(piece.prices[tier])} at ${budgetTierLabel(userBudget(answers, analysis))}`,
      });
    }
    const key = piece.name.trim().toLowerCase();
    const earlier = firstPrice.get(key);
    if (earlier !== undefined && earlier !== piece.basePrice) {
      found.push({
        kind: 'two-prices',
        where: `uniformPieces[${index}].basePrice`,
        detail: `${piece.name} is listed at ${dollars(earlier)} and at ${dollars(piece.basePrice)}`,
      });
    }
    if (earlier === undefined) firstPrice.set(key, piece.basePrice);
  });

  const ranges = new Map<string, string>();
  analysis.brandRecommendations.forEach((brand, index) => {
    const where = `brandRecommendations[${index}].priceRange`;
    if (brand.tier && brand.priceRange && brand.priceRange !== BRAND_PRICE_RANGES[brand.tier]) {
      found.push({
        kind: 'two-prices',
        where,
        detail: `${brand.name} is priced ${brand.priceRange} but listed at the ${brand.tier} tier (${BRAND_PRICE_RANGES[brand.tier]})`,
      });
    }
    const key = brand.name.trim().toLowerCase();
    const earlier = ranges.get(key);
    if (earlier !== undefined && brand.priceRange !== undefined && earlier !== brand.priceRange) {
      found.push({
        kind: 'two-prices',
        where,
        detail: `${brand.name} is listed at ${earlier} and at ${brand.priceRange}`,
      });
    }
    if (earlier === undefined && brand.priceRange !== undefined) ranges.set(key, brand.priceRange);
  });

  // A piece quoted in prose with a price must be quoted at the price the pieces list shows.
  const priced = fields.filter((field) => field.text.includes('$'));
  for (const piece of pieces) {
    const quoted = new RegExp(`${escapeRegExp(piece.name)}[^.$]{0,24}\\$(\\d[\\d,]*)`, 'gi');
    for (const field of priced) {
      for (const sentence of field.text.split(/(?<=[.!?])\s+/)) {
        if (NAMES_A_TIER.test(sentence)) continue;
        for (const match of sentence.matchAll(quoted)) {
          const price = Number(match[1]!.replace(/,/g, ''));
          if (price !== piece.basePrice) {
            found.push({
              kind: 'two-prices',
              where: field.where,
              detail: `${piece.name} is ${dollars(price)} here and ${dollars(piece.basePrice)} in the pieces list`,
            });
          }
        }
      }
    }
  }
  return found;
}

/** The narrative fields read as one text, where a sentence should not come back in another field. */
const NARRATIVE_FIELD =
  /^(brandSummary|styleStrategy|audienceId|styleIcon\.description|colorAnalysis\.rationale|regionalStyle\.culturalContext|platformCues)/;

function textViolations(answers: QuestionnaireAnswers, analysis: Analysis, fields: TextField[]): Violation[] {
  const userTexts = [
    answers.whatBuilding,
    answers.industry,
    answers.occupation,
    answers.avoidWearing,
    answers.currentStyleDescription,
    ...(answers.environments ?? []),
    ...Object.keys(answers.brandPreferences ?? {}),
  ].filter((text): text is string => Boolean(text?.trim()));
  const properNames = [
    ...analysis.brandRecommendations.map((brand) => brand.name),
    ...analysis.regionalStyle.insiderBrands.map((brand) => brand.name),
    analysis.regionalStyle.region,
    analysis.styleIcon.name,
    ...(analysis.referenceIcons ?? []).map((icon) => (typeof icon === 'string' ? icon : icon.name)),
  ].filter(Boolean);

  const found: Violation[] = fields.flatMap((field) =>
    textFaults(field.text, userTexts, properNames).map((fault) => ({ ...fault, where: field.where })),
  );

  const firstSeen = new Map<string, string>();
  for (const field of fields.filter((candidate) => NARRATIVE_FIELD.test(candidate.where))) {
    for (const sentence of new Set(sentencesOf(field.text))) {
      const earlier = firstSeen.get(sentence);
      if (earlier !== undefined && earlier !== field.where) {
        found.push({
          kind: 'repeated-sentence',
          where: field.where,
          detail: `"${sentence}" already appears in ${earlier}`,
        });
      } else if (earlier === undefined) {
        firstSeen.set(sentence, field.where);
      }
    }
  }
  return found;
}
