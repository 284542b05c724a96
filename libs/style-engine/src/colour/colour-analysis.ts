import {
  COOL_SKIN_HUE_BELOW,
  EYE_COLORS,
  HAIR_COLORS,
  INSUFFICIENT_SEASON,
  SEASONS,
  signedHue,
  SKIN_TONES,
  UNDERTONE_NOT_AVAILABLE,
  WARM_SKIN_HUE_FROM,
  type ColorAnalysis,
  type ColorMeasurements,
  type QuestionnaireAnswers,
  type Season,
} from '@uniform/contracts';
import { listPhrase } from '../brand/brand-text';
import type { SeasonFamily } from '../types';
import { ColourMemo } from './colour-memo';
import { SEASON_PALETTES } from './season-palettes.data';

/**
 * The 12-season colour analysis, from the colouring answers of the questionnaire and, when the
 * visitor took one, the colouring measured from a photo on the device (colorMeasurements).
 *
 * Method. Seasonal colour analysis describes a person's colouring on the three dimensions of
 * Munsell's colour system: hue (undertone, warm or cool), value (light or deep) and chroma (clear
 * or soft). Carole Jackson's "Color Me Beautiful" (1980) sorted people into four seasons by
 * undertone and depth: Spring warm and light, Summer cool and light, Autumn warm and deep, Winter
 * cool and deep. The 12-season (12-tone) expansion, formalised by Kathryn Kalisz's Sci\ART system,
 * splits each season by its dominant characteristic, so every season is "X first, then Y": Light
 * Spring (light, then warm), Warm Spring (warm, then light and clear), Bright Spring (clear, then
 * warm), and so on round the wheel, each season a neighbour of the next.
 *
 * 1. Each answer adds evidence to one axis; an axis is its evidence summed, divided by the scale
 *    given below and clamped to −1…+1, so an unanswered question pulls its axis to the middle
 *    instead of being guessed:
 *    - warmth (+ warm, − cool): veins (green +1, blue-purple −1), sun (tan +1, burn −1), jewellery
 *      (gold +1, silver −1), each 'both' 0 but counted as neutral evidence; hair (red and auburn
 *      +0.5, light blonde +0.15, dark blonde −0.15, black −0.2, grey or white −0.5) and eyes (amber
 *      +0.4, hazel and green +0.2, blue −0.3, grey −0.4) as weak evidence. Our hair list does not
 *      say golden or ash, so light blonde is read as more often golden, dark blonde as more often
 *      ashy; this is a weak lean, never decisive alone. Divided by 4.5, not the 3.9 the answers can
 *      reach: three agreeing undertone answers are what every member of a family gives, so on their
 *      own they must not outweigh a clear lead in depth or chroma.
 *    - depth (+ deep, − light): hair (weight 1) and eyes (weight 1) by tables below (HAIR_COLORS and
 *      EYE_COLORS do not run light to deep, so position would mislead), skin by its position in
 *      SKIN_TONES at weight 0.4. The features carry the value: the Deep seasons' skin runs from
 *      ivory to ebony under dark hair and eyes (Sci\ART, 12 Blueprints). A list of hair colours is
 *      averaged. Divided by 1.8, what dark hair and dark eyes give, so they alone read fully deep.
 *    - chroma (+ clear, − soft): eye clarity (±1), colour preference (bold +0.75, soft −0.75),
 *      feature contrast (high +0.75, low −0.75) and the value gap between hair and skin (±0.5; a
 *      gap of 0.75 on the −1…+1 depth scale is neutral). Contrast reads as clarity, as in Sci\ART,
 *      where high-contrast colouring needs clear colour. Low contrast, and hair close to the skin
 *      in depth, count as softness only in proportion to 1 − |depth|: light colouring and deep
 *      colouring are low in contrast by nature, so fair skin, light blonde hair and blue eyes with
 *      low contrast make a Light Summer, not a Soft one. Divided by 3.
 * 1b. A photo's measurements (colorMeasurements, numbers only) are one more witness on each axis,
 *    read −1…+1. On warmth and depth the reading takes a fixed share of the axis: the answers'
 *    score is multiplied by 1 − share and the reading by share (in the evidence list: the photo
 *    adds share ÷ (1 − share) × scale × reading and the axis's scale is divided by 1 − share):
 *    - warmth, share 0.25: the skin's hue angle, (hue − 52.5°) ÷ 11° clamped, so the Neutral band
 *      of 47°–58° (contracts' skinUndertone) reads −0.5…+0.5 and 41.5° or 63.5° reads fully cool
 *      or warm; scaled down by the skin's chroma below C* 10, where hue means little. Worth up to
 *      1.5 on the 4.5 scale (6 with the photo): one and a half undertone answers.
 *    - depth, share 0.5: hair (L* 40 − L*) ÷ 25, iris (L* 40 − L*) ÷ 18 at weight 0.8, skin
 *      (L* 58 − L*) ÷ 22 at weight 0.4, each clamped, summed and divided by 1.8 like the answers,
 *      so black hair and dark eyes alone read fully deep. The photo replaces half of what the
 *      hair, eye and skin tables say, as it measures the same features the tables guess from names.
 *    - chroma: the photo does not see the eyes' brightness or the colour the person likes, so it
 *      takes no share of those answers (a Bright season in deep skin has low hair–skin contrast
 *      by nature; eye clarity carries its brightness). It measures what the contrast answers
 *      guess: its contrast, the hair–skin ΔL* with the iris–skin ΔL* at half weight, read as
 *      (contrast − 30) ÷ 20 clamped, takes half of the feature-contrast answer and the hair-to-skin
 *      gap (those are multiplied by 0.5, the photo adds 0.5 × 1.25 × reading, low contrast counted
 *      only in proportion to 1 − |depth| as in the answers). The skin's own C*, (C* − 20) ÷ 8
 *      clamped, adds at weight 0.5. The scale stays 3.
 *    These calibrations (typical L* of black to blonde hair and of skin from ebony to porcelain,
 *    skin C* of about 12–30) are ours, not published; the tests hold them to the reference set: a
 *    photo consistent with a profile keeps or improves its call. The rationale names the photo's
 *    readings among the evidence, with their numbers ("the golden skin in your photo (hue angle
 *    62°)").
 * 2. Each season is a direction in (warmth, depth, chroma): its family's corner, with undertone
 *    weighing 1 and depth and chroma 0.5 each (undertone splits the families first, as in Color Me
 *    Beautiful), plus 1 on its leading trait. Light Spring = (1, −0.5, 0.5) + (0, −1, 0) =
 *    (1, −1.5, 0.5); Warm Autumn = (1, 0.5, −0.5) + (1, 0, 0) = (2, 0.5, −0.5). A season's score is
 *    the dot product of its direction and the person's axes, rounded to 4 decimals. Within a family
 *    the strongest trait wins outright (Light Spring beats Warm Spring exactly when lightness beats
 *    warmth), which is the "dominant characteristic" rule of the 12 seasons; between the two seasons
 *    that share a leading trait the family term decides: Light and Deep by undertone, with chroma
 *    at half weight (a neutral, light person who is clear is a Light Spring, soft a Light Summer);
 *    Bright and Soft by undertone, with depth at half weight; Warm by depth and chroma equally
 *    (Spring if lighter and clearer, Autumn if deeper and softer); Cool likewise (Summer if lighter
 *    and softer, Winter if deeper and clearer). A season's value (seasonValue) is its direction's
 *    depth: −1.5 for the Light seasons, −0.5 for the other Springs and Summers, 0.5 for the other
 *    Autumns and Winters, 1.5 for the Deep seasons.
 * 3. Ties: exact ties go to the season listed first in SEASONS (Spring, Summer, Autumn, Winter
 *    order). They only happen when the answers give no evidence that separates the two seasons.
 * 4. Undertone: a Warm season's is Warm and a Cool season's Cool (undertone was the strongest
 *    trait). Otherwise Warm at warmth ≥ 0.2, Cool at ≤ −0.2, else Neutral; also Neutral when the
 *    'both' answers (and a photo read Neutral) outnumber the answers (and a photo) that agree with
 *    the lean, or when the lean disagrees with the chosen season's family (a slight warm lean on a
 *    Soft Summer is reported as Neutral).
 * 5. Confidence from the margin between the best and second season: ≥ 0.3 high, ≥ 0.1 medium,
 *    else low; then capped at medium with 1–2 of the nine answers missing and at low with 3 or more.
 *    The runner-up is given whenever confidence is not high.
 * 6. With none of the undertone answers (veins, sun, jewellery), none of the depth answers (skin,
 *    hair, eyes) and no photo there is nothing to decide on: the insufficient-data markers are
 *    returned.
 *
 * Measured against reference-profiles.data.ts, 36 colouring profiles written from published
 * 12-season descriptions, three per season: 35 exact, the other on a neighbouring season with low
 * confidence (reference-profiles.test.ts prints the score). With a photo consistent with each
 * profile (its answers' lightness, its season's undertone and chroma), still 35 exact, none lost,
 * the miss still a neighbour (colour-photo-evidence.test.ts).
 */

