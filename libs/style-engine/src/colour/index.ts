export {
  analyzeColour,
  measureColouring,
  scoreSeasons,
  SEASON_DIRECTIONS,
  seasonValue,
  type Axis,
  type ColourInput,
  type ColouringTraits,
  type Evidence,
  type SeasonScore,
  type Undertone,
} from './colour-analysis';
export {
  colourSensitivity,
  whatWouldChange,
  type AnswerChange,
  type ColourSensitivity,
} from './colour-sensitivity';
export {
  contrastRatio,
  deltaE,
  hexToLab,
  hexToRgb,
  isHexColour,
  labChroma,
  normaliseHex,
  relativeLuminance,
  type Lab,
} from './colour-maths';
export { colourFromText, FIT_THRESHOLD, nearestPaletteColour, type PaletteMatch } from './colour-match';
export { COLOUR_WORDS } from './colour-words.data';
export { normaliseSeason, paletteFor, SEASON_PALETTES } from './season-palettes.data';
export { COLOUR_SLOT_COUNT, fillColourSlots, slotColours } from './colour-slots';
export {
  dominantColours,
  garmentVerdict,
  NEAR_THRESHOLD,
  type DominantColour,
  type GarmentVerdict,
  type GarmentVerdictKind,
} from './garment-check';
export {
  DRAPE_AXES,
  DRAPE_WEIGHT,
  drapePairs,
  refineWithDrape,
  type DrapeAxis,
  type DrapeColour,
  type DrapePair,
  type DrapePick,
  type DrapePrior,
  type DrapeResult,
  type DrapeTally,
} from './virtual-drape';
