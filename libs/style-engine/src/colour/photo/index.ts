export { colourMeasurements, type ColouringSamples } from './colour-measurements';
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
export { FACE_READING_CONFIG } from './face-detector-config';
export { answersFromMeasurements, individualTypologyAngle, type PrefilledAnswers } from './face-answers';
export { faceRegions, FACE_MESH_POINTS, type FaceRegions } from './face-regions';
export {
  detectedFace,
  EYE_WHITE_MAX_CHROMA_SHARE,
  eyeWhiteColour,
  HAIR_MIN_DIFFERENCE_FROM_SKIN,
  HAIR_MIN_SHARE,
  HAIR_MIN_LIGHTNESS_SPREAD,
  MAX_PITCH_DEGREES,
  MAX_ROLL_DEGREES,
  MAX_YAW_DEGREES,
  MIN_FACE_SHARE,
  MIN_FACE_SIDE_PIXELS,
  readFacePhoto,
  type DetectedFace,
  type FacePhotoReading,
  type FaceProblem,
  type FaceProblemCode,
  type FaceReadingOptions,
  type HumanFace,
} from './face-reading';