/** The nine colouring answers. */
export type ColourAnswers = Pick<
  QuestionnaireAnswers,
  | 'veinColor'
  | 'sunReaction'
  | 'jewelryPreference'
  | 'eyeClarity'
  | 'featureContrast'
  | 'colorPreference'
  | 'eyeColor'
  | 'skinTone'
  | 'hairColor'
>;
/** The answers with the photo's measurements, when there are some. */
export type ColourInput = ColourAnswers & Pick<QuestionnaireAnswers, 'colorMeasurements'>;
type ColourField = keyof ColourAnswers;
/** Where evidence comes from: an answer, or the photo. */
export type EvidenceSource = ColourField | 'colorMeasurements';
type Hair = (typeof HAIR_COLORS)[number];
type Eye = (typeof EYE_COLORS)[number];
export type Undertone = 'Warm' | 'Cool' | 'Neutral';

/** One answer's contribution to an axis, with the words the rationale uses for it. */
export interface Evidence {
  field: EvidenceSource;
  /** e.g. 'green veins', 'tanning easily'. */
  phrase: string;
  /** Signed contribution before scaling: + warm / deep / clear, − cool / light / soft. */
  value: number;
}

export interface Axis {
  /** −1…+1 (see the module comment for the sign of each axis). */
  score: number;
  evidence: Evidence[];
}

