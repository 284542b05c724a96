import type { ColorMeasurements, EYE_CLARITY, EYE_COLORS, HAIR_COLORS, SKIN_TONES } from '@uniform/contracts';

/**
 * Step 13's answers (and eye clarity) pre-filled from what a photo measured, for the user to check
 * and change, never to decide for them.
 *
 * Method. Skin: the Individual Typology Angle, ITA° = atan((L* − 50) / b*), the colorimetric skin
 * classification of dermatology (Chardon, Cretois and Hourseau, Int J Cosmet Sci 1991; Del Bino and
 * Bernerd, Br J Dermatol 2013), whose six classes (very light > 55°, light > 41°, intermediate > 28°,
 * tan > 10°, brown > −30°, dark below) we split into our eight: the very light class in two
 * (Porcelain above 60°, Fair), the light class is Light, the intermediate Medium, tan Tan, brown Deep
 * and dark Rich Ebony; Olive is an intermediate or tan skin whose hue angle runs past 70°, the
 * greenish-golden cast that word names. Irises and hair: the hue families and L* steps are our own
 * calibration against the step-13 swatches and measured photos, not published cut-offs; a photo's
 * iris and hair read darker than the eye sees them, so the steps sit low.
 */

type EyeColor = (typeof EYE_COLORS)[number];
type SkinTone = (typeof SKIN_TONES)[number];
type HairColor = (typeof HAIR_COLORS)[number];
type EyeClarity = (typeof EYE_CLARITY)[number];

export interface PrefilledAnswers {
  eyeColor: EyeColor;
  skinTone: SkinTone;
  hairColor: HairColor;
  eyeClarity: EyeClarity;
}

/** ITA° lower bounds, lightest first; below the last is Rich Ebony. */
export const SKIN_ITA_FROM: ReadonlyArray<readonly [SkinTone, number]> = [
  ['Porcelain', 60],
  ['Fair', 55],
  ['Light', 41],
  ['Medium', 28],
  ['Tan', 10],
  ['Deep', -30],
];
/** An intermediate or tan skin (ITA° 10°–41°) with a hue angle from here reads Olive. */
export const OLIVE_SKIN_HUE_FROM = 70;

/** Below this C* an iris or hair has no hue to speak of: it is read by lightness alone. */
export const NEUTRAL_CHROMA_BELOW = 6;
/** A neutral iris this light or lighter is Grey; darker, it is a brown too dark to show its hue. */
export const GREY_IRIS_LIGHTNESS_FROM = 40;
/** Iris hue angles in [from, to) read Green, then Blue (a blue of C* below BLUE_IRIS_CHROMA_FROM is Grey). */
export const GREEN_IRIS_HUES = [100, 180] as const;
export const BLUE_IRIS_HUES = [180, 300] as const;
export const BLUE_IRIS_CHROMA_FROM = 10;
/** A warm iris darker than this is Dark Brown. */
export const DARK_BROWN_IRIS_BELOW = 38;
/** A warm iris at least this colourful, with a golden hue (AMBER_IRIS_HUES), is Amber. */
export const AMBER_IRIS_CHROMA_FROM = 30;
export const AMBER_IRIS_HUES = [55, 95] as const;

/** Red hair: a hue below this (reds and oranges) with C* from RED_HAIR_CHROMA_FROM. */
export const RED_HAIR_HUE_BELOW = 50;
export const RED_HAIR_CHROMA_FROM = 25;
/** Red hair at least this light is Red, darker Auburn. */
export const RED_HAIR_LIGHTNESS_FROM = 40;
/** Hair of low chroma (below GREY_HAIR_CHROMA_BELOW) from these L* is Grey / Silver, then White. */
export const GREY_HAIR_CHROMA_BELOW = 8;
export const GREY_HAIR_LIGHTNESS_FROM = 55;
export const WHITE_HAIR_LIGHTNESS_FROM = 85;
/** Other hair by L* upper bounds, darkest first; above the last is Light Blonde. */
export const HAIR_LIGHTNESS_BELOW: ReadonlyArray<readonly [HairColor, number]> = [
  ['Black', 18],
  ['Dark Brown', 28],
  ['Medium Brown', 40],
  ['Light Brown', 52],
  ['Dark Blonde', 65],
];

/**
 * Bright eyes: an iris at least this colourful, or this far in L* from the skin (the clear contrast
 * of dark eyes in a light face or light eyes in a deep one); otherwise soft.
 */
export const BRIGHT_IRIS_CHROMA_FROM = 15;
export const BRIGHT_IRIS_CONTRAST_FROM = 35;

const inHues = (hue: number, [from, to]: readonly [number, number]): boolean => hue >= from && hue < to;

/** The Individual Typology Angle in degrees: high for light skin, negative for deep skin. */
export function individualTypologyAngle(L: number, b: number): number {
  return (Math.atan2(L - 50, b) * 180) / Math.PI;
}

function skinToneOf(skin: ColorMeasurements['skin'], ita: number): SkinTone {
  const tone = SKIN_ITA_FROM.find(([, from]) => ita > from)?.[0] ?? 'Rich Ebony';
  if ((tone === 'Medium' || tone === 'Tan') && skin.h >= OLIVE_SKIN_HUE_FROM) return 'Olive';
  return tone;
}

function eyeColorOf({ L, C, h }: ColorMeasurements['iris']): EyeColor {
  if (C < NEUTRAL_CHROMA_BELOW) return L >= GREY_IRIS_LIGHTNESS_FROM ? 'Grey' : 'Dark Brown';
  if (inHues(h, BLUE_IRIS_HUES)) return C >= BLUE_IRIS_CHROMA_FROM ? 'Blue' : 'Grey';
  if (inHues(h, GREEN_IRIS_HUES)) return 'Green';
  if (L < DARK_BROWN_IRIS_BELOW) return 'Dark Brown';
  if (C >= AMBER_IRIS_CHROMA_FROM && inHues(h, AMBER_IRIS_HUES)) return 'Amber';
  return 'Light Brown / Hazel';
}

function hairColorOf({ L, C, h }: ColorMeasurements['hair']): HairColor {
  // Hue is an angle: a red a touch past 0° (towards magenta) is still red.
  const signedHue = h > 300 ? h - 360 : h;
  if (C >= RED_HAIR_CHROMA_FROM && signedHue < RED_HAIR_HUE_BELOW) {
    return L >= RED_HAIR_LIGHTNESS_FROM ? 'Red' : 'Auburn';
  }
  if (C < GREY_HAIR_CHROMA_BELOW && L >= GREY_HAIR_LIGHTNESS_FROM) {
    return L >= WHITE_HAIR_LIGHTNESS_FROM ? 'White' : 'Grey / Silver';
  }
  return HAIR_LIGHTNESS_BELOW.find(([, below]) => L < below)?.[0] ?? 'Light Blonde';
}

/** The step-13 answers and eye clarity that the measurements suggest. */
export function answersFromMeasurements(measurements: ColorMeasurements): PrefilledAnswers {
  const { skin, iris, hair, irisContrast } = measurements;
  return {
    skinTone: skinToneOf(skin, individualTypologyAngle(skin.L, skin.C * Math.sin((skin.h * Math.PI) / 180))),
    eyeColor: eyeColorOf(iris),
    hairColor: hairColorOf(hair),
    eyeClarity:
      iris.C >= BRIGHT_IRIS_CHROMA_FROM || irisContrast >= BRIGHT_IRIS_CONTRAST_FROM ? 'bright' : 'soft',
  };
}
