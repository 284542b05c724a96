export {
  colourMeasurements,
  colourMeasurementsSchema,
  COOL_SKIN_HUE_BELOW,
  lchSchema,
  WARM_SKIN_HUE_FROM,
  type ColourMeasurements,
  type ColouringSamples,
  type Lch,
} from './colour-measurements';
export {
  BLOWN_OUT_SHARE,
  lightingProblems,
  lightingStats,
  TOO_BRIGHT_LIGHTNESS,
  TOO_DARK_LIGHTNESS,
  type LightingCheck,
  type LightingProblem,
  type LightingProblemCode,
  type LightingStats,
} from './lighting-problems';
export {
  assertPhotoImage,
  type LinearGains,
  type PhotoImage,
  type PolygonRegion,
  type RectRegion,
  type Region,
} from './photo-pixels';
export {
  MIN_REGION_PIXELS,
  sampleRegion,
  SHADOW_HIGHLIGHT_SHARE,
  type RegionSample,
  type SampleOptions,
} from './region-sample';
export {
  REFERENCE_MAX_CHANNEL,
  REFERENCE_MAX_CHROMA,
  REFERENCE_MIN_LIGHTNESS,
  whiteBalance,
  type ColourCast,
  type Rgb,
  type WhiteBalance,
  type WhiteReferenceRefusal,
} from './white-balance';