export interface ColouringTraits {
  warmth: Axis;
  depth: Axis;
  chroma: Axis;
  /** How many of veins, sun and jewellery were answered 'both', plus one for a photo read Neutral. */
  neutralAnswers: number;
  /** The undertone the photo's skin hue reads as, when there is a photo. */
  photoUndertone?: Undertone;
  /** The answers not given, in questionnaire order. */
  missing: ColourField[];
}

export interface SeasonScore {
  season: Season;
  score: number;
}

const FIELDS: readonly ColourField[] = [
  'veinColor',
  'sunReaction',
  'jewelryPreference',
  'eyeClarity',
  'featureContrast',
  'colorPreference',
  'eyeColor',
  'skinTone',
  'hairColor',
];
const UNDERTONE_FIELDS: readonly ColourField[] = ['veinColor', 'sunReaction', 'jewelryPreference'];
/** What can say warm, cool or neutral outright: the undertone answers and the photo's skin hue. */
const UNDERTONE_WITNESSES: readonly EvidenceSource[] = [...UNDERTONE_FIELDS, 'colorMeasurements'];
const DEPTH_FIELDS: readonly ColourField[] = ['skinTone', 'hairColor', 'eyeColor'];

const FIELD_LABELS: Record<ColourField, string> = {
  veinColor: 'vein color',
  sunReaction: 'sun reaction',
  jewelryPreference: 'jewelry preference',
  eyeClarity: 'eye clarity',
  featureContrast: 'feature contrast',
  colorPreference: 'color preference',
  eyeColor: 'eye color',
  skinTone: 'skin tone',
  hairColor: 'hair color',
};

// Undertone answers: [warmth, phrase].
const VEINS: Record<NonNullable<ColourInput['veinColor']>, [number, string]> = {
  green: [1, 'green veins'],
  'blue-purple': [-1, 'blue-purple veins'],
  both: [0, 'veins that look both blue and green'],
};
const SUN: Record<NonNullable<ColourInput['sunReaction']>, [number, string]> = {
  tan: [1, 'tanning easily'],
  burn: [-1, 'burning easily'],
  both: [0, 'burning first and then tanning'],
};
const JEWELLERY: Record<NonNullable<ColourInput['jewelryPreference']>, [number, string]> = {
  gold: [1, 'gold jewelry'],
  silver: [-1, 'silver jewelry'],
  both: [0, 'both gold and silver suiting you'],
};

const HAIR: Record<Hair, { warmth: number; depth: number; name: string }> = {
  Black: { warmth: -0.2, depth: 1, name: 'black' },
  'Dark Brown': { warmth: 0, depth: 0.7, name: 'dark brown' },
  'Medium Brown': { warmth: 0, depth: 0.25, name: 'medium brown' },
  'Light Brown': { warmth: 0, depth: -0.2, name: 'light brown' },
  'Dark Blonde': { warmth: -0.15, depth: -0.4, name: 'dark blonde' },
  'Light Blonde': { warmth: 0.15, depth: -0.85, name: 'light blonde' },
  Red: { warmth: 0.5, depth: -0.2, name: 'red' },
  Auburn: { warmth: 0.5, depth: 0.3, name: 'auburn' },
  'Grey / Silver': { warmth: -0.5, depth: -0.4, name: 'silver-gray' },
  White: { warmth: -0.5, depth: -0.85, name: 'white' },
};
const EYES: Record<Eye, { warmth: number; depth: number; name: string }> = {
  'Dark Brown': { warmth: 0, depth: 0.8, name: 'dark brown' },
  'Light Brown / Hazel': { warmth: 0.2, depth: 0.1, name: 'light brown or hazel' },
  Green: { warmth: 0.2, depth: -0.2, name: 'green' },
  Blue: { warmth: -0.3, depth: -0.5, name: 'blue' },
  Grey: { warmth: -0.4, depth: -0.5, name: 'gray' },
  Amber: { warmth: 0.4, depth: 0.1, name: 'amber' },
};

const EYE_CLARITY_EVIDENCE: Record<NonNullable<ColourInput['eyeClarity']>, [number, string]> = {
  bright: [1, 'bright, clear eyes'],
  soft: [-1, 'soft, blended eyes'],
};
const PREFERENCE_EVIDENCE: Record<NonNullable<ColourInput['colorPreference']>, [number, string]> = {
  bold: [0.75, 'a liking for bold color'],
  soft: [-0.75, 'a liking for soft color'],
};
const CONTRAST_EVIDENCE: Record<NonNullable<ColourInput['featureContrast']>, [number, string]> = {
  high: [0.75, 'high contrast between your features'],
  low: [-0.75, 'low contrast between your features'],
};

const familyOf = (season: Season): SeasonFamily => season.split(' ')[1] as SeasonFamily;

// Undertone: the most the answers can give is 3.9; the extra 0.6 keeps three agreeing undertone
// answers, which every member of a family gives, from reading as a season led by undertone alone.
const WARMTH_SCALE = 4.5;
// Depth: the most dark hair (1) and dark eyes (0.8) can give; skin adds to it, clamped.
const DEPTH_SCALE = 1.8;
const CHROMA_SCALE = 3;
/** Skin weighs less than hair and eyes: the Deep seasons' skin runs from ivory to ebony. */
const SKIN_DEPTH_WEIGHT = 0.4;
const GAP_WEIGHT = 0.5;
/** Hair-to-skin depth gap (on the −1…+1 scale) that counts as neither high nor low contrast. */
const NEUTRAL_GAP = 0.75;
const UNDERTONE_THRESHOLD = 0.2;

/** The share of the warmth and depth axes a photo's reading takes (module comment, 1b). */
const PHOTO_WARMTH_SHARE = 0.25;
const PHOTO_DEPTH_SHARE = 0.5;
/** The share of the contrast answers (feature contrast, the hair-to-skin gap) a photo's contrast takes. */
const PHOTO_CONTRAST_SHARE = 0.5;
/** The most the contrast answers give: feature contrast 0.75 and the hair-to-skin gap 0.5. */
const CONTRAST_ANSWERS_MAX = 1.25;
/** The skin's C* in a photo adds to chroma at this weight, on the answers' own scale. */
const PHOTO_SKIN_CHROMA_WEIGHT = 0.5;
/** The middle of the Neutral band of skin hue angles, and the half-width that reads fully warm or cool. */
const NEUTRAL_SKIN_HUE = (COOL_SKIN_HUE_BELOW + WARM_SKIN_HUE_FROM) / 2;
const SKIN_HUE_SPAN = 11;
/** Below this skin C*, a hue angle is read only in proportion (a nearly gray reading has little hue). */
const HUE_RELIABLE_CHROMA = 10;
/** [L* read as the middle, L* span to fully light or deep, weight] for each feature's depth. */
const PHOTO_DEPTH: Record<'hair' | 'iris' | 'skin', readonly [mid: number, span: number, weight: number]> = {
  hair: [40, 25, 1],
  iris: [40, 18, 0.8],
  skin: [58, 22, SKIN_DEPTH_WEIGHT],
};
/** Feature contrast (ΔL*) read as neither high nor low, and the span to fully either. */
const PHOTO_NEUTRAL_CONTRAST = 30;
const PHOTO_CONTRAST_SPAN = 20;
/** Skin C* read as neither clear nor soft, and the span to fully either. */
const PHOTO_NEUTRAL_CHROMA = 20;
const PHOTO_CHROMA_SPAN = 8;
/** Axis score beyond which the rationale calls the colouring deep/light or clear/soft. */
const DESCRIBE_THRESHOLD = 0.15;
/** Confidence bands: the margin between the best and second season that makes a call high or medium. */
export const HIGH_MARGIN = 0.3;
export const MEDIUM_MARGIN = 0.1;

type Vector = readonly [warmth: number, depth: number, chroma: number];

/** The corner of colour space each family sits in: Spring warm, light, clear; and so on. */
const FAMILY_SIGNS: Record<SeasonFamily, Vector> = {
  Spring: [1, -1, 1],
  Summer: [-1, -1, -1],
  Autumn: [1, 1, -1],
  Winter: [-1, 1, 1],
};
/** Undertone decides the family more than depth or chroma do (Color Me Beautiful's first split). */
const FAMILY_WEIGHTS: Vector = [1, 0.5, 0.5];
/** Each season's leading trait: its axis (0 warmth, 1 depth, 2 chroma) and direction. */
const LEADING_TRAIT: Record<Season, readonly [axis: 0 | 1 | 2, sign: 1 | -1]> = {
  'Light Spring': [1, -1],
  'Warm Spring': [0, 1],
  'Bright Spring': [2, 1],
  'Light Summer': [1, -1],
  'Cool Summer': [0, -1],
  'Soft Summer': [2, -1],
  'Soft Autumn': [2, -1],
  'Warm Autumn': [0, 1],
  'Deep Autumn': [1, 1],
  'Deep Winter': [1, 1],
  'Cool Winter': [0, -1],
  'Bright Winter': [2, 1],
};

/** Each season's direction in (warmth, depth, chroma): its family's corner plus its leading trait. */
export const SEASON_DIRECTIONS: Record<Season, Vector> = Object.fromEntries(
  SEASONS.map((season) => {
    const signs = FAMILY_SIGNS[familyOf(season)];
    const [axis, sign] = LEADING_TRAIT[season];
    const direction = signs.map((value, i) => value * FAMILY_WEIGHTS[i] + (i === axis ? sign : 0));
    return [season, direction as unknown as Vector];
  }),
) as Record<Season, Vector>;

/** A season's value: −1.5 for the Light seasons up to 1.5 for the Deep ones (higher is deeper). */
export const seasonValue = (season: Season): number => SEASON_DIRECTIONS[season][1];

/** How the rationale describes each season: its first and second traits. */
const SEASON_TRAITS: Record<Season, readonly [string, string]> = {
  'Light Spring': ['light', 'warm'],
  'Warm Spring': ['warm', 'light and clear'],
  'Bright Spring': ['clear', 'warm'],
  'Light Summer': ['light', 'cool'],
  'Cool Summer': ['cool', 'light and soft'],
  'Soft Summer': ['soft', 'cool'],
  'Soft Autumn': ['soft', 'warm'],
  'Warm Autumn': ['warm', 'deep and soft'],
  'Deep Autumn': ['deep', 'warm'],
  'Deep Winter': ['deep', 'cool'],
  'Cool Winter': ['cool', 'deep and clear'],
  'Bright Winter': ['clear', 'cool'],
};

const clamp = (value: number): number => Math.max(-1, Math.min(1, value));
const round = (value: number): number => Math.round(value * 10_000) / 10_000;
const skinDepth = (index: number): number => -1 + (2 * index) / (SKIN_TONES.length - 1);

/** Known hair colours of the answer, a single value or a list, in the order given. */
// Own keys only, so an unexpected value from an unvalidated caller ('constructor') reads as unknown.
function lookup<T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Given, and one of the question's options (an unknown value counts as not answered). */
function isAnswered(input: ColourInput, field: ColourField): boolean {
  if (field === 'hairColor') return hairList(input).length > 0;
  if (field === 'skinTone') return (SKIN_TONES as readonly unknown[]).includes(input.skinTone);
  return lookup(ANSWER_TABLES[field], input[field]) !== undefined;
}

/** The option table of each question answered with one of a few fixed values. */
const ANSWER_TABLES: Record<
  Exclude<ColourField, 'hairColor' | 'skinTone'>,
  Readonly<Record<string, unknown>>
> = {
  veinColor: VEINS,
  sunReaction: SUN,
  jewelryPreference: JEWELLERY,
  eyeClarity: EYE_CLARITY_EVIDENCE,
  featureContrast: CONTRAST_EVIDENCE,
  colorPreference: PREFERENCE_EVIDENCE,
  eyeColor: EYES,
};

function hairList(input: ColourInput): Hair[] {
  const value = input.hairColor;
  const list: readonly string[] = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.filter((hair): hair is Hair => Object.hasOwn(HAIR, hair));
}

const whole = (value: number): number => Math.round(value);

/** The photo's reading of warmth, −1…+1: its skin hue angle against the Neutral band. */
function photoWarmth(m: ColorMeasurements): number {
  const reading = clamp((signedHue(m.skin.h) - NEUTRAL_SKIN_HUE) / SKIN_HUE_SPAN);
  return reading * Math.min(1, m.skin.C / HUE_RELIABLE_CHROMA);
}

/** The photo's reading of depth, −1…+1: hair, iris and skin L*, weighted like the answers. */
function photoDepth(m: ColorMeasurements): number {
  const feature = (lightness: number, [mid, span, weight]: readonly [number, number, number]) =>
    clamp((mid - lightness) / span) * weight;
  const sum =
    feature(m.hair.L, PHOTO_DEPTH.hair) +
    feature(m.iris.L, PHOTO_DEPTH.iris) +
    feature(m.skin.L, PHOTO_DEPTH.skin);
  return clamp(sum / DEPTH_SCALE);
}

/** The photo's reading of feature contrast, −1…+1: hair and (at half weight) iris against skin in L*. */
function photoContrast(m: ColorMeasurements): number {
  const contrast = (m.hairContrast + m.irisContrast / 2) / 1.5;
  return clamp((contrast - PHOTO_NEUTRAL_CONTRAST) / PHOTO_CONTRAST_SPAN);
}

/** The photo's reading of the skin's own chroma, −1 (muted) … +1 (clear). */
const photoSkinChroma = (m: ColorMeasurements): number =>
  clamp((m.chroma - PHOTO_NEUTRAL_CHROMA) / PHOTO_CHROMA_SPAN);

const SKIN_HUE_WORDS: Record<ColorMeasurements['undertone'], string> = {
  Warm: 'the golden skin in your photo',
  Cool: 'the rosy skin in your photo',
  Neutral: 'the skin in your photo, between rosy and golden',
};

/**
 * The photo's evidence on the warmth or depth axis: its reading weighted so that it takes `share`
 * of the axis once the axis's scale is divided by 1 − share (module comment, 1b). None for a
 * reading of exactly 0.
 */
function sharedEvidence(reading: number, share: number, scale: number, phrase: string): Evidence[] {
  return photoEvidence((share / (1 - share)) * scale * reading, phrase);
}

function photoEvidence(value: number, phrase: string): Evidence[] {
  return value === 0 ? [] : [{ field: 'colorMeasurements', phrase, value }];
}

/** The three axes of the person's colouring, with the evidence behind each. */
export function measureColouring(input: ColourInput): ColouringTraits {
  return colouring(input, true);
}

/**
 * The same axes and scores as measureColouring, for scoring only (what would change a season tries
 * some twenty changed answer sets each time): the evidence's phrases are left empty and `missing`
 * is not listed. Every number is measureColouring's own: one function computes both.
 */
export function colouringScores(input: ColourInput): ColouringTraits {
  return colouring(input, false);
}

function colouring(input: ColourInput, described: boolean): ColouringTraits {
  const photo = input.colorMeasurements;
  const warmth: Evidence[] = [];
  const depth: Evidence[] = [];
  const chroma: Evidence[] = [];
  let neutralAnswers = 0;

  const undertoneAnswers: [ColourField, [number, string] | undefined][] = [
    ['veinColor', lookup(VEINS, input.veinColor)],
    ['sunReaction', lookup(SUN, input.sunReaction)],
    ['jewelryPreference', lookup(JEWELLERY, input.jewelryPreference)],
  ];
  for (const [field, answer] of undertoneAnswers) {
    if (!answer) continue;
    warmth.push({ field, phrase: answer[1], value: answer[0] });
    if (answer[0] === 0) neutralAnswers += 1;
  }

  const hairs = hairList(input);
  const hairPhrase = described ? hairPhraseOf(hairs) : '';
  const hairDepth = hairs.length
    ? hairs.reduce((sum, hair) => sum + HAIR[hair].depth, 0) / hairs.length
    : undefined;
  if (hairs.length) {
    const hairWarmth = hairs.reduce((sum, hair) => sum + HAIR[hair].warmth, 0) / hairs.length;
    if (hairWarmth !== 0) warmth.push({ field: 'hairColor', phrase: hairPhrase, value: hairWarmth });
  }
  const eye = lookup(EYES, input.eyeColor);
  if (eye && eye.warmth !== 0) {
    warmth.push({ field: 'eyeColor', phrase: described ? `${eye.name} eyes` : '', value: eye.warmth });
  }
  if (photo) {
    const phrase = described ? `${SKIN_HUE_WORDS[photo.undertone]} (hue angle ${whole(photo.skin.h)}°)` : '';
    warmth.push(...sharedEvidence(photoWarmth(photo), PHOTO_WARMTH_SHARE, WARMTH_SCALE, phrase));
    if (photo.undertone === 'Neutral') neutralAnswers += 1;
  }

  const skinIndex = input.skinTone ? SKIN_TONES.indexOf(input.skinTone) : -1;
  const skin = skinIndex >= 0 ? skinDepth(skinIndex) : undefined;
  if (skin !== undefined) {
    const phrase = described ? `${SKIN_TONES[skinIndex].toLowerCase()} skin` : '';
    depth.push({ field: 'skinTone', phrase, value: skin * SKIN_DEPTH_WEIGHT });
  }
  if (hairDepth !== undefined) depth.push({ field: 'hairColor', phrase: hairPhrase, value: hairDepth });
  if (eye) depth.push({ field: 'eyeColor', phrase: described ? `${eye.name} eyes` : '', value: eye.depth });
  if (photo) {
    const phrase = described
      ? `the depth in your photo (skin L* ${whole(photo.skin.L)}, hair L* ${whole(photo.hair.L)}, eyes L* ${whole(photo.iris.L)})`
      : '';
    depth.push(...sharedEvidence(photoDepth(photo), PHOTO_DEPTH_SHARE, DEPTH_SCALE, phrase));
  }

  // With a photo, each axis's scale grows so that the photo takes its share (module comment, 1b).
  const scaleOf = (share: number, scale: number) => (photo ? scale / (1 - share) : scale);
  const axis = (evidence: Evidence[], scale: number): Axis => ({
    score: round(clamp(evidence.reduce((sum, item) => sum + item.value, 0) / scale)),
    evidence,
  });
  const depthAxis = axis(depth, scaleOf(PHOTO_DEPTH_SHARE, DEPTH_SCALE));
  // Light colouring and deep colouring are low in contrast by nature, so low contrast is evidence
  // of softness only as far as the colouring is of medium depth.
  const lowContrastWeight = 1 - Math.abs(depthAxis.score);

  const chromaAnswers: [ColourField, [number, string] | undefined][] = [
    ['eyeClarity', lookup(EYE_CLARITY_EVIDENCE, input.eyeClarity)],
    ['colorPreference', lookup(PREFERENCE_EVIDENCE, input.colorPreference)],
    ['featureContrast', lookup(CONTRAST_EVIDENCE, input.featureContrast)],
  ];
  // A photo measures the contrast these answers guess at, so it takes its share of them.
  const contrastAnswerWeight = photo ? 1 - PHOTO_CONTRAST_SHARE : 1;
  for (const [field, answer] of chromaAnswers) {
    if (!answer) continue;
    const value =
      field === 'featureContrast'
        ? answer[0] * contrastAnswerWeight * (answer[0] < 0 ? lowContrastWeight : 1)
        : answer[0];
    if (value !== 0) chroma.push({ field, phrase: answer[1], value });
  }
  if (skin !== undefined && hairDepth !== undefined) {
    const gap = hairDepth - skin;
    const gapScore = clamp((Math.abs(gap) - NEUTRAL_GAP) / NEUTRAL_GAP);
    const phrase =
      gapScore <= 0
        ? 'hair close in depth to your skin'
        : gap > 0
          ? 'dark hair against light skin'
          : 'light hair against deep skin';
    const value = gapScore * GAP_WEIGHT * contrastAnswerWeight * (gapScore < 0 ? lowContrastWeight : 1);
    if (value !== 0) chroma.push({ field: 'hairColor', phrase, value });
  }
  if (photo) {
    const contrast = photoContrast(photo);
    const contrastPhrase = described
      ? `the ${contrast >= 0 ? 'contrast' : 'low contrast'} between hair and skin in your photo (ΔL* ${whole(photo.hairContrast)})`
      : '';
    const contrastValue =
      contrast * PHOTO_CONTRAST_SHARE * CONTRAST_ANSWERS_MAX * (contrast < 0 ? lowContrastWeight : 1);
    const skinChroma = photoSkinChroma(photo);
    const skinPhrase = described
      ? `the ${skinChroma >= 0 ? 'clear' : 'muted'} skin color in your photo (C* ${whole(photo.chroma)})`
      : '';
    chroma.push(
      ...photoEvidence(contrastValue, contrastPhrase),
      ...photoEvidence(skinChroma * PHOTO_SKIN_CHROMA_WEIGHT, skinPhrase),
    );
  }

  return {
    warmth: axis(warmth, scaleOf(PHOTO_WARMTH_SHARE, WARMTH_SCALE)),
    depth: depthAxis,
    chroma: axis(chroma, CHROMA_SCALE),
    neutralAnswers,
    ...(photo ? { photoUndertone: photo.undertone } : {}),
    missing: described ? FIELDS.filter((field) => !isAnswered(input, field)) : [],
  };
}

/** 'black hair', or for a list 'dark brown hair with silver-gray'. */
function hairPhraseOf(hairs: readonly Hair[]): string {
  const [firstHair, ...otherHairs] = hairs.map((hair) => HAIR[hair].name);
  return otherHairs.length ? `${firstHair} hair with ${listPhrase(otherHairs)}` : `${firstHair} hair`;
}

/** Each season's place in SEASONS, which breaks ties. */
const SEASON_INDEX = new Map<Season, number>(SEASONS.map((season, index) => [season, index]));

/** A season's score: its direction dotted with the person's axes, rounded to 4 decimals. */
function seasonScore(direction: Vector, traits: ColouringTraits): number {
  const [w, d, c] = direction;
  // Summed from 0 in axis order, as every score has always been.
  return round(0 + w * traits.warmth.score + d * traits.depth.score + c * traits.chroma.score);
}

/** Every season's score for these traits, best first (ties in SEASONS order). */
export function scoreTraits(traits: ColouringTraits): SeasonScore[] {
  return SEASONS.map((season) => ({ season, score: seasonScore(SEASON_DIRECTIONS[season], traits) })).sort(
    (a, b) => b.score - a.score || SEASON_INDEX.get(a.season)! - SEASON_INDEX.get(b.season)!,
  );
}

/** SEASONS with their directions, in order, for the scan of bestSeason. */
const SEASON_VECTORS: readonly (readonly [Season, Vector])[] = SEASONS.map((season) => [
  season,
  SEASON_DIRECTIONS[season],
]);

/** The first season of scoreTraits, without building and sorting the other eleven. */
export function bestSeason(traits: ColouringTraits): Season {
  let best: Season = SEASON_VECTORS[0]![0];
  let bestScore = -Infinity;
  for (const [season, direction] of SEASON_VECTORS) {
    const score = seasonScore(direction, traits);
    if (score > bestScore) {
      best = season;
      bestScore = score;
    }
  }
  return best;
}

/** Every season's score for these answers, best first (ties in SEASONS order). */
export function scoreSeasons(input: ColourInput): SeasonScore[] {
  return scoreTraits(measureColouring(input));
}

function undertoneOf(traits: ColouringTraits, season: Season): Undertone {
  const [leadingAxis, leadingSign] = LEADING_TRAIT[season];
  // A Warm or Cool season won because undertone was the strongest trait; say so.
  if (leadingAxis === 0) return leadingSign > 0 ? 'Warm' : 'Cool';
  const { score, evidence } = traits.warmth;
  const lean: Undertone =
    score >= UNDERTONE_THRESHOLD ? 'Warm' : score <= -UNDERTONE_THRESHOLD ? 'Cool' : 'Neutral';
  if (lean === 'Neutral') return lean;
  // A photo read Neutral is a neutral witness (counted in neutralAnswers), even when its hue leans.
  const witness = (item: Evidence) =>
    item.field === 'colorMeasurements'
      ? traits.photoUndertone !== 'Neutral'
      : UNDERTONE_FIELDS.includes(item.field);
  const agreeing = evidence.filter(
    (item) => witness(item) && Math.sign(item.value) === Math.sign(score),
  ).length;
  if (traits.neutralAnswers > agreeing) return 'Neutral';
  const family = familyOf(season);
  const warmFamily = family === 'Spring' || family === 'Autumn';
  return (lean === 'Warm') === warmFamily ? lean : 'Neutral';
}

type Confidence = NonNullable<ColorAnalysis['confidence']>;

function confidenceOf(margin: number, missing: number): Confidence {
  const byMargin: Confidence = margin >= HIGH_MARGIN ? 'high' : margin >= MEDIUM_MARGIN ? 'medium' : 'low';
  if (missing >= 3) return 'low';
  if (missing >= 1 && byMargin === 'high') return 'medium';
  return byMargin;
}

function undertoneSentence(traits: ColouringTraits, undertone: Undertone): string | undefined {
  const { evidence } = traits.warmth;
  if (evidence.length === 0) return undefined;
  const hasMain = evidence.some((item) => UNDERTONE_WITNESSES.includes(item.field));
  if (undertone === 'Neutral') {
    const named = hasMain ? evidence.filter((item) => UNDERTONE_WITNESSES.includes(item.field)) : evidence;
    return `A neutral undertone shows in ${listPhrase(named.map((item) => item.phrase))}`;
  }
  const sign = undertone === 'Warm' ? 1 : -1;
  const supporting = evidence.filter((item) => Math.sign(item.value) === sign);
  const against = evidence.filter((item) => Math.sign(item.value) === -sign);
  const verb = hasMain ? 'shows in' : 'is hinted at by';
  const despite = against.length ? `, despite ${listPhrase(against.map((item) => item.phrase))}` : '';
  return `A ${undertone.toLowerCase()} undertone ${verb} ${listPhrase(supporting.map((item) => item.phrase))}${despite}`;
}

/** '<opening>: <the answers on that side>', or every answer when the axis sits in the middle. */
function axisSentence(axis: Axis, high: string, low: string, middle: string): string | undefined {
  if (axis.evidence.length === 0) return undefined;
  const side = axis.score >= DESCRIBE_THRESHOLD ? 1 : axis.score <= -DESCRIBE_THRESHOLD ? -1 : 0;
  const named = side === 0 ? axis.evidence : axis.evidence.filter((item) => Math.sign(item.value) === side);
  const opening = side > 0 ? high : side < 0 ? low : middle;
  return `${opening}: ${listPhrase(named.map((item) => item.phrase))}`;
}

function insufficient(): ColorAnalysis {
  return {
    season: INSUFFICIENT_SEASON,
    undertone: UNDERTONE_NOT_AVAILABLE,
    recommendedColors: [],
    neutrals: [],
    avoid: [],
    rationale:
      'There is not enough to go on: none of the undertone questions (vein color, sun reaction, jewelry preference) and none of the depth questions (skin tone, hair color, eye color) were answered. Answer them to get your season.',
  };
}

/**
 * Whether there is anything to decide a season on: a photo, or one of the undertone or depth
 * answers. Without it analyzeColour gives the insufficient-data markers.
 */
export function hasColourEvidence(input: ColourInput): boolean {
  return input.colorMeasurements !== undefined || EVIDENCE_FIELDS.some((field) => isAnswered(input, field));
}
const EVIDENCE_FIELDS: readonly ColourField[] = [...UNDERTONE_FIELDS, ...DEPTH_FIELDS];

/** analyzeColour's results by colouring answers (see colour-memo.ts); their swatches are the palette's own. */
const analyses = new ColourMemo<ColorAnalysis>();

/** The colour analysis of the analysis object: season, undertone, palette, rationale, confidence. */
export function analyzeColour(input: ColourInput): ColorAnalysis {
  if (!hasColourEvidence(input)) return insufficient();
  const analysis = analyses.get(input, () => colourAnalysisOf(input));
  // The caller's own copy, down to the swatches, as every analysis has always been.
  return {
    ...analysis,
    recommendedColors: analysis.recommendedColors.map((swatch) => ({ ...swatch })),
    neutrals: analysis.neutrals.map((swatch) => ({ ...swatch })),
    avoid: analysis.avoid.map((colour) => (typeof colour === 'string' ? colour : { ...colour })),
  };
}

function colourAnalysisOf(input: ColourInput): ColorAnalysis {
  const traits = measureColouring(input);
  const [best, second] = scoreTraits(traits);
  const undertone = undertoneOf(traits, best.season);
  const confidence = confidenceOf(best.score - second.score, traits.missing.length);
  const runnerUp = confidence === 'high' ? undefined : second.season;
  const [first, then] = SEASON_TRAITS[best.season];

  const sentences = [
    undertoneSentence(traits, undertone),
    axisSentence(
      traits.depth,
      'Your coloring has depth',
      'Your coloring is light',
      'Your coloring is of medium depth',
    ),
    axisSentence(
      traits.chroma,
      'Clear, vivid color suits you',
      'Soft, muted color suits you',
      'Your coloring sits between clear and soft',
    ),
    `That makes you a ${best.season}: ${first} first, then ${then}`,
    runnerUp && `${runnerUp} is a close second, so its palette is worth a look too`,
    traits.missing.length > 0 &&
      `Not answered: ${listPhrase(traits.missing.map((field) => FIELD_LABELS[field]))}; answering would make the call surer`,
  ].filter((sentence): sentence is string => Boolean(sentence));

  const palette = SEASON_PALETTES[best.season];
  return {
    season: best.season,
    undertone,
    recommendedColors: palette.recommended,
    neutrals: palette.neutrals,
    avoid: palette.avoid,
    rationale: `${sentences.join('. ')}.`,
    confidence,
    ...(runnerUp ? { runnerUpSeason: runnerUp } : {}),
  };
}
